// Core types of the Aigle engine. Everything in GameState is plain JSON (no Map, Set, class or undefined)
// so that saves, hashes and replays are byte-for-byte stable.
import type { Scenario } from './scenario/schema';

export type Side = string; // scenario side ids, e.g. 'fr', 'al'
export type Viewer = Side | 'referee';
export type HexId = string; // printed CCRR id, e.g. '0913'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface Options {
  /** Rule toggles by case id ("NLC 19.1": true). Missing ids take the module default. */
  rules: Record<string, boolean>;
}

export type UnitStatus = 'map' | 'pending' | 'eliminated' | 'exited';

export interface UnitState {
  id: string;
  hex: HexId | null;
  status: UnitStatus;
  /** Steps remaining; 3-step huge units per NLC 6.2. */
  steps: number;
  disrupted: boolean;
  /** Movement points spent in the current activation, in half points (roads cost 1/2, NLC 5.2). */
  mpSpentHalves: number;
  /** Activation stamp: the activation number in which the unit last moved. */
  movedIn: number;
  /**
   * NLC 20.2.3 extended line (doctrine option): the brigade stands on the hexside between its hex (the first,
   * always `hex`) and the second, filling both. Only while `hex` is still the first (rules/pieces.ts linePartner).
   */
  line?: [HexId, HexId];
}

export interface LeaderState {
  id: string;
  hex: HexId | null;
  status: UnitStatus;
  movedIn: number;
  /** Movement points spent in the activation `movedIn`, in half points (NLC 5: a stack may move on with its leader). */
  mpSpentHalves?: number;
}

export interface DiceRecord {
  dice: number[];
  purpose: string;
  rule: string;
}

export interface LogEntry {
  seq: number;
  text: string;
  rule?: string;
  dice?: number[];
  /** 'all' or the one side allowed to read it. */
  visibleTo: 'all' | Side;
  hexes?: HexId[];
}

/** Automatic procedure: runs by itself until it pushes a decision or pops. */
export interface ProcFrame {
  k: 'proc';
  proc: string;
  loc: { [k: string]: Json };
}
/** One side must choose. */
export interface DecideFrame {
  k: 'decide';
  side: Side;
  type: string;
  rule: string;
  loc: { [k: string]: Json };
}
/** Both sides choose in secret; the choices live in state.secret[side] until revealed. */
export interface SecretFrame {
  k: 'secret';
  sides: Side[];
  done: Side[];
  type: string;
  rule: string;
  loc: { [k: string]: Json };
}
export type Frame = ProcFrame | DecideFrame | SecretFrame;

export interface Clock {
  turn: number;
  /** Activation counter, increases every time a side or formation is activated. */
  activation: number;
  phase: string;
  /** Side whose activation is running, or null between activations. */
  activeSide: Side | null;
}

export interface GameResult {
  winner: Side | null;
  level: string;
  vp: Record<Side, number>;
  reason: string;
  rule: string;
}

export interface GameState {
  v: 1;
  scenario: string;
  options: Options;
  seed: number;
  /** The generator state (uint32). Never shown to a player: it would predict the dice. */
  rng: number;
  /** Number of commands applied so far; a command must carry it as `n` (stale clicks are rejected). */
  seq: number;
  clock: Clock;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  /** Who controls each objective hex (NLC 18). */
  control: Record<HexId, Side>;
  secret: Record<Side, { [k: string]: Json }>;
  stack: Frame[];
  /** The log in chunks (core/logBook.ts): read it with logEntries. */
  log: LogEntry[][];
  result: GameResult | null;
  /** The NLC rules' own state (modules/nlc/state.ts), present when that system runs. */
  nlc?: { [k: string]: Json };
  /** The Napoleonic 20 rules' own state, present when that system runs. */
  n20?: { [k: string]: Json };
  /** The March on Paris rules' own state (modules/mop/state.ts), present in its scenarios. */
  mop?: { [k: string]: Json };
  /** Test-only queue of die faces consumed before the generator (see rng.ts). */
  testDice?: number[];
}

// ---------------------------------------------------------------- commands

export interface CommandBase {
  side: Side;
  /** The decision number (state.seq) this command answers. */
  n: number;
}
export interface MoveCommand extends CommandBase {
  type: 'move';
  units: string[];
  /** Hexes entered in order, not including the start hex. */
  path: HexId[];
}
export interface EndActivationCommand extends CommandBase {
  type: 'endActivation';
}
export interface EndTurnCommand extends CommandBase {
  type: 'endTurn';
}
export interface ChooseCommand extends CommandBase {
  type: 'choose';
  choice: string;
  units?: string[];
  hex?: HexId;
  /** NLC 20.2.3: the second hex of an extended line's new placement (a line moved or kept in retreat; `hex` is the first). */
  second?: HexId;
  /** NLC 20.2.3: the hex of its extended line a unit standing with it acts from (a bombardment or charge, when both hexes work). */
  from?: HexId;
  /** A written order, Local Decision or Bad Move (NLC 12.4, 12.11). */
  order?: OrderDraft;
}

/** An order as a player writes it (NLC 12.4): the formation (or HQ), the type, the target hexes, a March route, a sequence. */
export interface OrderDraft {
  formation: string;
  type: string;
  target?: HexId[];
  route?: HexId[];
  /** Assign: the new commander. */
  leader?: string;
  /** NLC 12.5: an Attack that waits for the next day. */
  nextDay?: boolean;
  /** The rest of an order sequence (NLC 12.5). */
  then?: { type: string; target?: HexId[]; route?: HexId[]; leader?: string; nextDay?: boolean }[];
  /** "Await further orders" at the end (NLC 12.8). */
  awaitFurther?: boolean;
  /** The writing OC when the side has several. */
  from?: string;
}
export type Command = MoveCommand | EndActivationCommand | EndTurnCommand | ChooseCommand;
export type CommandType = Command['type'];

// ---------------------------------------------------------------- answers

export interface RuleError {
  code: string;
  message: string;
  rule: string;
}

export type GameEvent =
  | { type: 'dice'; dice: number[]; purpose: string; rule: string; visibleTo: 'all' | Side }
  | { type: 'moved'; units: string[]; path: HexId[]; from: HexId; visibleTo: 'all' | Side }
  | { type: 'log'; entry: LogEntry; visibleTo: 'all' | Side }
  | { type: 'revealed'; what: string; visibleTo: 'all' | Side }
  | { type: 'gameOver'; result: GameResult; visibleTo: 'all' };

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[]; commit: boolean }
  | { ok: false; error: RuleError };

export interface DecisionOptions {
  units: string[];
  hexes: HexId[];
  buttons: { id: string; label: string }[];
  /** What choosing each hex would bring about, told before the choice (e.g. every retreat hex). */
  hexNotes?: Record<HexId, HexNote>;
}

/**
 * The consequence of one hex choice, worked out by the rules so the client only shows it. Severity,
 * from mild to worst: 'safe' nothing beyond the choice itself, 'harm' disruption or a forced further
 * retreat, 'risk' a die may go against the units, 'loss' a certain step loss, 'fatal' a unit is
 * eliminated (or Broken).
 */
export interface HexNote {
  severity: 'safe' | 'harm' | 'risk' | 'loss' | 'fatal';
  /** Short words for the hex's button and the map ("enemy ZOC: +1 step loss"). */
  text: string;
  rule: string;
}

export interface PendingDecision {
  n: number;
  side: Side | null;
  sides: Side[];
  type: string;
  prompt: string;
  rule: string;
  options: DecisionOptions;
}

export type { Scenario };

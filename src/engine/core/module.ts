// Rule systems and optional modules are plug-ins over one core. A module contributes automatic
// procedures, decisions, hooks and rule toggles; the system lists the modules it is built from.
import type { Draft } from 'immer';
import type { Command, DecideFrame, DecisionOptions, GameResult, GameState, HexId, Json, ProcFrame, RuleError, SecretFrame, Side } from '../types';
import type { Ctx } from './ctx';
import type { Scenario } from '../scenario/schema';
import type { Out } from './ops';

export interface RuleToggle {
  /** Case id, as in shared/rules-cases.tsv ("NLC 19.1"). */
  id: string;
  label: string;
  kind: 'advanced' | 'optional' | 'module';
  default: boolean;
  /**
   * Levels of one module that exclude each other (N20X 5.0 Mild/Medium/Spicy): toggles sharing a
   * group id are one choice, listed from the mildest level to the most intense. See core/options.ts.
   */
  group?: { id: string; label: string; /** What choosing none of the levels means (MOP 37.12: historical study). */ none?: string };
}

export type ProcFn = (d: Draft<GameState>, frame: Draft<ProcFrame>, ctx: Ctx, out: Out) => void;

export interface DecisionHandler<F extends DecideFrame | SecretFrame = DecideFrame> {
  prompt(s: GameState, f: F, ctx: Ctx): string;
  options(s: GameState, f: F, ctx: Ctx): DecisionOptions;
  /** Every legal command for the deciding side (used by the simulator and the UI). */
  legal(s: GameState, f: F, ctx: Ctx): Command[];
  /** Validate then act. Throws RuleFailure (via reject) before changing anything when illegal. */
  apply(d: Draft<GameState>, f: Draft<F>, cmd: Command, ctx: Ctx, out: Out): void;
}

/** The questions other modules (orders, night, charges) may answer; every module must agree. */
export interface Hooks {
  mayMove(s: GameState, ctx: Ctx, unit: string): RuleError | null;
  /** May this unit take part in an assault now (the orders module will answer it too)? */
  mayAssault(s: GameState, ctx: Ctx, unit: string): RuleError | null;
  /** Must this unit assault now (NLC 7.3: Attack/Probe orders in an enemy ZOC)? */
  mustAssault(s: GameState, ctx: Ctx, unit: string): boolean;
  /** Units of `side` entered `hex` (moving, advancing, retreating): leader displacement, HQ capture (NLC 11). */
  onEnterHex(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: string): void;
  /** Orders and command range (NLC 12.1, 12.2): why this group may not take this path, or null. */
  checkMove(s: GameState, ctx: Ctx, pieces: string[], from: string | null, path: string[], halves: number): RuleError | null;
  /** What the acting side still owes before movement may end (NLC 12.2 obligations), or null. */
  mayEndMovement(s: GameState, ctx: Ctx, side: Side): RuleError | null;
  /** Is the formation in Reserve (no chit in the cup, acts in the Reserve Action Stage, NLC 4, 12.2)? */
  inReserve(s: GameState, ctx: Ctx, formation: string): boolean;
  /** A formation action begins (NLC 4.5). */
  onFormationAction(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, formations: string[]): void;
  /** A new game is being set up, after the system placed the pieces: a module creates its own state. */
  onSetup(d: Draft<GameState>, ctx: Ctx, out: Out): void;

  // ---- March on Paris cards, reinforcements and victory (MOP 37.12, 37.13, A.II)
  /** A turn begins (after the turn's log line, before its chit preparation): a module may push its own frames. */
  onTurnStart(d: Draft<GameState>, ctx: Ctx, out: Out): void;
  /** A reinforcement's arrival as changed by the module (turn and hex), 'never' when it no longer comes, or null (unchanged). */
  arrival(s: GameState, ctx: Ctx, piece: string): { turn: number; hex: HexId } | 'never' | null;
  /** The running victory points when the module counts them its own way (MOP 37.13), or null. */
  victoryPoints(s: GameState, ctx: Ctx): Record<Side, number> | null;
  /** The end-of-game result when the module decides it (MOP 37.13), or null. */
  gameResult(s: GameState, ctx: Ctx, reason: string, demoralized: Side[]): GameResult | null;
  /** Is this unit in supply (MOP 37.7)? null when the module does not say. */
  unitInSupply(s: GameState, ctx: Ctx, unit: string): boolean | null;
  /** Why these pieces may not leave the map at this edge hex now (MOP 37.13.1: only in a General Retreat), or null. */
  exitVeto(s: GameState, ctx: Ctx, side: Side, pieces: string[], hex: HexId): RuleError | null;
}

/** The first veto of the modules' exitVeto hooks (MOP 37.13.1). */
export function exitVeto(ctx: Ctx, s: GameState, side: Side, pieces: string[], hex: HexId): RuleError | null {
  for (const m of ctx.modules) {
    const e = m.hooks?.exitVeto?.(s, ctx, side, pieces, hex);
    if (e) return e;
  }
  return null;
}

/** The first veto of the modules' checkMove hooks (NLC 12). */
export function moveVeto(ctx: Ctx, s: GameState, pieces: string[], from: string | null, path: string[], halves: number): RuleError | null {
  for (const m of ctx.modules) {
    const e = m.hooks?.checkMove?.(s, ctx, pieces, from, path, halves);
    if (e) return e;
  }
  return null;
}

/**
 * A command a side may give at any of its own decisions without answering it (a standing instruction such
 * as NLC 7.9 reaction orders): keyed by the choice's head ("reaction" for "reaction:never"). The open
 * decision stays open.
 */
export type SideCommandFn = (d: Draft<GameState>, cmd: Extract<Command, { type: 'choose' }>, ctx: Ctx, out: Out) => void;

export interface RulesModule {
  id: string;
  /**
   * Is the module part of games of this scenario (the March on Paris rules switch on with a scenario's
   * `mop` section)? Absent: always. A module that does not apply adds no toggle, procedure or hook.
   */
  appliesTo?(scenario: Scenario): boolean;
  sideCommands?: Record<string, SideCommandFn>;
  toggles?: RuleToggle[];
  procs?: Record<string, ProcFn>;
  decisions?: Record<string, DecisionHandler<any>>;
  hooks?: Partial<Hooks>;
}

export interface RulesSystem {
  id: 'nlc' | 'n20';
  name: string;
  modules: RulesModule[];
  /** Pushes the first frames of a new game. */
  setup(d: Draft<GameState>, ctx: Ctx, out: Out): void;
  /** Movement preview for the client: where the pieces may go now, at what cost and by which path. */
  reach?(s: GameState, ctx: Ctx, pieces: string[]): ReachAnswer | RuleError;
  /** Combat preview for the client before a player commits (odds, strengths, table rows). */
  combatPreview?(s: GameState, ctx: Ctx, side: Side, units: string[], target: string): Json | RuleError;
  /** Why a piece of the deciding side cannot act in the open decision, or null when it can. */
  whyIdle?(s: GameState, ctx: Ctx, piece: string): RuleError | null;
  /** Lines of sight from the pieces' hex to the enemy hexes they could fire at (NLC 8.1, 8.3), for the map. */
  sightLines?(s: GameState, ctx: Ctx, side: Side, pieces: string[]): Json | RuleError;
  /** A gun's range rings and the enemy hexes in them it can see (NLC 8.1, 8.3, 19.4), at any moment. */
  gunRange?(s: GameState, ctx: Ctx, pieces: string[]): { from: string; range: number; rings: Record<string, number>; targets: string[]; rule: string } | RuleError;
}

export interface ReachAnswer {
  from: string;
  hexes: Record<string, { mp: number; path: string[] }>;
}

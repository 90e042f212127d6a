// The Napoleonic 20 rules' own part of the game state (plain JSON, under GameState.n20).
// Public: everything here except `hidden` (the order-free contents of the event deck and the special
// draw pile, unknown to both players), which viewFor replaces by counts. Per-side secrets (held Retain
// cards, maneuver chits, Medium picks) live in GameState.secret[side].
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../types';
import type { CrtResult } from './data/crt';
import type { AttackerManeuver, DefenderManeuver, ManeuverOutcome } from './maneuverMatrix';

export interface N20Unit {
  disordered: boolean;
  routed: boolean;
  /** In the Broken box ("limbo"): off the map, may rally at night (unit status 'eliminated'). */
  broken: boolean;
  /** Off the map for good: exited in a Withdrawal or in Pursuit (N20X 16.8.3), or lost on a rally roll. */
  gone: 'withdrawn' | 'pursuit' | 'lost' | null;
  /** Took part in a battle in the current combat phase (as attacker or, N20 9.3, as defender) / reaction phase. */
  fought: boolean;
  /** Moved (or acted) in the current phase. */
  acted: boolean;
}

export interface BattleState {
  id: number;
  attacker: Side;
  defender: Side;
  attackers: string[];
  defenders: string[];
  /** A Countercharge battle in the Reaction Phase (N20 8.0). */
  reaction: boolean;
  /** Current lettered step of the battle sequence (RULINGS N20 9.0). */
  step: string;
  /** Guard units committed by the attacker in step A. */
  guard: string[];
  /** Is the Maneuver Matrix resolving this battle (N20X 9.0)? */
  matrix: boolean;
  /** Who has been asked about using the matrix and declined. */
  matrixAsked: Side[];
  /** Sides whose chit is chosen (public: only the fact, never the chit). */
  chitsChosen: Side[];
  reserves: { attacker: number; defender: number };
  /** Retain cards played into this battle (public once played). */
  cards: { card: string; side: Side }[];
  attack: number;
  defence: number;
  terrain: number;
  differential: number;
  column: number | null;
  shifts: { why: string; shift: number }[];
  /** After F.1: the revealed chits and their crossing cell. */
  chits: { attacker: AttackerManeuver; defender: DefenderManeuver } | null;
  outcome: ManeuverOutcome | null;
  roll: number | null;
  result: CrtResult | null;
  /** Units of the losing side that must retreat (queue) and their fates. */
  losers: string[];
  routed: string[];
  broken: string[];
  vacated: HexId[];
  advanced: string[];
}

export interface N20Announcement {
  /** Running number: a new announcement is a new banner. */
  id: number;
  side: Side;
  kind: 'event' | 'retainDrawn' | 'retainPlayed';
  /** Card id and its name and effect in our words; null for a Retain card drawn (secret). */
  card: string | null;
  name: string | null;
  text: string | null;
  turn: number;
  /** The case: N20 5.0 for the base deck, N20X 5.0 for the special cards. */
  rule: string;
}

export interface N20State {
  /** Army Morale in half points (N20 12.0, N20X 12.1). */
  morale: Record<Side, number>;
  units: Record<string, N20Unit>;
  /** Field works built before play (N20X GZ). */
  works: Record<HexId, 'redoubt' | 'fort'>;
  fieldWorksRoll: number | null;
  /** Direct Command markers (N20X 9.0 Fun): the unit each stands on, or null when off the map. */
  dc: Record<Side, string | null>;
  dcPlaced: Record<Side, boolean>;
  phasing: Side | null;
  phase: string;
  /** Event discard pile (public) and the special piles (N20X 5.0). */
  discard: string[];
  specialDiscard: string[];
  /** Retain cards held by each side: the count is public, the cards are in secret[side].hand. */
  handCount: Record<Side, number>;
  /** Effects of events for the current player turn. */
  turnFx: { noReaction: boolean; noReserves: Side[]; cavalryMove: Record<Side, number>; forcedMarch: Record<string, number> };
  /** Sides that may exit units at their LOC hexes this game turn (an event's Withdrawal). */
  withdrawal: Side[];
  /** N20X 16.8 Pursuit: units sent off since the last night, per pursuing side; LOC hexes used this turn. */
  pursuit: { sent: Record<Side, number>; usedLoc: HexId[] };
  /** N20X 9.0 Fast: has this side used the matrix in its current Combat Phase? */
  fastUsed: Record<Side, boolean>;
  battle: BattleState | null;
  /** The battle being declared in the Combat Phase (mirrors the combat decision, for the client). */
  declaring: { attackers: string[]; defenders: string[] };
  battleCount: number;
  /** The last revealed matrix crossing, for the client's highlight. */
  lastMatrix: { battle: number; defender: DefenderManeuver; attacker: AttackerManeuver; cell: string } | null;
  /**
   * The last event card drawn or Retain card played, announced to both players (N20 5.0, N20X 5.0). A
   * Retain card drawn into a hand is announced without its name: only its owner may know it.
   */
  lastEvent: N20Announcement | null;
  /** 13.0 lull bookkeeping for the phasing player's turn. */
  activity: { moved: boolean; fought: boolean };
  hidden: { deck: string[]; special: string[] };
}

export function n20(s: GameState): N20State {
  if (!s.n20) throw new Error('this game is not played with the Napoleonic 20 rules');
  return s.n20 as unknown as N20State;
}
export function n20d(d: Draft<GameState>): Draft<N20State> {
  return d.n20 as unknown as Draft<N20State>;
}

export function emptyTurnFx(): N20State['turnFx'] {
  return { noReaction: false, noReserves: [], cavalryMove: {}, forcedMarch: {} };
}

/** The public picture of the N20 state: what viewFor hands to every viewer. */
export function n20View(state: GameState): Omit<N20State, 'hidden'> & { deckCount: number; specialCount: number } {
  const s = n20(state);
  const { hidden, ...pub } = s;
  return { ...pub, deckCount: hidden.deck.length, specialCount: hidden.special.length };
}

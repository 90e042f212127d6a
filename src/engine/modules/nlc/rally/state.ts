// NLC 13 bookkeeping (under GameState.nlc.rally): when and where each unit was eliminated, whether it
// could trace supply then, and the units destroyed for good (never rallied; they stay eliminated, so
// they still count for demoralization, NLC 14-15).
import type { Draft } from 'immer';
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { nlcDraft, nlcOf } from '../state';
import { hexSupplied } from '../supply/trace';

export const RALLY_TOGGLE = 'NLC 13';
export const SUPPLY_TOGGLE = 'NLC 17';

export interface Elimination {
  turn: number;
  hex: HexId | null;
  /** NLC 13: could the unit trace supply (NLC 17) at that moment? */
  supplied: boolean;
}

export interface RallyState {
  eliminated: Record<string, Elimination>;
  /** Destroyed for good: out of supply when eliminated, failed a demoralized rally roll, the partner of a merged one-step unit. */
  destroyed: string[];
  /** Units rallied, with the turn (for the log and the client). */
  rallied: Record<string, number>;
}

/** Rally runs with the command rules (it needs Reserve orders, NLC 13) and its own toggle. */
// (the NLC 12 test is repeated here rather than imported: losses.ts imports this file, and orders/ imports losses)
function ordersOn(s: GameState, ctx: Ctx): boolean {
  return !!s.nlc && !!ctx.scenario.command && ruleIn(s, ctx, 'NLC 12');
}

export function rallyActive(s: GameState, ctx: Ctx): boolean {
  return ordersOn(s, ctx) && ruleIn(s, ctx, RALLY_TOGGLE);
}

/** Supply runs with the command rules and its own toggle (NLC 17). */
export function supplyActive(s: GameState, ctx: Ctx): boolean {
  return ordersOn(s, ctx) && ruleIn(s, ctx, SUPPLY_TOGGLE);
}

export function rallyOf(s: GameState): RallyState | null {
  return (nlcOf(s) as { rally?: RallyState }).rally ?? null;
}

export function rallyDraft(d: Draft<GameState>): Draft<RallyState> {
  const n = nlcDraft(d) as Draft<{ rally?: RallyState }>;
  return (n.rally ??= { eliminated: {}, destroyed: [], rallied: {} }) as Draft<RallyState>;
}

export function isDestroyed(s: GameState, unit: string): boolean {
  return !!s.nlc && (rallyOf(s)?.destroyed.includes(unit) ?? false);
}

/**
 * Record an elimination (called where a unit leaves the map eliminated, before its hex is cleared).
 * Nothing is written while rally is off, so games without it keep their states.
 */
export function noteEliminated(d: Draft<GameState>, ctx: Ctx, unit: string, hex: HexId | null): void {
  const s = d as GameState;
  if (!s.nlc || !rallyActive(s, ctx)) return;
  const side = ctx.units[unit].side;
  const supplied = !ruleIn(s, ctx, SUPPLY_TOGGLE) || !hex || hexSupplied(s, ctx, side, hex);
  const r = rallyDraft(d);
  r.eliminated[unit] = { turn: s.clock.turn, hex, supplied };
  // NLC 13: out of supply when eliminated: surrendered, never rallied
  if (!supplied && !r.destroyed.includes(unit)) r.destroyed.push(unit);
}

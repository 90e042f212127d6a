// NLC 19.4 more artillery detail (advanced): +50% bombarding a stack of several non-artillery units,
// +50% for artillery defending against an assault, and bombardment at range 3 at half strength
// (rounded down).
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { moveClass } from '../../../rules/pieces';
import { ARTILLERY_DETAIL } from './toggles';

/** NLC 8.1 range 2; NLC 19.4 adds range 3. */
export const BASE_RANGE = 2;
export const DETAIL_RANGE = 3;

export function detailOn(s: GameState, ctx: Ctx): boolean {
  return ruleIn(s, ctx, ARTILLERY_DETAIL);
}

export function bombardRange(s: GameState, ctx: Ctx): number {
  return detailOn(s, ctx) ? DETAIL_RANGE : BASE_RANGE;
}

/** NLC 19.4: a target of two or more non-artillery units. */
export function stackBonus(s: GameState, ctx: Ctx, targetUnits: string[]): boolean {
  return detailOn(s, ctx) && targetUnits.filter((u) => moveClass(ctx.units[u].type) !== 'artillery').length >= 2;
}

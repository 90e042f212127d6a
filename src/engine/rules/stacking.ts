// NLC 5.3: two friendly combat units a hex, one in woods; leaders and HQs do not count.
// A module may replace the limit (core hook `stacking`, e.g. MOP 37.2 two units or 12 SP).
import type { GameState, HexId, RuleError } from '../types';
import type { MapIndex } from '../board/mapIndex';
import type { Ctx } from '../core/ctx';
import { firstAnswer } from '../core/hookAnswer';

export function stackLimit(map: MapIndex, hex: HexId): number {
  return map.hexes[hex].terrain === 'woods' ? 1 : 2;
}

/** Why these friendly combat units may not stand in `hex` together, or null when they may. */
export function stackProblem(s: GameState, ctx: Ctx, hex: HexId, units: string[]): RuleError | null {
  const answer = firstAnswer(ctx, 'stacking', s, ctx, hex, units);
  if (answer !== undefined) return answer;
  const limit = stackLimit(ctx.map, hex);
  if (units.length <= limit) return null;
  return { code: 'overstack', message: `hex ${hex} would hold ${units.length} units (limit ${limit})`, rule: 'NLC 5.3' };
}

/**
 * Why `units` may not end in `hex` beside `there`, the units standing in it (any of `units` among them
 * counted once), or null: the one NLC 5.3 test for whatever joins a hex (a move's end, a retreat, a line's
 * hex, a charge's fallback).
 */
export function joinProblem(s: GameState, ctx: Ctx, hex: HexId, there: readonly string[], units: readonly string[]): RuleError | null {
  return stackProblem(s, ctx, hex, [...there.filter((u) => !units.includes(u)), ...units]);
}

/** How many of `units`, taken in order, fit in `hex` beside `here` (retreat overflow, NLC 7.4). */
export function unitsThatFit(s: GameState, ctx: Ctx, hex: HexId, here: string[], units: string[]): number {
  let k = 0;
  while (k < units.length && !stackProblem(s, ctx, hex, [...here, ...units.slice(0, k + 1)])) k++;
  return k;
}

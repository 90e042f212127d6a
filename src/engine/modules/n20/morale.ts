// N20 12.0 Army Morale as currency and gauge, kept in half points; N20X 12.1 (limits 1/2 .. 10 1/2) and
// 12.7 (half-point adjustments) when the half-point module is on.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, type Out } from '../../core/ops';
import { sideName } from '../../rules/pieces';
import { MORALE } from './data/morale';
import { halfMorale } from './options';
import { n20, n20d } from './state';
import { checkSuddenDeath } from './victory';

export function fmtMorale(halves: number): string {
  const neg = halves < 0;
  const a = Math.abs(halves);
  const whole = Math.floor(a / 2);
  const txt = a % 2 ? (whole ? `${whole} 1/2` : '1/2') : `${whole}`;
  return neg ? `-${txt}` : txt;
}

export function maxHalves(ctx: Ctx, s: GameState): number {
  return Math.round((halfMorale(ctx, s) ? MORALE.maxHalf : MORALE.maxBase) * 2);
}

/** The least a side may keep after spending: 1/2 with half-point morale (N20X 12.1), else 1 (ruling). */
export function minKeepHalves(ctx: Ctx, s: GameState): number {
  return halfMorale(ctx, s) ? 1 : 2;
}

/** Points to half points; without the half-point module a half is rounded away from zero to a whole point. */
export function toHalves(ctx: Ctx, s: GameState, points: number): number {
  let h = Math.round(points * 2);
  if (!halfMorale(ctx, s) && h % 2 !== 0) h = Math.sign(h) * (Math.abs(h) + 1);
  return h;
}

/** Change a side's morale (gains stop at the track's top) and check for a Decisive result at once. */
export function addMorale(
  d: Draft<GameState>,
  ctx: Ctx,
  out: Out,
  side: Side,
  points: number,
  why: string,
  rule: string,
  opts: { floorHalves?: number } = {},
): number {
  const st = n20d(d);
  let delta = toHalves(ctx, d as GameState, points);
  const before = st.morale[side];
  let after = Math.min(maxHalves(ctx, d as GameState), before + delta);
  if (opts.floorHalves !== undefined && delta < 0) after = Math.max(Math.min(before, opts.floorHalves), after);
  delta = after - before;
  st.morale[side] = after;
  if (delta !== 0 || points !== 0) {
    const sign = delta > 0 ? '+' : '';
    log(d, out, `${sideName(ctx, side)} morale ${sign}${fmtMorale(delta)} (${why}): now ${fmtMorale(after)}`, { rule });
  }
  checkSuddenDeath(d, ctx, out);
  return delta;
}

export function canSpend(ctx: Ctx, s: GameState, side: Side, points: number): boolean {
  if (points <= 0) return true;
  return n20(s).morale[side] - toHalves(ctx, s, points) >= minKeepHalves(ctx, s);
}

export function spendMorale(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, points: number, why: string, rule: string): void {
  if (points > 0) addMorale(d, ctx, out, side, -points, why, rule);
}

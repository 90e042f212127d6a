// MOP 37.3.2: a slope hexside stands higher than the ground around it. A line crossing one is blocked unless
// the spotter or the spotted unit stands on the high side of a slope hexside; from such high ground one sees
// 12 hexes instead of 8 (weather may shorten it).
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { LosResult } from '../../../rules/los';
import { LOS_MAX_DAY, visibilityOn } from '../../../rules/los';

export const HIGH_GROUND_SIGHT = 12;

/** Is the hex on the high side of some slope hexside? */
export function onHighGround(ctx: Ctx, hex: HexId): boolean {
  return ctx.map.hexes[hex].neighbours.some((n) => {
    const side = ctx.map.side(hex, n);
    return !!side?.features.includes('slope') && side.high === hex;
  });
}

/** The slope hexsides the line crosses, as pairs of hexes. */
export function slopesCrossed(ctx: Ctx, los: LosResult): HexId[][] {
  const out: HexId[][] = [];
  const steps = los.steps;
  for (let i = 0; i + 1 < steps.length; i++) {
    for (const x of steps[i].hexes) {
      for (const y of steps[i + 1].hexes) {
        if (x === y || !ctx.map.has(x) || !ctx.map.has(y) || !ctx.map.hexes[x].neighbours.includes(y)) continue;
        if (ctx.map.side(x, y)?.features.includes('slope')) out.push([x, y]);
      }
    }
  }
  return out;
}

export function slopeBlock(s: GameState, ctx: Ctx, los: LosResult): { at: HexId[]; why: string; rule: string } | null {
  if (onHighGround(ctx, los.from) || onHighGround(ctx, los.to)) return null;
  const crossed = slopesCrossed(ctx, los);
  if (!crossed.length) return null;
  return { at: crossed[0], why: `a slope at ${crossed[0].join('/')} and neither end on its high ground`, rule: 'MOP 37.3' };
}

/** 12 hexes from high ground on a turn of normal visibility; otherwise no answer (NLC or weather decides). */
export function highGroundSight(s: GameState, ctx: Ctx, from: HexId): number | undefined {
  if (visibilityOn(ctx.scenario, s.clock.turn) !== LOS_MAX_DAY) return undefined;
  return onHighGround(ctx, from) ? HIGH_GROUND_SIGHT : undefined;
}

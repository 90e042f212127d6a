// NLC 8.3 sight range now: the scenario's turn (8, rain 4, night 1), narrowed by any module's limit
// (MOP 37.4: fog, rain, snow and snowstorm let one see only the adjacent hexes).
import type { GameState, HexId } from '../types';
import type { Ctx } from '../core/ctx';
import { visibilityCap } from '../core/module';
import { visibilityOn } from './los';

export function visibilityNow(s: GameState, ctx: Ctx, from: HexId, to: HexId): number {
  const base = visibilityOn(ctx.scenario, s.clock.turn);
  const cap = visibilityCap(ctx, s, from, to);
  return cap === null ? base : Math.min(base, cap);
}

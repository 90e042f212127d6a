// NLC 8.3 sight range now: the scenario's turn (8, rain 4, night 1) or a module's own answer (MOP 37.1 Night
// PM, 37.3.2 higher ground), narrowed by any module's cap (MOP 37.4: fog, rain, snow and snowstorm let one
// see only the adjacent hexes).
import type { GameState, HexId } from '../types';
import type { Ctx } from '../core/ctx';
import { visibilityCap } from '../core/module';
import { firstAnswer } from '../core/hookAnswer';
import { visibilityOn } from './los';

export function visibilityNow(s: GameState, ctx: Ctx, from: HexId, to: HexId): number {
  const base = firstAnswer(ctx, 'visibility', s, ctx, from, to) ?? visibilityOn(ctx.scenario, s.clock.turn);
  const cap = visibilityCap(ctx, s, from, to);
  return cap === null ? base : Math.min(base, cap);
}

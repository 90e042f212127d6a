// The field rules' change to one movement step (Hooks.moveStep): a deployed pontoon's crossing (MOP 37.8,
// pontoons.ts), a damaged span's +2 MP (37.3.1, 37.9, spans.ts), then mud doubling artillery (37.4,
// weatherRules.ts); and the same settled once for a whole movement search (Hooks.moveStepFor).
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { StepCost } from '../../../rules/movement/stepCost';
import { anyPontoon, pontoonStep } from './pontoons';
import { damagedSpanStep } from './spans';
import { weatherSlows, weatherStep } from './weatherRules';
import { fieldOf } from './state';

export function fieldStep(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId, cost: StepCost): StepCost {
  return weatherStep(s, ctx, pieces, damagedSpanStep(s, ctx, pieces, from, to, pontoonStep(s, ctx, pieces, from, to, cost)));
}

/**
 * fieldStep for this group in this state, or null when it changes no step: no pontoon deployed (pontoonStep
 * needs one on the hexside), no span damaged (damagedSpanStep needs one) and no mud slowing its guns.
 */
export function fieldStepFor(s: GameState, ctx: Ctx, pieces: string[]): ((from: HexId, to: HexId, cost: StepCost) => StepCost) | null {
  const damaged = fieldOf(s)?.damaged;
  if (!anyPontoon(s) && !(damaged && damaged.length > 0) && !weatherSlows(s, ctx, pieces)) return null;
  return (from, to, cost) => fieldStep(s, ctx, pieces, from, to, cost);
}

// The client's question about the March on Paris core state (public to both sides): how many chits each
// side's cup holds (MOP 37.1) and the units in the UAR and PEU boxes (MOP 37.6).
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { nlcOf } from '../../nlc/state';
import { MOP_T } from '../toggles';
import { boxesOf } from './boxes';
import { cupsOf } from './chitCup';
import { frenchSide } from './sides';

export interface MopAnswer {
  type: 'mop';
  /** Chits left in each side's cup. */
  cups: Record<Side, number>;
  /** The side whose chits an odd roll pulls. */
  odd: Side;
  thirdCup: boolean;
  uar: string[];
  peu: string[];
  rule: string;
}

export function mopAnswer(s: GameState, ctx: Ctx): MopAnswer | { type: 'none'; reason: string; rule: string } {
  if (!ctx.scenario.mop || !s.mop) return { type: 'none', reason: 'not a March on Paris game', rule: 'MOP 37' };
  const cups = cupsOf(ctx, s.nlc ? nlcOf(s).cup : []);
  const b = boxesOf(s);
  return {
    type: 'mop',
    cups: Object.fromEntries(Object.entries(cups).map(([k, v]) => [k, v.length])),
    odd: frenchSide(ctx),
    thirdCup: ruleIn(s, ctx, MOP_T.thirdCup),
    uar: [...b.uar],
    peu: [...b.peu],
    rule: 'MOP 37.1',
  };
}

// Which of the three ways of playing the events the players agreed (MOP 37.12): full card play
// (37.12.1), restricted card play (37.12.3, A.III e), the Random Events Tables instead of cards (A.III j),
// or none of them: historical study (37.12.2) with the variable reinforcement schedule (A.II).
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { MOP_T } from '../toggles';
import type { Camp } from './deck';

export type EventMode = 'full' | 'restricted' | 'tables' | 'study';

export function eventMode(s: Pick<GameState, 'options'>, ctx: Ctx): EventMode {
  if (ruleIn(s, ctx, MOP_T.full)) return 'full';
  if (ruleIn(s, ctx, MOP_T.restricted)) return 'restricted';
  if (ruleIn(s, ctx, MOP_T.tables)) return 'tables';
  return 'study';
}

/** The French side: the scenario's side with id `fr` or the adjective French; the other is the Coalition. */
export function frenchSide(ctx: Ctx): Side {
  const s = ctx.scenario.sides.find((x) => x.id === 'fr') ?? ctx.scenario.sides.find((x) => /french/i.test(x.adjective));
  return (s ?? ctx.scenario.sides[0]).id;
}

export function campOf(ctx: Ctx, side: Side): Camp {
  return side === frenchSide(ctx) ? 'french' : 'allied';
}

/** A.III j: odd French, even Coalition. */
export function sideForDie(ctx: Ctx, die: number): Side {
  const fr = frenchSide(ctx);
  return die % 2 === 1 ? fr : ctx.sides.find((x) => x !== fr)!;
}

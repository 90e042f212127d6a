// NLC 20.5 command confusion: an overall commander who writes to a formation of a wing whose commander
// is out of his command range confuses that wing commander: 1L for his compliance and Local Decisions
// for the two turns after the order arrives.
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { pieceName } from '../../../rules/pieces';
import { wingCommanderOf } from '../orders/recipients';
import { wcNearOc } from '../orders/wings';
import type { Order } from '../orders/types';
import { optionalDraft, optionalOf } from './state';

export const CONFUSION_TOGGLE = 'NLC 20.5';
export const CONFUSION_TURNS = 2;

/** An order arrives: confuse the bypassed wing commander (a ruling: "out of range" as for NLC 12.14). */
export function confusionOnReceive(d: Draft<GameState>, ctx: Ctx, out: Out, order: Order): void {
  const s = d as GameState;
  if (!ruleIn(s, ctx, CONFUSION_TOGGLE) || order.kind !== 'written' || !ctx.leaders[order.from] || ctx.leaders[order.from].role !== 'overall') return;
  const wc = wingCommanderOf(ctx, order.formation);
  if (!wc || wc === order.formation || s.leaders[wc]?.status !== 'map' || wcNearOc(s, ctx, wc)) return;
  optionalDraft(d).confused[wc] = s.clock.turn + CONFUSION_TURNS;
  log(d, out, `${pieceName(ctx, wc)} is bypassed by an order to his wing: 1L for his compliance and Local Decisions until turn ${s.clock.turn + CONFUSION_TURNS}`, { rule: 'NLC 20.5', visibleTo: ctx.leaders[wc].side });
}

/** The NLC 20.5 shift (0 or -1) for an order or decision of this recipient now. */
export function confusionShift(s: GameState, ctx: Ctx, recipient: string): number {
  if (!s.nlc || !ruleIn(s, ctx, CONFUSION_TOGGLE)) return 0;
  const until = optionalOf(s)?.confused[recipient];
  return until !== undefined && s.clock.turn <= until ? -1 : 0;
}

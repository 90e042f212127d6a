// NLC 12.11 Local Decision: recorded first in the command phase, resolved last, on the Local Decision
// Table (tables/localDecision.ts) with +1 for a leader in Reserve; a demoralized leader reads "Acts
// locally" as R4 (NLC 15); a Bad Move lets the opponent choose the order, complied with at once.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Hooks } from '../../../core/module';
import { log, roll, sum, type Out } from '../../../core/ops';
import { localDecision } from '../../../tables/localDecision';
import { otherSide, sideName } from '../../../rules/pieces';
import { formationDemoralized, ratingOf } from './compliance';
import { formationLeader } from './commandRange';
import { closeOrder, comply, orderText, recipientName } from './lifecycle';
import { currentOrder, ordersDraft, type Order } from './types';
import { parseDivision } from './recipients';
import { rollCompliance } from './receive';
import { confusionShift } from '../optional/confusion';
import { directShift } from '../optional/directCommand';

/** Resolve the side's recorded Local Decisions; returns the formations whose Bad Move the opponent now orders. */
export function resolveLocalDecisions(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): string[] {
  const o = ordersDraft(d, side);
  const bad: string[] = [];
  for (const id of [...o.local]) {
    const order = o.orders[String(id)];
    if (!order || order.status !== 'transit') continue;
    const fid = order.formation;
    // NLC 20.5: a confused wing commander reads the table one column lower
    // NLC 12.13: a division's Local Decision is its corps commander's (his rating, his Reserve)
    const corps = parseDivision(fid)?.formation ?? null;
    // the modules' column shifts (Hooks.localDecisionShift: MOP A.I 11 General Advance, 15 Sound of Guns)
    let card: ReturnType<NonNullable<Hooks['localDecisionShift']>>;
    for (const m of ctx.modules) card ??= m.hooks?.localDecisionShift?.(d, ctx, out, side, order as Order);
    const rating = Math.max(0, ratingOf(d as GameState, ctx, formationLeader(d as GameState, ctx, corps ?? fid)) + confusionShift(d as GameState, ctx, fid) + directShift(d as GameState, ctx, fid) + (card?.shift ?? 0));
    const reserve = currentOrder(d as GameState, side, corps ?? fid)?.spec.type === 'reserve';
    const dice = roll(d, out, 2, `local decision: ${recipientName(ctx, fid)}`, 'NLC 12.11', side);
    const total = Math.min(12, sum(dice) + (reserve ? 1 : 0));
    const r0 = localDecision(rating, total);
    const r = r0 === 'BadMove' && card?.noBadMove ? 'NoEffect' : r0;
    order.roll = dice;
    order.result = r;
    const how = `rating ${rating}, rolled ${sum(dice)}${reserve ? ' +1 in Reserve' : ''}${card ? `, ${card.why} (${card.rule})${r !== r0 ? ': a Bad Move reads No Effect' : ''}` : ''}`;
    if (r === 'NoEffect') {
      closeOrder(d, ctx, order, 'ignored', 'no effect on the Local Decision Table');
      log(d, out, `${recipientName(ctx, fid)} Local Decision (${orderText(ctx, order as Order)}): ${how}: no effect`, { rule: 'NLC 12.11', dice, visibleTo: side });
    } else if (r === 'ActsLocally' && corps) {
      // NLC 12.13: the corps commander sends the divisional order; compliance is checked when it arrives,
      // the delay traced from his hex (receive.ts)
      log(d, out, `${recipientName(ctx, fid)}: the corps commander's Local Decision (${how}): acts locally, the order ${order.arrives <= d.clock.turn ? 'is checked for compliance now' : `arrives on turn ${order.arrives}`}`, { rule: 'NLC 12.13', dice, visibleTo: side });
      if (order.arrives <= d.clock.turn) rollCompliance(d, ctx, out, side, order);
    } else if (r === 'ActsLocally') {
      if (formationDemoralized(d as GameState, fid)) {
        order.status = 'R4';
        log(d, out, `${recipientName(ctx, fid)} Local Decision: ${how}: acts locally, but demoralized: R4`, { rule: 'NLC 15', dice, visibleTo: side });
      } else {
        log(d, out, `${recipientName(ctx, fid)} Local Decision: ${how}: acts locally`, { rule: 'NLC 12.11', dice, visibleTo: side });
        comply(d, ctx, out, order, 'Local Decision, NLC 12.11');
      }
    } else {
      closeOrder(d, ctx, order, 'ignored', 'Bad Move on the Local Decision Table');
      // the Bad Move is public: the opponent writes the order (NLC 12.11)
      log(d, out, `${recipientName(ctx, fid)} (${sideName(ctx, side)}) makes a Bad Move (${how}): the ${sideName(ctx, otherSide(ctx, side))} player chooses its order`, {
        rule: 'NLC 12.11',
        dice,
      });
      bad.push(fid);
    }
  }
  o.local = [];
  return bad;
}

// NLC 12.6-12.7 receiving orders in the command phase: couriers that arrive now; a newer order makes
// older received-but-waiting ones Ignored; compliance is rolled (2d6) on the order's column; 1T orders
// come into force, R4/R5 orders roll 1d6. NLC 16: orders received at night are complied with at the
// first daylight phase (R4 for a demoralized formation), except General Retreat and HQ orders;
// NLC 11.5: HQ orders and (NLC 12.2) Assign orders are accepted at once.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, sum, type Out } from '../../../core/ops';
import { isNight } from '../../../rules/clock';
import { complianceOutcome, delayedComplies, formationDemoralized } from './compliance';
import { closeOrder, comply, isHq, orderText, recipientName } from './lifecycle';
import { ordersDraft, type Order } from './types';
import { opsOnReceive } from '../optional/operations';
import { confusionOnReceive, confusionShift } from '../optional/confusion';
import { directShift } from '../optional/directCommand';
import { complianceColumn } from '../../../tables/compliance';

const WAITING = ['1T', 'R4', 'R5', 'night'];

export function receiveOrders(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  const o = ordersDraft(d, side);
  const turn = d.clock.turn;
  const night = isNight(ctx.scenario, turn);
  const all = () => Object.values(o.orders).sort((a, b) => a.id - b.id);
  // couriers arriving now (local decisions are resolved after, NLC 12.3 step 4)
  // (NLC 12.13: a divisional order sent by the corps commander's Local Decision rides like a written one)
  const arriving = all().filter((x) => x.status === 'transit' && x.arrives <= turn && (x.kind === 'written' || (x.kind === 'local' && x.result === 'ActsLocally' && !o.local.includes(x.id))));
  for (const order of arriving) {
    const who = recipientName(ctx, order.formation);
    // NLC 20.9, 20.5 (optional): a retreat order received; a wing commander bypassed
    opsOnReceive(d, ctx, out, order as Order);
    confusionOnReceive(d, ctx, out, order as Order);
    // a newer order makes the older received ones Ignored (the older one of two arriving together)
    for (const other of all()) {
      if (other.id === order.id || other.formation !== order.formation) continue;
      const olderArrival = other.status === 'transit' && other.arrives <= turn && other.id < order.id;
      if (WAITING.includes(other.status) || olderArrival) closeOrder(d, ctx, other, 'ignored', `superseded by order ${order.id} (NLC 12.6)`);
    }
    if (isHq(ctx, order.formation) || order.spec.type === 'assign') {
      comply(d, ctx, out, order, isHq(ctx, order.formation) ? 'HQ orders are accepted at once, NLC 11.5' : 'Assign is accepted at once, NLC 12.2');
      continue;
    }
    if (night && order.spec.type !== 'generalRetreat') {
      order.status = 'night';
      log(d, out, `${who} receives ${orderText(ctx, order as Order)} at night: it comes into force at first light`, { rule: 'NLC 16', visibleTo: side });
      continue;
    }
    rollCompliance(d, ctx, out, side, order);
  }
  // orders waiting from earlier phases
  for (const order of all()) {
    if (order.closed !== null) continue;
    if (order.status === '1T' && order.arrives < turn) comply(d, ctx, out, order, '1T: one turn late, NLC 12.7');
    else if ((order.status === 'R4' || order.status === 'R5') && order.arrives < turn) {
      const [die] = roll(d, out, 1, `compliance ${order.status}: ${recipientName(ctx, order.formation)}`, 'NLC 12.7', side);
      order.roll = [...(order.roll ?? []), die];
      if (delayedComplies(order.status, die)) comply(d, ctx, out, order, `${order.status}: rolled ${die}, NLC 12.7`);
      else log(d, out, `${recipientName(ctx, order.formation)} still waits on ${orderText(ctx, order as Order)} (${order.status}: rolled ${die})`, { rule: 'NLC 12.7', dice: [die], visibleTo: side });
    } else if (order.status === 'night' && !night) {
      if (formationDemoralized(d as GameState, order.formation)) {
        order.status = 'R4';
        order.arrives = turn - 1;
        log(d, out, `${recipientName(ctx, order.formation)} is demoralized: its night order becomes R4`, { rule: 'NLC 16', visibleTo: side });
      } else comply(d, ctx, out, order, 'received at night, in force at first light, NLC 16');
    }
  }
}

/** NLC 12.7: roll 2d6 on the order's column and apply the result. */
export function rollCompliance(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, order: Draft<Order>): void {
  // a module may put the check off to the next turn (Hooks.complianceVeto: MOP 37.16 Ney)
  const veto = ctx.modules.map((m) => m.hooks?.complianceVeto?.(d as GameState, ctx, order.formation)).find((x) => x);
  if (veto) {
    order.arrives = d.clock.turn + 1;
    log(d, out, `${recipientName(ctx, order.formation)} checks no compliance this turn: ${veto.message}; the order waits a turn`, { rule: veto.rule, visibleTo: side });
    return;
  }
  let column = order.compliance?.column ?? 0;
  // NLC 20.5: a confused wing commander checks 1L
  const confusion = confusionShift(d as GameState, ctx, order.formation) + directShift(d as GameState, ctx, order.formation);
  if (confusion && order.compliance) {
    column = complianceColumn(order.compliance.sender, order.compliance.recipient, order.compliance.shift + confusion);
    order.compliance.shift += confusion;
    order.compliance.shifts.push(directShift(d as GameState, ctx, order.formation) ? '1L: its units were under direct command last turn (NLC 20.7)' : '1L: command confusion (NLC 20.5)');
    order.compliance.column = column;
  }
  const dice = roll(d, out, 2, `compliance: ${recipientName(ctx, order.formation)}`, 'NLC 12.7', side);
  const result = complianceOutcome(d as GameState, order.formation, column, sum(dice));
  // (a division's order from a Local Decision keeps the Local Decision dice first, NLC 12.13)
  order.roll = order.kind === 'local' && order.roll ? [...order.roll, ...dice] : dice;
  order.result = result;
  log(d, out, `${recipientName(ctx, order.formation)} receives ${orderText(ctx, order as Order)}: compliance column ${column}, rolled ${sum(dice)}: ${RESULT_WORDS[result]}`, {
    rule: 'NLC 12.7',
    dice,
    visibleTo: side,
  });
  if (result === 'C') comply(d, ctx, out, order, 'C, NLC 12.7');
  else if (result === 'I') closeOrder(d, ctx, order, 'ignored', 'I on the compliance table');
  else order.status = result;
}

export const RESULT_WORDS: Record<string, string> = {
  C: 'complies',
  '1T': 'complies next turn (1T)',
  R4: 'hesitates: complies on 4-6 in a later phase (R4)',
  R5: 'hesitates: complies on 5-6 in a later phase (R5)',
  I: 'ignores the order',
};

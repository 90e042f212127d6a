// NLC 12.10 confidence: from the turn after a step loss under its current order, the formation checks
// every command phase (1d6 against the Order Confidence Check, tables/confidence.ts) until the order
// ends; a failed check is an instant order failure. Undemoralized Defend/Delay never checks.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { readView } from '../../../core/readView';
import { confidenceCheckPasses, confidenceTarget } from '../../../tables/confidence';
import { formationDemoralized, ratingOf } from './compliance';
import { formationLeader } from './commandRange';
import { failOrder, formationSteps, orderText, recipientName } from './lifecycle';
import { targetHeld } from './success';
import { ORDER_INFO } from './orderTypes';
import { ordersDraft, type Order } from './types';
import { hooksOf } from '../../../core/hookAnswer';

/** What the confidence check of a formation's current order is read with (NLC T.OCC). */
function confidenceInputs(s: GameState, ctx: Ctx, side: Side, order: Order) {
  const t = order.spec.type;
  return {
    demoralized: formationDemoralized(s, order.formation),
    order: ORDER_INFO[t]?.label ?? t,
    objectiveHeld: t === 'attack' && targetHeld(s, ctx, side, order.formation, order.spec.target, true),
    // the modules' additions (Hooks.confidenceRating: MOP 37.16 Blücher)
    leaderRating: ratingOf(s, ctx, formationLeader(s, ctx, order.formation)) + hooksOf(ctx, 'confidenceRating').reduce((a, hk) => a + (hk(s, ctx, side, order.formation, t) ?? 0), 0),
  };
}

/** The confidence target for a formation's current order, or null when no check is made. */
export function confidenceFor(s: GameState, ctx: Ctx, side: Side, order: Order): number | null {
  return confidenceTarget(confidenceInputs(s, ctx, side, order));
}

/** Returns the formations that lost steps since the last phase (success needs it too). */
export function lossesSinceLastPhase(s: GameState, ctx: Ctx, side: Side): Set<string> {
  const o = (s.secret[side] as { orders?: { formations: Record<string, { steps: number }> } }).orders;
  const lost = new Set<string>();
  if (!o) return lost;
  for (const [fid, fc] of Object.entries(o.formations)) if (formationSteps(s, ctx, fid) < fc.steps) lost.add(fid);
  return lost;
}

export function checkConfidence(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, lost: Set<string>): void {
  const o = ordersDraft(d, side);
  for (const fid of Object.keys(o.formations).sort()) {
    const fc = o.formations[fid];
    if (!fc.current) continue;
    const order = o.orders[String(fc.current)];
    if (!order || order.status !== 'complied') continue;
    // the loss happened during the last turn: checks start now, the first phase after it
    if (lost.has(fid)) fc.confidence = true;
    if (!fc.confidence) continue;
    const inputs = confidenceInputs(readView(d as GameState), ctx, side, order as Order);
    const target = confidenceTarget(inputs);
    if (target === null) continue;
    const [die] = roll(d, out, 1, `confidence: ${recipientName(ctx, fid)}`, 'NLC 12.10', side);
    const ok = confidenceCheckPasses(target, die);
    // the record the orders panel reads (the owner's secret, like the orders)
    (o.confidence ??= []).push({
      turn: d.clock.turn,
      formation: fid,
      order: order.id,
      target,
      die,
      leaderRating: inputs.leaderRating,
      demoralized: inputs.demoralized,
      objectiveHeld: inputs.objectiveHeld,
      ok,
    });
    log(d, out, `${recipientName(ctx, fid)} checks confidence in ${orderText(ctx, order as Order)}: rolled ${die} against ${target}, ${ok ? 'holds' : 'fails'}`, {
      rule: 'NLC 12.10',
      dice: [die],
      visibleTo: side,
    });
    if (!ok) failOrder(d, ctx, out, order, 'confidence lost, NLC 12.10');
  }
}

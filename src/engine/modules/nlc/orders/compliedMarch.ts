// Whether a side has a formation whose current order is a complied March: the only orders that a hex
// entered can change (NLC 12.2 route waypoints passed, NLC 12.5 the instant switch to the Attack).
// Asked for every hex every move enters, so the answer is remembered on the side's frozen orders.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { latest, peekField } from '../../../core/readView';
import { memoOn } from '../../../rules/memo';
import type { OrdersSide } from './types';
import { ordersActive } from './enforce';

function compute(o: OrdersSide): boolean {
  for (const f of Object.keys(o.formations)) {
    const id = o.formations[f]?.current;
    const order = id ? o.orders[String(id)] : undefined;
    if (order && order.status === 'complied' && order.spec.type === 'march') return true;
  }
  return false;
}

/** Asked of the draft while a command is applied, with the orders in play: read through immer's own records (no proxy). */
export function compliedMarchNow(d: Draft<GameState>, ctx: Ctx, side: Side): boolean {
  const s = d as GameState;
  if (!ordersActive(s, ctx)) return false;
  const secret = latest(latest(peekField(s, 'secret'))[side]) as Record<string, unknown> | undefined;
  const o = latest(secret?.orders) as OrdersSide | undefined;
  return !!o && memoOn(o, 'compliedMarch', compute);
}

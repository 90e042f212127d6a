// Whether a side has a formation whose current order is a complied March: the only orders that a hex
// entered can change (NLC 12.2 route waypoints passed, NLC 12.5 the instant switch to the Attack).
// Asked for every hex every move enters, so the answer is remembered on the side's frozen orders.
import type { GameState, Side } from '../../../types';
import { memoOn } from '../../../rules/memo';
import { ordersOf, type OrdersSide } from './types';

export function hasCompliedMarch(s: GameState, side: Side): boolean {
  const o = ordersOf(s, side);
  if (!o) return false;
  return memoOn(o, 'compliedMarch', compute);
}

function compute(o: OrdersSide): boolean {
  for (const f of Object.keys(o.formations)) {
    const id = o.formations[f]?.current;
    const order = id ? o.orders[String(id)] : undefined;
    if (order && order.status === 'complied' && order.spec.type === 'march') return true;
  }
  return false;
}

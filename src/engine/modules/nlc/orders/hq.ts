// NLC 11.5 HQ movement: an HQ moves only under a March or Fall Back order (accepted at once, even at
// night), in the Reserve Phase, up to its movement rating of 5 (NLC 3.2) at infantry costs.
// Ruling: the engine moves it along the cheapest way towards the target, never into enemy units or
// enemy ZOCs; the order succeeds when the HQ stands on its target.
import { hexDist } from './distance';
import type { ProcFn } from '../../../core/module';
import type { HexId } from '../../../types';
import { log } from '../../../core/ops';
import { pop } from '../../../core/run';
import { occupancy, otherSide } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { nlcDraft } from '../state';
import { mpDistances } from './distance';
import { ordersActive } from './enforce';
import { closeOrder, orderText } from './lifecycle';
import { ordersDraft, type Order } from './types';

export const HQ_MOVEMENT = 5;

export const hqMovement: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  if (!ordersActive(d, ctx)) return;
  const n = nlcDraft(d);
  for (const hq of ctx.scenario.hqs) {
    const st = n.hqs[hq.id];
    if (!st || st.status !== 'map' || !st.hex) continue;
    const o = ordersDraft(d, hq.side);
    const id = o.formations[hq.id]?.current;
    const order = id ? o.orders[String(id)] : null;
    if (!order || order.status !== 'complied' || !order.spec.target.length) continue;
    const target = order.spec.target;
    const occ = occupancy(d, ctx);
    const zoc = zocOf(d, ctx, otherSide(ctx, hq.side));
    const dist = mpDistances(ctx.map, [st.hex], 'infantry', HQ_MOVEMENT * 2, (h) => !(occ[h] && occ[h].side !== hq.side) && !zoc.has(h));
    const near = (h: HexId) => Math.min(...target.map((t) => hexDist(ctx.map, h, t)));
    let best = st.hex;
    for (const h of Object.keys(dist).sort()) {
      if (near(h) < near(best) || (near(h) === near(best) && dist[h] < dist[best])) best = h;
    }
    if (best !== st.hex) {
      const from = st.hex;
      st.hex = best;
      o.hqMoved[hq.id] = d.clock.turn;
      log(d, out, `${hq.name} moves ${from} to ${best}`, { rule: 'NLC 11.5', hexes: [from, best] });
    }
    if (target.includes(best)) {
      closeOrder(d, ctx, order, 'succeeded', 'the HQ reached its target');
      log(d, out, `${hq.name} reaches the target of ${orderText(ctx, order as Order)}`, { rule: 'NLC 11.5', visibleTo: hq.side });
    }
  }
};

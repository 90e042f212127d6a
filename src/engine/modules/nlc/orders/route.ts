// NLC 12.2 March with route waypoints: the formation heads for each waypoint in turn, then for the target.
// By ruling the route is kept per formation (the column follows its head): a waypoint is passed once the
// formation's leader or one of its units stands on it, seen when units enter a hex, when the formation
// is activated and in each command phase. The March obligations (move nearer, never away) then measure
// towards the next waypoint not yet passed.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { formationLeader } from './commandRange';
import { sideOfFormation } from './lifecycle';
import { ordersDraft, ordersOf, type Order, type OrdersSide } from './types';
import { readView } from '../../../core/readView';
import { unitsOf } from '../../../rules/pieces';

/** The hexes a March heads for now: its next waypoint not yet passed, else its target. */
export function marchGoal(s: GameState, ctx: Ctx, order: Order): HexId[] {
  if (order.spec.type !== 'march' || !order.spec.route.length) return order.spec.target;
  const side = sideOfFormation(ctx, order.formation);
  const done = ordersOf(s, side)?.formations[order.formation]?.routeDone?.[String(order.id)] ?? 0;
  return done < order.spec.route.length ? [order.spec.route[done]] : order.spec.target;
}

/** The formation's current order if it is a complied March with a route: the only orders a waypoint passed changes. */
function routedMarch(o: OrdersSide, f: string): Order | null {
  const id = o.formations[f]?.current;
  const order = id ? o.orders[String(id)] : undefined;
  return order && order.status === 'complied' && order.spec.type === 'march' && order.spec.route.length ? order : null;
}

/** Those of `formations` (of `side`) whose complied March has a route (advanceRoutes looks at no others). */
export function formationsOnRoute(s: GameState, side: Side, formations: readonly string[]): string[] {
  const o = ordersOf(s, side);
  const out: string[] = [];
  if (o) for (const f of formations) if (routedMarch(o, f)) out.push(f);
  return out;
}

/** Mark the waypoints the formations of `side` now stand on (or, moving, just `entered`) as passed, in order. */
export function advanceRoutes(d: Draft<GameState>, ctx: Ctx, side: Side, formations?: string[], entered?: HexId): void {
  const s = readView(d as GameState);
  const read = ordersOf(s, side);
  if (!read) return;
  for (const f of formations ?? Object.keys(read.formations)) {
    const order = routedMarch(read, f);
    if (!order) continue;
    const here = new Set<HexId>(entered ? [entered] : []);
    const units = unitsOf(s);
    for (const u of ctx.unitIds) if (ctx.units[u].formation === f && units[u].status === 'map' && units[u].hex) here.add(units[u].hex!);
    const l = formationLeader(s, ctx, f);
    if (l && s.leaders[l]?.status === 'map' && s.leaders[l].hex) here.add(s.leaders[l].hex!);
    let done = read.formations[f].routeDone?.[String(order.id)] ?? 0;
    const was = done;
    while (done < order.spec.route.length && here.has(order.spec.route[done])) done++;
    if (done !== was) {
      const fc = ordersDraft(d, side).formations[f];
      fc.routeDone = { ...(fc.routeDone ?? {}), [String(order.id)]: done };
    }
  }
}

// NLC 17 supply trace: from a unit, at most five hexes off road, then along roads or trails to one of
// the side's supply sources (map hexes marked `supply: <side>`). Enemy units block the trace; enemy
// ZOCs do not (NLC 13). Computed backwards from the sources, once per state and side.
import { isDraft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { occupancy } from '../../../rules/pieces';
import { impassable } from '../../../rules/zoc';

/** NLC 17: hexes a supply line may run off road before it reaches a road or trail. */
export const SUPPLY_OFFROAD_HEXES = 5;
export const SUPPLY_RULE = 'NLC 17';

export interface SupplyNet {
  side: Side;
  /** The side's supply sources (map hexes). */
  sources: HexId[];
  /** Road and trail hexes joined to a source without passing an enemy unit. */
  roads: HexId[];
  /** Every hex from which a supply line can be traced, with its off-road hexes to the road net (0 on it). */
  reach: Record<HexId, number>;
}

const sourcesByMap = new WeakMap<Ctx['map'], Map<Side, readonly HexId[]>>();

/** The side's supply source hexes, in the map's order: the one list NLC 17, the MOP 37.7 trace and the 37.13 tally read (asked for every view and every supplied unit: kept per map). */
export function supplySources(ctx: Ctx, side: Side): readonly HexId[] {
  let bySide = sourcesByMap.get(ctx.map);
  if (!bySide) sourcesByMap.set(ctx.map, (bySide = new Map()));
  let sources = bySide.get(side);
  if (!sources) bySide.set(side, (sources = Object.freeze(ctx.map.ids.filter((h) => ctx.map.hexes[h].supply === side))));
  return sources;
}

const cache = new WeakMap<GameState, Record<Side, SupplyNet>>();

/** The side's supply net now (NLC 17). */
export function supplyNet(s: GameState, ctx: Ctx, side: Side): SupplyNet {
  if (!isDraft(s)) {
    const hit = cache.get(s)?.[side];
    if (hit) return hit;
  }
  const occ = occupancy(s, ctx);
  const blocked = (h: HexId) => !!occ[h] && occ[h].side !== side;
  const sources = supplySources(ctx, side).filter((h) => !blocked(h));
  // along roads and trails from the sources (a road crosses a river where it has its bridge or ford)
  const road = new Set<HexId>(sources);
  const queue = [...sources];
  while (queue.length) {
    const h = queue.shift()!;
    for (const n of ctx.map.hexes[h].neighbours) {
      if (road.has(n) || blocked(n) || !ctx.map.link(h, n)) continue;
      road.add(n);
      queue.push(n);
    }
  }
  // then up to five hexes off road, never into enemy units or across an impassable river
  const reach: Record<HexId, number> = {};
  let ring = [...road].sort();
  for (const h of ring) reach[h] = 0;
  for (let step = 1; step <= SUPPLY_OFFROAD_HEXES && ring.length; step++) {
    const next: HexId[] = [];
    for (const h of ring) {
      for (const n of ctx.map.hexes[h].neighbours) {
        if (n in reach || blocked(n) || impassable(ctx.map, h, n)) continue;
        reach[n] = step;
        next.push(n);
      }
    }
    ring = next;
  }
  const net: SupplyNet = { side, sources: [...supplySources(ctx, side)], roads: [...road].sort(), reach };
  if (!isDraft(s)) {
    let per = cache.get(s);
    if (!per) cache.set(s, (per = {}));
    per[side] = net;
  }
  return net;
}

/** Can a supply line be traced from this hex for this side (NLC 17)? A side without any source is always supplied (ruling). */
export function hexSupplied(s: GameState, ctx: Ctx, side: Side, hex: HexId): boolean {
  const net = supplyNet(s, ctx, side);
  if (!net.sources.length) return true;
  return hex in net.reach;
}

/** The side's units on the map that cannot trace supply now. */
export function unitsOutOfSupply(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((u) => ctx.units[u].side === side && s.units[u].status === 'map' && !!s.units[u].hex && !hexSupplied(s, ctx, side, s.units[u].hex!));
}

/** What the client draws as the side's supply overlay. */
export interface SupplyOverlay {
  side: Side;
  sources: HexId[];
  roads: HexId[];
  hexes: HexId[];
  outOfSupply: string[];
  rule: string;
}

export function supplyOverlay(s: GameState, ctx: Ctx, side: Side): SupplyOverlay {
  const net = supplyNet(s, ctx, side);
  return { side, sources: net.sources, roads: net.roads, hexes: Object.keys(net.reach).sort(), outOfSupply: unitsOutOfSupply(s, ctx, side), rule: SUPPLY_RULE };
}

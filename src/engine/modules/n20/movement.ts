// N20 6.0 movement and 7.0 zones of control: where one unit may move in its Movement Phase.
// Open hexes cost 1; forest and marsh, fords and streams stop the unit; rivers are impassable except at a
// bridge or ford; a road hexside costs 1 whatever the hex (ruling); entering an enemy ZOC stops the unit;
// a unit that starts in an enemy ZOC is locked (only Disengagement moves it); one hex per unit may be
// entered per the minimum-move rule (6.2); one unit per hex at the end of a move (ruling).
import type { GameState, HexId } from '../../types';
import type { Ctx } from '../../core/ctx';
import { N20_HEX_TERRAIN, N20_HEXSIDE, N20_ROAD_COST } from './data/terrain';
import { blocked, enemyOf, movementAllowance, occupancyMap, zocSet } from './board';

export interface Reach {
  from: HexId;
  cost: Record<HexId, number>;
  parent: Record<HexId, HexId>;
  dests: HexId[];
}

/** Cost to step a -> b, or 'stop' (enter and stop), or null when prohibited. */
export function stepCost(ctx: Ctx, a: HexId, b: HexId): number | 'stop' | null {
  if (blocked(ctx, a, b)) return null;
  if (ctx.map.link(a, b) === 'road') return N20_ROAD_COST;
  const feats = ctx.map.side(a, b)?.features ?? [];
  let stop = false;
  for (const f of feats) {
    const m = N20_HEXSIDE[f]?.move;
    if (m === 'stop') stop = true;
  }
  if (feats.includes('bridge')) stop = false;
  const t = N20_HEX_TERRAIN[ctx.map.hexes[b].terrain]?.move ?? 1;
  if (t === 'prohibited') return null;
  if (t === 'stop' || stop) return 'stop';
  return t;
}

export function isLocked(s: GameState, ctx: Ctx, id: string): boolean {
  const side = ctx.units[id].side;
  return zocSet(s, ctx, enemyOf(ctx, side)).has(s.units[id].hex!);
}

/**
 * Reachable hexes for one unit. `extraEnds` are friendly-occupied hexes where the move may also end
 * (Pursuit, N20X 16.8). `ignoreLock` is for reinforcement placement checks.
 */
export function reachOf(s: GameState, ctx: Ctx, id: string, extraEnds: HexId[] = []): Reach {
  const from = s.units[id].hex!;
  const side = ctx.units[id].side;
  const ma = movementAllowance(s, ctx, id);
  const occ = occupancyMap(s, ctx);
  const ezoc = zocSet(s, ctx, enemyOf(ctx, side));
  const cost: Record<HexId, number> = { [from]: 0 };
  const parent: Record<HexId, HexId> = {};
  const stopAt = new Set<HexId>();
  const out = { from, cost, parent, dests: [] as HexId[] };
  if (ezoc.has(from)) return out;
  const queue: HexId[] = [from];
  while (queue.length) {
    // small maps: pick the cheapest open node (Dijkstra without a heap)
    let bi = 0;
    for (let i = 1; i < queue.length; i++) if (cost[queue[i]] < cost[queue[bi]] || (cost[queue[i]] === cost[queue[bi]] && queue[i] < queue[bi])) bi = i;
    const h = queue.splice(bi, 1)[0];
    if (stopAt.has(h)) continue;
    for (const n of ctx.map.hexes[h].neighbours) {
      const o = occ[n];
      if (o && ctx.units[o].side !== side) continue;
      const c = stepCost(ctx, h, n);
      if (c === null) continue;
      const spent = cost[h];
      let next: number;
      let stop = false;
      if (c === 'stop') {
        next = Math.max(ma, spent + 1);
        stop = true;
      } else next = spent + c;
      if (next > ma) {
        // 6.2: a unit may always move one hex from its start
        if (h !== from) continue;
        next = ma;
        stop = true;
      }
      if (ezoc.has(n)) stop = true;
      if (cost[n] !== undefined && cost[n] <= next) continue;
      cost[n] = next;
      parent[n] = h;
      if (stop) stopAt.add(n);
      else stopAt.delete(n);
      queue.push(n);
    }
  }
  const ends = new Set(extraEnds);
  for (const h of Object.keys(cost).sort()) {
    if (h === from) continue;
    if (occ[h] && !ends.has(h)) continue;
    out.dests.push(h);
  }
  return out;
}

export function pathTo(r: Reach, to: HexId): HexId[] {
  const path: HexId[] = [];
  let h = to;
  while (h !== r.from) {
    path.unshift(h);
    h = r.parent[h];
    if (h === undefined) return [];
  }
  return path;
}

/** Validate a declared path step by step against the same rules; returns the reason it fails, or null. */
export function checkPath(s: GameState, ctx: Ctx, id: string, path: HexId[], extraEnds: HexId[] = []): string | null {
  const r = reachOf(s, ctx, id, extraEnds);
  const dest = path[path.length - 1];
  if (!r.dests.includes(dest)) return `${dest} cannot be reached this phase`;
  // any path the unit could follow at no more cost is accepted; check adjacency and reachability per step
  let prev = r.from;
  let spent = 0;
  const ma = movementAllowance(s, ctx, id);
  const occ = occupancyMap(s, ctx);
  const ezoc = zocSet(s, ctx, enemyOf(ctx, ctx.units[id].side));
  for (let i = 0; i < path.length; i++) {
    const h = path[i];
    if (!ctx.map.hexes[prev].neighbours.includes(h)) return `${h} is not next to ${prev}`;
    const o = occ[h];
    if (o && ctx.units[o].side !== ctx.units[id].side) return `${h} holds an enemy unit`;
    const c = stepCost(ctx, prev, h);
    if (c === null) return `the hexside ${prev}-${h} cannot be crossed`;
    const last = i === path.length - 1;
    if (c === 'stop' && !last) return `the unit must stop on entering ${h}`;
    if (ezoc.has(h) && !last) return `the unit must stop on entering the enemy zone of control at ${h}`;
    spent += c === 'stop' ? 1 : c;
    if (spent > ma && !(i === 0 && path.length === 1)) return `not enough movement to enter ${h}`;
    prev = h;
  }
  return null;
}

// Movement-point distances for the command rules: courier rides (NLC 12.6), command range (NLC 12.1)
// and the 10 MP target limit (NLC 12.2). One small Dijkstra over the map index, in half MP.
import type { HexId } from '../../../types';
import type { MapIndex } from '../../../board/mapIndex';
import { stepCost } from '../../../rules/movement/stepCost';

export type Rate = 'cavalry' | 'infantry' | 'cheapest';

const memo = new WeakMap<MapIndex, Map<string, number | null>>();
const tables = new WeakMap<MapIndex, Partial<Record<Rate, Record<HexId, (number | null)[]>>>>();

/** Step costs from each hex to its neighbours (in the order of `neighbours`), built once per map and rate. */
function stepTable(map: MapIndex, rate: Rate): Record<HexId, (number | null)[]> {
  let per = tables.get(map);
  if (!per) tables.set(map, (per = {}));
  const hit = per[rate];
  if (hit) return hit;
  const t: Record<HexId, (number | null)[]> = {};
  for (const h of map.ids) t[h] = map.hexes[h].neighbours.map((n) => computeStep(map, h, n, rate));
  per[rate] = t;
  return t;
}

/** Cost of one step in half MP at a rate, or null when the step is prohibited (roads and trails at their rate). */
export function stepHalves(map: MapIndex, from: HexId, to: HexId, rate: Rate): number | null {
  // static per map: memoised
  let per = memo.get(map);
  if (!per) memo.set(map, (per = new Map()));
  const key = from + to + rate;
  const hit = per.get(key);
  if (hit !== undefined) return hit;
  const v = computeStep(map, from, to, rate);
  per.set(key, v);
  return v;
}

/** Hex distance by cube coordinates (the map index's own distance goes through honeycomb-grid, slower on hot paths). */
export function hexDist(map: MapIndex, a: HexId, b: HexId): number {
  const x = map.hexes[a];
  const y = map.hexes[b];
  return (Math.abs(x.q - y.q) + Math.abs(x.r - y.r) + Math.abs(x.s - y.s)) / 2;
}

function computeStep(map: MapIndex, from: HexId, to: HexId, rate: Rate): number | null {
  if (rate === 'infantry') {
    const x = stepCost(map, from, to, 'infantry', true);
    return 'halves' in x ? x.halves : null;
  }
  const cav = stepCost(map, from, to, 'cavalry', true);
  const c = 'halves' in cav ? cav.halves : null;
  if (rate === 'cavalry') return c;
  // NLC 12.1 "the cheapest rate for any terrain": the lower of the infantry and cavalry costs, roads at 1/2
  const inf = stepCost(map, from, to, 'infantry', true);
  const i = 'halves' in inf ? inf.halves : null;
  const lead = stepCost(map, from, to, 'leader', true);
  const l = 'halves' in lead ? lead.halves : null;
  const all = [c, i, l].filter((x): x is number => x !== null);
  return all.length ? Math.min(...all) : null;
}

/**
 * Half-MP distances from the sources up to `maxHalves`; `enter(hex)` false makes a hex impassable
 * (enemy units, enemy ZOC without friends). The sources themselves are always at 0.
 */
export function mpDistances(
  map: MapIndex,
  sources: HexId[],
  rate: Rate,
  maxHalves: number,
  enter: (hex: HexId) => boolean = () => true,
  /** May the trace go on from this hex (NLC 12.1: not out of an enemy ZOC without friends)? */
  expand: (hex: HexId) => boolean = () => true,
): Record<HexId, number> {
  const dist: Record<HexId, number> = {};
  // a bucket queue: costs are small integers
  const buckets: HexId[][] = [];
  for (const s of sources) {
    if (!map.has(s)) continue;
    dist[s] = 0;
    (buckets[0] ??= []).push(s);
  }
  const table = stepTable(map, rate);
  for (let c = 0; c <= maxHalves; c++) {
    const b = buckets[c];
    if (!b) continue;
    for (let i = 0; i < b.length; i++) {
      const h = b[i];
      if (dist[h] !== c) continue;
      if (c > 0 && !expand(h)) continue;
      const ns = map.hexes[h].neighbours;
      const costs = table[h];
      for (let k = 0; k < ns.length; k++) {
        const n = ns[k];
        const step = costs[k];
        if (step === null) continue;
        const nc = c + step;
        if (nc > maxHalves || (dist[n] !== undefined && dist[n] <= nc)) continue;
        if (!enter(n)) continue;
        dist[n] = nc;
        (buckets[nc] ??= []).push(n);
      }
    }
  }
  return dist;
}

// Unconstrained distance tables depend on the map alone: a few recent sources are kept per map, since the
// same hexes (an OC's, his HQ's) are asked about again and again while orders are listed (NLC 12.6).
const fromTables = new WeakMap<MapIndex, Map<string, Record<HexId, number>>>();
const KEEP_TABLES = 64;

/** Distance in MP (not halves) from a to b at a rate, or Infinity when b cannot be reached within `maxMp`. */
export function mpBetween(map: MapIndex, a: HexId, b: HexId, rate: Rate, maxMp = 60): number {
  if (a === b) return 0;
  let per = fromTables.get(map);
  if (!per) fromTables.set(map, (per = new Map()));
  const key = `${a}:${rate}:${maxMp}`;
  let d = per.get(key);
  if (!d) {
    d = mpDistances(map, [a], rate, maxMp * 2);
    if (per.size >= KEEP_TABLES) per.delete(per.keys().next().value!);
    per.set(key, d);
  }
  return d[b] === undefined ? Infinity : d[b] / 2;
}

/** Hexes joined to `from` by road or trail links (NLC 12.2: targets reachable by road or trail). */
export function alongRoads(map: MapIndex, from: HexId[]): Set<HexId> {
  const seen = new Set<HexId>();
  const todo: HexId[] = [];
  for (const h of from) {
    if (!map.has(h)) continue;
    seen.add(h);
    todo.push(h);
  }
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of map.hexes[h].neighbours) {
      if (seen.has(n) || !map.link(h, n)) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

/** Hex distance from a hex to the nearest hex of a target location. */
export function hexesTo(map: MapIndex, hex: HexId, target: HexId[]): number {
  let best = Infinity;
  for (const t of target) best = Math.min(best, hexDist(map, hex, t));
  return best;
}

// Sheet geometry for the map compiler: the projection from latitude/longitude to the hex plane, the
// hex under a point, and lines along hexsides traced through the graph of hex corners.
//
// Projection (stated in every sheet's notes): equirectangular on a sphere of radius 6371 km, north
// up, the standard parallel at the origin's latitude; the origin is the centre of hex 0101. Over a
// sheet of 20-30 km the error against the true distances is well under a hex.
import { Grid, rectangle } from 'honeycomb-grid';
import { buildMapIndex, hexClassFor, type MapIndex } from '../../engine/board/mapIndex';
import { toHexId } from '../../engine/board/hexId';

export interface XY {
  x: number;
  y: number;
}

/** One hexside crossed in a traced line: from corner `from` to corner `to`, between hexes a and b. */
export interface TracedSide {
  a: string;
  b: string;
  from: XY;
  to: XY;
}

export interface SheetGeometry {
  /** Kilometres from hex corner to hex corner (the honeycomb radius). */
  radius: number;
  index: MapIndex;
  project(lat: number, lon: number): XY;
  /** The hex under a point, or null off the map. */
  hexAt(p: XY): string | null;
  /** The column and row (1-based) a point would have, on or off the map (for messages). */
  colRowAt(p: XY): { col: number; row: number };
  centre(id: string): XY;
  corners(id: string): XY[];
  /** The hexsides along a polyline, following hex edges from corner to corner. */
  traceSides(points: XY[]): TracedSide[];
  /** Which of a traced side's two hexes lies on the left of its direction (screen y grows southwards). */
  leftOf(side: TracedSide): string;
}

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

export interface GeometrySpec {
  columns: number;
  rows: number;
  orientation: 'flat' | 'pointy';
  shifted: 'odd' | 'even';
  /** Metres across a hex (flat side to flat side). */
  scale: number;
  origin: { lat: number; lon: number };
}

const key = (p: XY) => `${Math.round(p.x * 1e4)},${Math.round(p.y * 1e4)}`;

export function sheetGeometry(spec: GeometrySpec): SheetGeometry {
  const radius = spec.scale / 1000 / Math.sqrt(3);
  const Hex = hexClassFor(spec, radius);
  const grid = new Grid(Hex, rectangle({ width: spec.columns, height: spec.rows }));
  const index = buildMapIndex({
    columns: spec.columns,
    rows: spec.rows,
    orientation: spec.orientation,
    shifted: spec.shifted,
    defaultTerrain: 'clear',
    hexes: [],
    hexsides: [],
    roads: [],
  });
  const centres: Record<string, XY> = {};
  const cornerList: Record<string, XY[]> = {};
  // the corner graph: vertices by rounded position, edges keyed by their two vertices
  const vertices = new Map<string, XY>();
  const adj = new Map<string, { to: string; a: string; b: string }[]>();
  const edgeHexes = new Map<string, string[]>();
  grid.forEach((h) => {
    const id = toHexId(h.col + 1, h.row + 1);
    centres[id] = { x: h.x, y: h.y };
    const cs = h.corners.map((c) => ({ x: c.x, y: c.y }));
    cornerList[id] = cs;
    for (let i = 0; i < 6; i++) {
      const p = cs[i];
      const q = cs[(i + 1) % 6];
      const kp = key(p);
      const kq = key(q);
      vertices.set(kp, p);
      vertices.set(kq, q);
      const ek = kp < kq ? kp + '|' + kq : kq + '|' + kp;
      const list = edgeHexes.get(ek) ?? [];
      list.push(id);
      edgeHexes.set(ek, list);
    }
  });
  // only edges between two hexes on the map carry a hexside
  for (const [ek, hexes] of edgeHexes) {
    if (hexes.length !== 2) continue;
    const [kp, kq] = ek.split('|');
    const [a, b] = hexes[0] < hexes[1] ? hexes : [hexes[1], hexes[0]];
    (adj.get(kp) ?? adj.set(kp, []).get(kp)!).push({ to: kq, a, b });
    (adj.get(kq) ?? adj.set(kq, []).get(kq)!).push({ to: kp, a, b });
  }
  const graphKeys = [...adj.keys()];

  const project = (lat: number, lon: number): XY => ({
    x: EARTH_KM * (lon - spec.origin.lon) * RAD * Math.cos(spec.origin.lat * RAD),
    y: -EARTH_KM * (lat - spec.origin.lat) * RAD,
  });
  const hexAt = (p: XY): string | null => {
    const h = grid.pointToHex(p, { allowOutside: false });
    return h ? toHexId(h.col + 1, h.row + 1) : null;
  };
  const colRowAt = (p: XY) => {
    const h = grid.pointToHex(p, { allowOutside: true });
    return { col: h.col + 1, row: h.row + 1 };
  };
  const nearestVertex = (p: XY): string => {
    let best = graphKeys[0];
    let bd = Infinity;
    for (const k of graphKeys) {
      const v = vertices.get(k)!;
      const d = (v.x - p.x) ** 2 + (v.y - p.y) ** 2;
      if (d < bd) {
        bd = d;
        best = k;
      }
    }
    return best;
  };
  const segDist = (p: XY, a: XY, b: XY): number => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const l2 = dx * dx + dy * dy;
    const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0;
    return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
  };
  /** Shortest corner path from u to v, each edge costing its length plus how far it strays from the segment a-b. */
  const route = (u: string, v: string, a: XY, b: XY): string[] => {
    if (u === v) return [u];
    const dist = new Map<string, number>([[u, 0]]);
    const prev = new Map<string, string>();
    const heap: [number, string][] = [[0, u]];
    const push = (d: number, k: string) => {
      heap.push([d, k]);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (heap[p][0] <= heap[i][0]) break;
        [heap[p], heap[i]] = [heap[i], heap[p]];
        i = p;
      }
    };
    const pop = (): [number, string] => {
      const top = heap[0];
      const last = heap.pop()!;
      if (heap.length) {
        heap[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
          if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
          if (m === i) break;
          [heap[m], heap[i]] = [heap[i], heap[m]];
          i = m;
        }
      }
      return top;
    };
    const bound = Math.hypot(b.x - a.x, b.y - a.y) + 6 * radius;
    while (heap.length) {
      const [d, k] = pop();
      if (k === v) break;
      if (d > (dist.get(k) ?? Infinity)) continue;
      const pk = vertices.get(k)!;
      for (const e of adj.get(k) ?? []) {
        const pe = vertices.get(e.to)!;
        const mid = { x: (pk.x + pe.x) / 2, y: (pk.y + pe.y) / 2 };
        const stray = segDist(mid, a, b);
        if (stray > bound) continue;
        const nd = d + radius + 3 * stray;
        if (nd < (dist.get(e.to) ?? Infinity)) {
          dist.set(e.to, nd);
          prev.set(e.to, k);
          push(nd, e.to);
        }
      }
    }
    const path = [v];
    while (path[path.length - 1] !== u) {
      const p = prev.get(path[path.length - 1]);
      if (!p) return [u];
      path.push(p);
    }
    return path.reverse();
  };
  const traceSides = (points: XY[]): TracedSide[] => {
    const out: TracedSide[] = [];
    const seen = new Set<string>();
    let cur = nearestVertex(points[0]);
    for (let i = 1; i < points.length; i++) {
      const next = nearestVertex(points[i]);
      const path = route(cur, next, points[i - 1], points[i]);
      for (let j = 1; j < path.length; j++) {
        const e = adj.get(path[j - 1])!.find((x) => x.to === path[j])!;
        const k = e.a + '-' + e.b;
        if (seen.has(k)) continue;
        seen.add(k);
        out.push({ a: e.a, b: e.b, from: vertices.get(path[j - 1])!, to: vertices.get(path[j])! });
      }
      cur = next;
    }
    return out;
  };
  const leftOf = (s: TracedSide): string => {
    // with y pointing south, a point is on the left of the direction when the cross product is positive
    const c = centres[s.a];
    const cross = (s.to.x - s.from.x) * (c.y - s.from.y) - (s.to.y - s.from.y) * (c.x - s.from.x);
    return cross < 0 ? s.a : s.b;
  };
  return {
    radius,
    index,
    project,
    hexAt,
    colRowAt,
    centre: (id) => centres[id],
    corners: (id) => cornerList[id],
    traceSides,
    leftOf,
  };
}

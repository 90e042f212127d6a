// Map geometry in world pixels, from honeycomb-grid (the engine's hexClassFor: same orientation and
// offset as the rules' map index). The renderer, the hit test and the e2e tests all use this one layout.
import { Grid } from 'honeycomb-grid';
import { hexClassFor, mapBounds, parseHexId, toHexId, windowRectangle, type HexId, type Scenario } from '../engine';

export interface Point {
  x: number;
  y: number;
}

export interface MapLayout {
  radius: number;
  orientation: 'flat' | 'pointy';
  width: number;
  height: number;
  ids: HexId[];
  centre(id: HexId): Point;
  corners(id: HexId): Point[];
  /** The hex under a world point, or null outside the map. */
  hexAt(p: Point): HexId | null;
  /** End points of the hexside shared by two adjacent hexes. */
  hexside(a: HexId, b: HexId): [Point, Point] | null;
  /** Hex width and height in world pixels. */
  hexW: number;
  hexH: number;
}

export const HEX_RADIUS = 36;

export function createLayout(map: Scenario['map'], radius = HEX_RADIUS): MapLayout {
  const Hex = hexClassFor(map, radius);
  // a battle's window onto its sheet is all that is drawn (engine scenario/window.ts)
  const grid = new Grid(Hex, windowRectangle(mapBounds(map)));
  const centres = new Map<HexId, Point>();
  const corners = new Map<HexId, Point[]>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const raw: { id: HexId; x: number; y: number; c: Point[] }[] = [];
  grid.forEach((h) => {
    const id = toHexId(h.col + 1, h.row + 1);
    const c = h.corners.map((p) => ({ x: p.x, y: p.y }));
    for (const p of c) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    raw.push({ id, x: h.x, y: h.y, c });
  });
  const margin = radius * 0.6;
  const ox = margin - minX;
  const oy = margin - minY;
  for (const r of raw) {
    centres.set(r.id, { x: r.x + ox, y: r.y + oy });
    corners.set(
      r.id,
      r.c.map((p) => ({ x: p.x + ox, y: p.y + oy })),
    );
  }
  const ids = [...centres.keys()].sort();
  const sample = raw[0];
  const hexW = Math.max(...sample.c.map((p) => p.x)) - Math.min(...sample.c.map((p) => p.x));
  const hexH = Math.max(...sample.c.map((p) => p.y)) - Math.min(...sample.c.map((p) => p.y));
  return {
    radius,
    orientation: map.orientation,
    width: maxX - minX + 2 * margin,
    height: maxY - minY + 2 * margin,
    ids,
    hexW,
    hexH,
    centre(id) {
      const c = centres.get(id);
      if (!c) throw new Error(`hex ${id} is not on this map`);
      return c;
    },
    corners(id) {
      return corners.get(id) ?? [];
    },
    hexAt(p) {
      const h = grid.pointToHex({ x: p.x - ox, y: p.y - oy }, { allowOutside: false });
      if (!h) return null;
      const id = toHexId(h.col + 1, h.row + 1);
      return centres.has(id) ? id : null;
    },
    hexside(a, b) {
      const ca = corners.get(a);
      const cb = centres.get(b);
      if (!ca || !cb) return null;
      const near = [...ca].sort((p, q) => dist2(p, cb) - dist2(q, cb));
      return [near[0], near[1]];
    },
  };
}

function dist2(a: Point, b: Point): number {
  return (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
}

export function hexOf(id: HexId): { col: number; row: number } {
  return parseHexId(id);
}

// A plain, read-only index of a scenario map, built once from honeycomb-grid geometry.
// Hex instances and Grid objects never enter the game state (they are classes); the engine's
// hot paths (movement search, ZOC) use these precomputed arrays instead.
import { defineHex, Grid, rectangle, line, spiral, Orientation, Direction } from 'honeycomb-grid';
import type { Scenario, HexTerrain, HexsideFeature } from '../scenario/schema';
import type { HexId } from '../types';
import { hexsideKey, honeycombOffset, toHexId } from './hexId';
import { mapBounds, onBoundsEdge, type MapBounds } from '../scenario/window';

export interface HexInfo {
  id: HexId;
  col: number; // printed, 1-based
  row: number;
  q: number;
  r: number;
  s: number;
  terrain: HexTerrain;
  elevation: number;
  name?: string;
  entry?: string;
  supply?: string;
  neighbours: HexId[];
}

export interface HexsideInfo {
  features: HexsideFeature[];
  high?: HexId;
}

export interface MapIndex {
  columns: number;
  rows: number;
  /** The playing area: the whole map, or the battle's window onto its sheet (scenario/window.ts). */
  bounds: MapBounds;
  /** A hex on the edge of the playing area, from which units may leave the map (NLC 5.6). */
  isEdge(id: HexId): boolean;
  orientation: 'flat' | 'pointy';
  offset: -1 | 1;
  hexes: Record<HexId, HexInfo>;
  ids: HexId[];
  hexsides: Record<string, HexsideInfo>;
  /** Road or trail across a hexside, keyed by hexsideKey (NLC 5.2). */
  links: Record<string, 'road' | 'trail'>;
  has(id: HexId): boolean;
  distance(a: HexId, b: HexId): number;
  /** Hexes within `radius` of `center` (inclusive), on the map. */
  inRange(center: HexId, radius: number): HexId[];
  /** Hexes on the straight line from a to b, both included (for LOS). */
  lineBetween(a: HexId, b: HexId): HexId[];
  side(a: HexId, b: HexId): HexsideInfo | undefined;
  link(a: HexId, b: HexId): 'road' | 'trail' | undefined;
}

const FLAT_DIRS = [Direction.N, Direction.NE, Direction.SE, Direction.S, Direction.SW, Direction.NW];
const POINTY_DIRS = [Direction.NE, Direction.E, Direction.SE, Direction.SW, Direction.W, Direction.NW];

export function hexSettings(map: Pick<Scenario['map'], 'orientation' | 'shifted'>) {
  return {
    orientation: map.orientation === 'flat' ? Orientation.FLAT : Orientation.POINTY,
    offset: honeycombOffset(map.shifted),
  } as const;
}

/** The honeycomb Hex class for a map at a given pixel radius (shared by the engine index and the renderer). */
export function hexClassFor(map: Pick<Scenario['map'], 'orientation' | 'shifted'>, radius = 1) {
  const s = hexSettings(map);
  return defineHex({ dimensions: radius, orientation: s.orientation, offset: s.offset, origin: { x: 0, y: 0 } });
}

/**
 * The cube-coordinate step to the neighbour in each direction, in the order of `dirs` (the same for
 * every hex of a grid: cube coordinates do not depend on the offset rows or columns).
 */
function neighbourSteps(Hex: ReturnType<typeof hexClassFor>, dirs: Direction[]): { dq: number; dr: number }[] {
  const grid = new Grid(Hex, rectangle({ width: 3, height: 3 }));
  const mid = grid.getHex({ col: 1, row: 1 })!;
  return dirs.map((d) => {
    const n = grid.neighborOf(mid, d, { allowOutside: true });
    return { dq: n.q - mid.q, dr: n.r - mid.r };
  });
}

/** One index per map object: the loader's checks and the game context share it (it is read-only). */
const indexes = new WeakMap<Scenario['map'], MapIndex>();

export function buildMapIndex(map: Scenario['map']): MapIndex {
  const hit = indexes.get(map);
  if (hit) return hit;
  const index = makeMapIndex(map);
  indexes.set(map, index);
  return index;
}

function makeMapIndex(map: Scenario['map']): MapIndex {
  const Hex = hexClassFor(map);
  const settings = hexSettings(map);
  // a battle's window: only its rectangle of the sheet exists for play (the sheet's ids are kept)
  const bounds = mapBounds(map);
  const grid = new Grid(Hex, windowRectangle(bounds));
  const overrides: Record<string, Scenario['map']['hexes'][number]> = {};
  for (const h of map.hexes) overrides[h.id] = h;
  const hexes: Record<HexId, HexInfo> = {};
  const ids: HexId[] = [];
  const dirs = map.orientation === 'flat' ? FLAT_DIRS : POINTY_DIRS;
  // neighbours by cube-coordinate steps and a lookup (grid.neighborOf per hex and direction made the
  // map index a good part of a scenario's load time: issue 8, first frame)
  const steps = neighbourSteps(Hex, dirs);
  const byCube = new Map<string, HexId>();
  grid.forEach((hex) => byCube.set(`${hex.q},${hex.r}`, toHexId(hex.col + 1, hex.row + 1)));
  grid.forEach((hex) => {
    const id = toHexId(hex.col + 1, hex.row + 1);
    const o = overrides[id];
    const neighbours: HexId[] = [];
    for (const st of steps) {
      const n = byCube.get(`${hex.q + st.dq},${hex.r + st.dr}`);
      if (n) neighbours.push(n);
    }
    hexes[id] = {
      id,
      col: hex.col + 1,
      row: hex.row + 1,
      q: hex.q,
      r: hex.r,
      s: hex.s,
      terrain: o?.terrain ?? map.defaultTerrain,
      elevation: o?.elevation ?? 0,
      ...(o?.name ? { name: o.name } : {}),
      ...(o?.entry ? { entry: o.entry } : {}),
      ...(o?.supply ? { supply: o.supply } : {}),
      neighbours,
    };
    ids.push(id);
  });
  ids.sort();
  const hexsides: Record<string, HexsideInfo> = {};
  for (const hs of map.hexsides) {
    const key = hexsideKey(hs.a, hs.b);
    const prev = hexsides[key];
    const features = [...new Set([...(prev?.features ?? []), ...hs.features])].sort();
    hexsides[key] = { features, ...(hs.high ? { high: hs.high } : prev?.high ? { high: prev.high } : {}) };
  }
  const links: Record<string, 'road' | 'trail'> = {};
  for (const road of map.roads) {
    for (let i = 1; i < road.path.length; i++) {
      const key = hexsideKey(road.path[i - 1], road.path[i]);
      // a road beats a trail where both run along the same hexside
      if (links[key] !== 'road') links[key] = road.kind;
    }
  }
  // per-hex lookups of each neighbour's hexside and road link (null: none), so the movement search's hot
  // path asks without building a hexside key string for every step
  const sideBy: Record<HexId, Record<HexId, HexsideInfo | null>> = {};
  const linkBy: Record<HexId, Record<HexId, 'road' | 'trail' | null>> = {};
  for (const id of ids) {
    const sb: Record<HexId, HexsideInfo | null> = {};
    const lb: Record<HexId, 'road' | 'trail' | null> = {};
    for (const n of hexes[id].neighbours) {
      const key = hexsideKey(id, n);
      sb[n] = hexsides[key] ?? null;
      lb[n] = links[key] ?? null;
    }
    sideBy[id] = sb;
    linkBy[id] = lb;
  }
  const cube = (id: HexId) => hexes[id];
  const rangeCache = new Map<string, HexId[]>();
  return {
    columns: map.columns,
    rows: map.rows,
    bounds,
    isEdge: (id) => {
      const h = hexes[id];
      return !!h && onBoundsEdge(bounds, h.col, h.row);
    },
    orientation: map.orientation,
    offset: settings.offset,
    hexes,
    ids,
    hexsides,
    links,
    has: (id) => id in hexes,
    // cube distance, the same as honeycomb's hcDistance without its allocations (a hot path: every
    // reaction, opportunity-fire and range question asks it)
    distance: (a, b) => {
      const ha = cube(a);
      const hb = cube(b);
      return Math.max(Math.abs(ha.q - hb.q), Math.abs(ha.r - hb.r), Math.abs(ha.s - hb.s));
    },
    inRange: (center, radius) => {
      const key = center + '/' + radius;
      let hit = rangeCache.get(key);
      if (!hit) {
        const c = cube(center);
        const out: HexId[] = [];
        for (const h of grid.traverse(spiral({ start: { q: c.q, r: c.r }, radius }))) {
          out.push(toHexId(h.col + 1, h.row + 1));
        }
        rangeCache.set(key, (hit = out.sort()));
      }
      return hit.slice();
    },
    lineBetween: (a, b) => {
      const ha = cube(a);
      const hb = cube(b);
      const out: HexId[] = [];
      for (const h of grid.traverse(line({ start: { q: ha.q, r: ha.r }, stop: { q: hb.q, r: hb.r } }))) {
        out.push(toHexId(h.col + 1, h.row + 1));
      }
      return out;
    },
    side: (a, b) => {
      const v = sideBy[a]?.[b];
      return v === undefined ? hexsides[hexsideKey(a, b)] : (v ?? undefined);
    },
    link: (a, b) => {
      const v = linkBy[a]?.[b];
      return v === undefined ? links[hexsideKey(a, b)] : (v ?? undefined);
    },
  };
}

/**
 * A road or trail runs through this hex: one of its hexsides carries a road or trail link (NLC 5.2; MOP
 * 37.7/37.8 trains stand and trace on roads or trails, A.I 26 reinforcements enter on them). False for a
 * hex off the map.
 */
export function onRoadOrTrail(map: MapIndex, hex: HexId): boolean {
  return map.hexes[hex]?.neighbours.some((n) => map.link(hex, n) !== undefined) ?? false;
}

/** The honeycomb rectangle of a map's playing area (0-based offset coordinates). */
export function windowRectangle(b: MapBounds) {
  return rectangle({ start: { col: b.col0 - 1, row: b.row0 - 1 }, width: b.col1 - b.col0 + 1, height: b.row1 - b.row0 + 1 });
}

// NLC 8.3: line of sight between two hexes, as a pure function of the map index and the hexes that
// hold units. Used by bombardment (NLC 8.1) and, later, by orders and hidden movement.
//
// The line runs from hex centre to hex centre. It is sampled once per hex step in cube coordinates;
// where a sample falls exactly on the border of two hexes (the line runs along a hexside, "on the
// hexspine"), both hexes are kept as a pair. Rulings (artillery/rulings.ts):
// - a pair blocks only when both of its hexes block (NLC 8.3: "blocking terrain to the right and left");
// - crest hexsides count when the two ends are at the same elevation: every hexside the line crosses,
//   and along a hexspine every hexside touching the corners it passes (a crest's endpoints block too);
// - towns, villages, chateaux and woods block; leaders and HQs do not (they are not units).
import type { HexId } from '../types';
import type { MapIndex } from '../board/mapIndex';
import type { Scenario } from '../scenario/schema';

export const LOS_RULE = 'NLC 8.3';
/** NLC 8.3: the farthest one can see along an unblocked line (rain 4, night 1). */
export const LOS_MAX_DAY = 8;
export const LOS_MAX_RAIN = 4;
export const LOS_MAX_NIGHT = 1;

/** NLC 8.3: how far one sees on a turn of the scenario (night before rain: night is the shorter). */
export function visibilityOn(scenario: Scenario, turn: number): number {
  if (scenario.turns.night.includes(turn)) return LOS_MAX_NIGHT;
  if (scenario.turns.rain?.includes(turn)) return LOS_MAX_RAIN;
  return LOS_MAX_DAY;
}

/** Hex terrain that blocks sight (NLC 8.3: forest, chateau, town; village by ruling). */
export const LOS_BLOCKING_TERRAIN: readonly string[] = ['woods', 'chateau', 'town', 'village'];

export type LosReason = 'range' | 'terrain' | 'units' | 'crest' | 'elevation';

export interface LosStep {
  /** One hex, or two when the line runs along the hexside between them. */
  hexes: HexId[];
  /** The line runs on a hexspine here (one of the two hexes may be off the map). */
  spine: boolean;
}

export interface LosResult {
  from: HexId;
  to: HexId;
  clear: boolean;
  /** Hexes the line passes, ends included, in order. */
  steps: LosStep[];
  /** The first hex (or hexes, along a hexspine) that blocks; for a crest, the hexes on both sides of it. */
  blockedAt: HexId[];
  reason: LosReason | null;
  /** A short explanation for the player. */
  why: string;
  rule: string;
}

export interface LosInput {
  /** Hexes holding combat units of either side (NLC 8.3: units block). */
  occupied: ReadonlySet<HexId>;
  /** Maximum visibility (NLC 8.3: 8, 4 in rain, 1 at night). */
  maxRange?: number;
}

interface Cube {
  q: number;
  r: number;
  s: number;
}

const cubeIndex = new WeakMap<MapIndex, Map<string, HexId>>();

function hexAtCube(map: MapIndex, c: Cube): HexId | null {
  let idx = cubeIndex.get(map);
  if (!idx) {
    idx = new Map();
    for (const id of map.ids) idx.set(`${map.hexes[id].q},${map.hexes[id].r}`, id);
    cubeIndex.set(map, idx);
  }
  return idx.get(`${c.q},${c.r}`) ?? null;
}

function roundCube(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

const EPS = 1e-6;

/**
 * The hexes a line from `a` to `b` passes, one step per hex of distance. The line is nudged a hair to
 * either side; where the two nudged lines round to different hexes the true line runs on their border.
 * Hexes off the map are left out of a pair (they neither see nor block).
 */
export function losSteps(map: MapIndex, a: HexId, b: HexId): LosStep[] {
  const ha = map.hexes[a];
  const hb = map.hexes[b];
  const n = map.distance(a, b);
  const steps: LosStep[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = ha.q + (hb.q - ha.q) * t;
    const r = ha.r + (hb.r - ha.r) * t;
    const s = ha.s + (hb.s - ha.s) * t;
    const p = roundCube(q + EPS, r + 2 * EPS, s - 3 * EPS);
    const m = roundCube(q - EPS, r - 2 * EPS, s + 3 * EPS);
    const hp = hexAtCube(map, p);
    const hm = hexAtCube(map, m);
    const hexes = [...new Set([hp, hm].filter((x): x is HexId => x !== null))].sort();
    const spine = i > 0 && i < n && (p.q !== m.q || p.r !== m.r);
    steps.push({ hexes: i === 0 ? [a] : i === n ? [b] : hexes, spine });
  }
  return steps;
}

function isCrest(map: MapIndex, x: HexId, y: HexId): boolean {
  return !!map.side(x, y)?.features.includes('crest');
}

/** Crest hexsides the line touches between step i and step i+1 (and inside a hexspine pair). */
function crestAt(map: MapIndex, steps: LosStep[], i: number): HexId[] | null {
  const cur = steps[i].hexes;
  if (cur.length === 2 && isCrest(map, cur[0], cur[1])) return [cur[0], cur[1]];
  const next = steps[i + 1]?.hexes ?? [];
  for (const x of cur) for (const y of next) if (x !== y && map.hexes[x].neighbours.includes(y) && isCrest(map, x, y)) return [x, y];
  return null;
}

/**
 * NLC 8.3 elevations: does an intermediate hex at `e` block sight between ends at `lo` and `hi`?
 * Higher than both ends blocks; as high as the higher end blocks when the other end is lower; an
 * intermediate height blocks when it is nearer the low end and a hex as low as the low end lies between
 * it and the high end.
 */
function elevationBlocks(map: MapIndex, steps: LosStep[], i: number, hex: HexId, ea: number, eb: number): boolean {
  const e = map.hexes[hex].elevation;
  const hi = Math.max(ea, eb);
  const lo = Math.min(ea, eb);
  if (e > hi) return true;
  if (e === hi && lo < hi) return true;
  if (e > lo && e < hi) {
    const n = steps.length - 1;
    const lowIsStart = ea < eb;
    const toLow = lowIsStart ? i : n - i;
    const toHigh = n - toLow;
    if (toLow >= toHigh) return false;
    const between = lowIsStart ? steps.slice(i + 1, n) : steps.slice(1, i);
    return between.some((st) => st.hexes.some((h) => map.hexes[h].elevation <= lo));
  }
  return false;
}

function hexBlocks(map: MapIndex, input: LosInput, steps: LosStep[], i: number, hex: HexId, ea: number, eb: number): LosReason | null {
  if (LOS_BLOCKING_TERRAIN.includes(map.hexes[hex].terrain)) return 'terrain';
  if (input.occupied.has(hex)) return 'units';
  if (elevationBlocks(map, steps, i, hex, ea, eb)) return 'elevation';
  return null;
}

const WHY: Record<LosReason, string> = {
  range: 'too far to see',
  terrain: 'blocking terrain',
  units: 'units in the way',
  crest: 'a crest between hexes at the same elevation',
  elevation: 'higher ground in the way',
};

/** NLC 8.3: can a unit in `from` see `to`? The ends themselves never block, but their crest hexsides do. */
export function lineOfSight(map: MapIndex, from: HexId, to: HexId, input: LosInput): LosResult {
  const steps = losSteps(map, from, to);
  const n = steps.length - 1;
  const base = { from, to, steps, rule: LOS_RULE };
  const blocked = (reason: LosReason, at: HexId[], detail?: string): LosResult => ({
    ...base,
    clear: false,
    blockedAt: at,
    reason,
    why: `${WHY[reason]}${detail ? ` (${detail})` : ''} at ${at.join('/')}`,
  });
  const max = input.maxRange ?? LOS_MAX_DAY;
  if (n > max) return { ...blocked('range', [to]), why: `${n} hexes is beyond the ${max}-hex limit of sight` };
  const ea = map.hexes[from].elevation;
  const eb = map.hexes[to].elevation;
  for (let i = 0; i <= n; i++) {
    const st = steps[i];
    if (i > 0 && i < n) {
      const reasons = st.hexes.map((h) => hexBlocks(map, input, steps, i, h, ea, eb));
      // along a hexspine the line is blocked only when the hexes on both sides block (off the map never blocks)
      const full = !st.spine || st.hexes.length === 2;
      if (full && reasons.every((x) => x !== null)) {
        return blocked(reasons[0]!, st.hexes, reasons[0] === 'terrain' ? st.hexes.map((h) => map.hexes[h].terrain).join('/') : undefined);
      }
    }
    if (ea === eb && i < n) {
      const c = crestAt(map, steps, i);
      if (c) return blocked('crest', c);
    }
  }
  return { ...base, clear: true, blockedAt: [], reason: null, why: 'clear' };
}

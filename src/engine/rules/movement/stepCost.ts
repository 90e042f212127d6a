// NLC 5.2 and the Terrain Effects chart: the cost of one step, in half movement points (roads cost 1/2).
import type { MapIndex } from '../../board/mapIndex';
import type { HexId } from '../../types';
import { TERRAIN_EFFECTS as NLC_TERRAIN, type MoveCost, type TerrainEffect, type TerrainId } from '../../tables/terrainEffects';
import type { MoveClass } from '../pieces';

export type StepCost = { halves: number; road: boolean } | { prohibited: string; rule: string };

/**
 * A module's change to the steps of one movement search (Hooks.moveStepFor). `readsPieces`: its answers
 * depend on where pieces stand (MOP 37.2: the hex a huge unit leaves, the tails of columns), not only on
 * the map and the module's own state, so a search using it is kept across fewer moves (reachReuse.ts).
 */
export type StepAdjust = ((from: HexId, to: HexId, cost: StepCost) => StepCost) & { readsPieces?: boolean };

const half = (c: MoveCost): number | null => (c === 'prohibited' ? null : c * 2);

/**
 * Cost of moving from `from` into the adjacent `to`.
 * `roadRate`: the mover may use the road/trail rate on this step (a lone piece entering through a
 * road or trail hexside into a hex free of friendly combat units, see rulings NLC 5.2; leaders always).
 * Leaders pay 1/2 on trails as on roads (NLC 5.2).
 */
export function stepCost(
  map: MapIndex,
  from: HexId,
  to: HexId,
  cls: MoveClass | 'leader',
  roadRate: boolean,
  /** The chart in force (rules/terrainTable.ts: a module may bring its own). */
  TERRAIN_EFFECTS: Readonly<Record<TerrainId, TerrainEffect>> = NLC_TERRAIN,
): StepCost {
  // the cost depends only on the map, the chart and the mover's class: worked out once per step and
  // shared (frozen), since the movement search asks it for every step of every group it lists
  const row = (bucketOf(map, TERRAIN_EFFECTS, cls)[roadRate ? 1 : 0][from] ??= {});
  return (row[to] ??= Object.freeze(computeStepCost(map, from, to, cls, roadRate, TERRAIN_EFFECTS)));
}

/**
 * stepCost for one mover class and chart, the remembered rows looked up once: the movement search asks it
 * for every step it prices (the same frozen answers as stepCost).
 */
export function stepCoster(
  map: MapIndex,
  cls: MoveClass | 'leader',
  TERRAIN_EFFECTS: Readonly<Record<TerrainId, TerrainEffect>> = NLC_TERRAIN,
): (from: HexId, to: HexId, roadRate: boolean) => StepCost {
  const [off, on] = bucketOf(map, TERRAIN_EFFECTS, cls);
  return (from, to, roadRate) => {
    const row = ((roadRate ? on : off)[from] ??= {});
    return (row[to] ??= Object.freeze(computeStepCost(map, from, to, cls, roadRate, TERRAIN_EFFECTS)));
  };
}

type Bucket = Record<HexId, Record<HexId, StepCost>>;
const remembered = new WeakMap<object, WeakMap<MapIndex, Record<string, [Bucket, Bucket]>>>();

function bucketOf(map: MapIndex, table: object, cls: string): [Bucket, Bucket] {
  let byMap = remembered.get(table);
  if (!byMap) remembered.set(table, (byMap = new WeakMap()));
  let byCls = byMap.get(map);
  if (!byCls) byMap.set(map, (byCls = {}));
  return (byCls[cls] ??= [{}, {}]);
}

function computeStepCost(
  map: MapIndex,
  from: HexId,
  to: HexId,
  cls: MoveClass | 'leader',
  roadRate: boolean,
  TERRAIN_EFFECTS: Readonly<Record<TerrainId, TerrainEffect>>,
): StepCost {
  const side = map.side(from, to);
  const features = side?.features ?? [];
  const bridged = features.includes('bridge') || features.includes('trestle');
  const link = map.link(from, to);
  const terrainCls = cls === 'leader' ? 'cavalry' : cls;
  const onRoad = roadRate && !!link;
  let extra = 0;
  if (bridged) {
    // only a bridge costs nothing extra under road movement (NLC 5.2)
    if (!onRoad) extra += half(TERRAIN_EFFECTS[features.includes('bridge') ? 'bridge' : 'trestle'].move[terrainCls]) ?? 0;
  } else if (features.includes('ford')) {
    extra += half(TERRAIN_EFFECTS.ford.move[terrainCls]) ?? 0;
  } else if (features.includes('river')) {
    return { prohibited: 'a major river can be crossed only at a bridge, trestle or ford', rule: 'NLC T.TEC' };
  } else if (features.includes('stream')) {
    // a road crossing a stream without a bridge still pays the stream (NLC 5.2)
    extra += half(TERRAIN_EFFECTS.stream.move[terrainCls]) ?? 0;
  }
  if (features.includes('slope') && side?.high === to) {
    extra += half(TERRAIN_EFFECTS.slope.move[terrainCls]) ?? 0;
  }
  if (onRoad) return { halves: (link === 'road' || cls === 'leader' ? 1 : 2) + extra, road: true };
  const hexCost = half(TERRAIN_EFFECTS[map.hexes[to].terrain].move[terrainCls]);
  if (hexCost === null) {
    return { prohibited: `${cls} may not enter ${map.hexes[to].terrain} off the road`, rule: 'NLC T.TEC' };
  }
  return { halves: hexCost + extra, road: false };
}

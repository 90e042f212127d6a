// NLC 12.2 legal targets: within 10 MP of the leader or an in-command unit, or reachable by road or
// trail from a hex within 10 MP. Rulings: MP at the cheapest rate (roads and trails at 1/2), ignoring
// units and ZOCs (the order is written on the map, not walked); a sequence measures from the previous
// order's target (NLC 12.5).
import { isDraft } from 'immer';
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { MapIndex } from '../../../board/mapIndex';
import { alongRoads, mpDistances } from './distance';
import { formationLeader, inCommand } from './commandRange';
import { isDivision, recipientUnits } from './recipients';

export const TARGET_LIMIT_MP = 10;

/** Hexes a target may lie in, seen from these source hexes. */
export function targetArea(map: MapIndex, sources: HexId[]): Set<HexId> {
  // static (units and ZOCs play no part): cached per map and sources
  let per = areas.get(map);
  if (!per) areas.set(map, (per = new Map()));
  const key = [...sources].sort().join(',');
  const hit = per.get(key);
  if (hit) return hit;
  const near = mpDistances(map, sources, 'cheapest', TARGET_LIMIT_MP * 2);
  const area = alongRoads(map, Object.keys(near));
  if (per.size > 2000) per.clear();
  per.set(key, area);
  return area;
}

const areas = new WeakMap<MapIndex, Map<string, Set<HexId>>>();

/** Hexes from which a formation's target is measured: its leader and in-command units (or where they will enter). */
export function formationSources(s: GameState, ctx: Ctx, formation: string): HexId[] {
  const out = new Set<HexId>();
  const leader = formationLeader(s, ctx, formation);
  if (leader) {
    const l = s.leaders[leader];
    if (l?.status === 'map' && l.hex) out.add(l.hex);
    else if (l?.status === 'pending' && ctx.leaders[leader].arrives) out.add(ctx.leaders[leader].arrives!.hex);
  }
  const division = isDivision(ctx, formation);
  for (const u of recipientUnits(ctx, formation)) {
    const st = s.units[u];
    // NLC 12.13 (ruling): a division has no leader counter: each of its units on the map counts as in command
    if (st.status === 'map' && st.hex && (division || inCommand(s, ctx, u))) out.add(st.hex);
    else if (st.status === 'pending' && ctx.units[u].arrives) out.add(ctx.units[u].arrives!.hex);
  }
  return [...out].sort();
}

const cache = new WeakMap<GameState, Map<string, Set<HexId>>>();

export function formationTargetArea(s: GameState, ctx: Ctx, formation: string): Set<HexId> {
  let per = isDraft(s) ? undefined : cache.get(s);
  if (!per) {
    per = new Map();
    if (!isDraft(s)) cache.set(s, per);
  }
  const hit = per.get(formation);
  if (hit) return hit;
  const area = targetArea(ctx.map, formationSources(s, ctx, formation));
  per.set(formation, area);
  return area;
}

/** Places worth offering as targets: named hexes, towns, villages, chateaux, objectives, HQs, road ends at the map edge. */
export function candidatePlaces(ctx: Ctx): HexId[] {
  // the scenario's places do not change in a game: asked at every command-phase legalCommands, so kept per context
  const hit = placesCache.get(ctx);
  if (hit) return [...hit];
  const places = computePlaces(ctx);
  placesCache.set(ctx, places);
  return [...places];
}

const placesCache = new WeakMap<Ctx, readonly HexId[]>();

function computePlaces(ctx: Ctx): HexId[] {
  const out = new Set<HexId>();
  for (const id of ctx.map.ids) {
    const h = ctx.map.hexes[id];
    if (h.name || h.terrain === 'town' || h.terrain === 'village' || h.terrain === 'chateau') out.add(id);
  }
  for (const o of ctx.scenario.objectives) out.add(o.hex);
  for (const h of ctx.scenario.hqs) out.add(h.hex);
  for (const r of ctx.scenario.map.roads) {
    for (const end of [r.path[0], r.path[r.path.length - 1]]) out.add(end);
  }
  return [...out].filter((h) => ctx.map.has(h)).sort();
}

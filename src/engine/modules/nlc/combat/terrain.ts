// Map facts for assaults: chateaux (NLC 10), terrain reductions (NLC 7.6, T.TEC), flanking (NLC 7.6),
// rivers (NLC 7.3) and legal retreat hexes (NLC 7.4).
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass, occupancy, unitsAt } from '../../../rules/pieces';
import { impassable, zocOf } from '../../../rules/zoc';
import { joinProblem } from '../../../rules/stacking';
import { reductionPercent, type TerrainId } from '../../../tables/terrainEffects';
import { terrainTable } from '../../../rules/terrainTable';

/** A chateau holding two units is clear terrain (NLC 10). */
export function chateauActive(s: GameState, ctx: Ctx, hex: HexId): boolean {
  return ctx.map.hexes[hex].terrain === 'chateau' && unitsAt(s, ctx, hex).length < 2;
}

/** A single infantry unit in a chateau: not flanked, never retreats, may pass its losses on (NLC 10). */
export function chateauFort(s: GameState, ctx: Ctx, hex: HexId): boolean {
  if (ctx.map.hexes[hex].terrain !== 'chateau') return false;
  const us = unitsAt(s, ctx, hex);
  return us.length === 1 && ctx.units[us[0]].type === 'infantry';
}

export function isChateauFortUnit(s: GameState, ctx: Ctx, unitId: string): boolean {
  const hex = s.units[unitId].hex;
  return !!hex && s.units[unitId].status === 'map' && chateauFort(s, ctx, hex);
}

/** NLC 7.3: no assault across a major river without a bridge (trestle or ford). */
export function riverBlocks(ctx: Ctx, a: HexId, b: HexId): boolean {
  return impassable(ctx.map, a, b);
}

/** In-hex terrain effect for an assault into `hex` (a chateau with two units counts as clear). */
function hexTerrain(s: GameState, ctx: Ctx, hex: HexId): TerrainId {
  const t = ctx.map.hexes[hex].terrain;
  if (t === 'chateau' && !chateauActive(s, ctx, hex)) return 'clear';
  return t;
}

export interface Reduction {
  pct: number;
  source: string[];
}

/**
 * NLC 7.6 / T.TEC: the percentage by which fire from `from` into `to` is reduced.
 * The hexside's best line and the hex's line add up (capped at 75%), except that a bridge replaces the
 * hex's line; a crest counts only when attacking up to its high side; woods do not reduce fire between
 * two woods hexes.
 */
export function assaultReduction(s: GameState, ctx: Ctx, from: HexId, to: HexId): Reduction {
  const side = ctx.map.side(from, to);
  const features = side?.features ?? [];
  let sidePct = 0;
  let sideSource: string | null = null;
  let override = false;
  const bridged = features.includes('bridge') || features.includes('trestle') || features.includes('ford');
  for (const f of features) {
    if (f === 'river' && bridged) continue;
    // a crest (and a slope, whose chart entry may reduce) counts only when attacking up to its high side
    if ((f === 'crest' || f === 'slope') && side?.high && side.high !== to) continue;
    const e = terrainTable(ctx)[f];
    const p = reductionPercent(e.assault) ?? 0;
    if (e.overridesHexTerrain) override = true;
    if (p > sidePct || (e.overridesHexTerrain && p >= sidePct)) {
      sidePct = p;
      sideSource = f;
    }
  }
  const source: string[] = [];
  let pct = sidePct;
  if (sideSource && sidePct > 0) source.push(sideSource);
  if (!override) {
    const t = hexTerrain(s, ctx, to);
    const e = terrainTable(ctx)[t];
    const fromT = ctx.map.hexes[from].terrain;
    const betweenWoods = e.reducesFireOut && fromT === t;
    const p = betweenWoods ? 0 : reductionPercent(e.assault) ?? 0;
    if (p > 0) {
      pct += p;
      source.push(t);
    }
  }
  return { pct: Math.min(75, pct), source };
}

/**
 * T.TEC note on woods: the defender's fire out of woods is reduced too, but not fire between woods.
 * The defender fires at all attacking stacks at once, so one attacking stack in woods lifts it.
 */
export function defenderReduction(ctx: Ctx, defHex: HexId, attackHexes: HexId[]): Reduction {
  const t = ctx.map.hexes[defHex].terrain;
  const e = terrainTable(ctx)[t];
  if (!e.reducesFireOut) return { pct: 0, source: [] };
  if (attackHexes.some((h) => ctx.map.hexes[h].terrain === t)) return { pct: 0, source: [] };
  return { pct: reductionPercent(e.assault) ?? 0, source: [`${t} (fire out)`] };
}

/**
 * NLC 7.6 flanking: the defender has no more than one friendly stack beside it, and some enemy stack next to
 * it is not itself adjacent to any (other) attacking stack, so that it is engaged from two separate
 * directions. Towns and chateaux are never flanked.
 */
export function isFlanked(s: GameState, ctx: Ctx, defHex: HexId, attackHexes: HexId[], defSide: Side): boolean {
  const t = ctx.map.hexes[defHex].terrain;
  if (t === 'town' || (t === 'chateau' && chateauActive(s, ctx, defHex))) return false;
  const occ = occupancy(s, ctx);
  const around = ctx.map.hexes[defHex].neighbours;
  const friendly = around.filter((h) => occ[h]?.side === defSide).length;
  if (friendly > 1) return false;
  const enemies = around.filter((h) => occ[h] && occ[h].side !== defSide);
  for (const e of enemies) {
    const others = attackHexes.filter((a) => a !== e);
    if (others.length === 0) continue;
    if (!others.some((a) => ctx.map.hexes[e].neighbours.includes(a))) return true;
  }
  return false;
}

export interface RetreatOption {
  hex: HexId;
  /** Entering an enemy ZOC with non-cavalry units costs a step (NLC 7.4). */
  zoc: boolean;
  /** Friendly units already there would exceed the stacking limit (NLC 7.4 overflow). */
  overflow: boolean;
  /** Off the map from an edge hex (NLC 5.6: the units count as eliminated); `hex` is then the edge hex. */
  offMap?: boolean;
  /** NLC 20.2.3: the brigade keeps its extended line, on the hexside between `hex` (its own half's) and this hex. */
  second?: HexId;
}

/** A hex on the edge of the map, from which units may leave it (NLC 5.6). */
export function isEdgeHex(ctx: Ctx, hex: HexId): boolean {
  return ctx.map.isEdge(hex);
}

/**
 * Hexes a group may retreat into from `at` (NLC 7.4, 10): not enemy-held, not across a river, not into an
 * occupied chateau; last, off the map when `at` is an edge hex (NLC 5.6).
 */
export function retreatOptions(s: GameState, ctx: Ctx, side: Side, units: string[], at: HexId, exclude: HexId[], zocIgnore: string[] = []): RetreatOption[] {
  const occ = occupancy(s, ctx);
  const enemy = ctx.sides.find((x) => x !== side)!;
  // NLC 7.7: the charging units' ZOC is ignored by a retreat after a charge
  const zoc = zocOf(s, ctx, enemy, zocIgnore);
  const classes = units.map((u) => moveClass(ctx.units[u].type));
  const nonCavalry = classes.some((c) => c !== 'cavalry');
  const out: RetreatOption[] = [];
  for (const h of ctx.map.hexes[at].neighbours) {
    if (exclude.includes(h)) continue;
    const cell = occ[h];
    const here = cell ? cell.units.filter((u) => !units.includes(u)) : [];
    if (cell && cell.side !== side && here.length) continue;
    if (impassable(ctx.map, at, h)) continue;
    const terrain = terrainTable(ctx)[ctx.map.hexes[h].terrain];
    if (classes.some((c) => terrain.move[c] === 'prohibited')) continue;
    if (ctx.map.hexes[h].terrain === 'chateau' && here.length) continue;
    out.push({ hex: h, zoc: nonCavalry && zoc.has(h), overflow: !!joinProblem(s, ctx, h, here, units) });
  }
  out.sort((a, b) => (a.hex < b.hex ? -1 : 1));
  if (isEdgeHex(ctx, at)) out.push({ hex: at, zoc: false, overflow: false, offMap: true });
  return out;
}

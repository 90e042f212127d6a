// NLC 5.4 zones of control: every combat unit projects one into the adjacent hexes, but not across an
// impassable hexside (a major river without bridge, trestle or ford) and not into a chateau.
import type { GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import type { MapIndex } from '../board/mapIndex';
import { unitsOf } from './pieces';

export function impassable(map: MapIndex, a: HexId, b: HexId): boolean {
  const f = map.side(a, b)?.features;
  if (!f || !f.includes('river')) return false;
  return !(f.includes('bridge') || f.includes('trestle') || f.includes('ford'));
}

/** Hexes in the ZOC of `side`'s combat units (the units of that side project it). */
export function zocOf(s: GameState, ctx: Ctx, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  const units = unitsOf(s);
  for (const id of ctx.unitIds) {
    const u = units[id];
    if (u.status !== 'map' || !u.hex || ctx.units[id].side !== side) continue;
    for (const n of ctx.map.hexes[u.hex].neighbours) {
      if (impassable(ctx.map, u.hex, n)) continue;
      if (ctx.map.hexes[n].terrain === 'chateau') continue;
      out.add(n);
    }
  }
  return out;
}

export function inEnemyZoc(s: GameState, ctx: Ctx, hex: HexId, side: Side): boolean {
  const enemy = ctx.sides.find((x) => x !== side)!;
  return zocOf(s, ctx, enemy).has(hex);
}

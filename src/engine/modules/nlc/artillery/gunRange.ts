// For the line-of-sight tool: a selected gun's range rings (NLC 8.1: 2 hexes; NLC 19.4: 3 at half) and
// the enemy-held hexes in them that it can see now (NLC 8.3). Asked at any moment, not only when firing.
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass } from '../../../rules/pieces';
import { markersSeenBy, seenOccupancy } from '../../../rules/unseen';
import { bombardRange } from './detail';
import { losNow } from './bombard';
import { actingHexes } from '../optional/lineStacking';

/**
 * The rings and targets are those of every hex the gun may fire from (NLC 20.2.3: either hex of its line
 * while its owner may still place it): each hex at its distance from the nearer, each target seen from one.
 */
export function gunRange(s: GameState, ctx: Ctx, pieces: string[]): { from: HexId; origins: HexId[]; range: number; rings: Record<HexId, number>; targets: HexId[]; rule: string } | RuleError {
  const id = pieces.find((p) => ctx.units[p]);
  if (!id || moveClass(ctx.units[id].type) !== 'artillery') return { code: 'not-artillery', message: 'select a gun to see its range', rule: 'NLC 8.1' };
  const from = s.units[id].hex;
  if (!from || s.units[id].status !== 'map') return { code: 'not-on-map', message: `${ctx.units[id].name} is not on the map`, rule: 'NLC 8.1' };
  const side = ctx.units[id].side;
  const range = bombardRange(s, ctx);
  const origins = actingHexes(s, ctx, [id]);
  // MOP 37.10: the board as the gun's side sees it; a hidden-force marker is no target (bombard.ts)
  const occ = seenOccupancy(s, ctx, side);
  const markers = markersSeenBy(s, side);
  const rings: Record<HexId, number> = {};
  const targets = new Set<HexId>();
  for (const o of origins) {
    for (const h of ctx.map.inRange(o, range).sort()) {
      if (origins.includes(h)) continue;
      const d = ctx.map.distance(o, h);
      rings[h] = Math.min(d, rings[h] ?? d);
      if (!targets.has(h) && occ[h] && occ[h].side !== side && !markers?.has(h) && losNow(s, ctx, side, o, h).clear) targets.add(h);
    }
  }
  return { from, origins, range, rings, targets: origins.length > 1 ? [...targets].sort() : [...targets], rule: range > 2 ? 'NLC 19.4' : 'NLC 8.1' };
}

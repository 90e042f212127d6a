// Line of sight in the current state: the map's line (NLC 8.3) with the visibility of the turn, both of
// which a module may amend (core/module.ts hooks `visibility` and `losBlock`, e.g. MOP 37.3.2 slopes).
import { isDraft } from 'immer';
import type { GameState, HexId } from '../types';
import type { Ctx } from '../core/ctx';
import { occupancy, unitsOf } from './pieces';
import { frozenSet, memoOn } from './memo';
import { lineOfSight, type LosResult } from './los';
import { visibilityNow } from './visibility';
import { hooksOf } from '../core/hookAnswer';

export { visibilityNow };

/** Hexes holding combat units of either side: they block sight (NLC 8.3). */
export function occupiedHexes(s: GameState, ctx: Ctx): ReadonlySet<HexId> {
  // remembered per frozen state with the occupancy it is made from (rules/memo.ts); a draft is read
  // unit by unit (a snapshot of all units, immer's current(), costs far more and cannot be remembered)
  if (isDraft(s.units)) return new Set(Object.keys(occupancy(s, ctx)));
  const units = unitsOf(s);
  return memoOn(units, 'occupiedHexes', () => {
    const set = new Set(Object.keys(occupancy(s, ctx)));
    return Object.isFrozen(units) ? frozenSet(set) : set;
  });
}

/** Can a unit in `from` see `to` now, `occupied` being the hexes holding combat units? */
export function sightNow(s: GameState, ctx: Ctx, from: HexId, to: HexId, occupied: ReadonlySet<HexId>): LosResult {
  const r = lineOfSight(ctx.map, from, to, { occupied, maxRange: visibilityNow(s, ctx, from, to) });
  if (!r.clear) return r;
  for (const hk of hooksOf(ctx, 'losBlock')) {
    const b = hk(s, ctx, r);
    if (b) return { ...r, clear: false, blockedAt: b.at, reason: 'elevation', why: b.why, rule: b.rule };
  }
  return r;
}

// Line of sight in the current state: the map's line (NLC 8.3) with the visibility of the turn, both of
// which a module may amend (core/module.ts hooks `visibility` and `losBlock`, e.g. MOP 37.3.2 slopes).
import type { GameState, HexId } from '../types';
import type { Ctx } from '../core/ctx';
import { lineOfSight, type LosResult } from './los';
import { visibilityNow } from './visibility';

export { visibilityNow };

/** Can a unit in `from` see `to` now, `occupied` being the hexes holding combat units? */
export function sightNow(s: GameState, ctx: Ctx, from: HexId, to: HexId, occupied: ReadonlySet<HexId>): LosResult {
  const r = lineOfSight(ctx.map, from, to, { occupied, maxRange: visibilityNow(s, ctx, from, to) });
  if (!r.clear) return r;
  for (const m of ctx.modules) {
    const b = m.hooks?.losBlock?.(s, ctx, r);
    if (b) return { ...r, clear: false, blockedAt: b.at, reason: 'elevation', why: b.why, rule: b.rule };
  }
  return r;
}

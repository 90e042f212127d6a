// The answer to query(state, viewer, { type: 'los', from, to }) (NLC 8.3): line of sight between any
// two hexes now, with the units on the map as the viewer sees them (rules/unseen.ts: an enemy hidden force
// blocks at its marker, real or dummy alike, so the answer never tells them apart) and the turn's
// visibility (8, rain 4, night 1).
import type { GameState, HexId, Viewer } from '../types';
import type { Ctx } from '../core/ctx';
import { occupancy } from './pieces';
import { sightBlockersFor } from './unseen';
import { LOS_RULE, type LosReason } from './los';
import { sightNow } from './sight';
import { visibilityNow } from './visibility';

export interface LosAnswer {
  type: 'los';
  from: HexId;
  to: HexId;
  clear: boolean;
  /** Distance in hexes. */
  range: number;
  /** The most one can see this turn. */
  visibility: number;
  /** The hexes the line passes (pairs along a hexspine). */
  path: HexId[][];
  /** The blocking hex, or the two hexes of the blocking hexside (crest, hexspine). */
  blockedAt?: HexId[];
  blockedBy?: LosReason;
  reason: string;
  rule: string;
}

export function losAnswer(s: GameState, ctx: Ctx, viewer: Viewer, from: HexId, to: HexId): LosAnswer | { code: string; message: string; rule: string } {
  if (!ctx.map.has(from) || !ctx.map.has(to)) return { code: 'no-hex', message: `there is no hex ${ctx.map.has(from) ? to : from}`, rule: LOS_RULE };
  const visibility = visibilityNow(s, ctx, from, to);
  const seen = viewer === 'referee' ? null : sightBlockersFor(s, ctx, viewer);
  const r = sightNow(s, ctx, from, to, seen ?? new Set(Object.keys(occupancy(s, ctx))));
  return {
    type: 'los',
    from,
    to,
    clear: r.clear,
    range: ctx.map.distance(from, to),
    visibility,
    path: r.steps.map((x) => x.hexes),
    ...(r.clear ? {} : { blockedAt: r.blockedAt, blockedBy: r.reason ?? undefined }),
    reason: r.clear ? `clear over ${ctx.map.distance(from, to)} hex${ctx.map.distance(from, to) === 1 ? '' : 'es'}` : r.why,
    rule: r.rule,
  };
}

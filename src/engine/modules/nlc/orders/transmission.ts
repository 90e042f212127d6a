// NLC 12.6 order transmission: a face-to-face order, or one to a leader within 3 MP of the OC, is
// received at once; otherwise the courier needs distance / 6 turns (cavalry MP, rounded normally),
// the distance halved when the OC sees the leader's hex (NLC 8.3, the shared line of sight).
import { isDraft } from 'immer';
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { lineOfSight, LOS_MAX_DAY, LOS_MAX_NIGHT } from '../../../rules/los';
import { isNight } from '../../../rules/clock';
import { occupancy } from '../../../rules/pieces';
import { occupiedHexes } from '../../../rules/sight';
import { mpBetween } from './distance';

/** Turns until an order arrives: 0 = received at once (face to face or within 3 MP). Rulings: the LOS halving applies to the 3 MP test too; .5 rounds up. */
export function orderTransmissionDelay(distanceMp: number, ocHasLos: boolean): number {
  if (!Number.isFinite(distanceMp) || distanceMp < 0) throw new RangeError(`distance must be a non-negative number of MP, got ${distanceMp}`);
  const d = ocHasLos ? distanceMp / 2 : distanceMp;
  if (d <= 3) return 0;
  return Math.max(1, Math.floor(d / 6 + 0.5));
}

/** Does the OC in `from` see `to` (NLC 8.3 with units blocking, 1 hex at night)? */
export function ocSees(s: GameState, ctx: Ctx, from: HexId, to: HexId): boolean {
  if (from === to) return true;
  // every order draft's courier asks: the occupied hexes are remembered per frozen state
  const occupied = occupiedHexes(s, ctx);
  const night = isNight(ctx.scenario, s.clock.turn);
  return lineOfSight(ctx.map, from, to, { occupied, maxRange: night ? LOS_MAX_NIGHT : LOS_MAX_DAY }).clear;
}

export interface Transmission {
  distanceMp: number;
  los: boolean;
  faceToFace: boolean;
  delay: number;
}

/** The courier ride from the sender's hex to the recipient's hex (ruling: the courier ignores units and ZOCs). */
export function transmission(s: GameState, ctx: Ctx, fromHex: HexId | null, toHex: HexId | null): Transmission {
  if (!fromHex || !toHex) return { distanceMp: Infinity, los: false, faceToFace: false, delay: 99 };
  if (fromHex === toHex) return { distanceMp: 0, los: true, faceToFace: true, delay: 0 };
  // the ride depends on the map, the occupied hexes (sight) and night alone: remembered with the (frozen)
  // occupancy, which the states of a Command Phase share (nobody moves while orders are written)
  const night = isNight(ctx.scenario, s.clock.turn);
  const key = (night ? 'n:' : 'd:') + fromHex + '>' + toHex;
  const occ = isDraft(s) ? null : occupancy(s, ctx);
  let per: Map<string, Transmission> | undefined;
  if (occ && Object.isFrozen(occ)) {
    const hit = cache.get(occ);
    if (hit && hit.ctx === ctx) per = hit.per;
    else if (!hit) cache.set(occ, { ctx, per: (per = new Map()) });
  }
  const hit = per?.get(key);
  if (hit) return hit;
  const distanceMp = mpBetween(ctx.map, fromHex, toHex, 'cavalry', 200);
  const los = ocSees(s, ctx, fromHex, toHex);
  const t = Object.freeze({ distanceMp, los, faceToFace: false, delay: Number.isFinite(distanceMp) ? orderTransmissionDelay(distanceMp, los) : 99 });
  per?.set(key, t);
  return t;
}

const cache = new WeakMap<object, { ctx: Ctx; per: Map<string, Transmission> }>();

// NLC 12.12 order capacity: an OC gives as many orders a turn as his rating; away from his HQ (or
// when the HQ moved last turn) only one, and after the first order given away, only face-to-face
// orders with targets in his sight.
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { pieceName } from '../../../rules/pieces';
import { nlcOf } from '../state';
import { leaderRating } from '../leaders';
import { ordersOf } from './types';
import { ocSees } from './transmission';
import { directCommandVeto, directedCount } from '../optional/directCommand';

export interface Capacity {
  /** Orders the OC may still give this turn. */
  left: number;
  atHq: boolean;
  /** Orders must be face to face, targets in his sight (the OC has given his one order away from the HQ). */
  faceToFaceOnly: boolean;
}

/** Is the OC stacked with his HQ, which did not move under orders last turn? */
export function ocAtHq(s: GameState, ctx: Ctx, oc: string): boolean {
  const hq = ctx.scenario.hqs.find((h) => h.leader === oc);
  if (!hq) return false;
  const st = nlcOf(s).hqs[hq.id];
  const o = ordersOf(s, ctx.leaders[oc].side);
  const movedLastTurn = (o?.hqMoved?.[hq.id] ?? -9) >= s.clock.turn - 1;
  return !!st && st.status === 'map' && st.hex === s.leaders[oc].hex && !movedLastTurn;
}

export function capacity(s: GameState, ctx: Ctx, oc: string): Capacity {
  const side = ctx.leaders[oc].side as Side;
  const o = ordersOf(s, side);
  const given = o && o.givenTurn === s.clock.turn ? (o.given[oc] ?? 0) : 0;
  const atHq = ocAtHq(s, ctx, oc);
  // the modules' changes (Hooks.orderCapacity: MOP A.I cards 28, 31; MOP 37.16 Napoleon)
  const extra = ctx.modules.flatMap((m) => m.hooks?.orderCapacity?.(s, ctx, oc) ?? []).reduce((a, x) => a + x.add, 0);
  if (atHq) return { left: Math.max(0, leaderRating(s, ctx, oc) + extra - given), atHq, faceToFaceOnly: false };
  const away = o?.away[oc];
  const sinceAway = away ? away.orders : 0;
  return { left: Math.max(0, 1 + extra - given), atHq, faceToFaceOnly: sinceAway >= 1 };
}

/** Why this OC may not send this order now (NLC 12.12), or null. */
export function capacityVeto(s: GameState, ctx: Ctx, oc: string, faceToFace: boolean, target: HexId[]): RuleError | null {
  const spent = capacitySpent(s, ctx, oc);
  if (spent) return spent;
  if (capacity(s, ctx, oc).faceToFaceOnly) {
    if (!faceToFace) return { code: 'away-face-to-face', message: `${pieceName(ctx, oc)} is away from his HQ: his orders must now be given face to face`, rule: 'NLC 12.12' };
    const at = s.leaders[oc].hex!;
    if (target.length && !target.some((h) => ocSees(s, ctx, at, h))) {
      return { code: 'away-sight', message: `${pieceName(ctx, oc)} is away from his HQ: the target must be in his sight`, rule: 'NLC 12.12' };
    }
  }
  return null;
}

/** Why this OC may send no order at all now, whatever its recipient, type or target (NLC 20.7, 12.12), or null. */
export function capacitySpent(s: GameState, ctx: Ctx, oc: string): RuleError | null {
  // NLC 20.7 (optional): after a turn of direct command no orders; directed units use up capacity
  const rest = directCommandVeto(s, ctx, oc);
  if (rest) return rest;
  const c = capacity(s, ctx, oc);
  c.left -= directedCount(s, oc);
  if (c.left <= 0) {
    const why = ctx.modules.flatMap((m) => m.hooks?.orderCapacity?.(s, ctx, oc) ?? []).find((x) => x.add < 0);
    if (why) return { code: 'capacity', message: `${pieceName(ctx, oc)} may give no more orders this turn: ${why.why}`, rule: why.rule };
    return {
      code: 'capacity',
      message: `${pieceName(ctx, oc)} has given all the orders he can this turn (${c.atHq ? `rating ${leaderRating(s, ctx, oc)}` : 'one, away from his HQ'})`,
      rule: 'NLC 12.12',
    };
  }
  return null;
}

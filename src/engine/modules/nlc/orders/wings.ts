// NLC 12.14 wing commanders: a WC out of the command range or out of sight of every overall commander
// acts as an intermediate commander. He receives orders (and checks compliance) like a formation, may
// order his wing's formations himself, only consistently with his own order, and decides locally for
// himself. Rulings in rulings.ts.
import type { GameState, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { pieceName } from '../../../rules/pieces';
import { leaderRating } from '../leaders';
import { overallCommanders } from '../sequence/commanders';
import { COMMAND_RANGE_MP } from './commandRange';
import { mpBetween } from './distance';
import { ocSees } from './transmission';
import { orderLabel } from './orderTypes';
import { assignedToWing, parseDivision, wingOf } from './recipients';
import { currentOrder, ordersOf, type OrderSpec } from './types';

const err = (code: string, message: string): RuleError => ({ code, message, rule: 'NLC 12.14' });

/** Is the WC in an OC's command range (3 MP at the cheapest rate) and sight? Then he is unused (NLC 12.14). */
export function wcNearOc(s: GameState, ctx: Ctx, wc: string): boolean {
  const at = s.leaders[wc]?.status === 'map' ? s.leaders[wc].hex : null;
  if (!at) return false;
  const side = ctx.leaders[wc].side as Side;
  return overallCommanders(s, ctx, side).some((oc) => {
    const h = s.leaders[oc].hex;
    return !!h && mpBetween(ctx.map, h, at, 'cheapest', COMMAND_RANGE_MP + 1) <= COMMAND_RANGE_MP && ocSees(s, ctx, h, at);
  });
}

/** May this WC write orders now: on the map, away from the OCs (NLC 12.14)? */
export function wingActive(s: GameState, ctx: Ctx, wc: string): boolean {
  return !!wingOf(ctx, wc) && s.leaders[wc]?.status === 'map' && !wcNearOc(s, ctx, wc);
}

/** Orders the WC gave this turn, against his rating (a ruling: no HQ, so no away-from-HQ limit). */
function givenThisTurn(s: GameState, ctx: Ctx, wc: string): number {
  const o = ordersOf(s, ctx.leaders[wc].side);
  return o && o.givenTurn === s.clock.turn ? (o.given[wc] ?? 0) : 0;
}

/**
 * Why the WC may not send this order to this formation of his wing, or null: he must be away from the
 * OCs, within his capacity, and the order consistent with his own: March always is; the same type
 * is; Reserve is while some formation of his wing has his type of order.
 */
export function wingOrderVeto(s: GameState, ctx: Ctx, wc: string, formation: string, specs: OrderSpec[]): RuleError | null {
  const wing = wingOf(ctx, wc)!;
  const base = parseDivision(formation)?.formation ?? formation;
  // NLC 12.2: formations and divisions Assigned to him are in his wing too
  const assigned = assignedToWing(s, ctx, wc);
  if (!wing.formations.includes(base) && !assigned.includes(formation) && !assigned.includes(base)) return err('not-in-wing', `${pieceName(ctx, wc)} commands ${wing.formations.length} formation(s); this one is not in his wing`);
  if (!wingActive(s, ctx, wc)) return err('wing-unused', `${pieceName(ctx, wc)} is within range and sight of his overall commander: the OC gives the orders`);
  if (givenThisTurn(s, ctx, wc) >= leaderRating(s, ctx, wc)) return err('wing-capacity', `${pieceName(ctx, wc)} has given as many orders as his rating this turn`);
  const side = ctx.leaders[wc].side as Side;
  const own = currentOrder(s, side, wc);
  if (!own || own.status !== 'complied') return err('wing-no-order', `${pieceName(ctx, wc)} has no order of his own to pass on`);
  for (const x of specs) {
    if (x.type === 'march' || x.type === own.spec.type) continue;
    if (x.type === 'reserve') {
      const someone = wing.formations.some((f) => f !== base && currentOrder(s, side, f)?.spec.type === own.spec.type);
      if (someone) continue;
      return err('wing-inconsistent', `Reserve is consistent with ${orderLabel(own.spec.type)} only while another formation of the wing has ${orderLabel(own.spec.type)}`);
    }
    return err('wing-inconsistent', `${pieceName(ctx, wc)} is under ${orderLabel(own.spec.type)}: he may pass on only ${orderLabel(own.spec.type)}, March, or Reserve`);
  }
  return null;
}

/** Wing commanders who could write to this formation now. */
export function activeWingCommanders(s: GameState, ctx: Ctx, side: Side): string[] {
  return (ctx.scenario.command?.wings ?? []).map((w) => w.leader).filter((wc) => ctx.leaders[wc]?.side === side && wingActive(s, ctx, wc));
}

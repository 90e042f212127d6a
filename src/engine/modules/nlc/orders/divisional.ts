// NLC 12.13 divisional orders on the map: a division on divisional orders is freed from command range
// (commandRange.ts) but keeps together (every counter within 3 hexes of the others at the end of its
// moves), under Defend stays within 2 hexes of the target (it has no leader), and does not stack with
// units outside the division. Its order's other prohibitions apply as to any formation (enforce.ts).
import type { Draft } from 'immer';
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { commandHexes } from './commandRange';
import { closeOrder } from './lifecycle';
import { currentOrder, ordersDraft } from './types';
import { occupancy } from '../../../rules/pieces';
import { hexDist, hexesTo } from './distance';
import { recipientName } from './lifecycle';
import { parseDivision, recipientUnits, unitDivisionOnOrders } from './recipients';
import type { Order } from './types';

/** NLC 12.13 and the optional 25.8 table: the divisional command range. */
export const DIVISION_SPREAD_HEXES = 3;
export const DIVISION_DEFEND_HEXES = 2;

const err = (code: string, message: string): RuleError => ({ code, message, rule: 'NLC 12.13' });

/** The farthest other unit of the division on the map from `hex`, in hexes (0 when alone). */
function spread(s: GameState, ctx: Ctx, division: string, unit: string, hex: HexId): number {
  let far = 0;
  for (const u of recipientUnits(ctx, division)) {
    if (u === unit || s.units[u].status !== 'map' || !s.units[u].hex) continue;
    far = Math.max(far, hexDist(ctx.map, hex, s.units[u].hex!));
  }
  return far;
}

/**
 * Why this move of a unit on divisional orders is refused, or null. Rulings: the 3-hex rule is judged
 * at each move (the unit must end within 3 hexes of every other counter of its division, or nearer to
 * the farthest of them than it began); a Defend likewise keeps every unit within 2 hexes of the target.
 */
export function divisionVeto(s: GameState, ctx: Ctx, unit: string, from: HexId, dest: HexId, order: Order | null): RuleError | null {
  const division = unitDivisionOnOrders(s, ctx, unit);
  if (!division) return null;
  const name = ctx.units[unit].name;
  const cell = occupancy(s, ctx)[dest];
  const div = recipientUnits(ctx, division);
  if (cell && cell.side === ctx.units[unit].side && cell.units.some((u) => u !== unit && !div.includes(u))) {
    return err('division-stack', `${name} is on divisional orders (${recipientName(ctx, division)}): it may not stack with units outside its division`);
  }
  const after = spread(s, ctx, division, unit, dest);
  if (after > DIVISION_SPREAD_HEXES && after >= spread(s, ctx, division, unit, from)) {
    return err('division-spread', `${name} would end ${after} hexes from another counter of ${recipientName(ctx, division)}: a division on divisional orders keeps within ${DIVISION_SPREAD_HEXES} hexes`);
  }
  if (order && order.spec.type === 'defend' && order.spec.target.length) {
    const d = hexesTo(ctx.map, dest, order.spec.target);
    if (d > DIVISION_DEFEND_HEXES && d >= hexesTo(ctx.map, from, order.spec.target)) {
      return err('division-defend', `${name} defends without a leader: it stays within ${DIVISION_DEFEND_HEXES} hexes of the target`);
    }
  }
  return null;
}

/**
 * NLC 12.13: a divisional order given by the corps commander's Local Decision, or one the division
 * arrived with as reinforcements, may be cancelled by its player when the whole division on the map is
 * within its corps commander's command range: it is reincorporated into the corps. (Ruling: "at any
 * time" is offered in the player's own command phase, with the orders he sends.)
 */
export function mayReincorporate(s: GameState, ctx: Ctx, side: string, division: string): boolean {
  const p = parseDivision(division);
  if (!p) return false;
  const order = currentOrder(s, side, division);
  if (!order || order.status !== 'complied' || order.spec.type === 'assign') return false;
  const units = recipientUnits(ctx, division);
  const reinforcement = units.every((u) => !!ctx.units[u].arrives);
  if (order.kind !== 'local' && !(reinforcement && (order.kind === 'scenario' || order.kind === 'default'))) return false;
  const range = commandHexes(s, ctx, p.formation);
  const onMap = units.filter((u) => s.units[u].status === 'map' && s.units[u].hex);
  return !!range && onMap.length > 0 && onMap.every((u) => range.has(s.units[u].hex!));
}

export function reincorporate(d: Draft<GameState>, ctx: Ctx, out: Out, side: string, division: string): void {
  const order = currentOrder(d as GameState, side, division)!;
  const o = ordersDraft(d, side);
  closeOrder(d, ctx, o.orders[String(order.id)], 'cancelled', 'the division is reincorporated into its corps (NLC 12.13)');
  log(d, out, `${recipientName(ctx, division)} is reincorporated into its corps and follows its orders again`, { rule: 'NLC 12.13', visibleTo: side });
}

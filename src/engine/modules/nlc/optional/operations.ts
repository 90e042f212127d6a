// NLC 20.9 morale effect of operations: complying with an Attack or Probe (or a sequence holding one)
// raises the formation's demoralization limit by 10%; receiving Fall Back or General Retreat, or any
// order failure, lowers it by 10%; a failed Attack raises the attacked formations' limits by 10%; a
// failed Defend or Reserve lowers the army's by 10%. A division on divisional orders moves its corps'
// limit by 10% / its number of divisions, at least 1%.
import type { Draft } from 'immer';
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { occupancy, otherSide } from '../../../rules/pieces';
import { nlcDraft } from '../state';
import { divisionsOf, parseDivision } from '../orders/recipients';
import type { Order } from '../orders/types';
import { optionalDraft } from './state';

export const OPS_TOGGLE = 'NLC 20.9';

function on(d: Draft<GameState>, ctx: Ctx): boolean {
  return ruleIn((d as GameState), ctx, OPS_TOGGLE);
}

/** Change the recipient's formation limit by 10% (split over divisions for a division), and log it. */
function shift(d: Draft<GameState>, ctx: Ctx, out: Out, recipient: string, sign: 1 | -1, why: string): void {
  const div = parseDivision(recipient);
  const formation = div?.formation ?? recipient;
  const def = ctx.scenario.formations.find((f) => f.id === formation);
  if (!def || def.demoralization === undefined) return;
  const pct = div ? Math.max(1, Math.round(10 / Math.max(1, divisionsOf(ctx, formation).length))) : 10;
  const o = optionalDraft(d);
  o.ops[formation] = (o.ops[formation] ?? 0) + sign * pct;
  log(d, out, `${def.name}: demoralization limit ${sign > 0 ? '+' : '-'}${pct}% (${why})`, { rule: 'NLC 20.9', visibleTo: def.side });
}

/** The formation complies with an order (not the next step of a sequence already counted, nor an at-start order). */
export function opsOnComply(d: Draft<GameState>, ctx: Ctx, out: Out, order: Order): void {
  if (!on(d, ctx) || order.kind === 'default' || order.kind === 'scenario') return;
  if ([order.spec, ...order.then].some((x) => x.type === 'attack' || x.type === 'probe')) shift(d, ctx, out, order.formation, 1, 'complies with an attack-type order');
}

/** A written order arrives. */
export function opsOnReceive(d: Draft<GameState>, ctx: Ctx, out: Out, order: Order): void {
  if (!on(d, ctx)) return;
  if (order.spec.type === 'fallBack' || order.spec.type === 'generalRetreat') shift(d, ctx, out, order.formation, -1, 'receives a retreat order');
}

/** An order fails. */
export function opsOnFail(d: Draft<GameState>, ctx: Ctx, out: Out, order: Order): void {
  if (!on(d, ctx)) return;
  shift(d, ctx, out, order.formation, -1, 'order failure');
  const def = ctx.scenario.formations.find((f) => f.id === (parseDivision(order.formation)?.formation ?? order.formation));
  if (!def) return;
  if (order.spec.type === 'attack') {
    // the attacked: enemy formations with units on or next to the target (a ruling)
    const near = new Set<HexId>(order.spec.target.flatMap((h) => [h, ...ctx.map.hexes[h].neighbours]));
    const enemy = otherSide(ctx, def.side);
    const hit = new Set<string>();
    for (const [h, c] of Object.entries(occupancy(d as GameState, ctx))) {
      if (c.side === enemy && near.has(h)) for (const u of c.units) hit.add(ctx.units[u].formation);
    }
    for (const f of [...hit].sort()) shift(d, ctx, out, f, 1, 'an attack on it failed');
  }
  if (order.spec.type === 'defend' || order.spec.type === 'reserve') {
    const base = ctx.scenario.sides.find((x) => x.id === def.side)?.demoralization;
    if (base === undefined) return;
    const cut = Math.max(1, Math.round(base / 10));
    const n = nlcDraft(d);
    n.armyLevelAdjust[def.side] = (n.armyLevelAdjust[def.side] ?? 0) - cut;
    log(d, out, `${ctx.scenario.sides.find((x) => x.id === def.side)!.name}: army demoralization level -${cut} (a ${order.spec.type === 'defend' ? 'Defend' : 'Reserve'} order failed)`, { rule: 'NLC 20.9' });
  }
}

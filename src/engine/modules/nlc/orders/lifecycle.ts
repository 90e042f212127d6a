// The life of an order: written, complied with (the formation's current order), and closed by success,
// cancellation or failure (NLC 12.5, 12.8, 12.9). Log lines about orders are the owner's only.
import { hexDist } from './distance';
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { occupancy, otherSide, pieceName } from '../../../rules/pieces';
import { impassable, zocOf } from '../../../rules/zoc';
import { stackProblem } from '../../../rules/stacking';
import { formationName } from '../sequence/commanders';
import { formationLeader } from './commandRange';
import { orderLabel } from './orderTypes';
import { ordersDraft, type FormationCommand, type Order, type OrderSpec, type OrderStatus } from './types';
import { opsOnComply, opsOnFail } from '../optional/operations';
import { divisionsOf, extraRecipientSide, isDivision, parseDivision, recipientUnits, wingOf } from './recipients';

export function sideOfFormation(ctx: Ctx, formation: string): Side {
  return ctx.scenario.formations.find((f) => f.id === formation)?.side ?? extraRecipientSide(ctx, formation) ?? ctx.scenario.hqs.find((h) => h.id === formation)!.side;
}

export function isHq(ctx: Ctx, id: string): boolean {
  return ctx.scenario.hqs.some((h) => h.id === id);
}

export function recipientName(ctx: Ctx, formation: string): string {
  const hq = ctx.scenario.hqs.find((h) => h.id === formation)?.name;
  if (hq) return hq;
  // NLC 12.13 a division, NLC 12.14 a wing commander
  const div = parseDivision(formation);
  if (div && isDivision(ctx, formation)) return `${formationName(ctx, div.formation)}, division ${div.division}`;
  if (wingOf(ctx, formation)) return `${pieceName(ctx, formation)} (wing)`;
  return formationName(ctx, formation);
}

/** "Attack 1309" / "March to 0709 by 0809" / "Reserve": an order in words. */
export function specText(ctx: Ctx, spec: OrderSpec): string {
  const place = (h: HexId) => (ctx.map.hexes[h]?.name ? `${ctx.map.hexes[h].name} (${h})` : h);
  let t = orderLabel(spec.type);
  if (spec.type === 'assign' && spec.leader) return `${t} to ${pieceName(ctx, spec.leader)}`;
  if (spec.target.length) t += ` ${spec.type === 'march' || spec.type === 'fallBack' || spec.type === 'generalRetreat' ? 'to ' : ''}${spec.target.map(place).join('-')}`;
  if (spec.route.length) t += ` by ${spec.route.map(place).join(', ')}`;
  if (spec.nextDay) t += ' (next day)';
  return t;
}

export function orderText(ctx: Ctx, o: Order): string {
  return [o.spec, ...o.then].map((x) => specText(ctx, x)).join(', then ');
}

export function formationCommand(d: Draft<GameState>, ctx: Ctx, formation: string): Draft<FormationCommand> {
  const o = ordersDraft(d, sideOfFormation(ctx, formation));
  return (o.formations[formation] ??= {
    current: null,
    leader: null,
    steps: formationSteps(d as GameState, ctx, formation),
    confidence: false,
    bombardTurns: 0,
    failedTurn: null,
    arrived: false,
  });
}

/** Steps of the formation's units on the map (NLC 12.10 watches for a loss). */
export function formationSteps(s: GameState, ctx: Ctx, formation: string): number {
  let n = 0;
  for (const u of recipientUnits(ctx, formation)) if (s.units[u].status !== 'eliminated') n += s.units[u].steps;
  return n;
}

/** Write a new order on the sheet (not yet complied with). */
export function writeOrder(
  d: Draft<GameState>,
  ctx: Ctx,
  init: Pick<Order, 'formation' | 'from' | 'spec' | 'then' | 'awaitFurther' | 'arrives' | 'faceToFace' | 'kind' | 'compliance'> & { status?: OrderStatus },
): Draft<Order> {
  const side = sideOfFormation(ctx, init.formation);
  const o = ordersDraft(d, side);
  const id = o.next++;
  const order: Order = {
    id,
    formation: init.formation,
    from: init.from,
    spec: init.spec,
    then: init.then,
    awaitFurther: init.awaitFurther,
    written: d.clock.turn,
    arrives: init.arrives,
    faceToFace: init.faceToFace,
    kind: init.kind,
    status: init.status ?? 'transit',
    compliance: init.compliance,
    roll: null,
    result: null,
    since: null,
    closed: null,
    note: null,
  };
  o.orders[String(id)] = order as Draft<Order>;
  return o.orders[String(id)];
}

/** Close an order with a final status. */
export function closeOrder(d: Draft<GameState>, ctx: Ctx, order: Draft<Order>, status: OrderStatus, note: string): void {
  order.status = status;
  order.closed = d.clock.turn;
  order.note = note;
  const fc = formationCommand(d, ctx, order.formation);
  if (fc.current === order.id) fc.current = null;
}

/** NLC 12.7 / 12.9: the formation now follows this order; its previous order is cancelled. */
export function comply(d: Draft<GameState>, ctx: Ctx, out: Out, order: Draft<Order>, why: string): void {
  const side = sideOfFormation(ctx, order.formation);
  const o = ordersDraft(d, side);
  const fc = formationCommand(d, ctx, order.formation);
  if (fc.current && fc.current !== order.id) {
    const prev = o.orders[String(fc.current)];
    if (prev && prev.status === 'complied') closeOrder(d, ctx, prev, 'cancelled', `replaced by order ${order.id}`);
  }
  order.status = 'complied';
  order.since = d.clock.turn;
  fc.current = order.id;
  fc.confidence = false;
  fc.bombardTurns = 0;
  fc.arrived = false;
  fc.steps = formationSteps(d as GameState, ctx, order.formation);
  // NLC 12.2 Assign: a formation under a new corps commander takes him as its leader; placed under a wing
  // commander it joins his wing (recipients.assignedToWing); a division joins a corps (recipients.attachedCorps)
  if (order.spec.type === 'assign' && order.spec.leader && ctx.leaders[order.spec.leader]?.role !== 'wing' && !parseDivision(order.formation)) fc.leader = order.spec.leader;
  // NLC 12.13 (a ruling): a new order complied with by the corps countermands its divisions' divisional orders
  for (const div of divisionsOf(ctx, order.formation)) {
    const cur = o.formations[div]?.current;
    const dord = cur ? o.orders[String(cur)] : undefined;
    if (dord && dord.status === 'complied') closeOrder(d, ctx, dord, 'cancelled', `countermanded: the corps complies with order ${order.id} (NLC 12.13)`);
  }
  log(d, out, `${recipientName(ctx, order.formation)} complies with ${orderText(ctx, order as Order)} (${why})`, {
    rule: 'NLC 12.7',
    visibleTo: side,
    hexes: order.spec.target.slice(0, 1),
  });
  opsOnComply(d, ctx, out, order as Order);
}

/** NLC 12.5, 12.8: after a success (or a March cancelled by the enemy) the next order of the sequence, else Defend (or Reserve). */
export function nextInSequence(d: Draft<GameState>, ctx: Ctx, out: Out, done: Draft<Order>, at: HexId[]): void {
  const [next, ...rest] = done.then;
  let spec: OrderSpec;
  if (next) spec = JSON.parse(JSON.stringify(next)) as OrderSpec;
  else if (done.awaitFurther) spec = { type: 'reserve', target: [], route: [] };
  else spec = { type: 'defend', target: [...at], route: [] };
  if (!next && isHq(ctx, done.formation)) return;
  const o = writeOrder(d, ctx, {
    formation: done.formation,
    from: done.from,
    spec,
    then: next ? (JSON.parse(JSON.stringify(rest)) as OrderSpec[]) : [],
    awaitFurther: done.awaitFurther,
    arrives: d.clock.turn,
    faceToFace: false,
    kind: 'default',
    compliance: null,
  });
  comply(d, ctx, out, o, next ? 'next order of the sequence, NLC 12.5' : done.awaitFurther ? 'awaiting further orders, NLC 12.8' : 'Defend where it stands, NLC 12.8');
}

/**
 * NLC 12.9 order failure: the formation at once retreats 3 hexes and switches to Fall Back; orders
 * still waiting in 1T, R4 or R5 are ignored.
 */
export function failOrder(d: Draft<GameState>, ctx: Ctx, out: Out, order: Draft<Order>, why: string): void {
  const side = sideOfFormation(ctx, order.formation);
  const o = ordersDraft(d, side);
  closeOrder(d, ctx, order, 'failed', why);
  const fc = formationCommand(d, ctx, order.formation);
  fc.failedTurn = d.clock.turn;
  log(d, out, `${recipientName(ctx, order.formation)}: ${orderText(ctx, order as Order)} fails (${why})`, { rule: 'NLC 12.9', visibleTo: side });
  opsOnFail(d, ctx, out, order as Order);
  for (const other of Object.values(o.orders)) {
    if (other.formation === order.formation && (other.status === '1T' || other.status === 'R4' || other.status === 'R5' || other.status === 'night')) {
      closeOrder(d, ctx, other, 'ignored', 'ignored after an order failure (NLC 12.9)');
    }
  }
  if (isHq(ctx, order.formation)) return;
  const home = failureRetreat(d, ctx, out, order.formation);
  const fb = writeOrder(d, ctx, {
    formation: order.formation,
    from: order.from,
    spec: { type: 'fallBack', target: [home], route: [] },
    then: [],
    awaitFurther: false,
    arrives: d.clock.turn,
    faceToFace: false,
    kind: 'default',
    compliance: null,
  });
  comply(d, ctx, out, fb, 'after the failure, NLC 12.9');
}

/**
 * The 3-hex failure retreat (NLC 12.9), done by the engine (a ruling): each unit steps three times to the
 * neighbour farthest from the nearest enemy unit (ties: lowest hex id), never into enemy units, across a
 * river, over the stacking limit, or into an enemy ZOC (it stops instead). The leader joins the nearest
 * of his units. Returns the hex the Fall Back heads for (the side's HQ, else the leader's new hex).
 */
export function failureRetreat(d: Draft<GameState>, ctx: Ctx, out: Out, formation: string): HexId {
  const side = sideOfFormation(ctx, formation);
  const enemy = otherSide(ctx, side);
  const enemyHexes = Object.entries(occupancy(d as GameState, ctx))
    .filter(([, c]) => c.side === enemy)
    .map(([h]) => h);
  const zoc = zocOf(d as GameState, ctx, enemy);
  const far = (h: HexId) => (enemyHexes.length ? Math.min(...enemyHexes.map((e) => hexDist(ctx.map, h, e))) : 0);
  const moved: string[] = [];
  for (const u of ctx.unitIds) {
    if (!recipientUnits(ctx, formation).includes(u) || d.units[u].status !== 'map' || !d.units[u].hex) continue;
    let here = d.units[u].hex!;
    const start = here;
    for (let step = 0; step < 3; step++) {
      const occ = occupancy(d as GameState, ctx);
      let best: HexId | null = null;
      for (const n of [...ctx.map.hexes[here].neighbours].sort()) {
        if (impassable(ctx.map, here, n)) continue;
        const cell = occ[n];
        if (cell && cell.side !== side) continue;
        if (zoc.has(n)) continue;
        if (stackProblem(d as GameState, ctx, n, [...(cell?.units ?? []), u])) continue;
        if (far(n) <= far(here)) continue;
        if (!best || far(n) > far(best)) best = n;
      }
      if (!best) break;
      here = best;
      d.units[u].hex = here;
    }
    if (here !== start) moved.push(`${pieceName(ctx, u)} ${start} to ${here}`);
  }
  const leader = formationLeader(d as GameState, ctx, formation);
  if (leader && d.leaders[leader].status === 'map' && d.leaders[leader].hex) {
    const lh = d.leaders[leader].hex!;
    let best: HexId | null = null;
    for (const u of ctx.unitIds) {
      if (!recipientUnits(ctx, formation).includes(u) || d.units[u].status !== 'map') continue;
      const h = d.units[u].hex!;
      if (!best || hexDist(ctx.map, lh, h) < hexDist(ctx.map, lh, best) || (hexDist(ctx.map, lh, h) === hexDist(ctx.map, lh, best) && h < best)) best = h;
    }
    if (best) d.leaders[leader].hex = best;
  }
  // the retreat is seen by both sides: units move on the map
  log(d, out, `${formationName(ctx, formation)} retreats after an order failure${moved.length ? ': ' + moved.join('; ') : ' (no room to retreat)'}`, { rule: 'NLC 12.9' });
  const hq = ctx.scenario.hqs.find((h) => h.side === side);
  const nlc = (d as GameState).nlc as { hqs?: Record<string, { hex: HexId | null }> } | undefined;
  const hqHex = hq ? nlc?.hqs?.[hq.id]?.hex : null;
  return hqHex ?? (leader && d.leaders[leader].hex) ?? Object.keys(occupancy(d as GameState, ctx)).find((h) => occupancy(d as GameState, ctx)[h].side === side) ?? ctx.map.ids[0];
}

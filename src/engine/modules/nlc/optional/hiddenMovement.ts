// NLC 20.1 hidden movement (optional), played by the engine rather than on paper. A side marks an order
// it sends as hidden (`hidden-march:plot`): the leader's path is plotted from his hex through the order's
// route to its target (cheapest infantry path, NLC 20.1.1). Once complied with, the formation's counters
// stay where they stand (their apparent hexes) and the march collects 4 MP a turn (6 all-cavalry). It is
// discovered when an enemy unit sees a hex the leader would already have passed (20.1.2, after the first
// move), on an R of the Hidden Movement table rolled each Command Phase after the orders are received
// (NLC T.HM), when the enemy is about to charge or assault its counters (20.1.1), when its order is no
// longer the formation's (20.1.3 Bad Move, new orders), or when its side reveals it (`hidden-march:reveal`).
// Then the leader walks the path paying infantry costs until the MP run out or a blocking hex, and the
// units are placed behind him. The march record lives in the side's secret (rules/hidden.ts).
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { readView } from '../../../core/readView';
import { log, reject, roll, type Out } from '../../../core/ops';
import { hiddenDraft, hiddenOf, type HiddenMarch } from '../../../rules/hidden';
import { occupiedHexes, sightNow } from '../../../rules/sight';
import { occupancy, otherSide, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { stackProblem } from '../../../rules/stacking';
import { arrivalOf } from '../../../rules/arrival';
import { hiddenMovementResult } from '../../../tables/hiddenMovement';
import { mpDistances, stepHalves } from '../orders/distance';
import { formationLeader } from '../orders/commandRange';
import { ordersActive } from '../orders/enforce';
import { currentOrder, ordersOf } from '../orders/types';
import { recipientName } from '../orders/lifecycle';
import { recipientUnits } from '../orders/recipients';

export const HIDDEN_MOVEMENT = 'NLC 20.1';
export const HIDDEN_JAMS = 'NLC 20.1.6';
const RULE = 'NLC 20.1';

const err = (code: string, message: string, rule = RULE): RuleError => ({ code, message, rule });

export function hiddenMovementOn(s: GameState, ctx: Ctx): boolean {
  return ruleIn(s, ctx, HIDDEN_MOVEMENT) && ordersActive(s, ctx);
}

/** NLC 20.1.1: 4 MP a turn, 6 when every unit of the formation is cavalry. */
export function mpPerTurn(ctx: Ctx, formation: string): number {
  const us = recipientUnits(ctx, formation);
  return us.length && us.every((u) => ctx.units[u].type === 'cavalry' || ctx.units[u].type === 'light cavalry') ? 6 : 4;
}

/** Where the march starts: the leader's hex, else the lead counter's, else (NLC 20.1.5) the reinforcements' entry hex. */
export function marchStart(s: GameState, ctx: Ctx, formation: string): HexId | null {
  const l = formationLeader(s, ctx, formation);
  if (l && s.leaders[l]?.status === 'map') return s.leaders[l].hex;
  const us = recipientUnits(ctx, formation);
  const on = us.find((u) => s.units[u].status === 'map');
  if (on) return s.units[on].hex;
  const pending = us.find((u) => s.units[u].status === 'pending');
  return pending ? arrivalOf(s, ctx, pending)?.hex ?? null : null;
}

/** The cheapest infantry path through the waypoints, start included, or null (NLC 20.1.1: the route plotted exactly). */
export function plotPath(ctx: Ctx, start: HexId, waypoints: HexId[]): HexId[] | null {
  const path: HexId[] = [start];
  for (const w of waypoints) {
    const from = path[path.length - 1];
    if (w === from) continue;
    const dist = mpDistances(ctx.map, [from], 'infantry', 400);
    if (dist[w] === undefined) return null;
    const leg: HexId[] = [w];
    let cur = w;
    while (cur !== from) {
      const prev = ctx.map.hexes[cur].neighbours.find((n) => {
        if (dist[n] === undefined) return false;
        const c = stepHalves(ctx.map, n, cur, 'infantry');
        return c !== null && dist[n] + c === dist[cur];
      });
      if (!prev) return null;
      leg.push(prev);
      cur = prev;
    }
    leg.pop();
    path.push(...leg.reverse());
  }
  return path;
}

/** How far along the path (index) the leader gets with `mp`, paying infantry costs, stopping before `blocked` hexes. */
export function reachedIndex(ctx: Ctx, path: HexId[], mp: number, blocked: (hex: HexId) => boolean = () => false): number {
  let left = mp * 2;
  let i = 0;
  while (i + 1 < path.length) {
    const c = stepHalves(ctx.map, path[i], path[i + 1], 'infantry');
    if (c === null || c > left || blocked(path[i + 1])) break;
    left -= c;
    i++;
  }
  return i;
}

/** The hexes enemy pieces watch from: their units and leaders on the map, and their own hidden marches' leaders (NLC 20.1.4). */
function watchers(s: GameState, ctx: Ctx, enemy: Side): HexId[] {
  const out = new Set<HexId>();
  for (const u of ctx.unitIds) if (ctx.units[u].side === enemy && s.units[u].status === 'map') out.add(s.units[u].hex!);
  for (const l of ctx.leaderIds) if (ctx.leaders[l].side === enemy && s.leaders[l].status === 'map') out.add(s.leaders[l].hex!);
  for (const m of Object.values(hiddenOf(s, enemy)?.marches ?? {})) if (m.turns > 0) out.add(m.path[reachedIndex(ctx, m.path, m.mp)]);
  return [...out];
}

function seenFrom(s: GameState, ctx: Ctx, from: readonly HexId[], hexes: readonly HexId[], occ: ReadonlySet<HexId>): HexId | null {
  for (const h of hexes) for (const w of from) if (w === h || sightNow(s, ctx, w, h, occ).clear) return h;
  return null;
}

/** The hexes the leader has passed into or through beyond his first move (NLC 20.1.2). */
export function passedHexes(ctx: Ctx, m: HiddenMarch): HexId[] {
  if (m.turns === 0) return [];
  return m.path.slice(m.firstMove + 1, reachedIndex(ctx, m.path, m.mp) + 1);
}

/** NLC 20.1.2: "blocking hexes": an enemy unit or ZOC in it, or in sight of an enemy unit or leader. */
function blocking(s: GameState, ctx: Ctx, side: Side): (hex: HexId) => boolean {
  const enemy = otherSide(ctx, side);
  const zoc = zocOf(s, ctx, enemy);
  const occ = occupancy(s, ctx);
  const occSet = occupiedHexes(s, ctx);
  const eyes = watchers(s, ctx, enemy).filter((h) => occ[h]?.side === enemy || ctx.leaderIds.some((l) => ctx.leaders[l].side === enemy && s.leaders[l].status === 'map' && s.leaders[l].hex === h));
  return (hex) => occ[hex]?.side === enemy || zoc.has(hex) || eyes.some((e) => e === hex || sightNow(s, ctx, e, hex, occSet).clear);
}

/** Reveal a march: the leader walks the plotted path, the units are placed behind him (NLC 20.1.2). */
export function revealMarch(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, formation: string, why: string): void {
  const h = hiddenDraft(d, side);
  const m = h.marches[formation];
  if (!m) return;
  delete h.marches[formation];
  const s = d as GameState;
  if (m.turns === 0) {
    log(d, out, `${recipientName(ctx, formation)} gives up its hidden march before it began (${why})`, { rule: RULE, visibleTo: side });
    return;
  }
  const k = reachedIndex(ctx, m.path, m.mp, blocking(s, ctx, side));
  const leader = formationLeader(s, ctx, formation);
  if (leader && d.leaders[leader] && d.leaders[leader].status !== 'eliminated') {
    d.leaders[leader].status = 'map';
    d.leaders[leader].hex = m.path[k];
  }
  const order = ordersOf(s, side)?.orders[String(m.order)];
  const oneEach = order?.spec.type === 'march';
  const movers = recipientUnits(ctx, formation).filter((u) => d.units[u].status === 'map' || d.units[u].status === 'pending');
  const placed: string[] = [];
  let i = k;
  for (const u of movers) {
    // the head of the column first, then back along the path: one unit a hex under March orders, else as
    // close to the leader as stacking allows (units never end ahead of him: a ruling, NLC 20.1.2)
    let done = false;
    for (let j = i; j >= 0 && !done; j--) {
      const hex = m.path[j];
      const here = unitsAt(d as GameState, ctx, hex).filter((x) => x !== u);
      if (here.some((x) => ctx.units[x].side !== side)) continue;
      if (oneEach && here.some((x) => movers.includes(x) && placed.includes(x))) continue;
      if (stackProblem(d as GameState, ctx, hex, [...here, u])) continue;
      d.units[u].status = 'map';
      d.units[u].hex = hex;
      placed.push(u);
      i = oneEach ? Math.max(0, j - 1) : j;
      done = true;
    }
  }
  out.revealed = true;
  log(d, out, `${sideName(ctx, side)} hidden march of ${recipientName(ctx, formation)} revealed (${why}): ${leader ? pieceName(ctx, leader) + ' at ' + m.path[k] + '; ' : ''}${placed.map((u) => `${pieceName(ctx, u)} ${d.units[u].hex}`).join(', ') || 'no unit placed'}`, { rule: RULE, hexes: [m.path[0], m.path[k]] });
}

/** NLC 20.1.2: reveal the marches of `side` whose passed hexes an enemy sees now; `from` narrows the spotters. */
export function discover(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, from?: HexId[]): void {
  const h = hiddenOf(d as GameState, side);
  if (!h) return;
  const s = d as GameState;
  const enemy = otherSide(ctx, side);
  const eyes = from ?? watchers(s, ctx, enemy);
  if (!eyes.length) return;
  const occ = occupiedHexes(s, ctx);
  for (const [f, m] of Object.entries(h.marches)) {
    const seen = seenFrom(s, ctx, eyes, passedHexes(ctx, m), occ);
    if (seen) revealMarch(d, ctx, out, side, f, `the enemy sees its path at ${seen}`);
  }
}

/** Is this march still the formation's order (NLC 20.1.3: a Bad Move or a new order ends the hiding)? */
function stillCurrent(s: GameState, side: Side, m: HiddenMarch): boolean {
  const cur = currentOrder(s, side, m.formation);
  return !!cur && cur.id === m.order && cur.status === 'complied';
}

/** Hook beforeLocalDecisions (NLC 20.1.1, 20.1.2, T.HM): collect the turn's MP, roll for discovery, look for sightings. */
export function hiddenMarchPhase(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  if (!hiddenMovementOn(d as GameState, ctx)) return;
  const h = hiddenOf(d as GameState, side);
  if (!h || !Object.keys(h.marches).length) return;
  const hd = hiddenDraft(d, side);
  for (const f of Object.keys(h.marches).sort()) {
    const m = hd.marches[f];
    const order = ordersOf(d as GameState, side)?.orders[String(m.order)];
    if (!order || ['ignored', 'cancelled', 'failed', 'succeeded'].includes(order.status)) {
      revealMarch(d, ctx, out, side, f, 'its order is no longer in force');
      continue;
    }
    if (order.status !== 'complied') continue; // still awaiting compliance: nothing moves yet
    if (!stillCurrent(d as GameState, side, m)) {
      revealMarch(d, ctx, out, side, f, 'new orders');
      continue;
    }
    if (m.turns === 0) {
      const start = marchStart(d as GameState, ctx, f);
      const pending = recipientUnits(ctx, f).some((u) => d.units[u].status === 'pending');
      const arr = pending ? arrivalOf(d as GameState, ctx, recipientUnits(ctx, f).find((u) => d.units[u].status === 'pending')!) : null;
      // NLC 20.1.5: reinforcements count from the turn they enter
      if (arr && arr.turn > d.clock.turn) continue;
      if (start && start !== m.path[0]) {
        const p = plotPath(ctx, start, m.path.slice(-1));
        if (p) m.path = p;
      }
    }
    const jam = m.jams?.includes(d.clock.turn) ? mpPerTurn(ctx, f) / 2 : 0;
    m.turns += 1;
    m.mp += mpPerTurn(ctx, f) - jam;
    if (m.turns === 1) m.firstMove = reachedIndex(ctx, m.path, m.mp);
    log(d, out, `${recipientName(ctx, f)} marches hidden: turn ${m.turns}, ${m.mp} MP collected${jam ? ` (${jam} lost to a crossing, NLC 20.1.6)` : ''}, the leader would be at ${m.path[reachedIndex(ctx, m.path, m.mp)]}`, { rule: RULE, visibleTo: side });
    const [die] = roll(d, out, 1, `Hidden Movement table for ${recipientName(ctx, f)}`, 'NLC T.HM', side);
    const result = hiddenMovementResult(m.superseded ? 3 : m.turns, die, { closestEnemyHqAustrianOrRussian: closestEnemyHqAustroRussian(d as GameState, ctx, side, f) });
    log(d, out, `Hidden Movement table, turn ${m.superseded ? '3+' : m.turns}: ${die} gives ${result}`, { rule: 'NLC T.HM', dice: [die], visibleTo: side });
    if (result === 'R') revealMarch(d, ctx, out, side, f, `an R on the Hidden Movement table`);
  }
  discover(d, ctx, out, side);
}

/** NLC 20.1.2: -1 when the enemy HQ closest to the march's leader belongs to an Austrian or Russian commander. */
function closestEnemyHqAustroRussian(s: GameState, ctx: Ctx, side: Side, formation: string): boolean {
  const start = marchStart(s, ctx, formation);
  if (!start) return false;
  const enemy = otherSide(ctx, side);
  const hqs = ctx.scenario.hqs.filter((x) => x.side === enemy);
  let best: { d: number; hq: (typeof hqs)[number] } | null = null;
  for (const hq of hqs) {
    const dist = ctx.map.distance(start, hq.hex);
    if (!best || dist < best.d) best = { d: dist, hq };
  }
  if (!best) return false;
  // the HQ's nationality is that of the units its commander's formations hold (a ruling)
  const mine = ctx.scenario.formations.filter((f) => f.commander === best!.hq.leader).map((f) => f.id);
  const fs = mine.length ? mine : ctx.scenario.formations.filter((f) => f.side === enemy).map((f) => f.id);
  const nat = ctx.unitIds.find((u) => fs.includes(ctx.units[u].formation));
  const n = nat ? ctx.units[nat].nationality.toLowerCase() : '';
  return n.startsWith('austria') || n.startsWith('russia');
}

/** Side command `hidden-march:plot` (order.formation) and `hidden-march:reveal` (order.formation). */
export function hiddenMarchCommand(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const what = cmd.choice.split(':')[1];
  const s = d as GameState;
  if (!hiddenMovementOn(s, ctx)) reject('rule-off', 'hidden movement (NLC 20.1) is not in play', RULE);
  const f = cmd.order?.formation ?? '';
  const side = cmd.side;
  if (what === 'reveal') {
    if (!hiddenOf(s, side)?.marches[f]) reject('not-hidden', `${recipientName(ctx, f)} is not marching hidden`, RULE);
    return revealMarch(d, ctx, out, side, f, `${sideName(ctx, side)} reveals it`);
  }
  if (what !== 'plot') reject('bad-choice', `"${cmd.choice}": say hidden-march:plot or hidden-march:reveal`, RULE);
  const e = plotVeto(s, ctx, side, f);
  if (typeof e !== 'object' || 'code' in e) {
    const x = e as RuleError;
    reject(x.code, x.message, x.rule);
  }
  const { order, path } = e as { order: number; path: HexId[] };
  const h = hiddenDraft(d, side);
  const m: HiddenMarch = { formation: f, order, path, mp: 0, turns: 0, firstMove: 0 };
  // NLC 20.1.6 (optional): a route crossing another hidden march costs both half a turn of MP next turn
  if (ruleIn(s, ctx, HIDDEN_JAMS)) {
    for (const other of Object.values(h.marches)) {
      if (!other.path.some((x) => path.includes(x))) continue;
      const turn = d.clock.turn + 1;
      m.jams = [turn];
      if (!other.jams?.includes(turn)) other.jams = [...(other.jams ?? []), turn];
    }
  }
  h.marches[f] = m;
  log(d, out, `${recipientName(ctx, f)} will march hidden: ${path.join(' ')}`, { rule: RULE, visibleTo: side, hexes: [path[0], path[path.length - 1]] });
}

/** Why the formation may not march hidden under its newest order, or the order and the plotted path (NLC 20.1.1). */
export function plotVeto(s: GameState, ctx: Ctx, side: Side, formation: string): RuleError | { order: number; path: HexId[] } {
  const def = ctx.scenario.formations.find((x) => x.id === formation);
  if (!def || def.side !== side) return err('not-yours', `${formation} is not a ${sideName(ctx, side)} formation`);
  if (hiddenOf(s, side)?.marches[formation]) return err('already', `${recipientName(ctx, formation)} already marches hidden`);
  const orders = Object.values(ordersOf(s, side)?.orders ?? {}).filter((o) => o.formation === formation && o.kind === 'written' && o.written === s.clock.turn);
  const o = orders[orders.length - 1];
  if (!o) return err('no-order', `write ${recipientName(ctx, formation)} an order this Command Phase first: hidden movement follows an order`);
  if (!o.spec.target.length) return err('no-goal', 'a hidden march needs an order with a target', RULE);
  const start = marchStart(s, ctx, formation);
  if (!start) return err('no-start', `${recipientName(ctx, formation)} has no counter to march from`);
  const path = plotPath(ctx, start, [...o.spec.route, o.spec.target[0]]);
  if (!path || path.length < 2) return err('no-path', `no path from ${start} to ${o.spec.target[0]} to plot`);
  // NLC 20.1.1: it is enough that one move would take the leader out of enemy sight
  const enemy = otherSide(ctx, side);
  const occ = occupiedHexes(s, ctx);
  const eyes = watchers(s, ctx, enemy);
  const oneMove = reachedIndex(ctx, path, Math.max(...recipientUnits(ctx, formation).map((u) => ctx.units[u].movement), 4));
  const out = path.slice(0, oneMove + 1).some((h) => !eyes.some((w) => w === h || sightNow(s, ctx, w, h, occ).clear));
  if (!out) return err('in-sight', `one move along ${path.slice(0, oneMove + 1).join(' ')} does not leave the enemy's sight`);
  return { order: o.id, path };
}

/** Hook mayMove: the counters of a hidden march stay at their apparent hexes (NLC 20.1.1). */
export function hiddenMarchMayMove(s: GameState, ctx: Ctx, piece: string): RuleError | null {
  const side = ctx.units[piece]?.side ?? ctx.leaders[piece]?.side;
  if (!side) return null;
  const ms = hiddenOf(s, side)?.marches;
  if (!ms) return null;
  const f = ctx.units[piece]?.formation ?? ctx.scenario.formations.find((x) => formationLeader(s, ctx, x.id) === piece)?.id;
  const m = f ? ms[f] : undefined;
  if (!m || m.turns === 0) return null;
  return err('marching-hidden', `${pieceName(ctx, piece)} marches hidden: its counter stays where it was until the march is revealed`);
}

/** Hook onSegmentStart: counters of a hidden march next to the side about to charge or assault leave their hexes (NLC 20.1.1). */
export function hiddenMarchUnderAttack(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, segment: 'charge' | 'assault'): void {
  if (!hiddenMovementOn(readView(d as GameState), ctx)) return;
  const enemy = otherSide(ctx, side);
  const ms = hiddenOf(d as GameState, enemy)?.marches;
  if (!ms) return;
  const occ = occupancy(d as GameState, ctx);
  for (const [f, m] of Object.entries(ms)) {
    if (m.turns === 0) continue;
    const near = recipientUnits(ctx, f).some((u) => {
      const hex = d.units[u].status === 'map' ? d.units[u].hex : null;
      return !!hex && ctx.map.hexes[hex].neighbours.some((n) => occ[n]?.side === side);
    });
    if (near) revealMarch(d, ctx, out, enemy, f, `the enemy's ${segment} segment finds its counters gone`);
  }
}

/** Hooks.enterHexFor (NLC 20.1.2): only a move while the enemy has marching columns can sight one. */
export function hiddenMarchSightable(s: GameState, ctx: Ctx, side: Side): boolean {
  if (!hiddenMovementOn(s, ctx)) return false;
  return Object.keys(hiddenOf(s, otherSide(ctx, side))?.marches ?? {}).length > 0;
}

/** Hook onEnterHex: enemy pieces moving may see a marching column's path (NLC 20.1.2). */
export function hiddenMarchSighted(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId): void {
  // asked for every hex every move enters: read without drafting (core/readView.ts)
  const s = readView(d as GameState);
  if (!hiddenMovementOn(s, ctx)) return;
  const enemy = otherSide(ctx, side);
  if (Object.keys(hiddenOf(s, enemy)?.marches ?? {}).length) discover(d, ctx, out, enemy, [hex]);
}

/** Hook onFormationAction: a march whose order changed (Bad Move, new orders) is revealed at once (NLC 20.1.3). */
export function hiddenMarchOrderCheck(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  if (!hiddenMovementOn(d as GameState, ctx)) return;
  for (const side of ctx.sides) {
    for (const [f, m] of Object.entries(hiddenOf(d as GameState, side)?.marches ?? {})) {
      if (m.turns > 0 && !stillCurrent(d as GameState, side, m)) revealMarch(d, ctx, out, side, f, 'its order changed');
    }
  }
}

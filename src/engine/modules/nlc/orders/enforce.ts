// Orders enforced, not advised (NLC 12.1, 12.2, 12.4, 7.3): a move or assault that breaks a prohibition
// is refused with the order and the case; obligations judged at the end of movement are checked when
// the player ends it, and refused while a legal way to meet them exists.
import { isDraft, type Draft } from 'immer';
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import type { Out } from '../../../core/ops';
import { refusal } from '../../../core/ops';
import { isLeader, moveClass, otherSide, pieceName } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { seenOccupancy, unseenBy } from '../../../rules/unseen';
import { memoOn } from '../../../rules/memo';
import { peekField } from '../../../core/readView';
import { pathTo } from '../../../rules/movement/reach';
import { groupDestinations } from '../../../rules/movement/reachReuse';
import { nlcDraft, nlcOf } from '../state';
import { activePieces, nlcPolicy } from '../movement';
import { moveVeto } from '../../../core/module';
import { ORDER_INFO } from './orderTypes';
import { currentOrder, ordersDraft, ordersOf, type Order } from './types';
import { commandTestOf, formationLeader, inCommand } from './commandRange';
import { instantAttack } from './sequenceSwitch';
import { advanceRoutes, marchGoal } from './route';
import { hexDist, hexesTo } from './distance';
import { specText } from './lifecycle';
import { divisionVeto } from './divisional';
import { directed } from '../optional/directCommand';
import { unitAttachedCorps, unitDivisionOnOrders } from './recipients';
import { hooksOf } from '../../../core/hookAnswer';

export const ORDERS_TOGGLE = 'NLC 12';

/** Is the orders system running: the toggle on and the scenario giving a command section? (Asked of drafts in hot hooks: nothing is drafted.) */
export function ordersActive(s: GameState, ctx: Ctx): boolean {
  return !!ctx.scenario.command && !!peekField(s, 'nlc') && ruleIn(s, ctx, ORDERS_TOGGLE);
}

/** The order a unit's formation follows now (complied with), or null. */
export function unitOrder(s: GameState, ctx: Ctx, unit: string): Order | null {
  const f = ctx.units[unit]?.formation;
  if (!f) return null;
  // NLC 20.7 (optional): units under the OC's direct command follow no order this turn
  if (directed(s, ctx, unit)) return null;
  // NLC 12.13: a division on divisional orders follows its own order, not the corps'
  // NLC 12.13: a division assigned to another corps follows that corps' order
  const o = currentOrder(s, ctx.units[unit].side, unitDivisionOnOrders(s, ctx, unit) ?? unitAttachedCorps(s, ctx, unit) ?? f);
  return o && o.status === 'complied' ? o : null;
}

// MOP 37.10 (rules/unseen.ts): orders judge a move on the board as the mover's side sees it, enemy hidden forces left out
const zocCache = new WeakMap<GameState, Record<Side, Set<HexId>>>();
function enemyZoc(s: GameState, ctx: Ctx, side: Side): Set<HexId> {
  const enemy = otherSide(ctx, side);
  if (isDraft(s)) return zocOf(s, ctx, enemy, unseenBy(s, side));
  let per = zocCache.get(s);
  if (!per) zocCache.set(s, (per = {}));
  return (per[enemy] ??= zocOf(s, ctx, enemy, unseenBy(s, side)));
}

const enemyCache = new WeakMap<GameState, Record<Side, HexId[]>>();
function enemyHexes(s: GameState, ctx: Ctx, side: Side): HexId[] {
  const calc = () => Object.entries(seenOccupancy(s, ctx, side)).filter(([, c]) => c.side !== side).map(([h]) => h);
  if (isDraft(s)) return calc();
  let per = enemyCache.get(s);
  if (!per) enemyCache.set(s, (per = {}));
  return (per[side] ??= calc());
}

function nearestEnemy(s: GameState, ctx: Ctx, side: Side, hex: HexId): number {
  let best = Infinity;
  for (const h of enemyHexes(s, ctx, side)) best = Math.min(best, hexDist(ctx.map, hex, h));
  return best;
}

// the listing asks these checks of every destination and reads only whether they refuse: the words are
// written when someone reads them (core/ops.ts refusal)
const err = refusal;

/** Why this group's move is refused by its orders or command range, or null (hook checkMove). */
export function checkMove(s: GameState, ctx: Ctx, pieces: string[], from: HexId | null, path: HexId[], halves: number): RuleError | null {
  if (!path.length) return null;
  return judgeOf(s, ctx, pieces, from)(path, halves);
}

/** checkMove of one group from one hex in one state, for each path it may take. */
type MoveJudge = (path: HexId[], halves: number) => RuleError | null;
/** One piece's part of it (`dest`: the path's last hex). */
type PieceJudge = (path: HexId[], dest: HexId, halves: number) => RuleError | null;

const NONE: MoveJudge = () => null;

// the listing asks checkMove of every destination of a group: what depends only on the state, the pieces and
// their hex is settled once (a finished state never changes; the pieces are compared, not trusted)
const judged = new WeakMap<readonly string[], { s: GameState; ctx: Ctx; from: HexId | null; pieces: string[]; judge: MoveJudge }>();

function judgeOf(s: GameState, ctx: Ctx, pieces: string[], from: HexId | null): MoveJudge {
  if (isDraft(s)) return makeJudge(s, ctx, pieces, from);
  const hit = judged.get(pieces);
  if (hit && hit.s === s && hit.ctx === ctx && hit.from === from && hit.pieces.length === pieces.length && hit.pieces.every((p, i) => p === pieces[i])) return hit.judge;
  const judge = makeJudge(s, ctx, pieces, from);
  judged.set(pieces, { s, ctx, from, pieces: [...pieces], judge });
  return judge;
}

function makeJudge(s: GameState, ctx: Ctx, pieces: string[], from: HexId | null): MoveJudge {
  if (!ordersActive(s, ctx)) return NONE;
  // in the order of the pieces, as each is checked in turn
  const parts: PieceJudge[] = [];
  for (const id of pieces) {
    const j = isLeader(ctx, id) ? leaderJudge(s, ctx, id, from) : from ? unitJudge(s, ctx, id, from) : null;
    if (j) parts.push(j);
  }
  if (!parts.length) return NONE;
  return (path, halves) => {
    const dest = path[path.length - 1];
    for (const j of parts) {
      const e = j(path, dest, halves);
      if (e) return e;
    }
    return null;
  };
}

/** A refusal made the first time it is given (its words never depend on the path), then given again as made. */
function once(make: () => RuleError): () => RuleError {
  let e: RuleError | undefined;
  return () => (e ??= Object.freeze(make()));
}

/** A leader's move (null: his orders refuse none of his moves from `from`). */
function leaderJudge(s: GameState, ctx: Ctx, id: string, from: HexId | null): PieceJudge | null {
  const def = ctx.leaders[id];
  const side = def.side;
  const o = ordersOf(s, side);
  if (def.role === 'overall') {
    // NLC 12.4 / 11.1: on a turn he gives orders the OC moves half his allowance
    if (!(o && o.givenTurn === s.clock.turn && (o.given[id] ?? 0) > 0)) return null;
    const l = s.leaders[id];
    const spent = l.movedIn === s.clock.activation ? (l.mpSpentHalves ?? 0) : 0;
    const half = once(() => err('half-move', () => `${def.name} gave orders this turn: he moves at most ${def.movement / 2} MP`, 'NLC 12.4'));
    return (_path, _dest, halves) => (spent + halves > def.movement ? half() : null);
  }
  const formation = ledFormation(s, ctx, id);
  if (!formation || !from) return null;
  const order = currentOrder(s, side, formation);
  if (!order || order.status !== 'complied') return null;
  if (order.spec.type === 'reserve') return once(() => err('reserve-leader', () => `${def.name} is in Reserve: the leader may not move`, 'NLC 12.2'));
  if ((order.spec.type === 'defend' || order.spec.type === 'delay') && hexesTo(ctx.map, from, order.spec.target) <= 2) {
    const target = order.spec.target;
    const radius = once(() => err('radius', () => `${def.name} holds ${specText(ctx, order.spec)}: he leaves the 2-hex radius only by retreat`, 'NLC 12.2'));
    return (_path, dest) => (hexesTo(ctx.map, dest, target) > 2 ? radius() : null);
  }
  return null;
}

/** The formation the leader leads now (asked for every destination of his moves: remembered per state). */
function ledFormation(s: GameState, ctx: Ctx, leader: string): string | undefined {
  const led = memoOn(s, 'nlc.ledFormations', () => {
    const m = new Map<string, string>();
    // the first formation in scenario order, as a search through them would find
    for (const f of ctx.scenario.formations) {
      const l = formationLeader(s, ctx, f.id);
      if (l && !m.has(l)) m.set(l, f.id);
    }
    return m;
  });
  return led.get(leader);
}

/** A unit's move from `from`: the facts that do not depend on the path worked out once. */
function unitJudge(s: GameState, ctx: Ctx, id: string, from: HexId): PieceJudge {
  const def = ctx.units[id];
  const zoc = enemyZoc(s, ctx, def.side);
  const inRange = commandTestOf(s, ctx, id);
  // NLC 12.1: never out of command range by normal movement; out of range, back towards the leader and into no ZOC
  const fromIn = inRange(from);
  const outLeader = fromIn ? null : formationLeader(s, ctx, def.formation)!;
  const lh = outLeader ? s.leaders[outLeader].hex! : null;
  const fromLeader = lh ? hexDist(ctx.map, from, lh) : 0;
  const order = unitOrder(s, ctx, id);
  const info = order ? ORDER_INFO[order.spec.type] : null;
  const what = () => `${def.name} is under ${specText(ctx, order!.spec)}`;
  // NLC 12.2: a March heads for its next route waypoint (route.ts)
  const goal = order ? marchGoal(s, ctx, order) : [];
  const goalFrom = info?.noRetire && goal.length ? hexesTo(ctx.map, from, goal) : 0;
  const fallBack = !!order && (order.spec.type === 'fallBack' || order.spec.type === 'generalRetreat');
  const enemyFrom = fallBack ? nearestEnemy(s, ctx, def.side, from) : 0;
  let instant: boolean | undefined;
  let probeInZoc: number | undefined;
  // the refusals' words name the unit, its leader and its order, never the path: each is made once
  const range = once(() => {
    const leader = formationLeader(s, ctx, def.formation);
    return err('command-range', () => `${def.name} would leave the command range of ${leader ? pieceName(ctx, leader) : 'its leader'} (3 MP)`, 'NLC 12.1');
  });
  const outZoc = once(() => err('out-of-command-zoc', () => `${def.name} is out of command range: it may not enter an enemy ZOC`, 'NLC 12.1'));
  const outMove = once(() => err('out-of-command-move', () => `${def.name} is out of command range: it must move back towards ${pieceName(ctx, outLeader!)}`, 'NLC 12.1'));
  const orderZoc = once(() => err('order-zoc', () => `${what()}: it may not enter an enemy ZOC${info!.enterZoc === 'target' ? ' outside the target' : ''}`, 'NLC 12.2'));
  const retire = once(() => err('order-retire', () => `${what()}: it may not move away from the target`, 'NLC 12.2'));
  const towards = once(() => err('order-fall-back', () => `${what()}: it must move away from the enemy, not towards it`, 'NLC 12.2'));
  const probeTwo = once(() => err('probe-two', () => `${what()}: two of its units are already in enemy ZOCs`, 'NLC 12.2'));
  return (path, dest) => {
    const entersZoc = path.some((h) => zoc.has(h));
    if (fromIn) {
      if (!inRange(dest)) return range();
    } else {
      if (entersZoc) return outZoc();
      if (!inRange(dest) && hexDist(ctx.map, dest, lh!) >= fromLeader) return outMove();
    }
    const dv = divisionVeto(s, ctx, id, from, dest, order);
    if (dv) return dv;
    if (!order || !info) return null;
    // NLC 12.5: a March followed by an Attack under a leader rated 3+ switches on entering the ZOC (sequenceSwitch.ts)
    if (entersZoc && !(instant ??= instantAttack(s, ctx, order.formation, order)) && (info.enterZoc === 'no' || (info.enterZoc === 'target' && path.some((h) => zoc.has(h) && !order.spec.target.includes(h))))) {
      return orderZoc();
    }
    if (info.noRetire && goal.length && hexesTo(ctx.map, dest, goal) > goalFrom) return retire();
    if (fallBack && nearestEnemy(s, ctx, def.side, dest) < enemyFrom) return towards();
    if (order.spec.type === 'probe' && zoc.has(dest) && !zoc.has(from)) {
      probeInZoc ??= ctx.unitIds.filter((u) => ctx.units[u].formation === def.formation && s.units[u].status === 'map' && zoc.has(s.units[u].hex!)).length;
      if (probeInZoc >= 2) return probeTwo();
    }
    return null;
  };
}

/** NLC 12.1, 12.2: may this unit assault now? */
export function mayAssault(s: GameState, ctx: Ctx, unit: string): RuleError | null {
  if (!ordersActive(s, ctx) || !ctx.units[unit]) return null;
  if (!inCommand(s, ctx, unit)) return err('out-of-command', () => `${ctx.units[unit].name} is out of command range: it may not assault`, 'NLC 12.1');
  const order = unitOrder(s, ctx, unit);
  if (order && ORDER_INFO[order.spec.type].attack === 'no') {
    return err('order-no-attack', () => `${ctx.units[unit].name} is under ${specText(ctx, order.spec)}: no attacks`, 'NLC 12.2');
  }
  return null;
}

/** NLC 7.3: non-artillery units under Attack or Probe in an enemy ZOC must assault. */
export function mustAssault(s: GameState, ctx: Ctx, unit: string): boolean {
  if (!ordersActive(s, ctx) || !ctx.units[unit]) return false;
  const order = unitOrder(s, ctx, unit);
  if (!order || (order.spec.type !== 'attack' && order.spec.type !== 'probe')) return false;
  // a module may excuse the unit (Hooks.assaultExempt: MOP A.I 13 Infiltration)
  if (hooksOf(ctx, 'assaultExempt').some((hk) => hk(s, ctx, unit))) return false;
  const hex = s.units[unit].hex;
  if (!hex || moveClass(ctx.units[unit].type) === 'artillery') return false;
  return enemyZoc(s, ctx, ctx.units[unit].side).has(hex) && inCommand(s, ctx, unit);
}

/** Formations in Reserve draw no chit: they act in the Reserve Action Stage (NLC 4, 12.2). */
export function inReserve(s: GameState, ctx: Ctx, formation: string): boolean {
  if (!ordersActive(s, ctx)) return false;
  const def = ctx.scenario.formations.find((f) => f.id === formation);
  const o = def ? currentOrder(s, def.side, formation) : null;
  return !!o && o.status === 'complied' && o.spec.type === 'reserve';
}

/** Remember where the activated pieces stand, to judge the end-of-movement obligations. */
export function onFormationAction(d: Draft<GameState>, ctx: Ctx, _out: Out, side: Side, formations: string[]): void {
  if (!ordersActive(d as GameState, ctx)) return;
  const o = ordersDraft(d, side);
  const start: Record<string, HexId> = {};
  for (const u of ctx.unitIds) {
    if (formations.includes(ctx.units[u].formation) && d.units[u].status === 'map' && d.units[u].hex) start[u] = d.units[u].hex!;
  }
  for (const f of formations) {
    const l = formationLeader(d as GameState, ctx, f);
    if (l && d.leaders[l].status === 'map' && d.leaders[l].hex) start[l] = d.leaders[l].hex!;
  }
  o.startHex = start;
  // NLC 12.2: waypoints the formation stands on count as passed
  advanceRoutes(d, ctx, side, formations);
  // NLC 5.4: units under Fall Back, Reserve or General Retreat may leave an enemy ZOC (paying +1 MP)
  const n = nlcDraft(d);
  n.zocLocked = n.zocLocked.filter((u) => {
    const order = unitOrder(d as GameState, ctx, u);
    return !order || !ORDER_INFO[order.spec.type].leaveZoc;
  });
}

/** Could the piece still move, under every rule, to a hex that `better` accepts? */
function canStill(s: GameState, ctx: Ctx, id: string, better: (h: HexId) => boolean): boolean {
  // the same moves the player is offered: only pieces that may move now (not charged, not bombarded
  // foot artillery, ...) and paths no rules module vetoes (orders, command range, ...)
  if (!activePieces(s, ctx).includes(id)) return false;
  const r = groupDestinations(s, ctx, [id], nlcPolicy(s, ctx, [id]));
  if ('code' in r) return false;
  const from = r.mover.from;
  for (const h of r.dests) {
    if (!better(h)) continue;
    const path = pathTo(r.reach, h);
    if (!moveVeto(ctx, s, [id], from, path, r.reach.cost.get(h)!)) return true;
  }
  return false;
}

/** What a piece still owes at the end of movement (NLC 12.2), or null; only when a legal way to pay exists. */
export function owes(s: GameState, ctx: Ctx, side: Side): RuleError | null {
  if (!ordersActive(s, ctx)) return null;
  const n = nlcOf(s);
  const o = ordersOf(s, side);
  if (!o) return null;
  // NLC 12.13: each division on divisional orders answers for its own order, apart from its corps
  const groups: [string, string[]][] = [];
  for (const f of n.active) {
    const divs = new Map<string, string[]>();
    const corps: string[] = [];
    for (const u of ctx.unitIds) {
      if (ctx.units[u].formation !== f) continue;
      const dv = unitDivisionOnOrders(s, ctx, u);
      if (dv) divs.set(dv, [...(divs.get(dv) ?? []), u]);
      else corps.push(u);
    }
    groups.push([f, corps], ...divs);
  }
  for (const [f, members] of groups) {
    const order = currentOrder(s, side, f);
    if (!order || order.status !== 'complied') continue;
    const t = order.spec.type;
    const target = marchGoal(s, ctx, order);
    if ((t === 'attack' || t === 'probe' || t === 'march') && target.length) {
      for (const u of members) {
        if (s.units[u].status !== 'map') continue;
        const start = o.startHex[u];
        const hex = s.units[u].hex!;
        if (!start || !inCommand(s, ctx, u)) continue;
        if (n.bombarded.includes(u) || n.charged.includes(u)) continue;
        if (t !== 'march' && nearestEnemy(s, ctx, side, hex) <= 2) continue;
        if (target.includes(hex)) continue;
        const was = hexesTo(ctx.map, start, target);
        if (hexesTo(ctx.map, hex, target) < was) continue;
        if (canStill(s, ctx, u, (h) => hexesTo(ctx.map, h, target) < was)) {
          return err('owes-approach', () => `${ctx.units[u].name} must still move at least one hex closer to its target (${specText(ctx, order.spec)})`, 'NLC 12.2');
        }
      }
    }
    if (t === 'defend' && target.length) {
      const l = formationLeader(s, ctx, f);
      const start = l ? o.startHex[l] : undefined;
      if (l && start && s.leaders[l].status === 'map') {
        const was = hexesTo(ctx.map, start, target);
        const now = hexesTo(ctx.map, s.leaders[l].hex!, target);
        if (was > 2 && now >= was && canStill(s, ctx, l, (h) => hexesTo(ctx.map, h, target) < was)) {
          return err('owes-defend', () => `${ctx.leaders[l].name} must still move towards the target of ${specText(ctx, order.spec)}`, 'NLC 12.2');
        }
      }
    }
    if (t === 'fallBack' || t === 'generalRetreat') {
      for (const u of members) {
        if (s.units[u].status !== 'map') continue;
        const start = o.startHex[u];
        if (!start) continue;
        const was = nearestEnemy(s, ctx, side, start);
        if (was > 3 || nearestEnemy(s, ctx, side, s.units[u].hex!) > was) continue;
        if (canStill(s, ctx, u, (h) => nearestEnemy(s, ctx, side, h) > was)) {
          return err('owes-fall-back', () => `${ctx.units[u].name} must still move away from the enemy (${specText(ctx, order.spec)})`, 'NLC 12.2');
        }
      }
    }
  }
  return null;
}

// NLC 12.3 the Command Phase: (1) both sides record Local Decisions in secret; (2) success (12.8) and
// confidence (12.10) are checked; (3) both sides send new orders in secret (12.4); (4) orders are
// received and checked for compliance (12.6-12.7), then the Local Decisions are resolved (12.11), a
// Bad Move being ordered by the opponent. The at-start orders of the scenario come into force first.
import type { Draft } from 'immer';
import type { ChooseCommand, Command, DecideFrame, GameState, HexId, OrderDraft, RuleError, SecretFrame, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { readView, originalOf } from '../../../core/readView';
import { occupancy, otherSide, pieceName, sideName } from '../../../rules/pieces';
import { hexDist } from './distance';
import { nlcOf } from '../state';
import { overallCommanders } from '../sequence/commanders';
import { ordersActive } from './enforce';
import { ORDER_TYPES, currentOrder, emptyOrdersSide, ordersDraft, ordersOf, type OrderSpec, type OrderType } from './types';
import { comply, formationCommand, formationSteps, orderText, recipientName, specText, writeOrder } from './lifecycle';
import { candidateDrafts, checkOrder, type CheckedOrder } from './giving';
import { candidatePlaces } from './targets';
import { keepDrafts, keptDrafts } from './draftsReuse';
import { ocAtHq } from './capacity';
import { formationLeader } from './commandRange';
import { checkSuccess } from './success';
import { checkConfidence, lossesSinceLastPhase } from './confidence';
import { receiveOrders } from './receive';
import { resolveLocalDecisions } from './localDecision';
import { applyDirect, checkDirect, directChoices } from '../optional/directCommand';
import { ruleIn } from '../../../core/ctx';
import { mayReincorporate, reincorporate } from './divisional';
import { divisionsOf } from './recipients';
import { checkDemoralization } from '../losses';
import { hooksOf } from '../../../core/hookAnswer';

function sidesInOrder(ctx: Ctx): Side[] {
  return [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
}

/** The scenario's at-start orders, and NLC 9's default for formations that all arrive later: March to the HQ, then Defend there. */
export function initOrders(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  for (const side of ctx.sides) {
    const sec = d.secret[side] as Record<string, unknown>;
    if (!sec.orders) sec.orders = emptyOrdersSide();
  }
  for (const f of ctx.scenario.formations) formationCommand(d, ctx, f.id);
  const given = new Set<string>();
  for (const o of ctx.scenario.command?.orders ?? []) {
    given.add(o.formation);
    const spec: OrderSpec = { type: o.type, target: [...o.target], route: [...o.route] };
    if (o.leader) spec.leader = o.leader;
    if (o.nextDay) spec.nextDay = true;
    const then = o.then.map((t) => {
      const x: OrderSpec = { type: t.type, target: [...t.target], route: [...t.route] };
      if (t.leader) x.leader = t.leader;
      if (t.nextDay) x.nextDay = true;
      return x;
    });
    const w = writeOrder(d, ctx, { formation: o.formation, from: 'scenario', spec, then, awaitFurther: o.awaitFurther, arrives: d.clock.turn, faceToFace: false, kind: 'scenario', compliance: null });
    comply(d, ctx, out, w, 'at-start order of the scenario');
  }
  for (const f of ctx.scenario.formations) {
    if (given.has(f.id)) continue;
    const units = ctx.unitIds.filter((u) => ctx.units[u].formation === f.id);
    if (!units.length || units.some((u) => d.units[u].status !== 'pending')) continue;
    const hq = ctx.scenario.hqs.find((h) => h.side === f.side);
    const hex = hq ? nlcOf(d as GameState).hqs[hq.id]?.hex : null;
    if (!hex) continue;
    const w = writeOrder(d, ctx, {
      formation: f.id,
      from: 'scenario',
      spec: { type: 'march', target: [hex], route: [] },
      then: [{ type: 'defend', target: [hex], route: [] }],
      awaitFurther: false,
      arrives: d.clock.turn,
      faceToFace: false,
      kind: 'default',
      compliance: null,
    });
    comply(d, ctx, out, w, 'reinforcements march to their HQ, NLC 9');
  }
}

const commandPhase: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  if (!ordersActive(d as GameState, ctx)) return;
  if (!ordersOf(d as GameState, ctx.sides[0])) initOrders(d, ctx, out);
  d.clock.phase = 'command';
  for (const side of ctx.sides) {
    const o = ordersDraft(d, side);
    o.givenTurn = d.clock.turn;
    o.given = {};
    o.local = [];
    // NLC 12.12: note when each OC left his HQ
    for (const oc of overallCommanders(d as GameState, ctx, side)) {
      if (ocAtHq(d as GameState, ctx, oc)) delete o.away[oc];
      else if (!o.away[oc]) o.away[oc] = { since: d.clock.turn, orders: 0 };
    }
  }
  log(d, out, 'Command Phase', { rule: 'NLC 12.3' });
  const sides = sidesInOrder(ctx);
  push(
    d,
    { k: 'secret', sides, done: [], type: 'ordersLocal', rule: 'NLC 12.11', loc: {} },
    proc('ordersChecks'),
    { k: 'secret', sides, done: [], type: 'ordersSend', rule: 'NLC 12.4', loc: {} },
    proc('ordersReceive'),
  );
};

const ordersChecks: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  // NLC 20.6 (optional): leaders have moved since the last losses; the limits may have changed
  if (ruleIn(d, ctx, 'NLC 20.6')) checkDemoralization(d, ctx, out);
  // the pieces are read without drafting them (core/readView.ts): a units map left undrafted keeps the
  // occupancy and ZOC remembered for it (rules/memo.ts) instead of working them out again on a draft
  const s = readView(d as GameState);
  for (const side of sidesInOrder(ctx)) {
    const lost = lossesSinceLastPhase(s, ctx, side);
    checkSuccess(d, ctx, out, side, lost);
    checkConfidence(d, ctx, out, side, lost);
    const o = ordersDraft(d, side);
    for (const fid of Object.keys(o.formations)) o.formations[fid].steps = formationSteps(s, ctx, fid);
  }
};

const ordersReceive: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  const frames: DecideFrame[] = [];
  for (const side of sidesInOrder(ctx)) {
    receiveOrders(d, ctx, out, side);
    for (const hk of hooksOf(ctx, 'beforeLocalDecisions')) hk(d, ctx, out, side);
    for (const formation of resolveLocalDecisions(d, ctx, out, side)) {
      // a scenario may fix what a Bad Move becomes (Hooks.badMoveOrder: MOP 37.19 Olsufiev's first)
      if (fixedBadMove(d, ctx, out, side, formation)) continue;
      frames.push({ k: 'decide', side: otherSide(ctx, side), type: 'badMove', rule: 'NLC 12.11', loc: { formation } });
    }
  }
  push(d, ...frames);
};

/** A module's order for this Bad Move, written and complied with at once; false when none (the opponent chooses). */
function fixedBadMove(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, formation: string): boolean {
  for (const hk of hooksOf(ctx, 'badMoveOrder')) {
    const draft = hk(d, ctx, out, side, formation);
    if (!draft) continue;
    const c = checkOrder(d as GameState, ctx, otherSide(ctx, side), draft, 'badMove');
    // the scenario's order replaces the current one even when close to it (the NLC 12.4 repeat limit is for
    // orders a player writes)
    const forced: CheckedOrder | RuleError =
      'code' in c && c.code === 'repeat' ? { formation, side, sender: formationLeader(d as GameState, ctx, formation) ?? '', spec: { type: draft.type as OrderType, target: [...(draft.target ?? [])], route: [] }, then: [], awaitFurther: false, transmission: { distanceMp: 0, los: true, faceToFace: true, delay: 0 }, compliance: null } : c;
    if ('code' in forced) continue;
    record(d, ctx, out, forced, 'badMove');
    return true;
  }
  return false;
}

export const orderProcs: Record<string, ProcFn> = { commandPhase, ordersChecks, ordersReceive };

// ---------------------------------------------------------------- decisions

const LD_TYPES: readonly OrderType[] = ORDER_TYPES.filter((t) => t !== 'assign' && t !== 'generalRetreat');

function choose(s: GameState, side: Side, choice: string, order?: ChooseCommand['order']): Command {
  const c: ChooseCommand = { type: 'choose', side, n: s.seq, choice };
  if (order) c.order = order;
  return c;
}

function finishSecret(d: Draft<GameState>, ctx: Ctx, out: Out, f: Draft<SecretFrame>, side: Side, what: string): void {
  // the deciding player reads what the step did (in hot-seat before the screen passes)
  log(d, out, `${sideName(ctx, side)}: ${what}`, { rule: f.rule, visibleTo: side });
  if (!f.done.includes(side)) f.done.push(side);
  if (f.sides.every((x) => f.done.includes(x))) pop(d);
}

function record(d: Draft<GameState>, ctx: Ctx, out: Out, c: CheckedOrder, kind: 'written' | 'local' | 'badMove'): void {
  const o = ordersDraft(d, c.side);
  const turn = d.clock.turn;
  const w = writeOrder(d, ctx, {
    formation: c.formation,
    from: c.sender,
    spec: c.spec,
    then: c.then,
    awaitFurther: c.awaitFurther,
    arrives: turn + c.transmission.delay,
    faceToFace: c.transmission.faceToFace,
    kind,
    compliance: c.compliance,
  });
  if (kind === 'written') {
    o.given[c.sender] = (o.given[c.sender] ?? 0) + 1;
    if (o.away[c.sender]) o.away[c.sender].orders += 1;
    const when = c.transmission.delay === 0 ? 'received this phase' : `arrives on turn ${turn + c.transmission.delay}`;
    log(d, out, `${pieceName(ctx, c.sender)} writes to ${recipientName(ctx, c.formation)}: ${orderText(ctx, w)} (${c.transmission.faceToFace ? 'face to face' : `${c.transmission.distanceMp} MP${c.transmission.los ? ' in sight' : ''}`}, ${when})`, {
      rule: 'NLC 12.6',
      visibleTo: c.side,
      hexes: c.spec.target.slice(0, 1),
    });
  } else if (kind === 'local') {
    o.local.push(w.id);
    log(d, out, `${recipientName(ctx, c.formation)} records a Local Decision: ${orderText(ctx, w)}`, { rule: 'NLC 12.11', visibleTo: c.side });
  } else {
    // NLC 12.11: a Bad Move is complied with at once, and the opponent knows it
    log(d, out, `${sideName(ctx, otherSide(ctx, c.side))} player orders ${recipientName(ctx, c.formation)} (Bad Move): ${specText(ctx, c.spec)}`, { rule: 'NLC 12.11' });
    comply(d, ctx, out, w, 'Bad Move, NLC 12.11');
  }
}

function draftsFor(s: GameState, ctx: Ctx, side: Side, kind: 'written' | 'local' | 'badMove'): readonly OrderDraft[] {
  // the two sides write in secret at the same time (NLC 12.3): the orders one side records change nothing
  // in what the other may write, so its drafts are listed once for the phase (draftsReuse.ts)
  const kept = keptDrafts(s, ctx, side, kind);
  if (kept) return kept;
  const types = kind === 'written' ? ORDER_TYPES : LD_TYPES;
  return keepDrafts(s, ctx, side, kind, candidateDrafts(s, ctx, side, candidatePlaces(ctx), kind, types));
}

/** NLC 12.2 Fall Back: may switch to Reserve in a command phase when no unit is within 2 hexes of the enemy. */
export function mayRest(s: GameState, ctx: Ctx, side: Side, formation: string): boolean {
  const cur = currentOrder(s, side, formation);
  if (!cur || cur.status !== 'complied' || cur.spec.type !== 'fallBack') return false;
  const enemy = Object.entries(occupancy(s, ctx)).filter(([, c]) => c.side !== side).map(([h]) => h);
  return ctx.unitIds.every((u) => {
    if (ctx.units[u].formation !== formation || s.units[u].status !== 'map') return true;
    return enemy.every((h) => hexDist(ctx.map, h, s.units[u].hex!) > 2);
  });
}

function secretHandler(kind: 'written' | 'local'): DecisionHandler<SecretFrame> {
  const choice = kind === 'written' ? 'order' : 'localDecision';
  const doneLabel = kind === 'written' ? 'Orders sent' : 'Local Decisions recorded';
  return {
    prompt(s, f, ctx) {
      const who = f.sides.filter((x) => !f.done.includes(x)).map((x) => sideName(ctx, x)).join(' and ');
      return kind === 'written'
        ? `Command Phase: ${who}, send new orders from your overall commander (in secret), then confirm`
        : `Command Phase: ${who}, record any Local Decisions of your leaders (in secret), then confirm`;
    },
    options(s, f, ctx) {
      void ctx;
      return { units: [], hexes: [], buttons: [{ id: kind === 'written' ? 'endOrders' : 'endLocalDecisions', label: doneLabel }] };
    },
    legal(s, f, ctx) {
      const out: Command[] = [];
      for (const side of f.sides) {
        if (f.done.includes(side)) continue;
        out.push(choose(s, side, kind === 'written' ? 'endOrders' : 'endLocalDecisions'));
        for (const o of draftsFor(s, ctx, side, kind)) out.push(choose(s, side, choice, o));
        if (kind === 'written') {
          for (const f of ctx.scenario.formations) if (f.side === side && mayRest(s, ctx, side, f.id)) out.push(choose(s, side, 'toReserve', { formation: f.id, type: 'reserve' }));
          for (const f of ctx.scenario.formations) {
            if (f.side !== side) continue;
            for (const dv of divisionsOf(ctx, f.id)) if (mayReincorporate(s, ctx, side, dv)) out.push(choose(s, side, 'reincorporate', { formation: dv, type: 'reserve' }));
          }
          out.push(...directChoices(s, ctx, side));
        }
      }
      return out;
    },
    apply(d, f, cmd, ctx, out) {
      if (cmd.type !== 'choose') reject('not-now', `the Command Phase takes orders, not "${cmd.type}"`, 'NLC 12.3');
      if (cmd.choice === (kind === 'written' ? 'endOrders' : 'endLocalDecisions')) {
        const o = ordersOf(d as GameState, cmd.side);
        const n = kind === 'written'
          ? Object.values(o?.orders ?? {}).filter((x) => x.kind === 'written' && x.written === d.clock.turn).length
          : (o?.local.length ?? 0);
        const what = kind === 'written' ? `${n || 'no'} order${n === 1 ? '' : 's'} sent this turn` : `${n || 'no'} Local Decision${n === 1 ? '' : 's'} recorded`;
        return finishSecret(d, ctx, out, f, cmd.side, what);
      }
      if (kind === 'written' && cmd.choice === 'directCommand') {
        // NLC 20.7 (optional): units: the OC first, then the units he commands directly
        const [oc, ...units] = cmd.units ?? [];
        const e = checkDirect(originalOf(d) ?? (d as GameState), ctx, cmd.side, oc, units);
        if (e) reject(e.code, e.message, e.rule);
        applyDirect(d, ctx, out, cmd.side, oc, units);
        return;
      }
      if (kind === 'written' && cmd.choice === 'toReserve') {
        const fid = cmd.order?.formation ?? '';
        if (!mayRest(originalOf(d) ?? (d as GameState), ctx, cmd.side, fid)) reject('no-rest', 'only a formation under Fall Back with no unit within 2 hexes of the enemy may switch to Reserve', 'NLC 12.2');
        const w = writeOrder(d, ctx, { formation: fid, from: 'scenario', spec: { type: 'reserve', target: [], route: [] }, then: [], awaitFurther: false, arrives: d.clock.turn, faceToFace: true, kind: 'default', compliance: null });
        comply(d, ctx, out, w, 'Fall Back switched to Reserve, NLC 12.2');
        return;
      }
      if (kind === 'written' && cmd.choice === 'reincorporate') {
        const dv = cmd.order?.formation ?? '';
        if (!mayReincorporate(originalOf(d) ?? (d as GameState), ctx, cmd.side, dv)) {
          reject('no-reincorporate', 'only a division on a divisional order from its corps commander\'s Local Decision (or arriving as reinforcements) and wholly within his command range may be reincorporated', 'NLC 12.13');
        }
        reincorporate(d, ctx, out, cmd.side, dv);
        return;
      }
      if (cmd.choice !== choice) reject('not-now', `"${cmd.choice}" is not possible now: ${kind === 'written' ? 'send orders' : 'record Local Decisions'} or confirm`, 'NLC 12.3');
      const c = checkOrder(originalOf(d) ?? (d as GameState), ctx, cmd.side, cmd.order, kind);
      if ('code' in c) reject(c.code, c.message, c.rule);
      record(d, ctx, out, c, kind);
    },
  };
}

const badMove: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `${sideName(ctx, f.side)}: ${recipientName(ctx, f.loc.formation as string)} made a Bad Move: choose its order (NLC 12.11)`;
  },
  options(s, f, ctx) {
    const fid = f.loc.formation as string;
    const leader = ctx.scenario.formations.find((x) => x.id === fid)?.leader;
    return { units: leader ? [leader] : [], hexes: candidatePlaces(ctx), buttons: [] };
  },
  legal(s, f, ctx) {
    const fid = f.loc.formation as string;
    const drafts = draftsFor(s, ctx, f.side, 'badMove').filter((o) => o.formation === fid);
    if (!drafts.length) return [choose(s, f.side, 'badMovePass')];
    return drafts.map((o) => choose(s, f.side, 'badMove', o));
  },
  apply(d, f, cmd, ctx, out) {
    const fid = f.loc.formation as string;
    if (cmd.type !== 'choose') reject('not-now', 'choose the order for the Bad Move', 'NLC 12.11');
    if (cmd.choice === 'badMovePass') {
      if (draftsFor(d as GameState, ctx, f.side, 'badMove').some((o) => o.formation === fid)) reject('must-order', 'a legal order exists: choose one', 'NLC 12.11');
      pop(d);
      return;
    }
    if (cmd.choice !== 'badMove' || cmd.order?.formation !== fid) reject('bad-choice', `order ${recipientName(ctx, fid)}`, 'NLC 12.11');
    const c = checkOrder(originalOf(d) ?? (d as GameState), ctx, f.side, cmd.order, 'badMove');
    if ('code' in c) reject(c.code, c.message, c.rule);
    pop(d);
    record(d, ctx, out, c, 'badMove');
  },
};

export const orderDecisions = { ordersLocal: secretHandler('local'), ordersSend: secretHandler('written'), badMove };

export type { HexId };

// NLC 12.4 giving orders: who may send what to whom, the legal targets (NLC 12.2), the repeat limit,
// the capacity (NLC 12.12), and the courier's arrival turn (NLC 12.6), worked out before anything is
// written so that a refused order changes nothing.
import { hexDist } from './distance';
import type { GameState, HexId, OrderDraft, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { pieceHex, pieceName } from '../../../rules/pieces';
import { destroyedStrength, armyLevel } from '../losses';
import { overallCommanders } from '../sequence/commanders';
import { ORDER_INFO } from './orderTypes';
import { ORDER_TYPES, ordersOf, type CompliancePreview, type Order, type OrderSpec, type OrderType } from './types';
import { formationLeader } from './commandRange';
import { candidatePlaces, formationTargetArea, targetArea } from './targets';
import { capacitySpent, capacityVeto } from './capacity';
import { transmission, type Transmission } from './transmission';
import { compliancePreview } from './compliance';
import { isHq, recipientName, sideOfFormation } from './lifecycle';
import { divisionHex, divisionsOf, isDivision, parseDivision, wingOf } from './recipients';
import { activeWingCommanders, wingOrderVeto } from './wings';
import { fixedOrderVeto } from './fixedOrders';
import { memoOn } from '../../../rules/memo';
import { hooksOf } from '../../../core/hookAnswer';

export type OrderKind = 'written' | 'local' | 'badMove';

export interface CheckedOrder {
  formation: string;
  side: Side;
  sender: string;
  spec: OrderSpec;
  then: OrderSpec[];
  awaitFurther: boolean;
  transmission: Transmission;
  compliance: CompliancePreview | null;
}

const err = (code: string, message: string, rule: string): RuleError => ({ code, message, rule });

function toSpec(x: { type: string; target?: HexId[]; route?: HexId[]; leader?: string; nextDay?: boolean }): OrderSpec {
  const spec: OrderSpec = { type: x.type as OrderType, target: [...(x.target ?? [])], route: [...(x.route ?? [])] };
  if (x.leader) spec.leader = x.leader;
  if (x.nextDay) spec.nextDay = true;
  return spec;
}

/** Where the recipient receives the order: its leader, else (no leader on the map) its nearest unit or entry hex. */
export function recipientHex(s: GameState, ctx: Ctx, formation: string): HexId | null {
  const hq = ctx.scenario.hqs.find((h) => h.id === formation);
  if (hq) return ((s.nlc as { hqs?: Record<string, { hex: HexId | null }> } | undefined)?.hqs?.[hq.id]?.hex as HexId | null) ?? null;
  const leader = formationLeader(s, ctx, formation);
  if (leader) {
    const l = s.leaders[leader];
    if (l.status === 'map' && l.hex) return l.hex;
    if (l.status === 'pending') return ctx.leaders[leader].arrives?.hex ?? null;
  }
  if (isDivision(ctx, formation)) return divisionHex(s, ctx, formation);
  for (const u of ctx.unitIds) {
    if (ctx.units[u].formation !== formation) continue;
    const st = s.units[u];
    if (st.status === 'map' && st.hex) return st.hex;
    if (st.status === 'pending' && ctx.units[u].arrives) return ctx.units[u].arrives!.hex;
  }
  return null;
}

/** The OC who writes to this formation: the one named in the draft, else its commander, else the side's first OC on the map. */
export function senderFor(s: GameState, ctx: Ctx, side: Side, formation: string, named?: string): string | null {
  const ocs = overallCommanders(s, ctx, side);
  // NLC 12.14: a wing commander may write to his own wing's formations (checked by wingOrderVeto)
  if (named) return ocs.includes(named) || (wingOf(ctx, named) && ctx.leaders[named].side === side && named !== formation) ? named : null;
  const hq = ctx.scenario.hqs.find((h) => h.id === formation);
  if (hq) return ocs.includes(hq.leader) ? hq.leader : null;
  const def = ctx.scenario.formations.find((f) => f.id === (parseDivision(formation)?.formation ?? formation));
  if (def?.commander) return ocs.includes(def.commander) ? def.commander : null;
  return ocs[0] ?? null;
}

/** Orders of the formation that are current or still to come (for the repeat limit, NLC 12.4). */
function liveOrders(s: GameState, side: Side, formation: string): readonly Order[] {
  const o = ordersOf(s, side);
  if (!o) return [];
  // every draft of a listing asks: the live orders of all formations sorted out once per (frozen) orders record
  const byFormation = memoOn(o.orders, 'nlc.liveOrders', (orders) => {
    const m = new Map<string, Order[]>();
    for (const x of Object.values(orders)) {
      if (!['transit', '1T', 'R4', 'R5', 'night', 'complied'].includes(x.status)) continue;
      const list = m.get(x.formation);
      if (list) list.push(x);
      else m.set(x.formation, [x]);
    }
    return m;
  });
  return byFormation.get(formation) ?? [];
}

function targetsApart(ctx: Ctx, a: HexId[], b: HexId[]): number {
  if (!a.length && !b.length) return 0;
  if (!a.length || !b.length) return Infinity;
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, hexDist(ctx.map, x, y));
  return best;
}

/** NLC 12.2: an army at 80% of its demoralization level may order a General Retreat. */
export function generalRetreatAllowed(s: GameState, ctx: Ctx, side: Side): boolean {
  const level = armyLevel(s, ctx, side);
  if (level === null) return false;
  return destroyedStrength(s, ctx, (u) => ctx.units[u].side === side) >= 0.8 * level;
}

/** Friendly supply sources and map-edge hexes for a General Retreat target (NLC 12.2). */
export function retreatHexes(ctx: Ctx, side: Side): Set<HexId> {
  return new Set(ctx.map.ids.filter((h) => ctx.map.hexes[h].supply === side || ctx.map.hexes[h].entry === side));
}

/** Validate an order; returns what to write, or why not. */
export function checkOrder(s: GameState, ctx: Ctx, decider: Side, draft: OrderDraft | undefined, kind: OrderKind): CheckedOrder | RuleError {
  if (!draft) return err('no-order', 'write the order: formation, type and target', 'NLC 12.4');
  const formation = draft.formation;
  const fdef = ctx.scenario.formations.find((f) => f.id === formation);
  const hq = ctx.scenario.hqs.find((h) => h.id === formation);
  const division = !fdef && !hq && isDivision(ctx, formation);
  const wing = !fdef && !hq && !division && !!wingOf(ctx, formation);
  if (!fdef && !hq && !division && !wing) return err('unknown-formation', `there is no formation "${formation}"`, 'NLC 12.4');
  const side = sideOfFormation(ctx, formation);
  if (kind === 'badMove' ? side === decider : side !== decider) return err('not-yours', `${recipientName(ctx, formation)} is not yours to order`, 'NLC 12.4');
  const fixed = fixedOrderVeto(ctx, formation);
  if (fixed) return fixed;
  if (!(ORDER_TYPES as readonly string[]).includes(draft.type)) return err('bad-type', `"${draft.type}" is not an order type`, 'NLC 12.2');
  const spec = toSpec(draft);
  const then = (draft.then ?? []).map(toSpec);
  const info = ORDER_INFO[spec.type];
  if (hq) {
    if (kind !== 'written') return err('hq-order', 'an HQ moves only by its overall commander\'s March or Fall Back order', 'NLC 11.5');
    if (spec.type !== 'march' && spec.type !== 'fallBack') return err('hq-order', `an HQ takes only March or Fall Back orders, not ${info.label}`, 'NLC 11.5');
    if (then.length) return err('hq-order', 'an HQ takes no order sequence', 'NLC 11.5');
  }
  // NLC 12.13: a divisional order is written by an overall or wing commander, or given by its corps
  // commander's Local Decision; NLC 12.14 a wing commander is not Assigned
  if (wing && [spec, ...then].some((x) => x.type === 'assign')) return err('assign-division', `${recipientName(ctx, formation)} takes no Assign order`, 'NLC 12.14');
  const corpsOf = division ? parseDivision(formation)!.formation : null;
  // the sender
  let sender: string | null;
  if (kind === 'written') {
    sender = senderFor(s, ctx, side, formation, draft.from);
    if (!sender) return err('no-sender', 'no overall commander on the map can write this order', 'NLC 12.4');
  } else {
    // NLC 12.13: for a division, its corps commander decides
    sender = formationLeader(s, ctx, corpsOf ?? formation);
    if (!sender || s.leaders[sender].status !== 'map') return err('no-leader', `${recipientName(ctx, formation)} has no leader on the map to decide locally`, 'NLC 12.11');
  }
  // formation on the map or arriving
  const recHex = recipientHex(s, ctx, formation);
  if (!recHex) return err('not-on-map', `${recipientName(ctx, formation)} has nothing on or coming to the map`, 'NLC 12.4');
  // the order types (NLC 12.2, 12.5)
  const specs = [spec, ...then];
  for (let k = 0; k < specs.length; k++) {
    const x = specs[k];
    const xi = ORDER_INFO[x.type];
    if (k < specs.length - 1 && x.type !== 'march' && x.type !== 'attack') {
      return err('sequence', `only March and Attack orders may be followed by another order, not ${xi.label}`, 'NLC 12.5');
    }
    if (x.type === 'reserve' && x.target.length) return err('reserve-target', 'Reserve takes no target', 'NLC 12.2');
    if (x.type === 'assign') {
      const l = x.leader ? ctx.leaders[x.leader] : undefined;
      // NLC 12.2: a division goes under a corps or wing commander, a corps under a wing commander
      const fits = !!l && l.side === side && (l.role === 'wing' || (division && l.role === 'corps' && l.formation !== corpsOf));
      if (!fits) {
        return err('assign-leader', division ? 'Assign places the division under another corps commander or a wing commander of its side' : 'Assign places a corps under a wing commander of its side', 'NLC 12.2');
      }
      if (kind !== 'written') return err('assign-written', 'only an overall commander assigns a formation to a new leader', 'NLC 12.2');
      continue;
    }
    if (x.type === 'generalRetreat') {
      if (!generalRetreatAllowed(s, ctx, side)) return err('general-retreat', 'a General Retreat needs the army at 80% of its demoralization level', 'NLC 12.2');
      const ok = retreatHexes(ctx, side);
      if (!x.target.length || !x.target.every((h) => ok.has(h))) return err('general-retreat-target', 'a General Retreat heads for a friendly supply source or map-edge entry hex', 'NLC 12.2');
      continue;
    }
    if (xi.needsTarget && !x.target.length) return err('no-target', `${xi.label} needs a target location`, 'NLC 12.2');
    for (const h of [...x.target, ...x.route]) if (!ctx.map.has(h)) return err('off-map', `hex ${h} is not on the map`, 'NLC 12.2');
    if (!x.target.length) continue;
    const area = k === 0 ? (hq ? targetArea(ctx.map, [recHex]) : formationTargetArea(s, ctx, formation)) : targetArea(ctx.map, specs[k - 1].target.length ? specs[k - 1].target : [recHex]);
    if (!x.target.some((h) => area.has(h))) {
      return err('target-range', `${x.target.join(' ')} is out of reach: not within 10 MP${k ? ' of the previous target' : ' of the leader or an in-command unit'} nor by road or trail from there`, 'NLC 12.2');
    }
    let prev = k === 0 ? [recHex] : specs[k - 1].target;
    for (const w of x.route) {
      if (!targetArea(ctx.map, prev).has(w)) return err('route', `waypoint ${w} is more than 10 MP from the one before`, 'NLC 12.2');
      prev = [w];
    }
  }
  // NLC 12.4: not the same order again while the last one lives (type or target 10+ hexes away must differ)
  for (const live of liveOrders(s, side, formation)) {
    if (live.spec.type === spec.type && targetsApart(ctx, live.spec.target, spec.target) < 10) {
      return err('repeat', `${recipientName(ctx, formation)} already has a ${info.label} order for that place (order ${live.id}): change the type or a target 10+ hexes away`, 'NLC 12.4');
    }
  }
  const o = ordersOf(s, side);
  if (kind === 'local' && o?.local.some((id) => o.orders[String(id)]?.formation === formation)) {
    return err('one-local', `${recipientName(ctx, formation)} has already made a Local Decision this turn`, 'NLC 12.11');
  }
  // a scenario may hold a leader's initiative back (Hooks.localDecisionVeto: MOP 37.19 Olsufiev)
  if (kind === 'local') {
    const held = ctx.modules.map((m) => m.hooks?.localDecisionVeto?.(s, ctx, corpsOf ?? formation)).find((x) => x);
    if (held) return held;
  }
  let tr: Transmission;
  if (kind === 'written') {
    const at = pieceHex(s, sender);
    tr = transmission(s, ctx, at, recHex);
    // the modules' delays (Hooks.orderDelay: MOP A.I card 24 Populace)
    const late = hooksOf(ctx, 'orderDelay').reduce((a, hk) => a + (hk(s, ctx, side) ?? 0), 0);
    if (late) tr = { ...tr, delay: tr.delay + late };
    const veto = wingOf(ctx, sender) ? wingOrderVeto(s, ctx, sender, formation, specs) : capacityVeto(s, ctx, sender, tr.faceToFace, spec.target);
    if (veto) return veto;
  } else if (kind === 'local' && division) {
    // NLC 12.13: the time of the compliance check is traced from the corps commander's hex
    tr = transmission(s, ctx, pieceHex(s, sender), recHex);
  } else {
    tr = { distanceMp: 0, los: true, faceToFace: true, delay: 0 };
  }
  const compliance = (kind === 'written' || (kind === 'local' && division)) && !hq ? compliancePreview(s, ctx, sender, formation, specs, tr.faceToFace) : null;
  return { formation, side, sender, spec, then, awaitFurther: !!draft.awaitFurther, transmission: tr, compliance };
}

/**
 * A representative set of the orders a side could legally write now (for the simulator and the
 * client's defaults): per recipient and type, targets among the named places in reach, at most
 * `perType` of them, nearest the recipient first. Any other legal target is accepted by checkOrder.
 */
export function candidateDrafts(s: GameState, ctx: Ctx, side: Side, places: HexId[], kind: OrderKind, types: readonly OrderType[], perType = 2): OrderDraft[] {
  const out: OrderDraft[] = [];
  const formations = ctx.scenario.formations.filter((f) => (kind === 'badMove' ? f.side !== side : f.side === side)).map((f) => f.id);
  // NLC 12.13 divisions (written orders) and NLC 12.14 wing commanders take orders too
  const wings = kind === 'badMove' ? [] : (ctx.scenario.command?.wings ?? []).map((w) => w.leader).filter((l) => ctx.leaders[l]?.side === side);
  const divisions = formations.flatMap((f) => divisionsOf(ctx, f));
  const recipients = kind === 'written' ? [...formations, ...ctx.scenario.hqs.filter((h) => h.side === side).map((h) => h.id), ...wings, ...divisions] : [...formations, ...wings, ...divisions];
  const senders = kind === 'written' ? activeWingCommanders(s, ctx, side) : [];
  // a written order's sender with no order left (or none at all) has every draft refused (checkOrder: no-sender,
  // capacity): those drafts are not even checked; the wing commanders' own drafts still are
  const spentBy = new Map<string, boolean>();
  const refusedAll = (formation: string): boolean => {
    if (kind !== 'written') return false;
    const sender = senderFor(s, ctx, side, formation);
    if (!sender) return true;
    if (wingOf(ctx, sender)) return false;
    let spent = spentBy.get(sender);
    if (spent === undefined) spentBy.set(sender, (spent = capacitySpent(s, ctx, sender) !== null));
    return spent;
  };
  for (const formation of recipients) {
    const at = recipientHex(s, ctx, formation);
    if (!at) continue;
    const plainRefused = refusedAll(formation);
    const area = isHq(ctx, formation) ? targetArea(ctx.map, [at]) : formationTargetArea(s, ctx, formation);
    const near = placesNear(ctx, places, area, at);
    for (const type of types) {
      if (type === 'assign' || type === 'generalRetreat') continue;
      if (isHq(ctx, formation) && type !== 'march' && type !== 'fallBack') continue;
      const targets: HexId[][] = ORDER_INFO[type].needsTarget ? [...near.slice(0, perType).map((p) => [p]), ...(type === 'defend' ? [[at]] : [])] : [[]];
      for (const target of targets) {
        const draft: OrderDraft = { formation, type, target };
        if (!plainRefused && !('code' in checkOrder(s, ctx, side, draft, kind))) out.push(draft);
        // NLC 12.14: the same order written by an active wing commander of the formation
        for (const wc of senders) {
          const byWc: OrderDraft = { ...draft, from: wc };
          if (wc !== formation && wingOf(ctx, wc)!.formations.includes(parseDivision(formation)?.formation ?? formation) && !('code' in checkOrder(s, ctx, side, byWc, kind))) out.push(byWc);
        }
      }
    }
  }
  return out;
}

/**
 * The places in `area` other than `at`, nearest `at` first (ties by hex id). The areas are remembered per
 * source hexes (targets.ts) and the places per scenario, so the answer is kept with the area: each listing
 * of the Command Phase asks it again for every recipient.
 */
function placesNear(ctx: Ctx, places: readonly HexId[], area: Set<HexId>, at: HexId): readonly HexId[] {
  // kept only for the scenario's own places (candidatePlaces), the list every caller passes
  if (!scenarioPlaces(ctx, places)) return nearest(ctx, places, area, at);
  let per = nearCache.get(area);
  if (!per) nearCache.set(area, (per = new Map()));
  let near = per.get(at);
  if (!near) per.set(at, (near = Object.freeze(nearest(ctx, places, area, at))));
  return near;
}

function nearest(ctx: Ctx, places: readonly HexId[], area: Set<HexId>, at: HexId): HexId[] {
  return places.filter((p) => area.has(p) && p !== at).sort((a, b) => hexDist(ctx.map, at, a) - hexDist(ctx.map, at, b) || (a < b ? -1 : 1));
}

function scenarioPlaces(ctx: Ctx, places: readonly HexId[]): boolean {
  const all = candidatePlaces(ctx);
  if (places.length !== all.length) return false;
  for (let i = 0; i < all.length; i++) if (places[i] !== all[i]) return false;
  return true;
}

const nearCache = new WeakMap<Set<HexId>, Map<HexId, readonly HexId[]>>();

export { isHq };

// The command phase (NLC 12): which orders to write, which Local Decisions to risk, and what order to
// give an enemy formation that made a Bad Move. A planner by objectives and threats, as the research
// suggests (orders-ai-demo.md part 2): attack an objective or enemy the formation outweighs, march on an
// objective nobody holds, defend a held objective under threat; keep a good order rather than rewrite it.
// It reads its own orders from its side's secret part of the view and nothing of the enemy's.
import { orderPhrase, query, type ChooseCommand, type Command, type GameState, type HexId, type OrderDraft } from '../../engine';
import { formationTargetArea, targetArea } from '../../engine/modules/nlc/orders/targets';
import { ownOrdersPart, strengthNear, type OrderLite, type World } from './world';
import type { Candidate } from './types';

const OPEN = new Set(['transit', '1T', 'R4', 'R5']);

function ownOrders(w: World): OrderLite[] {
  return Object.values(ownOrdersPart(w.view, w.side)?.orders ?? {});
}

/** The formation's units on the map: where it stands and how strong it is. */
function formationAt(w: World, formation: string): { hex: HexId | null; strength: number; units: string[] } {
  let best: HexId | null = null;
  let strength = 0;
  const units: string[] = [];
  const base = formation.split('/')[0];
  // NLC 12.14: a wing commander's order goes to the formations of his wing
  const wing = w.ctx.scenario.command?.wings?.find((x) => x.leader === formation)?.formations;
  for (const id of w.ctx.unitIds) {
    const def = w.ctx.units[id];
    if (def.side !== w.side || (wing ? !wing.includes(def.formation ?? '') : def.formation !== base)) continue;
    const hex = w.view.units[id]?.hex;
    if (!hex || w.view.units[id].status !== 'map') continue;
    strength += w.strength[id] ?? 0;
    units.push(id);
    best ??= hex;
  }
  if (!best) best = w.ctx.scenario.hqs.find((h) => h.id === formation) ? (w.view.leaders[formation]?.hex ?? null) : null;
  return { hex: best, strength, units };
}

/** How good an order of this type on this target is for the formation now (NLC 12.2 order types). */
export function orderValue(w: World, formation: string, type: string, target: HexId[]): { score: number; why: string } {
  const at = formationAt(w, formation);
  const t = target[0];
  const obj = t ? w.ctx.scenario.objectives.find((o) => o.hex === t) : undefined;
  const dist = at.hex && t ? w.ctx.map.distance(at.hex, t) : 0;
  const foes = t ? strengthNear(w, w.enemy, t, 2) : 0;
  const ratio = (at.strength + 1) / (foes + 1);
  const held = t ? w.view.control[t] === w.side : false;
  const far = -0.03 * dist;
  switch (type) {
    case 'attack':
    case 'probe': {
      if (!t) return { score: -1, why: 'no target' };
      if (!foes && !(obj && !held)) return { score: -0.5, why: `nothing to attack at ${t}` };
      const odds = ratio >= 1.5 ? 1 : ratio >= 1 ? 0.4 : -0.8;
      const s = odds + (obj && !held ? 0.4 + obj.vp * 0.2 : 0) + far - (type === 'probe' ? 0.2 : 0);
      return { score: s, why: `${type} ${t}: our ${at.strength} against ${foes} near it${obj ? `, objective ${obj.vp} VP` : ''}` };
    }
    case 'march': {
      if (!t) return { score: -1, why: 'no target' };
      if (obj && !held && foes === 0) return { score: 0.9 + obj.vp * 0.2 + far, why: `march on the open objective ${t}` };
      if (obj && held && foes > at.strength * 0.5) return { score: 0.5 + far, why: `march to reinforce ${t}` };
      return { score: 0.05 + far, why: `march to ${t}` };
    }
    case 'defend':
    case 'delay': {
      if (!t) return { score: -1, why: 'no target' };
      const threatened = foes > 0;
      // an objective nobody threatens needs one garrison, not every formation near it: the others have better to do
      if (obj && held && !threatened && strengthNear(w, w.side, t, 2, at.units) > 0) return { score: 0.15 + far - (type === 'delay' ? 0.3 : 0), why: `${type} the objective ${t}, already garrisoned` };
      if (obj && held) return { score: (threatened ? 0.9 : 0.5) + far - (type === 'delay' ? 0.3 : 0), why: `${type} the objective ${t}${threatened ? ' under threat' : ''}` };
      if (threatened && ratio < 0.8) return { score: 0.4 + far - (type === 'delay' ? 0.1 : 0), why: `${type} ${t} against a stronger enemy` };
      return { score: 0.1 + far, why: `${type} ${t}` };
    }
    case 'fallBack':
      return { score: ratio < 0.5 ? 0.6 : -0.3, why: ratio < 0.5 ? 'fall back before a much stronger enemy' : 'no need to fall back' };
    case 'reserve':
      return { score: -0.2, why: 'reserve' };
    default:
      return { score: -0.5, why: type };
  }
}

/** The value of the order a formation follows or awaits now, so a new one must beat it. */
function standingValue(w: World, formation: string, orders: OrderLite[]): { value: number; open: boolean } {
  const mine = orders.filter((o) => o.formation === formation);
  if (mine.some((o) => OPEN.has(o.status))) return { value: 9, open: true };
  const cur = mine.filter((o) => o.status === 'complied').pop();
  if (!cur) return { value: 0, open: false };
  // a sequence is worth what it leads to (NLC 12.5): its last order, on the way there
  const last = cur.then?.length ? cur.then[cur.then.length - 1] : cur.spec;
  return { value: orderValue(w, formation, last.type, last.target).score, open: false };
}

function orderCandidate(w: World, c: ChooseCommand, kind: 'written' | 'local' | 'badMove', orders: OrderLite[]): Candidate {
  const o = c.order!;
  // a sequence toward a far goal (farGoalOrders) is weighed by its last order
  const last = o.then?.length ? o.then[o.then.length - 1] : o;
  const v = orderValue(w, o.formation, last.type, last.target ?? []);
  if (kind === 'badMove') {
    // the enemy's formation: give it the order that serves it worst (NLC 12.11)
    return { cmd: c, score: -v.score, why: `Bad Move for the enemy's ${formationName(w, o.formation)}: ${v.why}` };
  }
  const st = standingValue(w, o.formation, orders);
  if (st.open) return { cmd: c, score: -1, why: `${formationName(w, o.formation)} already has an order on its way` };
  // a Local Decision risks a Bad Move (NLC 12.11): it must be clearly better than what the formation does now
  const margin = kind === 'local' ? 0.6 : 0.25;
  return { cmd: c, score: v.score - st.value - margin, why: `${orderPhrase(o, w.ctx.scenario)}: ${v.why}` };
}

export function orderCandidates(w: World, type: string, legal: Command[]): Candidate[] {
  const orders = ownOrders(w);
  const all = type === 'badMove' ? legal : [...legal, ...farGoalOrders(w, type === 'ordersLocal' ? 'local' : 'written', legal, orders)];
  return all.map((c): Candidate => {
    if (c.type !== 'choose') return { cmd: c, score: 0, why: '' };
    if (c.choice === 'endOrders' || c.choice === 'endLocalDecisions') return { cmd: c, score: 0, why: 'no better order to give' };
    if (c.choice === 'badMovePass') return { cmd: c, score: 0, why: 'no order possible' };
    if (c.choice === 'toReserve') return { cmd: c, score: -0.1, why: 'stay under Fall Back' };
    if (c.choice === 'directCommand') return { cmd: c, score: -0.2, why: 'no direct command' };
    if (!c.order) return { cmd: c, score: -1, why: c.choice };
    const kind = type === 'badMove' ? 'badMove' : c.choice === 'localDecision' ? 'local' : 'written';
    return orderCandidate(w, c, kind, orders);
  });
}

/** A formation (or HQ) in words for the note (issue 8: never its id). */
function formationName(w: World, id: string): string {
  const sc = w.ctx.scenario;
  return sc.formations.find((f) => f.id === id)?.name ?? sc.hqs?.find((h) => h.id === id)?.name ?? 'a formation';
}

/** Most orders in a sequence written toward a far goal (NLC 12.5). */
const MAX_LEGS = 4;

/**
 * The targets of an order sequence toward `goal` (NLC 12.2, 12.5): each target the hex in reach nearest the
 * goal (ties: the lower id), reach being the formation's first-target `area`, then 10 MP of the target before;
 * the goal itself once in reach. Cut short when a target gains nothing more on the goal; null when none does.
 */
export function legsToward(w: World, area: ReadonlySet<HexId>, goal: HexId): HexId[] | null {
  const map = w.ctx.map;
  const legs: HexId[] = [];
  let reach = area;
  let last = Infinity;
  for (let k = 0; k < MAX_LEGS; k++) {
    if (reach.has(goal)) {
      legs.push(goal);
      return legs;
    }
    let best: HexId | null = null;
    let bd = Infinity;
    for (const h of reach) {
      const d = map.distance(h, goal);
      if (d < bd || (d === bd && best !== null && h < best)) [best, bd] = [h, d];
    }
    if (best === null || bd >= last) break;
    legs.push(best);
    last = bd;
    reach = targetArea(map, [best]);
  }
  return legs.length ? legs : null;
}

/** The draft of a sequence along `legs`: March to each target on the way (road speed, NLC 5.2), Attack the last. */
function sequenceDraft(formation: string, legs: HexId[]): OrderDraft {
  const specs = legs.map((h, i) => ({ type: i === legs.length - 1 ? 'attack' : 'march', target: [h] }));
  const [first, ...then] = specs;
  return then.length ? { formation, ...first, then } : { formation, ...first };
}

/**
 * Orders on the objectives the side does not hold, which the listed orders leave out: the engine lists only
 * targets among the two places nearest each formation, so an objective farther off is never offered though
 * in reach (NLC 12.2: within 10 MP, or by road from there); one beyond reach gets a sequence of orders
 * toward it (NLC 12.5). For each formation with no order on its way, its two most valuable objectives (VP
 * against distance), each checked with the engine's order preview so that only legal orders are offered.
 */
function farGoalOrders(w: World, kind: 'written' | 'local', legal: Command[], orders: OrderLite[]): Command[] {
  const choice = kind === 'written' ? 'order' : 'localDecision';
  const template = legal.find((c): c is ChooseCommand => c.type === 'choose' && c.choice === choice && !!c.order);
  if (!template) return [];
  const goals = w.ctx.scenario.objectives.filter((o) => w.view.control[o.hex] !== w.side);
  if (!goals.length) return [];
  const offered = new Set<string>();
  for (const c of legal) if (c.type === 'choose' && c.choice === choice && c.order) offered.add(c.order.formation);
  // the March on Paris state is all open (MopView.state): the order checks read it (MOP 37.16 order capacity)
  const mop = (w.view.mop as { state?: unknown } | undefined)?.state;
  const probe = mop ? ({ ...w.probe, mop } as GameState) : w.probe;
  const out: Command[] = [];
  for (const f of w.ctx.scenario.formations) {
    if (f.side !== w.side || !offered.has(f.id)) continue;
    if (orders.some((o) => o.formation === f.id && OPEN.has(o.status))) continue;
    const at = formationAt(w, f.id);
    if (!at.hex || at.strength <= 0) continue;
    const area = formationTargetArea(probe, w.ctx, f.id);
    const ranked = goals.map((g) => ({ g, v: ((g.vp + 1) * 4) / (1 + w.ctx.map.distance(at.hex!, g.hex)) })).sort((a, b) => b.v - a.v || (a.g.hex < b.g.hex ? -1 : 1));
    for (const { g } of ranked.slice(0, 2)) {
      const legs = legsToward(w, area, g.hex);
      if (!legs) continue;
      const draft = sequenceDraft(f.id, legs);
      const a = query(probe, w.side, { type: 'orderPreview', side: w.side, draft, kind });
      if (a.type === 'orderPreview' && a.preview.ok) out.push({ ...template, order: draft });
    }
  }
  return out;
}

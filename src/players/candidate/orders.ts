// The command phase (NLC 12): which orders to write, which Local Decisions to risk, and what order to
// give an enemy formation that made a Bad Move. A planner by objectives and threats, as the research
// suggests (orders-ai-demo.md part 2): attack an objective or enemy the formation outweighs, march on an
// objective nobody holds, defend a held objective under threat; keep a good order rather than rewrite it.
// It reads its own orders from its side's secret part of the view and nothing of the enemy's.
import { orderPhrase, type ChooseCommand, type Command, type HexId } from '../../engine';
import type { World } from './world';
import type { Candidate } from './types';

interface OrderLite {
  formation: string;
  spec: { type: string; target: HexId[] };
  status: string;
}

const OPEN = new Set(['transit', '1T', 'R4', 'R5']);

function ownOrders(w: World): OrderLite[] {
  const o = (w.view.secret as Record<string, { orders?: { orders?: Record<string, OrderLite> } } | undefined>)?.[w.side]?.orders?.orders ?? {};
  return Object.values(o);
}

/** The formation's units on the map: where it stands and how strong it is. */
function formationAt(w: World, formation: string): { hex: HexId | null; strength: number } {
  let best: HexId | null = null;
  let strength = 0;
  const base = formation.split('/')[0];
  for (const id of w.ctx.unitIds) {
    const def = w.ctx.units[id];
    if (def.formation !== base || def.side !== w.side) continue;
    const hex = w.view.units[id]?.hex;
    if (!hex || w.view.units[id].status !== 'map') continue;
    strength += w.strength[id] ?? 0;
    best ??= hex;
  }
  if (!best) best = w.ctx.scenario.hqs.find((h) => h.id === formation) ? (w.view.leaders[formation]?.hex ?? null) : null;
  return { hex: best, strength };
}

function enemyNear(w: World, hex: HexId, r: number): number {
  let sum = 0;
  for (const h of w.ctx.map.inRange(hex, r)) {
    const c = w.stacks[h];
    if (c && c.side === w.enemy) sum += c.strength;
  }
  return sum;
}

/** How good an order of this type on this target is for the formation now (NLC 12.2 order types). */
export function orderValue(w: World, formation: string, type: string, target: HexId[]): { score: number; why: string } {
  const at = formationAt(w, formation);
  const t = target[0];
  const obj = t ? w.ctx.scenario.objectives.find((o) => o.hex === t) : undefined;
  const dist = at.hex && t ? w.ctx.map.distance(at.hex, t) : 0;
  const foes = t ? enemyNear(w, t, 2) : 0;
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
  return { value: orderValue(w, formation, cur.spec.type, cur.spec.target).score, open: false };
}

function orderCandidate(w: World, c: ChooseCommand, kind: 'written' | 'local' | 'badMove', orders: OrderLite[]): Candidate {
  const o = c.order!;
  const v = orderValue(w, o.formation, o.type, o.target ?? []);
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
  return legal.map((c): Candidate => {
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

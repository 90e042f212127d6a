// The value of standing on a hex for a given stack: pull toward objectives (the enemy's to take, ours to
// hold: NLC 18, N20X 15.0), toward weaker enemies to attack next, and away from stronger enemies that
// could attack us (threatened hexes). Moves are scored by the change in this value.
import type { HexId } from '../../engine';
import { adjacentEnemy, strengthNear, suppliedHexes, type World } from './world';

export interface HexValue {
  total: number;
  why: string[];
}

/** Weight of the enemy being within reach: stronger than us is a threat, weaker is a target. */
export function hexValue(w: World, hex: HexId, units: string[]): HexValue {
  const why: string[] = [];
  const map = w.ctx.map;
  const mine = units.reduce((a, u) => a + (w.strength[u] ?? 0), 0) || 1;
  let total = 0;
  // objectives: enemy or neutral ones draw hard, ours draw a little (a garrison) when threatened
  let pull = 0;
  let bestObj = '';
  // N20 14.0: objectives count only at night; after the last night (base victory, N20 15.0, only morale
  // counts) they are worth nothing to either side, and the side that must press hunts units instead
  const objScale = w.afterLastNight ? 0.05 : 1;
  const hunt = 1 + 5 * w.press + (w.afterLastNight ? 4 * w.press : 0);
  for (const o of w.ctx.scenario.objectives) {
    const d = map.distance(hex, o.hex);
    const held = w.view.control[o.hex] === w.side;
    const threat = adjacentEnemy(w, o.hex) + (w.stacks[o.hex]?.side === w.enemy ? 1 : 0);
    const weight = held ? (threat > 0 ? 0.8 : 0.25) : 1.6;
    // MOP 37.13: an objective of ours counts while a unit of ours on it is in supply, or while nobody stands
    // on it: at the end, out of supply, the garrison costs it, so it keeps next to it rather than on it
    const supplied = d === 0 && held ? suppliedHexes(w) : null;
    const unsupplied = !!supplied && !supplied.has(o.hex);
    const v = (o.vp + 1) * weight * (unsupplied ? 4 / 3 : d === 0 ? 6 : 4 / (1 + d)) * objScale;
    if (v > pull) {
      pull = v;
      bestObj = o.hex;
    }
    total += v * 0.35;
  }
  total += pull;
  if (bestObj) why.push(`toward objective ${bestObj}`);
  // the enemy: hunt weaker stacks, shun stronger ones next to us unless friends are close
  const enemyAdj = adjacentEnemy(w, hex);
  const n20 = w.ctx.scenario.system === 'n20';
  const friends = strengthNear(w, w.side, hex, 1, units);
  if (enemyAdj > 0) {
    const ratio = (mine + friends * 0.5) / enemyAdj;
    if (w.holder && w.press === 0) {
      // N20 7.0: contact forces a battle; the side that wins ties keeps out of it (a lost battle costs
      // morale, and ties on morale are already its win): the stronger the enemy next door, the worse
      total -= 1.5 + (enemyAdj / (mine + friends * 0.5)) * 2 + (w.afterLastNight ? 2 : 0);
      why.push('keeps out of contact');
    } else if (ratio >= 1.5 - 0.6 * w.press) {
      // at least what drifting one hex away toward the enemy is worth: contact is where the battles are
      total += 2 + w.press + (n20 ? (1.5 * hunt) / 2 : 0);
      why.push('next to a weaker enemy');
    } else if (ratio >= 0.8) {
      if (n20) total += (1.5 * hunt) / 4;
    } else {
      total -= 3 * (1 - ratio) + 1;
      why.push('threatened by a stronger enemy');
    }
  } else {
    // no contact: drift toward the nearest enemy, gently
    let dMin = 99;
    for (const [h, c] of Object.entries(w.stacks)) if (c.side === w.enemy) dMin = Math.min(dMin, map.distance(hex, h));
    if (dMin < 99) total += (1.5 * hunt) / (1 + dMin);
  }
  // support: a friend next door backs us up
  if (friends > 0) total += 0.3;
  const order = orderPull(w, hex, units);
  if (order) {
    total -= order;
    why.push('on its orders');
  }
  return { total, why };
}

/** Worth of a hex nearer the target of the order the stack's formation follows (per hex). */
const ORDER_PULL = 0.8;

/**
 * NLC 12.2: the formation's order says where it goes: an Attack, Probe or March draws its units to the
 * target (until 2 hexes from the enemy an Attack must close on it anyway), a Defend to within 2 hexes of
 * it. Without it a formation ordered against a far objective stays by the one it holds. The cost of
 * standing `hex` away from the target, for the first unit's formation.
 */
function orderPull(w: World, hex: HexId, units: string[]): number {
  const f = units.length ? w.ctx.units[units[0]]?.formation : undefined;
  const o = f ? w.orderOf[f] : undefined;
  if (!o || !o.target.length) return 0;
  const slack = o.type === 'defend' || o.type === 'delay' ? 2 : o.type === 'attack' || o.type === 'probe' || o.type === 'march' ? 0 : -1;
  if (slack < 0) return 0;
  let d = 99;
  for (const t of o.target) d = Math.min(d, w.ctx.map.distance(hex, t));
  return ORDER_PULL * Math.max(0, d - slack);
}

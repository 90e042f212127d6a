// What a card does as it is played (MOP A.I, 37.12.1): the target it needs, why it cannot be played now,
// and the effect put in force (cards/effects.ts) or done at once (Replacements, Formation Scattered, Spies,
// Gneisenau's rally). In full play the player names the target; in restricted play and from the tables it
// is picked at random among those eligible (A.III d).
import type { Draft } from 'immer';
import { alternateChoices, cumulativeAlternates } from './reinforcements';
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { drawInt } from '../../../core/rng';
import { log, type Out } from '../../../core/ops';
import { maxSteps, moveClass, occupancy, otherSide, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { stackProblem } from '../../../rules/stacking';
import { CARD_BY_N } from './deck';
import { campOf } from './mode';
import { addEffect } from './effects';
import { marchCardVeto, marchTargets, startMarchCard } from './marchCards';
import { mopDraft, mopState } from '../state';
import { currentOrder, ordersOf } from '../../nlc/orders/types';

export interface CardTarget {
  id: string;
  label: string;
}

/** Cards whose effect goes through the orders system (NLC 12): without it they have nothing to act on. */
const NEEDS_ORDERS = new Set([8, 10, 11, 12, 13, 15, 21, 28, 31]);
/** Populace (French 24) too. */
const isPopulace = (ctx: Ctx, side: Side, card: number) => card === 24 && campOf(ctx, side) === 'french';

export function ordersOn(s: GameState, ctx: Ctx): boolean {
  return !!ctx.scenario.command && ruleIn(s, ctx, 'NLC 12');
}

const isCavalry = (ctx: Ctx, u: string) => moveClass(ctx.units[u].type) === 'cavalry' && !/artillery/.test(ctx.units[u].type);
const isCossack = (ctx: Ctx, u: string) => /cossack/i.test(ctx.units[u].name) || /cossack/i.test(ctx.units[u].nationality);

function onMap(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((u) => ctx.units[u].side === side && s.units[u].status === 'map' && s.units[u].hex);
}

/** The targets the card needs now, or null when it needs none (MOP A.I). */
export function cardTargets(s: GameState, ctx: Ctx, side: Side, card: number): CardTarget[] | null {
  const enemy = otherSide(ctx, side);
  const camp = campOf(ctx, side);
  if (card === 16) {
    // a town or village held by the enemy
    const occ = occupancy(s, ctx);
    return Object.keys(occ)
      .filter((h) => occ[h].side === enemy && unitsAt(s, ctx, h).length && ['town', 'village'].includes(ctx.map.hexes[h]?.terrain))
      .sort()
      .map((h) => ({ id: h, label: `${ctx.map.hexes[h].name ?? 'town'} (${h})` }));
  }
  if (card === 23) {
    const hexes = [...new Set(onMap(s, ctx, enemy).map((u) => s.units[u].hex!))].sort();
    return hexes
      .filter((h) => unitsAt(s, ctx, h).some((u) => isCavalry(ctx, u) && (camp !== 'french' || isCossack(ctx, u))))
      .map((h) => ({ id: h, label: `the cavalry at ${h}` }));
  }
  // 8 Approach March: a formation clear of enemy ZOCs and its March target (cards/marchCards.ts)
  if (card === 8) return marchTargets(s, ctx, side);
  if (card === 29 && cumulativeAlternates(ctx)) {
    // MOP 37.23.2: the player chooses the group from every list out so far
    const gs = alternateChoices(s, ctx, side);
    return gs.map((g) => ({ id: g.key, label: `the group due on turn ${g.turn} at ${g.hex} (${g.strength} SP)` }));
  }
  if (card === 30 && camp === 'allied') {
    const uar = (mopState(s).boxes?.uar ?? []).filter((u) => ctx.units[u].side === side);
    const fs = [...new Set(uar.map((u) => ctx.units[u].formation))].sort();
    return fs.length ? fs.map((f) => ({ id: f, label: ctx.scenario.formations.find((x) => x.id === f)?.name ?? f })) : null;
  }
  return null;
}

/** Why the card's effect cannot be played now (MOP A.I), beyond the hand and leader checks, or null. */
export function effectVeto(s: GameState, ctx: Ctx, side: Side, card: number, target?: string): RuleError | null {
  const c = CARD_BY_N[card];
  const title = c.title[campOf(ctx, side)];
  const mine = onMap(s, ctx, side);
  if ((NEEDS_ORDERS.has(card) || isPopulace(ctx, side, card)) && !ordersOn(s, ctx)) {
    return { code: 'no-orders', message: `${title} works through orders: the command rules (NLC 12) are not in play`, rule: 'MOP A.I' };
  }
  if ((card === 17 || card === 18) && !mine.some((u) => isCavalry(ctx, u))) {
    return { code: 'no-cavalry', message: `${title}: the side has no cavalry on the map`, rule: 'MOP A.I' };
  }
  if (card === 3 && !mine.some((u) => /artillery/.test(ctx.units[u].type))) {
    return { code: 'no-artillery', message: `${title}: the side has no guns on the map`, rule: 'MOP A.I' };
  }
  // 1, 8, 11, 12, 13, 15, 19: what the March and Mode cards need (cards/marchCards.ts)
  const march = marchCardVeto(s, ctx, side, card, target);
  if (march) return march;
  const targets = cardTargets(s, ctx, side, card);
  if (targets && card !== 30) {
    // card 8 is offered a few targets; any other legal one may be named
    const nothing = card === 16 ? 'no town held by the enemy' : card === 8 ? 'no formation clear of enemy ZOCs with a March target' : 'no such enemy cavalry on the map';
    if (!targets.length && !(card === 8 && target !== undefined)) return { code: 'no-target', message: `${title}: there is nothing to play it on (${nothing})`, rule: 'MOP A.I' };
    if (target !== undefined && card !== 8 && !targets.some((t) => t.id === target)) {
      return { code: 'bad-target', message: `${title} cannot be played on ${target} (${targets.map((t) => t.id).join(', ')})`, rule: 'MOP A.I' };
    }
  }
  if (card === 30 && target !== undefined && !(targets ?? []).some((t) => t.id === target)) {
    return { code: 'bad-target', message: `${title}: formation ${target} has no unit in the UAR box`, rule: 'MOP A.I' };
  }
  return null;
}

/** The turn before the first daylight turn of the next day (card 16): its effect lasts until then. */
export function untilNextDaylight(ctx: Ctx, turn: number): number {
  const night = ctx.scenario.turns.night;
  const firstNight = night.filter((t) => t >= turn).sort((a, b) => a - b)[0];
  if (firstNight === undefined) return ctx.scenario.turns.count;
  let t = firstNight;
  while (night.includes(t)) t++;
  return t - 1;
}

function pick<T>(d: Draft<GameState>, xs: T[]): T | undefined {
  if (!xs.length) return undefined;
  return xs.length === 1 ? xs[0] : xs[drawInt(d, xs.length)];
}

/**
 * Put the card's effect in force (or do it now) for `side`; returns the note of what was done. `target`
 * comes from the player in full play; otherwise it is picked at random (A.III d).
 */
export function startEffect(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, card: number, target: string | undefined, hidden: boolean): string {
  const s = d as GameState;
  const turn = d.clock.turn;
  const camp = campOf(ctx, side);
  const base = { card, side, turn, until: turn, hidden };
  void out;
  switch (card) {
    case 2:
    case 5:
      // Mode cards: the first turn
      addEffect(d, { ...base, until: 1 });
      return '';
    case 3:
      addEffect(d, { ...base, uses: 1 });
      return '';
    case 4: {
      const reduced = onMap(s, ctx, side).filter((u) => ctx.units[u].type === 'infantry' && s.units[u].steps < maxSteps(ctx.units[u]));
      const u = pick(d, reduced);
      if (!u) return 'no reduced infantry unit: no effect';
      d.units[u].steps += 1;
      return `${pieceName(ctx, u)} regains a step`;
    }
    case 6: {
      const fs = [...new Set(onMap(s, ctx, side).map((u) => ctx.units[u].formation))].sort();
      const f = pick(d, fs);
      if (!f) return 'no formation on the map: no effect';
      const units = onMap(s, ctx, side).filter((u) => ctx.units[u].formation === f);
      for (const u of units) d.units[u].disrupted = true;
      return `${ctx.scenario.formations.find((x) => x.id === f)?.name ?? f}: ${units.length} unit${units.length === 1 ? '' : 's'} disrupted`;
    }
    case 7:
      // Napoleon: rating 5, the chit and the Initial Action; Blücher: three rerolls, no involuntary retreats
      if (camp === 'french') addEffect(d, base);
      else {
        addEffect(d, { ...base, target: 'rerolls', uses: 3 });
        addEffect(d, { ...base, target: 'hold' });
      }
      return '';
    case 10:
      return spiesNote(s, ctx, side);
    case 14:
      addEffect(d, { ...base, ...(camp === 'allied' ? { uses: 1 } : {}) });
      return '';
    case 16: {
      const t = target ?? pick(d, (cardTargets(s, ctx, side, 16) ?? []).map((x) => x.id));
      if (!t) return 'no town held by the enemy: no effect';
      const until = untilNextDaylight(ctx, turn);
      addEffect(d, { ...base, until, target: t });
      return `${t} burns: +2 MP to enter it until turn ${until + 1}`;
    }
    case 1:
    case 8:
    case 11:
    case 12:
    case 13:
    case 15:
    case 19:
      return startMarchCard(d, ctx, out, side, card, target, base, (xs) => pick(d, xs));
    case 17:
    case 18:
    case 20:
    case 21:
    case 28:
      addEffect(d, base);
      return '';
    case 22:
      addEffect(d, { ...base, uses: 1 });
      return '';
    case 23: {
      const t = target ?? pick(d, (cardTargets(s, ctx, side, 23) ?? []).map((x) => x.id));
      if (!t) return 'no such enemy cavalry: no effect';
      const units = unitsAt(s, ctx, t).filter((u) => isCavalry(ctx, u) && (camp !== 'french' || isCossack(ctx, u)));
      addEffect(d, { ...base, target: t, units });
      return `the cavalry at ${t} may not charge this turn`;
    }
    case 24:
      addEffect(d, camp === 'french' ? base : { ...base, uses: 1 });
      return '';
    case 30: {
      addEffect(d, camp === 'allied' ? { ...base, target: 'rerolls', uses: 3 } : base);
      if (camp === 'french') return '';
      const fs = (cardTargets(s, ctx, side, 30) ?? []).map((x) => x.id);
      const f = target ?? pick(d, fs);
      return f ? gneisenauRally(d, ctx, out, f) : 'no unit in the UAR box';
    }
    case 31:
      addEffect(d, { ...base, target: 'order' });
      return 'one more order this turn';
    default:
      return '';
  }
}

/** Card 10: what the enemy's formations are ordered to do now (the side reads them; the note stays its secret until shown). */
function spiesNote(s: GameState, ctx: Ctx, side: Side): string {
  const enemy = otherSide(ctx, side);
  const o = ordersOf(s, enemy);
  const live = ctx.scenario.formations.filter((f) => f.side === enemy).map((f) => ({ f, order: currentOrder(s, enemy, f.id) })).filter((x) => x.order);
  void o;
  if (!live.length) return `the ${sideName(ctx, enemy)} have no orders in force`;
  return `the ${sideName(ctx, enemy)} orders: ` + live.map(({ f, order }) => `${f.name}: ${order!.spec.type}${order!.spec.target.length ? ` ${order!.spec.target.join('-')}` : ''} (${order!.status})`).join('; ');
}

/** Gneisenau (card 30): the formation's units in the UAR box come back, reduced, at their leader's hex (as a rally without the die). */
function gneisenauRally(d: Draft<GameState>, ctx: Ctx, out: Out, formation: string): string {
  const boxes = mopDraft(d).boxes;
  if (!boxes) return 'no unit in the UAR box';
  const f = ctx.scenario.formations.find((x) => x.id === formation);
  const leader = f?.leader ? d.leaders[f.leader] : undefined;
  const hex = leader?.status === 'map' ? leader.hex : null;
  const name = f?.name ?? formation;
  if (!hex) return `${name}: its leader is not on the map, its units stay in the UAR box`;
  const back: string[] = [];
  for (const u of boxes.uar.filter((x) => ctx.units[x].formation === formation)) {
    const here = unitsAt(d as GameState, ctx, hex);
    d.units[u].steps = Math.max(1, maxSteps(ctx.units[u]) - 1);
    d.units[u].status = 'map';
    d.units[u].hex = hex;
    if (stackProblem(d as GameState, ctx, hex, [...here, u])) {
      d.units[u].status = 'eliminated';
      d.units[u].hex = null;
      d.units[u].steps = 0;
      continue;
    }
    boxes.uar.splice(boxes.uar.indexOf(u), 1);
    back.push(u);
  }
  if (back.length) log(d, out, `${back.map((u) => pieceName(ctx, u)).join(', ')} rejoin at ${hex} (MOP A.I Gneisenau)`, { rule: 'MOP A.I', hexes: [hex] });
  return back.length ? `${name}: ${back.length} unit${back.length === 1 ? '' : 's'} back from the UAR box at ${hex}` : `${name}: no room at ${hex}, its units stay in the UAR box`;
}


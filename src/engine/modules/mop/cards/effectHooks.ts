// How the card effects in force reach the NLC procedures (MOP A.I), through the core hooks: Fire Table
// rolls (3, 7, 14, 20, 24, 30), the morale check after losses (7, 30), pursuit and reaction tests (17, 18),
// the extra step of a retreat into a ZOC (22), the Initial and Coordinated Actions (2, 5, 7), leader ratings
// (7, 30), orders (21, 24, 28, 31), charges (23) and the cost of a burning town (16). A face-down card is
// shown the first time its effect changes something (37.12.1).
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { FireRollAnswer, Hooks } from '../../../core/module';
import { otherSide } from '../../../rules/pieces';
import { currentOrder } from '../../nlc/orders/types';
import { CARD_BY_N } from './deck';
import { campOf } from './mode';
import { effectOf, effectsInForce, useEffect, type CardEffect } from './effects';
import { ordersOn } from './effectPlay';
import { cardLeader } from './play';
import { probeShift, recordFight } from './marchCards';

const RULE = 'MOP A.I';
/** Our ruling: a reroll card is spent on the side's own assault or charge roll of 6 or less. */
export const REROLL_AT_MOST = 6;

function title(ctx: Ctx, e: CardEffect): string {
  return CARD_BY_N[e.card].title[campOf(ctx, e.side)];
}

function find(s: GameState, ctx: Ctx, side: Side, card: number, target?: string): CardEffect | undefined {
  return effectsInForce(s, ctx).find((e) => e.side === side && e.card === card && (target === undefined || e.target === target));
}

const isArtillery = (ctx: Ctx, u: string) => /artillery/.test(ctx.units[u].type);

/** Is the unit under Defend orders (without the orders system, every unit defends: our ruling for card 20)? */
function defending(s: GameState, ctx: Ctx, u: string): boolean {
  if (!ordersOn(s, ctx)) return true;
  const o = currentOrder(s, ctx.units[u].side, ctx.units[u].formation);
  return o?.spec.type === 'defend';
}

export const fireRoll: Hooks['fireRoll'] = (d, ctx, out, q, dice) => {
  const s = d as GameState;
  // 15 Sound of Guns needs to know what was assaulted or bombarded last turn (cards/marchCards.ts)
  if (q.role === 'attacker' && (q.kind === 'assault' || q.kind === 'bombard')) recordFight(d, q.target);
  if (!effectsInForce(s, ctx).length) return undefined;
  const enemy = otherSide(ctx, q.side);
  const mods: NonNullable<FireRollAnswer['mods']> = [];
  let reroll: FireRollAnswer['reroll'];
  const fight = q.kind === 'assault' || q.kind === 'charge';
  const total = dice.length === 2 ? dice[0] + dice[1] : 0;
  // rerolls: Blücher and Gneisenau (three), Another Chance (one), on the side's own poor assault or charge roll
  if (fight && total && total <= REROLL_AT_MOST) {
    const r = find(s, ctx, q.side, 7, 'rerolls') ?? find(s, ctx, q.side, 30, 'rerolls') ?? (campOf(ctx, q.side) === 'allied' ? find(s, ctx, q.side, 14) : undefined);
    if (r) {
      useEffect(d, ctx, out, r);
      reroll = { why: title(ctx, r), rule: RULE };
    }
  }
  // 14 Ney: +1 on the French roll when they attack or charge, -1 on the enemy's when the enemy does
  if (fight) {
    const ney = campOf(ctx, q.side) === 'french' && q.role === 'attacker' ? find(s, ctx, q.side, 14) : campOf(ctx, enemy) === 'french' && q.role === 'attacker' ? find(s, ctx, enemy, 14) : undefined;
    if (ney) {
      useEffect(d, ctx, out, ney);
      mods.push({ mod: ney.side === q.side ? 1 : -1, why: title(ctx, ney), rule: RULE });
    }
  }
  if (q.kind === 'assault') {
    // 3 Artillery Cover Fire: the enemy's roll -1 in one combat where the side's guns fight
    const cover = find(s, ctx, enemy, 3);
    if (cover && q.enemies.some((u) => isArtillery(ctx, u))) {
      useEffect(d, ctx, out, cover);
      mods.push({ mod: -1, why: title(ctx, cover), rule: RULE });
    }
    // 20 Area Defense: the enemy's roll -1 against units under Defend orders
    const area = q.role === 'attacker' ? find(s, ctx, enemy, 20) : undefined;
    if (area && q.enemies.some((u) => defending(s, ctx, u))) {
      useEffect(d, ctx, out, area);
      mods.push({ mod: -1, why: title(ctx, area), rule: RULE });
    }
    // 24 The Last Push: +2 on one assault of the side
    const push = q.role === 'attacker' && campOf(ctx, q.side) === 'allied' ? find(s, ctx, q.side, 24) : undefined;
    if (push) {
      useEffect(d, ctx, out, push);
      mods.push({ mod: 2, why: title(ctx, push), rule: RULE });
    }
  }
  // 30 Marmont: +1 on French bombardment
  if (q.kind === 'bombard' && campOf(ctx, q.side) === 'french') {
    const m = find(s, ctx, q.side, 30);
    if (m) {
      useEffect(d, ctx, out, m);
      mods.push({ mod: 1, why: title(ctx, m), rule: RULE });
    }
  }
  return reroll || mods.length ? { reroll, mods } : undefined;
};

export const retreatCheck: Hooks['retreatCheck'] = (d, ctx, out, side, _units, r) => {
  const s = d as GameState;
  if (!effectsInForce(s, ctx).length) return undefined;
  if (!r.passed) {
    // 7 Blücher, 30 Marmont: the side's involuntary retreats are cancelled
    const hold = find(s, ctx, side, 7, 'hold') ?? (campOf(ctx, side) === 'french' ? find(s, ctx, side, 30) : undefined);
    if (hold) {
      useEffect(d, ctx, out, hold, false);
      return { passed: true, why: `${title(ctx, hold)} cancels the involuntary retreat`, rule: RULE };
    }
    return undefined;
  }
  // 30 Marmont: the enemy checks with morale 1 lower for retreat
  const enemy = otherSide(ctx, side);
  const m = campOf(ctx, enemy) === 'french' ? find(s, ctx, enemy, 30) : undefined;
  if (m && r.die > r.morale - 1) {
    useEffect(d, ctx, out, m, false);
    return { passed: false, why: `${title(ctx, m)}: morale ${r.morale - 1} for retreat, rolled ${r.die}`, rule: RULE };
  }
  return undefined;
};

export const autoPass: Hooks['autoPass'] = (d, ctx, out, unit, check) => {
  const e = effectOf(d as GameState, ctx, ctx.units[unit].side, check === 'pursuit' ? 17 : 18);
  if (!e) return undefined;
  useEffect(d, ctx, out, e, false);
  return { why: title(ctx, e), rule: RULE };
};

export const retreatZocSpared: Hooks['retreatZocSpared'] = (d, ctx, out, side) => {
  const e = effectOf(d as GameState, ctx, side, 22);
  if (!e) return undefined;
  useEffect(d, ctx, out, e);
  return { why: title(ctx, e), rule: RULE };
};

export const actionGrant: Hooks['actionGrant'] = (d, ctx, out, side, kind) => {
  const s = d as GameState;
  const late = effectOf(s, ctx, side, 2);
  if (late) {
    useEffect(d, ctx, out, late, false);
    return { grant: false, why: title(ctx, late), rule: RULE };
  }
  const nap = campOf(ctx, side) === 'french' ? effectOf(s, ctx, side, 7) : undefined;
  if (nap && cardLeader(s, ctx, side, 7)) {
    useEffect(d, ctx, out, nap, false);
    return { grant: true, why: title(ctx, nap), rule: RULE };
  }
  const early = kind === 'initial' ? effectOf(s, ctx, side, 5) : undefined;
  if (early) {
    useEffect(d, ctx, out, early, false);
    return { grant: true, why: title(ctx, early), rule: RULE };
  }
  return undefined;
};

export const leaderRating: Hooks['leaderRating'] = (s, ctx, leader, rating) => {
  const side = ctx.leaders[leader].side;
  const card = campOf(ctx, side) === 'french' ? [7, 30].find((n) => effectOf(s, ctx, side, n) && cardLeader(s, ctx, side, n) === leader) : undefined;
  if (card === 7) return 5;
  // 30 Marmont: his increased rating, our +1
  if (card === 30) return rating + 1;
  return undefined;
};

export const orderCapacity: Hooks['orderCapacity'] = (s, ctx, oc) => {
  const side = ctx.leaders[oc].side;
  const out: { add: number; why: string; rule: string }[] = [];
  for (const n of [28, 31]) {
    const e = effectOf(s, ctx, side, n);
    if (e) out.push({ add: 1, why: title(ctx, e), rule: RULE });
  }
  return out;
};

export const complianceShifts: Hooks['complianceShifts'] = (s, ctx, side, _formation, specs) => {
  const out: { shift: number; why: string; rule: string }[] = [];
  const turning = effectOf(s, ctx, side, 21);
  if (turning && specs.length > 1 && specs[0].type === 'march' && specs.some((x) => x.type === 'attack')) out.push({ shift: 2, why: title(ctx, turning), rule: RULE });
  const forced = effectOf(s, ctx, side, 28);
  if (forced && specs.length === 1 && specs[0].type === 'march') out.push({ shift: 2, why: title(ctx, forced), rule: RULE });
  out.push(...probeShift(s, ctx, side, specs));
  return out;
};

export const orderDelay: Hooks['orderDelay'] = (s, ctx, side) => {
  const enemy = otherSide(ctx, side);
  return campOf(ctx, enemy) === 'french' && effectOf(s, ctx, enemy, 24) ? 1 : 0;
};

export function cardChargeVeto(s: GameState, ctx: Ctx, from: HexId): { code: string; message: string; rule: string } | null {
  for (const e of effectsInForce(s, ctx)) {
    if (e.card !== 23 || !e.units?.length) continue;
    if (e.units.some((u) => s.units[u].hex === from && s.units[u].status === 'map')) {
      return { code: 'card-no-charge', message: `${title(ctx, e)}: the cavalry named may not charge this turn`, rule: RULE };
    }
  }
  return null;
}

/** Card 16: entering the burning town costs 2 MP more (4 half MP). */
export const fireStep: Hooks['moveStep'] = (s, ctx, _pieces, _from, to, cost) => {
  if ('prohibited' in cost) return cost;
  const burning = effectsInForce(s, ctx).some((e) => e.card === 16 && e.target === to);
  return burning ? { ...cost, halves: cost.halves + 4 } : cost;
};

/** fireStep for a whole movement search (Hooks.moveStepFor): null while no town burns. */
export const fireStepFor: Hooks['moveStepFor'] = (s, ctx) => {
  const burning = new Set(effectsInForce(s, ctx).filter((e) => e.card === 16).map((e) => e.target));
  if (!burning.size) return null;
  return (_from, to, cost) => ('prohibited' in cost || !burning.has(to) ? cost : { ...cost, halves: cost.halves + 4 });
};


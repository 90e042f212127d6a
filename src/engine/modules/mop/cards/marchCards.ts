// The March and Mode cards that act on orders and movement (MOP A.I): 1 Road Column (ours), 8 Approach
// March, 11 General Advance, 12 Probe (ours), 13 Infiltration, 15 Sound of Guns, 19 Mobile Defense. What
// each needs to be played (cardsVeto), what it is played on (8: a formation and its March target), what it
// starts (start) and how its effect reaches the NLC procedures (the hooks at the end).
import type { Draft } from 'immer';
import type { GameState, HexId, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Hooks } from '../../../core/module';
import type { Out } from '../../../core/ops';
import { moveClass, otherSide } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { onRoadOrTrail } from '../../../board/mapIndex';
import { checkOrder, candidateDrafts } from '../../nlc/orders/giving';
import { candidatePlaces } from '../../nlc/orders/targets';
import { comply, writeOrder } from '../../nlc/orders/lifecycle';
import { ordersActive, unitOrder } from '../../nlc/orders/enforce';
import { hexDist } from '../../nlc/orders/distance';
import { CARD_BY_N } from './deck';
import { campOf } from './mode';
import { addEffect, effectOf, useEffect, type CardEffect } from './effects';
import { cardsPublic, cardsPublicDraft } from './state';

const RULE = 'MOP A.I';
/** 15 Sound of Guns: the Attack target lies within this many hexes of the formation's leader. */
export const SOUND_OF_GUNS_HEXES = 10;
/** 1 Road Column (ours): the extra movement, in half MP, of a unit that stood on a road or trail. */
export const ROAD_COLUMN_HALVES = 2;

const err = (code: string, message: string): RuleError => ({ code, message, rule: RULE });
const title = (ctx: Ctx, side: Side, card: number) => CARD_BY_N[card].title[campOf(ctx, side)];

function onMap(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((u) => ctx.units[u].side === side && s.units[u].status === 'map' && s.units[u].hex);
}

/** The side's formations with units on the map and none in an enemy ZOC (8, 15). */
export function formationsClearOfZoc(s: GameState, ctx: Ctx, side: Side): string[] {
  const zoc = zocOf(s, ctx, otherSide(ctx, side));
  const units = onMap(s, ctx, side);
  return ctx.scenario.formations
    .filter((f) => f.side === side)
    .map((f) => f.id)
    .filter((f) => {
      const mine = units.filter((u) => ctx.units[u].formation === f);
      return mine.length > 0 && mine.every((u) => !zoc.has(s.units[u].hex!));
    });
}

// ---- 15 Sound of Guns: the hexes assaulted or bombarded, by turn (recorded as the attacker's roll is made)

/** Record that `hex` was assaulted or bombarded now (Hooks.fireRoll, the attacker's roll). */
export function recordFight(d: Draft<GameState>, hex: HexId): void {
  const turn = d.clock.turn;
  const pub = cardsPublicDraft(d) as Draft<{ fought?: Record<string, HexId[]> }>;
  const f = (pub.fought ??= {});
  const now = (f[String(turn)] ??= []);
  if (!now.includes(hex)) now.push(hex);
  // only last turn's fights matter: older ones are dropped
  for (const k of Object.keys(f)) if (Number(k) < turn - 1) delete f[k];
}

/** Hexes assaulted or bombarded on the turn before this one. */
export function foughtLastTurn(s: GameState): HexId[] {
  const f = (cardsPublic(s) as { fought?: Record<string, HexId[]> }).fought ?? {};
  return f[String(s.clock.turn - 1)] ?? [];
}

/** Is this Attack target next to or on a hex fought over last turn, within 10 hexes of `from`? */
function soundTarget(s: GameState, ctx: Ctx, from: HexId | null, target: HexId[]): boolean {
  const fought = foughtLastTurn(s);
  return target.some((t) => (!from || hexDist(ctx.map, from, t) <= SOUND_OF_GUNS_HEXES) && fought.some((h) => h === t || ctx.map.distance(h, t) <= 1));
}

// ---- 8 Approach March: played on `formation@hex`

export function parseMarch(target: string | undefined): { formation: string; hex: HexId } | null {
  const m = /^([^@]+)@(\d{4})$/.exec(target ?? '');
  return m ? { formation: m[1], hex: m[2] } : null;
}

/** Why this free March order cannot be given (8), or null. */
function marchVeto(s: GameState, ctx: Ctx, side: Side, formation: string, hex: HexId): RuleError | null {
  if (!formationsClearOfZoc(s, ctx, side).includes(formation)) {
    return err('in-zoc', `${title(ctx, side, 8)}: ${formation} is not a formation of yours on the map clear of enemy ZOCs`);
  }
  const c = checkOrder(s, ctx, side, { formation, type: 'march', target: [hex] }, 'local');
  return 'code' in c ? { ...c, message: `${title(ctx, side, 8)}: ${c.message}` } : null;
}

/** The free March orders offered for card 8: a few targets per formation clear of ZOCs. */
export function marchTargets(s: GameState, ctx: Ctx, side: Side): { id: string; label: string }[] {
  const clear = new Set(formationsClearOfZoc(s, ctx, side));
  return candidateDrafts(s, ctx, side, candidatePlaces(ctx), 'local', ['march'], 2)
    .filter((o) => clear.has(o.formation) && !o.from && o.target?.length === 1)
    .map((o) => {
      const name = ctx.scenario.formations.find((f) => f.id === o.formation)?.name ?? o.formation;
      return { id: `${o.formation}@${o.target![0]}`, label: `${name}: March to ${ctx.map.hexes[o.target![0]]?.name ?? o.target![0]}` };
    });
}

// ---- what each card needs, and what it starts

/** Why one of these cards cannot be played now (beyond the hand and the orders system), or null. */
export function marchCardVeto(s: GameState, ctx: Ctx, side: Side, card: number, target?: string): RuleError | null {
  const t = title(ctx, side, card);
  if (card === 8 && target !== undefined) {
    const p = parseMarch(target);
    if (!p) return err('bad-target', `${t}: name the formation and its March target as formation@hex`);
    return marchVeto(s, ctx, side, p.formation, p.hex);
  }
  if (card === 11 && !ctx.scenario.formations.some((f) => f.side === side && f.leader && s.leaders[f.leader]?.status === 'map')) {
    return err('no-leader', `${t}: no formation of yours has its leader on the map to roll a Local Decision`);
  }
  if (card === 15) {
    if (!foughtLastTurn(s).length) return err('no-fight', `${t}: nothing was assaulted or bombarded last turn`);
    if (!formationsClearOfZoc(s, ctx, side).length) return err('in-zoc', `${t}: every formation of yours has a unit in an enemy ZOC`);
  }
  if (card === 19) {
    const zoc = zocOf(s, ctx, otherSide(ctx, side));
    if (!onMap(s, ctx, side).some((u) => zoc.has(s.units[u].hex!))) return err('no-zoc', `${t}: no unit of yours is in an enemy ZOC`);
  }
  if (card === 13 && !onMap(s, ctx, side).some((u) => moveClass(ctx.units[u].type) === 'cavalry' && !/artillery/.test(ctx.units[u].type))) {
    return err('no-cavalry', `${t}: the side has no cavalry on the map`);
  }
  return null;
}

/** Start the card's effect (or do it now); the note of what was done. `pick` draws a target at random (A.III d). */
export function startMarchCard(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, card: number, target: string | undefined, base: CardEffect, pick: (xs: string[]) => string | undefined): string {
  const s = d as GameState;
  switch (card) {
    case 1: {
      // ours: the units standing on a road or trail as the game begins march 1 MP farther on the first turn
      const units = onMap(s, ctx, side).filter((u) => onRoadOrTrail(ctx.map, s.units[u].hex!));
      addEffect(d, { ...base, until: 1, units });
      return units.length ? `${units.length} unit${units.length === 1 ? '' : 's'} on the roads march 1 MP farther on turn 1` : 'no unit on a road or trail: no effect';
    }
    case 8: {
      const t = target ?? pick(marchTargets(s, ctx, side).map((x) => x.id));
      const p = parseMarch(t);
      if (!p || marchVeto(s, ctx, side, p.formation, p.hex)) return 'no formation clear of enemy ZOCs to march: no effect';
      const c = checkOrder(s, ctx, side, { formation: p.formation, type: 'march', target: [p.hex] }, 'local');
      if ('code' in c) return 'no effect';
      const w = writeOrder(d, ctx, { formation: p.formation, from: c.sender, spec: c.spec, then: [], awaitFurther: false, arrives: d.clock.turn, faceToFace: true, kind: 'local', compliance: null });
      comply(d, ctx, out, w, `${title(ctx, side, 8)}, MOP A.I`);
      return `${ctx.scenario.formations.find((f) => f.id === p.formation)?.name ?? p.formation} marches to ${p.hex} at once`;
    }
    case 11:
    case 15:
      addEffect(d, { ...base, uses: 1 });
      return '';
    case 12:
    case 13:
    case 19:
      addEffect(d, base);
      return '';
    default:
      return '';
  }
}

// ---- the hooks

/** 11: the side's first Local Decision this turn is two columns right; 15: a March-then-Attack toward a fight of last turn also reads a Bad Move as No Effect. */
export const localDecisionShift: Hooks['localDecisionShift'] = (d, ctx, out, side, order) => {
  const s = d as GameState;
  const sound = effectOf(s, ctx, side, 15);
  if (sound && order.spec.type === 'march' && order.then[0]?.type === 'attack' && formationsClearOfZoc(s, ctx, side).includes(order.formation)) {
    const leader = ctx.scenario.formations.find((f) => f.id === order.formation)?.leader;
    const from = leader && s.leaders[leader]?.status === 'map' ? s.leaders[leader].hex : null;
    if (soundTarget(s, ctx, from, order.then[0].target)) {
      useEffect(d, ctx, out, sound);
      return { shift: 2, noBadMove: true, why: title(ctx, side, 15), rule: RULE };
    }
  }
  const advance = effectOf(s, ctx, side, 11);
  if (advance) {
    useEffect(d, ctx, out, advance);
    return { shift: 2, why: title(ctx, side, 11), rule: RULE };
  }
  return undefined;
};

/** 13 Infiltration (the seed's optional effect): the side's cavalry under Attack or Probe orders may decline to assault. */
export const assaultExempt: Hooks['assaultExempt'] = (s, ctx, unit) => {
  const u = ctx.units[unit];
  if (!u || moveClass(u.type) !== 'cavalry' || /artillery/.test(u.type)) return false;
  return !!effectOf(s, ctx, u.side, 13);
};

/** 19 Mobile Defense: units under Defend or Delay orders (without the orders rules, every unit) may leave an enemy ZOC, paying the +1 MP. */
export const zocUnlock: Hooks['zocUnlock'] = (s, ctx, units) => {
  if (!units.length) return false;
  const side = ctx.units[units[0]].side;
  if (!effectOf(s, ctx, side, 19)) return false;
  if (!ordersActive(s, ctx)) return true;
  return units.every((u) => {
    const t = unitOrder(s, ctx, u)?.spec.type;
    return t === 'defend' || t === 'delay';
  });
};

/** 1 Road Column (ours): +1 MP on the first turn for the units named when it was played. */
export const roadColumnMp: Hooks['mpAdjustHalves'] = (s, ctx, unit) => {
  const side = ctx.units[unit]?.side;
  if (!side || s.clock.turn !== 1) return 0;
  const e = effectOf(s, ctx, side, 1);
  return e?.units?.includes(unit) ? ROAD_COLUMN_HALVES : 0;
};

/** 12 Probe (ours): the side's Probe orders written this turn are checked two columns right. */
export function probeShift(s: GameState, ctx: Ctx, side: Side, specs: { type: string }[]): { shift: number; why: string; rule: string }[] {
  const e = effectOf(s, ctx, side, 12);
  return e && specs.some((x) => x.type === 'probe') ? [{ shift: 2, why: title(ctx, side, 12), rule: RULE }] : [];
}

// Card effects in force (MOP A.I, 37.12.1): what a played card does for its duration. An effect played face
// up is kept in GameState.mop.cards.effects (both sides see it); one played face down is kept in the side's
// secret cards until it shows on the map: then the card is turned face up (useEffect).
import { isDraft, type Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { sideName } from '../../../rules/pieces';
import { cardsPublic, cardsPublicDraft, sideCards, sideCardsDraft, type PlayedCard } from './state';

export interface CardEffect {
  card: number;
  /** The side that played it (whose forces it concerns). */
  side: Side;
  turn: number;
  /** The last turn it is in force. */
  until: number;
  /** What it was played on: a hex, a formation, a choice (card-dependent). */
  target?: string;
  /** Units it names (card 23: the stack that may not charge). */
  units?: string[];
  /** Uses left (undefined: any number while in force). */
  uses?: number;
  /** Still face down (37.12.1). */
  hidden: boolean;
}

type WithEffects = { effects?: CardEffect[] };

function publicList(s: GameState): CardEffect[] {
  return (cardsPublic(s) as WithEffects).effects ?? [];
}

function secretList(s: GameState, side: Side): CardEffect[] {
  return (sideCards(s, side) as WithEffects).effects ?? [];
}

/** Every effect in force now, face up and face down (the engine sees both; views do not). */
export function effectsInForce(s: GameState, ctx: Ctx): CardEffect[] {
  // asked on every movement step (fireStep) and charge: a finished state's answer is kept (states are immutable)
  const hit = isDraft(s) ? undefined : inForceCache.get(s);
  if (hit) return hit;
  const all = [...publicList(s), ...ctx.sides.flatMap((x) => secretList(s, x))];
  const now = all.filter((e) => e.turn <= s.clock.turn && s.clock.turn <= e.until && (e.uses === undefined || e.uses > 0));
  if (!isDraft(s)) inForceCache.set(s, now);
  return now;
}

const inForceCache = new WeakMap<GameState, CardEffect[]>();

/** The effect of this card that `side` has in force now, or undefined. */
export function effectOf(s: GameState, ctx: Ctx, side: Side, card: number): CardEffect | undefined {
  return effectsInForce(s, ctx).find((e) => e.side === side && e.card === card);
}

export function addEffect(d: Draft<GameState>, e: CardEffect): void {
  const list = e.hidden ? ((sideCardsDraft(d, e.side) as Draft<WithEffects>).effects ??= []) : ((cardsPublicDraft(d) as Draft<WithEffects>).effects ??= []);
  list.push(e);
}

/** Drop the effects that ran out (turn start). */
export function expireEffects(d: Draft<GameState>, ctx: Ctx): void {
  const turn = d.clock.turn;
  const keep = (e: CardEffect) => e.until >= turn && (e.uses === undefined || e.uses > 0);
  const pub = cardsPublicDraft(d) as Draft<WithEffects>;
  if (pub.effects) pub.effects = pub.effects.filter(keep);
  for (const side of ctx.sides) {
    const sc = sideCards(d as GameState, side) as WithEffects;
    if (sc.effects?.length) (sideCardsDraft(d, side) as Draft<WithEffects>).effects = sc.effects.filter(keep);
  }
}

/**
 * The effect is used now (a die roll modified, a check passed): one use spent and, face down, the card is
 * shown (37.12.1: when its effect shows on the map).
 */
export function useEffect(d: Draft<GameState>, ctx: Ctx, out: Out, e: CardEffect, spend = true): void {
  const live = findDraft(d, ctx, e);
  if (!live) return;
  if (spend && live.uses !== undefined) live.uses -= 1;
  if (live.hidden) reveal(d, ctx, out, live);
}

function findDraft(d: Draft<GameState>, ctx: Ctx, e: CardEffect): Draft<CardEffect> | undefined {
  const same = (x: CardEffect) => x.card === e.card && x.side === e.side && x.turn === e.turn && x.target === e.target;
  const pub = (cardsPublicDraft(d) as Draft<WithEffects>).effects?.find(same);
  if (pub) return pub;
  for (const side of ctx.sides) {
    const sc = sideCards(d as GameState, side) as WithEffects;
    if (!sc.effects?.some(same)) continue;
    return (sideCardsDraft(d, side) as Draft<WithEffects>).effects!.find(same);
  }
  return undefined;
}

/** Turn a face-down card face up: its effect moves to the open list, its record to the events played. */
function reveal(d: Draft<GameState>, ctx: Ctx, out: Out, e: Draft<CardEffect>): void {
  const sc = sideCardsDraft(d, e.side) as Draft<WithEffects> & ReturnType<typeof sideCardsDraft>;
  const pub = cardsPublicDraft(d) as Draft<WithEffects> & ReturnType<typeof cardsPublicDraft>;
  e.hidden = false;
  sc.effects = (sc.effects ?? []).filter((x) => x !== e);
  (pub.effects ??= []).push(JSON.parse(JSON.stringify(e)) as CardEffect);
  const i = sc.hidden.findIndex((h) => h.card === e.card && h.turn === e.turn);
  if (i < 0) return;
  const [h] = sc.hidden.splice(i, 1);
  pub.played.push(h as PlayedCard);
  if (pub.faceDown[e.side]) pub.faceDown[e.side] -= 1;
  out.revealed = true;
  log(d, out, `Revealed: the ${sideName(ctx, e.side)} had played ${h.title} on turn ${h.turn}: ${h.note || h.effect}`, { rule: 'MOP 37.12' });
}

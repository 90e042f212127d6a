// Playing a card or a rolled event (MOP 37.12.1, A.I, A.III): its effect, face up or face down, and the
// reveal of face-down cards once their effect shows on the map (or at the end of the game, view.ts).
import type { Draft } from 'immer';
import type { GameState, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { isNight } from '../../../rules/clock';
import { sideName } from '../../../rules/pieces';
import { CARD_BY_N, type MopCard } from './deck';
import { campOf, eventMode } from './mode';
import { cardsPublic, cardsPublicDraft, sideCards, sideCardsDraft, type CardSource, type PlayedCard } from './state';
import { alternateReinforcements, arriveEarly, delayMarch, otherRoute, upcomingGroups, type ArrivalEffect } from './reinforcements';
import type { EventTable } from './tables';
import { effectVeto, startEffect } from './effectPlay';

/** Leader cards need their leader on the map (A.I), by name in the scenario. */
const LEADER_OF: Record<number, { french?: RegExp; allied?: RegExp }> = {
  7: { french: /napol/i, allied: /bl(ü|u|ue)cher/i },
  14: { french: /\bney\b/i },
  30: { french: /marmont/i, allied: /gneisenau/i },
};

export function cardLeader(s: GameState, ctx: Ctx, side: Side, card: number): string | null | undefined {
  const re = LEADER_OF[card]?.[campOf(ctx, side)];
  if (!re) return undefined;
  return ctx.leaderIds.find((id) => ctx.leaders[id].side === side && re.test(ctx.leaders[id].name) && s.leaders[id].status === 'map') ?? null;
}

function needsGroup(c: MopCard): boolean {
  return c.kind === 'arrival';
}

/** Why the side may not play this card from its hand now (37.12.1, A.I), or null. Nothing changes. */
export function cardVeto(s: GameState, ctx: Ctx, side: Side, card: number, target?: string): RuleError | null {
  const c = CARD_BY_N[card];
  if (!c) return { code: 'no-card', message: `card ${card} does not exist (cards 1-31)`, rule: 'MOP 37.12' };
  if (eventMode(s, ctx) !== 'full') return { code: 'not-full-play', message: 'cards are played from a hand only in full card play', rule: 'MOP 37.12' };
  if (!sideCards(s, side).hand.includes(card)) return { code: 'not-in-hand', message: `${c.title[campOf(ctx, side)]} is not in your hand`, rule: 'MOP 37.12' };
  if (isNight(ctx.scenario, s.clock.turn)) return { code: 'night', message: 'no cards are played on night turns (our ruling)', rule: 'MOP 37.12' };
  if (c.kind === 'mode') return { code: 'mode-card', message: `${c.title.french} is a Mode card: it is played only before the first turn`, rule: 'MOP A.I' };
  if (needsGroup(c) && !upcomingGroups(s, ctx, side).length) {
    return { code: 'no-reinforcements', message: `${c.title[campOf(ctx, side)]} needs a reinforcement group still to come`, rule: 'MOP A.I' };
  }
  if (c.mechanic === 'generalRetreat' && mayGeneralRetreat(s, side)) {
    return { code: 'retreat-already', message: 'the General Retreat may already be ordered', rule: 'MOP 37.13' };
  }
  if (cardLeader(s, ctx, side, card) === null) {
    return { code: 'leader-absent', message: `${c.title[campOf(ctx, side)]}: that leader is not on the map`, rule: 'MOP A.I' };
  }
  // A.I: what the effect itself needs (a target, the orders system, cavalry or guns)
  return effectVeto(s, ctx, side, card, target);
}

/** May the side order the General Retreat (card 9 or 22 played, MOP 37.13.1)? */
export function mayGeneralRetreat(s: GameState, side: Side): boolean {
  return cardsPublic(s).generalRetreat.includes(side) || sideCards(s, side).generalRetreat;
}

export interface PlayInput {
  /** The side whose forces the event concerns. */
  side: Side;
  card: number;
  source: CardSource;
  roll?: { table: EventTable; d66: number };
  title?: string;
  /** The target named in full play (cards/effectPlay.ts); otherwise picked at random (A.III d). */
  target?: string;
}

/** Apply the card's effect for `side` and record it face up or face down. */
export function playCard(d: Draft<GameState>, ctx: Ctx, out: Out, p: PlayInput): PlayedCard {
  const c = CARD_BY_N[p.card];
  const camp = campOf(ctx, p.side);
  let eff: ArrivalEffect | null = null;
  let note = '';
  const arrival = { arrivesEarly: arriveEarly, delayMarch, alternate: alternateReinforcements, otherRoute } as const;
  if (c.mechanic in arrival) {
    // MOP 37.23.2: card 29 takes the group the player named from the cumulative lists
    eff = c.mechanic === 'alternate' ? alternateReinforcements(d, ctx, p.side, p.target) : arrival[c.mechanic as keyof typeof arrival](d, ctx, p.side);
    note = eff ? eff.note : 'no reinforcement is still to come: no effect';
  }
  const leader = cardLeader(d as GameState, ctx, p.side, p.card);
  if (leader === null) note = 'that leader is not on the map: no effect';
  const hidden = c.hidden;
  // A.I: the card's own effect, put in force or done now (cards/effectPlay.ts)
  // our ruling: Mode cards change the set-up only in full play (A.I); in restricted play they are announced
  if (c.mechanic === 'shown' && leader !== null && (c.kind !== 'mode' || eventMode(d as GameState, ctx) === 'full')) {
    const done = startEffect(d, ctx, out, p.side, p.card, p.target, hidden);
    if (done) note = done;
  }
  if (c.mechanic === 'generalRetreat') {
    if (hidden) sideCardsDraft(d, p.side).generalRetreat = true;
    else if (!cardsPublicDraft(d).generalRetreat.includes(p.side)) cardsPublicDraft(d).generalRetreat.push(p.side);
    note = 'the General Retreat may now be ordered (37.13.1)';
    if (p.card === 22) startEffect(d, ctx, out, p.side, p.card, p.target, hidden);
  }
  const played: PlayedCard = {
    card: p.card,
    side: p.side,
    turn: d.clock.turn,
    source: p.source,
    title: p.title ?? c.title[camp],
    effect: c.effect[camp],
    note,
    // a card that found nothing to act on (no group to come, its leader absent) is worth nothing
    vp: (c.mechanic in arrival && !eff) || leader === null ? 0 : c.vp + (eff?.vp ?? 0),
    ours: c.ours,
    revealTurn: hidden ? (eff ? eff.revealTurn : null) : d.clock.turn,
    thisTurn: c.thisTurn,
  };
  if (p.roll) played.roll = p.roll;
  const what = `${played.title} (card ${p.card})${p.roll ? ` from Random Events Table ${p.roll.table}, ${p.roll.d66}` : ''}`;
  const rule = p.source === 'table' ? 'MOP A.III' : eventMode(d as GameState, ctx) === 'full' ? 'MOP A.I' : 'MOP A.III';
  if (hidden) {
    sideCardsDraft(d, p.side).hidden.push(played);
    log(d, out, `${sideName(ctx, p.side)}: ${what} is played face down: ${played.effect}${note ? ` (${note})` : ''}`, { rule, visibleTo: p.side });
    if (eventMode(d as GameState, ctx) === 'full') {
      const pub = cardsPublicDraft(d);
      pub.faceDown[p.side] = (pub.faceDown[p.side] ?? 0) + 1;
      log(d, out, `The ${sideName(ctx, p.side)} play a card face down (MOP 37.12.1)`, { rule: 'MOP 37.12' });
    }
  } else {
    cardsPublicDraft(d).played.push(played);
    out.revealed = true;
    log(d, out, `${sideName(ctx, p.side)}: ${what}: ${played.effect}${note ? ` (${note})` : ''}`, { rule });
  }
  return played;
}

/** Face-down cards whose effect now shows on the map are turned face up (37.12.1). */
export function revealDue(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  for (const side of ctx.sides) {
    const sc = sideCardsDraft(d, side);
    const due = sc.hidden.filter((h) => h.revealTurn !== null && h.revealTurn <= d.clock.turn);
    if (!due.length) continue;
    sc.hidden = sc.hidden.filter((h) => !(h.revealTurn !== null && h.revealTurn <= d.clock.turn));
    const pub = cardsPublicDraft(d);
    for (const h of due) {
      pub.played.push(h as PlayedCard);
      if (pub.faceDown[side]) pub.faceDown[side] -= 1;
      out.revealed = true;
      log(d, out, `Revealed: the ${sideName(ctx, side)} had played ${h.title} on turn ${h.turn}: ${h.note || h.effect}`, { rule: 'MOP 37.12' });
    }
  }
}

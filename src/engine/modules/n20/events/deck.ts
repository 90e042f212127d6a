// N20 5.0 the event deck and N20X 5.0 the Special Random Event cards: setup by method (Mild, Medium,
// Spicy), the draw each player turn, Retain cards held secretly, the special piles. Cards are drawn at the
// moment of use from an unordered pile (no pre-shuffled future is stored: RNG at the moment of the draw).
import type { Draft } from 'immer';
import type { DecideFrame, GameState, Json, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { push } from '../../../core/run';
import { drawInt } from '../../../core/rng';
import { sideName } from '../../../rules/pieces';
import { BASE_BY_ID, BASE_EVENTS, SPECIAL_BY_ID, SPECIAL_CARDS } from '../data/cards';
import { eventsLevel } from '../options';
import { n20, n20d, type N20Announcement } from '../state';
import { applyEffects } from './effects';

export const REVEAL_IDS = SPECIAL_CARDS.filter((c) => c.type === 'reveal').map((c) => c.id);
export const RETAIN_IDS = SPECIAL_CARDS.filter((c) => c.type === 'retain').map((c) => c.id);

export function cardName(id: string): string {
  return BASE_BY_ID[id]?.name ?? SPECIAL_BY_ID[id]?.name ?? id;
}

/** Remove and return one card at random from a pile (the draw happens now, from the game's generator). */
export function takeRandom(d: Draft<GameState>, pile: string[]): string | null {
  if (pile.length === 0) return null;
  const i = drawInt(d, pile.length);
  return pile.splice(i, 1)[0];
}

export function hand(s: GameState, side: Side): string[] {
  return ((s.secret[side]?.hand as string[] | undefined) ?? []).slice();
}

/** Announce a card to both players (the client shows it as a banner until dismissed). */
export function announceCard(d: Draft<GameState>, side: Side, kind: N20Announcement['kind'], card: string | null): void {
  const st = n20d(d);
  const c = card ? (BASE_BY_ID[card] ?? SPECIAL_BY_ID[card]) : null;
  st.lastEvent = {
    id: (st.lastEvent?.id ?? 0) + 1,
    side,
    kind,
    card: kind === 'retainDrawn' ? null : card,
    name: kind === 'retainDrawn' ? null : (c?.name ?? card),
    text: kind === 'retainDrawn' ? null : (c?.text ?? null),
    turn: d.clock.turn,
    rule: card && BASE_BY_ID[card] ? 'N20 5.0' : 'N20X 5.0',
  };
}

export function addToHand(d: Draft<GameState>, out: Out, ctx: Ctx, side: Side, card: string, how: string): void {
  const sec = d.secret[side] as { [k: string]: Json };
  const h = ((sec.hand as string[] | undefined) ?? []).slice();
  h.push(card);
  h.sort();
  sec.hand = h;
  n20d(d).handCount[side] = h.length;
  out.revealed = true;
  announceCard(d, side, 'retainDrawn', null);
  log(d, out, `${sideName(ctx, side)} ${how} a Retain card and keeps it hidden`, { rule: 'N20X 5.0' });
  log(d, out, `You hold "${cardName(card)}" (${SPECIAL_BY_ID[card]?.text ?? ''})`, { rule: 'N20X 5.0', visibleTo: side });
}

export function removeFromHand(d: Draft<GameState>, side: Side, card: string): void {
  const sec = d.secret[side] as { [k: string]: Json };
  const h = ((sec.hand as string[] | undefined) ?? []).filter((c) => c !== card);
  sec.hand = h;
  n20d(d).handCount[side] = h.length;
}

/** N20X 5.0: a played Retain card goes to the Special discard pile in Spicy, and is set aside otherwise. */
export function discardPlayed(d: Draft<GameState>, ctx: Ctx, card: string): void {
  if (eventsLevel(ctx, d as GameState) === 'Spicy') n20d(d).specialDiscard.push(card);
}

/** Setup of the deck by the chosen method; Medium pushes the secret pick of one dealt Retain card. */
export function setupEvents(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const st = n20d(d);
  const base = ctx.scenario.n20?.eventDeck ?? BASE_EVENTS.map((c) => c.id);
  st.hidden.deck = [...base];
  const level = eventsLevel(ctx, d as GameState);
  if (!level) {
    log(d, out, `Event deck of ${base.length} cards`, { rule: 'N20 5.0' });
    return;
  }
  const reveal = [...REVEAL_IDS];
  const retain = [...RETAIN_IDS];
  if (level === 'Mild') {
    const all = [...reveal, ...retain];
    for (let i = 0; i < 2; i++) st.hidden.deck.push(takeRandom(d, all)!);
    out.revealed = true;
    log(d, out, 'Random Events (Mild): two unseen special cards are shuffled into the event deck; the other 14 are set aside', { rule: 'N20X 5.0' });
    return;
  }
  if (level === 'Medium') {
    st.hidden.deck.push(takeRandom(d, reveal)!);
    for (const side of ctx.sides) {
      const dealt: string[] = [];
      for (let i = 0; i < 4; i++) dealt.push(takeRandom(d, retain)!);
      dealt.sort();
      (d.secret[side] as { [k: string]: Json }).dealt = dealt;
      log(d, out, `You are dealt: ${dealt.map(cardName).join(', ')}. Pick one to shuffle into the event deck.`, { rule: 'N20X 5.0', visibleTo: side });
    }
    out.revealed = true;
    log(d, out, 'Random Events (Medium): one unseen Reveal card joins the deck; each player is dealt four Retain cards and picks one for the deck', { rule: 'N20X 5.0' });
    // each player picks in turn behind the curtain (a decide frame per side, so options never show the other's cards)
    push(d, ...ctx.sides.map((side): DecideFrame => ({ k: 'decide', side, type: 'n20:mediumPick', rule: 'N20X 5.0', loc: {} })));
    return;
  }
  // Spicy: ruling — the Kit's "all four Retain cards" means the four Reveal cards.
  st.hidden.deck.push(...reveal);
  st.hidden.special = [...retain];
  log(d, out, 'Random Events (Spicy): the four Reveal cards are shuffled into the event deck; the twelve Retain cards form the Special Events draw pile', { rule: 'N20X 5.0' });
}

/** N20 5.0: reshuffle the discards into the deck (every night, and when an event says so). */
export function reshuffleDeck(d: Draft<GameState>, out: Out, why: string): void {
  const st = n20d(d);
  st.hidden.deck.push(...st.discard);
  st.discard = [];
  log(d, out, `The event deck is reshuffled (${why})`, { rule: 'N20 5.0' });
}

/** N20X 5.0 Spicy: the phasing player draws the top Special Events card and retains it. */
export function drawSpecial(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  const st = n20d(d);
  if (st.hidden.special.length === 0 && st.specialDiscard.length) {
    st.hidden.special.push(...st.specialDiscard);
    st.specialDiscard = [];
    log(d, out, 'The Special Events draw pile is empty: its discards are reshuffled', { rule: 'N20X 5.0' });
  }
  const card = takeRandom(d, st.hidden.special);
  if (!card) {
    log(d, out, 'The Special Events piles are empty: no special card is drawn', { rule: 'N20X 5.0' });
    return;
  }
  addToHand(d, out, ctx, side, card, 'draws from the Special Events pile');
}

/** The Random Events Phase: the phasing player draws one card and it takes effect (or is retained). */
export function drawEvent(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  const st = n20d(d);
  if (st.hidden.deck.length === 0) reshuffleDeck(d, out, 'the deck ran out');
  const card = takeRandom(d, st.hidden.deck);
  if (!card) {
    log(d, out, 'No event card is left to draw', { rule: 'N20 5.0' });
    return;
  }
  out.revealed = true;
  const special = SPECIAL_BY_ID[card];
  if (special?.type === 'retain') {
    addToHand(d, out, ctx, side, card, 'draws');
    return;
  }
  st.discard.push(card);
  announceCard(d, side, 'event', card);
  const name = cardName(card);
  const text = BASE_BY_ID[card]?.text ?? special?.text ?? '';
  log(d, out, `${sideName(ctx, side)} draws "${name}": ${text}`, { rule: special ? 'N20X 5.0' : 'N20 5.0' });
  const effects = BASE_BY_ID[card]?.effects ?? special?.effects ?? [];
  applyEffects(d, ctx, out, side, effects);
}

export function deckSize(s: GameState): number {
  return n20(s).hidden.deck.length;
}

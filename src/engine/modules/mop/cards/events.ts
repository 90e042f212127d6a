// The events of each turn (MOP 37.12, A.II, A.III), run at the start of the turn before the chits:
// face-down cards whose effect shows are revealed; before the first turn the Mode and bonus cards are
// dealt (A.III b, c) and, in full play, the hands (37.12.1); then on day turns the agreed event mode.
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn, SideCommandFn } from '../../../core/module';
import { log, reject, roll, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { isNight } from '../../../rules/clock';
import { otherSide, sideName } from '../../../rules/pieces';
import { CARD_BY_N } from './deck';
import { buildDeck, drawCard, tableLineApplies } from './draw';
import { campOf, eventMode, sideForDie } from './mode';
import { cardVeto, playCard, revealDue } from './play';
import { rollSchedule } from './reinforcements';
import { cardsPublicDraft, sideCards, sideCardsDraft } from './state';
import { eventRow, type EventTable } from './tables';
import { napoleonCaptured } from '../victory/points';
import { cardTargets } from './effectPlay';
import { expireEffects } from './effects';

/** Our ruling: a full-play hand holds at most five cards; a side at five draws none. */
export const HAND_LIMIT = 5;
const DEFAULT_HAND = 3;

function sidesInOrder(ctx: Ctx): Side[] {
  return [ctx.scenario.firstSide, ...ctx.sides.filter((x) => x !== ctx.scenario.firstSide)];
}

/** Set up the decks (onSetup): each side's shuffled deck is its secret. */
export function setupDecks(d: Draft<GameState>, ctx: Ctx): void {
  cardsPublicDraft(d);
  for (const side of ctx.sides) {
    const sc = sideCardsDraft(d, side);
    const { deck } = buildDeck(ctx, side);
    sc.deck = deck;
  }
}

/** A.III b, c; 37.12.1: Mode cards, bonus cards and the first hands, once, before the first pull. */
function deal(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const pub = cardsPublicDraft(d);
  if (pub.dealt) return;
  pub.dealt = true;
  const mode = eventMode(d as GameState, ctx);
  if (mode !== 'full' && mode !== 'restricted') return;
  for (const side of sidesInOrder(ctx)) {
    // A.III b (our reading of PeD 24.31): each side draws one of its Mode cards at random and plays it
    const { mode: modes } = buildDeck(ctx, side);
    if (modes.length) {
      const [die] = roll(d, out, 1, 'Mode card', 'MOP A.III', side);
      playCard(d, ctx, out, { side, card: modes[(die - 1) % modes.length], source: 'mode' });
    }
    // A.III c: bonus cards; only Arrival cards are played, 27 on the enemy's own forces
    const bonus = ctx.scenario.mop?.cards?.bonus?.[side] ?? 0;
    for (let i = 0; i < bonus; i++) {
      const n = drawCard(d, side);
      if (n === null) break;
      const c = CARD_BY_N[n];
      if (c.kind !== 'arrival') {
        sideCardsDraft(d, side).discard.push(n);
        log(d, out, `Bonus card ${c.title[campOf(ctx, side)]} is not an Arrival card: discarded`, { rule: 'MOP A.III', visibleTo: side });
        continue;
      }
      sideCardsDraft(d, side).discard.push(n);
      playCard(d, ctx, out, { side: n === 27 ? otherSide(ctx, side) : side, card: n, source: 'bonus' });
    }
  }
  if (mode === 'full') {
    const size = ctx.scenario.mop?.cards?.hand ?? DEFAULT_HAND;
    for (const side of ctx.sides) {
      for (let i = 0; i < size; i++) {
        const n = drawCard(d, side);
        if (n !== null) sideCardsDraft(d, side).hand.push(n);
      }
      log(d, out, `The ${sideName(ctx, side)} are dealt ${sideCards(d as GameState, side).hand.length} cards`, { rule: 'MOP 37.12' });
    }
  }
}

/** A.III j: the table, the event and the side it falls to. */
function tableEvent(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const [t, tens, units, who] = roll(d, out, 4, 'Random Events Tables', 'MOP A.III', 'all');
  const table: EventTable = t <= 3 ? 'A' : 'B';
  const d66 = tens * 10 + units;
  const side = sideForDie(ctx, who);
  const r = eventRow(table, d66);
  if (!r) {
    log(d, out, `Random Events Table ${table}, ${d66}: no event`, { rule: 'MOP A.III', dice: [t, tens, units, who] });
    return;
  }
  if (!tableLineApplies(ctx, side, r.card, table, d66)) {
    log(d, out, `Random Events Table ${table}, ${d66}: that card is out of the ${sideName(ctx, side)} deck in this scenario: no event`, { rule: 'MOP A.III', dice: [t, tens, units, who] });
    return;
  }
  // the dice are open but a face-down event's effect is told to its side alone (playCard)
  log(d, out, `Random Events Table ${table}, ${d66}, side die ${who}: an event for the ${sideName(ctx, side)}`, { rule: 'MOP A.III', dice: [t, tens, units, who] });
  playCard(d, ctx, out, { side, card: r.card, source: 'table', roll: { table, d66 }, title: r.title });
}

/** A.III e: each side draws a card and rolls; odd: played, even: discarded unseen. */
function restrictedDraw(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void {
  const n = drawCard(d, side);
  if (n === null) {
    log(d, out, `The ${sideName(ctx, side)} deck is empty`, { rule: 'MOP A.III', visibleTo: side });
    return;
  }
  const [die] = roll(d, out, 1, 'card play', 'MOP A.III', side);
  const c = CARD_BY_N[n];
  sideCardsDraft(d, side).discard.push(n);
  if (die % 2 === 0 || c.kind === 'mode') {
    log(d, out, `Card drawn: ${c.title[campOf(ctx, side)]}; roll ${die}: discarded unplayed`, { rule: 'MOP A.III', dice: [die], visibleTo: side });
    return;
  }
  log(d, out, `Card drawn: ${c.title[campOf(ctx, side)]}; roll ${die}: played`, { rule: 'MOP A.III', dice: [die], visibleTo: side });
  playCard(d, ctx, out, { side, card: n, source: 'draw' });
}

const mopEvents: ProcFn = (d, _f, ctx, out) => {
  pop(d);
  revealDue(d, ctx, out);
  // A.I: effects whose time ran out end now
  expireEffects(d, ctx);
  // 37.13: Napoleon taken, the Coalition has won
  if (napoleonCaptured(d as GameState, ctx)) return;
  if (d.clock.turn === 1) deal(d, ctx, out);
  const mode = eventMode(d as GameState, ctx);
  if (mode === 'study') {
    if (ctx.scenario.mop?.reinforcements?.variable !== false) rollSchedule(d, ctx, out);
    return;
  }
  if (isNight(ctx.scenario, d.clock.turn)) return;
  if (mode === 'tables') tableEvent(d, ctx, out);
  if (mode === 'restricted') for (const side of sidesInOrder(ctx)) restrictedDraw(d, ctx, out, side);
  if (mode === 'full') {
    for (const side of ctx.sides) {
      const sc = sideCardsDraft(d, side);
      if (sc.hand.length >= HAND_LIMIT) continue;
      const n = drawCard(d, side);
      if (n !== null) {
        sc.hand.push(n);
        log(d, out, `Card drawn: ${CARD_BY_N[n].title[campOf(ctx, side)]}`, { rule: 'MOP 37.12', visibleTo: side });
      }
    }
    // each side may play cards before the first pull, the first side first
    for (const side of [...sidesInOrder(ctx)].reverse()) {
      if (sideCards(d as GameState, side).hand.length) push(d, { k: 'decide', side, type: 'mopCards', rule: 'MOP 37.12', loc: {} });
    }
  }
};

/** 37.12.1: play one card of the hand (at this decision or, as a standing command, at any of one's own). */
export const playFromHand: SideCommandFn = (d, cmd, ctx, out) => {
  // card:N, or card:N:target for a card played on something (A.I: a town, a cavalry stack, a formation)
  const [, num, target] = cmd.choice.split(':');
  const n = Number(num);
  const err = cardVeto(d as GameState, ctx, cmd.side, n, target);
  if (err) reject(err.code, err.message, err.rule);
  const targets = cardTargets(d as GameState, ctx, cmd.side, n);
  if (targets && targets.length > 1 && target === undefined) {
    reject('target-needed', `${CARD_BY_N[n].title[campOf(ctx, cmd.side)]}: name what it is played on (${targets.map((t) => t.id).join(', ')})`, 'MOP A.I');
  }
  const sc = sideCardsDraft(d, cmd.side);
  sc.hand.splice(sc.hand.indexOf(n), 1);
  sc.discard.push(n);
  playCard(d, ctx, out, { side: cmd.side, card: n, source: 'hand', ...(target !== undefined ? { target } : {}) });
};

const mopCardsDecision: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    return `${sideName(ctx, f.side)}: play cards from your hand before the chits are pulled, or go on (MOP 37.12.1)`;
  },
  options(s, f, ctx) {
    const camp = campOf(ctx, f.side);
    const buttons = sideCards(s, f.side)
      .hand.filter((n, i, a) => a.indexOf(n) === i && !cardVeto(s, ctx, f.side, n))
      .flatMap((n) => {
        // a card played on something offers one button per target (A.I)
        const targets = cardTargets(s, ctx, f.side, n);
        if (targets && targets.length > 1) return targets.map((t) => ({ id: `card:${n}:${t.id}`, label: `Play ${CARD_BY_N[n].title[camp]} on ${t.label}` }));
        return [{ id: `card:${n}`, label: `Play ${CARD_BY_N[n].title[camp]}` }];
      });
    return { units: [], hexes: [], buttons: [...buttons, { id: 'done', label: 'No more cards' }] };
  },
  legal(s, f, ctx) {
    const out: Command[] = [];
    for (const b of mopCardsDecision.options(s, f, ctx).buttons) out.push({ type: 'choose', side: f.side, n: s.seq, choice: b.id });
    return out;
  },
  apply(d, f, cmd) {
    if (cmd.type !== 'choose' || cmd.choice !== 'done') reject('bad-choice', 'play a card of your hand or choose done', 'MOP 37.12');
    pop(d);
    void f;
  },
};

export const cardProcs = { mopEvents };
export const cardDecisions = { mopCards: mopCardsDecision };
export const cardSideCommands = { card: playFromHand };

// Building each side's deck and drawing from it (MOP 37.12, A.III b). A deck holds every card type in
// as many copies as the type has lines on the two Random Events Tables (our ruling: the tables are the
// deck in another form, A.III j), the five Mode cards once each (dealt apart, A.III b); the scenario's
// removals take copies out.
import type { Draft } from 'immer';
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { drawInt } from '../../../core/rng';
import { MOP_CARDS } from './deck';
import { occurrences, type EventTable } from './tables';
import { sideCardsDraft } from './state';

export function copiesOf(card: number): number {
  const c = MOP_CARDS.find((x) => x.n === card);
  if (!c) return 0;
  return c.kind === 'mode' ? 1 : occurrences(card).length;
}

/** The scenario's removals for a side (each number removes one copy). */
export function removedOf(ctx: Ctx, side: Side): number[] {
  return ctx.scenario.mop?.cards?.removed?.[side] ?? [];
}

/** The side's full deck after removals, Mode cards apart, sorted. */
export function buildDeck(ctx: Ctx, side: Side): { deck: number[]; mode: number[] } {
  const removed = removedOf(ctx, side);
  const deck: number[] = [];
  const mode: number[] = [];
  for (const c of MOP_CARDS) {
    const left = copiesOf(c.n) - removed.filter((x) => x === c.n).length;
    for (let i = 0; i < left; i++) (c.kind === 'mode' ? mode : deck).push(c.n);
  }
  return { deck, mode };
}

/** Draw one card at random from the side's deck (the deck is kept sorted: its order is never known). */
export function drawCard(d: Draft<GameState>, side: Side): number | null {
  const sc = sideCardsDraft(d, side);
  if (!sc.deck.length) return null;
  const i = drawInt(d, sc.deck.length);
  return sc.deck.splice(i, 1)[0];
}

/**
 * A.III j: a table line applies to a side only while the side's deck still holds that copy. With one
 * card of a two-card type removed only its Table A line applies; with two of a four-card type removed,
 * only the even-numbered lines (the seed's words). Otherwise (our ruling) the first lines in table
 * order, Table A first, stay in play, one per copy left.
 */
export function tableLineApplies(ctx: Ctx, side: Side, card: number, table: EventTable, d66: number): boolean {
  const occ = occurrences(card);
  const c = occ.length;
  const k = c - removedOf(ctx, side).filter((x) => x === card).length;
  if (k >= c) return true;
  if (k <= 0) return false;
  const i = occ.findIndex((o) => o.table === table && o.d66 === d66);
  if (i < 0) return false;
  if (c === 4 && k === 2) return i % 2 === 1;
  return i < k;
}

// The Random Events Tables A and B (MOP A.III j) and the deck they stand for.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { mopRandomEvent, MOP_CARDS, RANDOM_EVENTS } from '../engineApi';
import { copiesOf, tableLineApplies } from '../../../src/engine/modules/mop/cards/draw';
import { mopScenario } from './cardsHelpers';
import { contextFor } from '../engineApi';

const D66 = [1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u));

describe('Random Events Tables', () => {
  it('[MOP A.III] Table A gives the card of each line, 46-66 no event', () => {
    const expected: Record<number, number | null> = { 11: 3, 12: 7, 13: 8, 14: 9, 15: 11, 16: 12, 21: 13, 22: 14, 23: 15, 24: 17, 25: 18, 26: 19, 31: 20, 32: 22, 33: 23, 34: 25, 35: 26, 36: 26, 41: 27, 42: 28, 43: 29, 44: 29, 45: 30 };
    for (const x of D66) expect(mopRandomEvent('A', x), `A ${x}`).toBe(expected[x] ?? null);
  });

  it('[MOP A.III] Table B gives the card of each line, 46-66 no event', () => {
    const expected: Record<number, number | null> = { 11: 3, 12: 7, 13: 8, 14: 10, 15: 12, 16: 12, 21: 13, 22: 15, 23: 16, 24: 17, 25: 18, 26: 19, 31: 21, 32: 23, 33: 24, 34: 25, 35: 26, 36: 27, 41: 28, 42: 28, 43: 29, 44: 29, 45: 31 };
    for (const x of D66) expect(mopRandomEvent('B', x), `B ${x}`).toBe(expected[x] ?? null);
  });

  it('[MOP A.III] a number that is no d66 roll is refused', () => {
    for (const bad of [10, 17, 67, 70, 0, 5, 11.5]) expect(() => mopRandomEvent('A', bad)).toThrow(/d66/);
  });

  it('[MOP A.III] every d66 result falls on at most one line, each line names a card of the deck', () => {
    fc.assert(
      fc.property(fc.constantFrom('A' as const, 'B' as const), fc.constantFrom(...D66), (t, x) => {
        const rows = RANDOM_EVENTS[t].filter((r) => x >= r.from && x <= r.to);
        expect(rows.length).toBeLessThanOrEqual(1);
        const c = mopRandomEvent(t, x);
        if (c !== null) expect(MOP_CARDS.some((k) => k.n === c)).toBe(true);
      }),
    );
  });

  it('[MOP 37.12] the deck holds every card 1-31, the Mode cards once, the others once per table line', () => {
    expect(MOP_CARDS.map((c) => c.n)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(copiesOf(1)).toBe(1);
    expect(copiesOf(29)).toBe(4);
    expect(copiesOf(13)).toBe(2);
    expect(copiesOf(9)).toBe(1);
  });

  it('[MOP A.III] one card of a two-card type removed: only its Table A line applies; two of a four-card type: the even lines', () => {
    const ctx = contextFor(mopScenario('mop-removals', { cards: { removed: { fr: [13, 29, 29] } } }));
    expect(tableLineApplies(ctx, 'fr', 13, 'A', 21)).toBe(true);
    expect(tableLineApplies(ctx, 'fr', 13, 'B', 21)).toBe(false);
    expect(tableLineApplies(ctx, 'al', 13, 'B', 21)).toBe(true);
    expect([43, 44].map((x) => tableLineApplies(ctx, 'fr', 29, 'A', x))).toEqual([false, true]);
    expect([43, 44].map((x) => tableLineApplies(ctx, 'fr', 29, 'B', x))).toEqual([false, true]);
  });
});

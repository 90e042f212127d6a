import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fireHits, FIRE_TABLE } from '../../../src/engine/tables';

// Independent transcription of the seed Fire Table: strength, then hits for rolls 2..12.
const EXPECTED = `
 1: 0 0 0 0 0 0 0 0 1 1 1
 2: 0 0 0 0 0 0 0 1 1 1 2
 3: 0 0 0 0 0 0 1 1 1 2 2
 4: 0 0 0 0 0 1 1 1 2 2 2
 5: 0 0 0 0 0 1 1 2 2 2 2
 6: 0 0 0 0 1 1 1 2 2 2 3
 7: 0 0 0 0 1 1 1 2 2 3 4
 8: 0 0 0 0 1 1 2 2 3 3 4
 9: 0 0 0 1 1 1 2 2 3 3 4
10: 0 0 0 1 1 2 2 3 3 4 5
11: 0 0 0 1 1 2 2 3 4 4 5
12: 0 0 1 1 1 2 2 3 4 4 5
13: 0 0 1 1 2 2 3 3 4 4 6
14: 0 0 1 1 2 2 3 3 4 5 6
15: 0 0 1 1 2 2 3 4 4 5 6
16: 0 1 1 1 2 3 3 4 5 5 6
17: 0 1 1 2 2 3 3 4 5 5 7
18: 0 1 1 2 2 3 4 4 5 6 7
19: 0 1 1 2 3 3 4 4 5 6 7
20: 0 1 1 2 3 3 4 5 5 6 8
21: 0 1 2 2 3 4 4 5 5 6 8
22: 0 1 2 2 3 4 4 5 6 7 8
23: 0 1 2 3 3 4 4 5 6 7 9
24: 1 1 2 3 3 4 5 5 6 7 9
`;

const expected = new Map<number, number[]>();
for (const line of EXPECTED.trim().split('\n')) {
  const [sp, rest] = line.split(':');
  expected.set(Number(sp), rest.trim().split(/\s+/).map(Number));
}

const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('Fire Table', () => {
  it('[NLC T.FIRE] transcription has 24 rows of 11 cells', () => {
    expect(expected.size).toBe(24);
    for (const row of expected.values()) expect(row).toHaveLength(11);
    expect(FIRE_TABLE).toHaveLength(24);
  });

  for (let sp = 1; sp <= 24; sp++) {
    for (const roll of ROLLS) {
      const hits = expected.get(sp)![roll - 2];
      it(`[NLC T.FIRE] strength ${sp}, roll ${roll} gives ${hits} hits`, () => {
        expect(fireHits(sp, roll)).toBe(hits);
        expect(FIRE_TABLE[sp - 1][roll - 2]).toBe(hits);
      });
    }
  }

  it('[NLC T.FIRE] strength 13, roll 12 gives 6 hits', () => {
    expect(fireHits(13, 12)).toBe(6);
  });

  it('[NLC 7.1] strength 0 or less gives 0 hits', () => {
    for (const roll of ROLLS) {
      expect(fireHits(0, roll)).toBe(0);
      expect(fireHits(-3, roll)).toBe(0);
    }
  });

  it('[NLC 7.1] strength 30, roll 12 looks up 24 and 6 with the same roll: 9 + 3 = 12', () => {
    expect(fireHits(30, 12)).toBe(9 + 3);
  });

  it('[NLC 7.1] strength 34, roll 12 is 24 + 10: 9 + 5 = 14', () => {
    expect(fireHits(34, 12)).toBe(14);
  });

  it('[NLC 7.1] strength 48 is two lookups of 24', () => {
    for (const roll of ROLLS) expect(fireHits(48, roll)).toBe(2 * expected.get(24)![roll - 2]);
  });

  it('[NLC 7.1] strength 50 is 24 + 24 + 2', () => {
    for (const roll of ROLLS) {
      expect(fireHits(50, roll)).toBe(2 * expected.get(24)![roll - 2] + expected.get(2)![roll - 2]);
    }
  });

  it('[NLC 7.1] strength 25, roll 2 is 24 + 1: 1 + 0 = 1', () => {
    expect(fireHits(25, 2)).toBe(1);
  });

  it('[NLC 7.1] rejects rolls outside 2..12 and non-integer inputs', () => {
    expect(() => fireHits(5, 1)).toThrow(RangeError);
    expect(() => fireHits(5, 13)).toThrow(RangeError);
    expect(() => fireHits(5, 7.5)).toThrow(RangeError);
    expect(() => fireHits(5.5, 7)).toThrow(RangeError);
    expect(() => fireHits(Number.NaN, 7)).toThrow(RangeError);
    expect(() => fireHits(0, 0)).toThrow(RangeError);
  });

  it('[NLC T.FIRE] hits are monotone non-decreasing in roll and in strength (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        (s1, s2, r1, r2) => {
          const [sLo, sHi] = s1 <= s2 ? [s1, s2] : [s2, s1];
          const [rLo, rHi] = r1 <= r2 ? [r1, r2] : [r2, r1];
          expect(fireHits(sLo, rLo)).toBeLessThanOrEqual(fireHits(sHi, rLo));
          expect(fireHits(sLo, rLo)).toBeLessThanOrEqual(fireHits(sLo, rHi));
          expect(fireHits(sLo, rLo)).toBeLessThanOrEqual(fireHits(sHi, rHi));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('[NLC 7.1] strength above 24 equals the sum of the 24-chunks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 25, max: 200 }), fc.integer({ min: 2, max: 12 }), (s, r) => {
        expect(fireHits(s, r)).toBe(fireHits(24, r) + fireHits(s - 24, r));
      }),
    );
  });
});

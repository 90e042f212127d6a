import { describe, it, expect } from 'vitest';
import { reduceByPercent, roundNormal, PERCENT_REDUCTION_TABLE } from '../../../src/engine/tables';

// Independent transcription of the seed table: [SP, -25, -50, -75].
const PRINTED: readonly [number, number, number, number][] = [
  [1, 1, 1, 0], [2, 2, 1, 1], [3, 2, 2, 1], [4, 3, 2, 1], [5, 4, 3, 1], [6, 5, 3, 2],
  [7, 5, 4, 2], [8, 6, 4, 2], [9, 7, 5, 2], [10, 8, 5, 3], [11, 8, 6, 3], [12, 9, 6, 3],
  [13, 10, 7, 3], [14, 11, 7, 4], [15, 11, 8, 4], [16, 12, 8, 4], [17, 13, 9, 4], [18, 14, 9, 5],
  [19, 14, 10, 5], [20, 15, 10, 5], [21, 16, 11, 5], [22, 17, 11, 6], [23, 17, 12, 6], [24, 18, 12, 6],
];

describe('Percentage Reduction Table', () => {
  it('[NLC T.PCT] transcription covers SP 1..24', () => {
    expect(PRINTED.map((r) => r[0])).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  for (const [sp, p25, p50, p75] of PRINTED) {
    for (const [pct, value] of [[25, p25], [50, p50], [75, p75]] as const) {
      it(`[NLC T.PCT] SP ${sp} at -${pct}% gives ${value}`, () => {
        expect(reduceByPercent(sp, pct)).toBe(value);
        expect(PERCENT_REDUCTION_TABLE[pct][sp - 1]).toBe(value);
        // the printed cell agrees with the rounding formula
        expect(roundNormal((sp * (100 - pct)) / 100)).toBe(value);
      });
    }
  }

  it('[NLC T.PCT] roundNormal rounds .5 up and survives float error', () => {
    expect(roundNormal(0.75 * 10)).toBe(8);
    expect(roundNormal(0.25 * 2)).toBe(1);
    expect(roundNormal(4.5)).toBe(5);
    expect(roundNormal(4.25)).toBe(4);
    expect(roundNormal(4.49)).toBe(4);
    expect(roundNormal(0)).toBe(0);
    expect(roundNormal(0.1 + 0.2 + 0.2)).toBe(1);
  });

  it('[NLC 7.6] reductions beyond the table use the formula', () => {
    expect(reduceByPercent(0, 50)).toBe(0);
    expect(reduceByPercent(30, 25)).toBe(23); // 22.5
    expect(reduceByPercent(26, 75)).toBe(7); // 6.5
    expect(reduceByPercent(4.5, 50)).toBe(2); // 2.25
  });

  it('[NLC T.PCT] rejects invalid input', () => {
    expect(() => reduceByPercent(-1, 25)).toThrow(RangeError);
    expect(() => reduceByPercent(5, 30 as 25)).toThrow(RangeError);
  });
});

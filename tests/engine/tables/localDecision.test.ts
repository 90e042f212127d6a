import { describe, it, expect } from 'vitest';
import { localDecision, type LocalDecisionResult } from '../../../src/engine/tables';

const B = 'BadMove', N = 'NoEffect', A = 'ActsLocally';
// Rows: leader rating 0, 1, 2, 3, 4+; cells: rolls 2..12.
const EXPECTED: LocalDecisionResult[][] = [
  [B, B, B, B, B, B, N, N, N, N, A],
  [B, B, B, B, B, N, N, N, N, A, A],
  [B, B, B, B, N, N, N, N, A, A, A],
  [B, B, N, N, N, N, A, A, A, A, A],
  [B, N, N, N, A, A, A, A, A, A, A],
];

describe('Local Decision Table', () => {
  for (let rating = 0; rating <= 4; rating++) {
    for (let roll = 2; roll <= 12; roll++) {
      const want = EXPECTED[rating][roll - 2];
      it(`[NLC T.LDT] rating ${rating === 4 ? '4+' : rating}, roll ${roll} gives ${want}`, () => {
        expect(localDecision(rating, roll)).toBe(want);
      });
    }
  }

  it('[NLC T.LDT] ratings above 4 use the 4+ column, negative ratings the 0 column', () => {
    for (let roll = 2; roll <= 12; roll++) {
      expect(localDecision(5, roll)).toBe(EXPECTED[4][roll - 2]);
      expect(localDecision(9, roll)).toBe(EXPECTED[4][roll - 2]);
      expect(localDecision(-1, roll)).toBe(EXPECTED[0][roll - 2]);
      expect(localDecision(-3, roll)).toBe(EXPECTED[0][roll - 2]);
    }
  });

  it('[NLC 12.11] rejects rolls outside 2..12', () => {
    expect(() => localDecision(2, 1)).toThrow(RangeError);
    expect(() => localDecision(2, 13)).toThrow(RangeError);
  });
});

import { describe, it, expect } from 'vitest';
import { hiddenMovementResult } from '../../../src/engine/tables';

// Rows: turn of hiding 1, 2, 3+; cells: 1d6 roll 1..6.
const EXPECTED = ['H H H H H H', 'H H H H R R', 'H H H R R R'].map((r) => r.split(' '));

describe('Hidden Movement table', () => {
  for (let turn = 1; turn <= 3; turn++) {
    for (let roll = 1; roll <= 6; roll++) {
      const want = EXPECTED[turn - 1][roll - 1];
      it(`[NLC T.HM] turn ${turn === 3 ? '3+' : turn}, roll ${roll} gives ${want}`, () => {
        expect(hiddenMovementResult(turn, roll)).toBe(want);
      });
    }
  }

  it('[NLC T.HM] turns beyond 3 use the 3+ row', () => {
    for (let roll = 1; roll <= 6; roll++) {
      expect(hiddenMovementResult(4, roll)).toBe(EXPECTED[2][roll - 1]);
      expect(hiddenMovementResult(12, roll)).toBe(EXPECTED[2][roll - 1]);
    }
  });

  it('[NLC 20.1] roll -1 when the closest enemy HQ is Austrian or Russian', () => {
    const m = { closestEnemyHqAustrianOrRussian: true };
    expect(hiddenMovementResult(2, 5, m)).toBe('H');
    expect(hiddenMovementResult(2, 6, m)).toBe('R');
    expect(hiddenMovementResult(3, 4, m)).toBe('H');
    expect(hiddenMovementResult(3, 5, m)).toBe('R');
    expect(hiddenMovementResult(3, 1, m)).toBe('H');
    expect(hiddenMovementResult(1, 6, m)).toBe('H');
  });

  it('[NLC 20.1] rejects invalid turn or roll', () => {
    expect(() => hiddenMovementResult(0, 3)).toThrow(RangeError);
    expect(() => hiddenMovementResult(1, 0)).toThrow(RangeError);
    expect(() => hiddenMovementResult(1, 7)).toThrow(RangeError);
  });
});

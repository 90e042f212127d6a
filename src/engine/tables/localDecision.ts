// NLC T.LDT / NLC 12.11: Local Decision Table.

export type LocalDecisionResult = 'BadMove' | 'NoEffect' | 'ActsLocally';

/** Inclusive 2d6 ranges per leader rating column (index 0..4, 4 = 4+). */
export const LOCAL_DECISION_TABLE: readonly Readonly<Record<LocalDecisionResult, readonly [number, number]>>[] = [
  { BadMove: [2, 7], NoEffect: [8, 11], ActsLocally: [12, 12] },
  { BadMove: [2, 6], NoEffect: [7, 10], ActsLocally: [11, 12] },
  { BadMove: [2, 5], NoEffect: [6, 9], ActsLocally: [10, 12] },
  { BadMove: [2, 3], NoEffect: [4, 7], ActsLocally: [8, 12] },
  { BadMove: [2, 2], NoEffect: [3, 5], ActsLocally: [6, 12] },
];

export function localDecisionColumn(rating: number): number {
  if (!Number.isInteger(rating)) throw new RangeError(`rating must be an integer, got ${rating}`);
  return Math.max(0, Math.min(4, rating));
}

export function localDecision(rating: number, roll2d6: number): LocalDecisionResult {
  if (!Number.isInteger(roll2d6) || roll2d6 < 2 || roll2d6 > 12) {
    throw new RangeError(`2d6 roll must be an integer 2..12, got ${roll2d6}`);
  }
  const col = LOCAL_DECISION_TABLE[localDecisionColumn(rating)];
  for (const result of ['BadMove', 'NoEffect', 'ActsLocally'] as const) {
    const [lo, hi] = col[result];
    if (roll2d6 >= lo && roll2d6 <= hi) return result;
  }
  throw new Error(`local decision table has no entry for roll ${roll2d6}`);
}

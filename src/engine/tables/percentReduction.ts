// NLC T.PCT: Percentage Reduction Table; rounding per the NLC general rounding note (0.5 rounds up).

export type ReductionPercent = 25 | 50 | 75;

const EPSILON = 1e-9;

/** Round normally: .5 and above rounds up. Tolerates float error (e.g. 0.75 * 10). */
export function roundNormal(x: number): number {
  return Math.floor(x + 0.5 + EPSILON);
}

/**
 * Printed table, SP 1..24 (index 0 = SP 1): strength remaining after -25 / -50 / -75 %.
 * Matches roundNormal(sp * (100 - pct) / 100) for every cell (checked in tests).
 */
export const PERCENT_REDUCTION_TABLE: Readonly<Record<ReductionPercent, readonly number[]>> = {
  25: [1, 2, 2, 3, 4, 5, 5, 6, 7, 8, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15, 16, 17, 17, 18],
  50: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12],
  75: [0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6],
};

/** Strength after a percentage reduction (NLC T.PCT, NLC 7.6). */
export function reduceByPercent(sp: number, pct: ReductionPercent): number {
  if (pct !== 25 && pct !== 50 && pct !== 75) {
    throw new RangeError(`reduction must be 25, 50 or 75, got ${pct}`);
  }
  if (!Number.isFinite(sp) || sp < 0) {
    throw new RangeError(`strength must be a finite number >= 0, got ${sp}`);
  }
  if (Number.isInteger(sp) && sp >= 1 && sp <= 24) {
    return PERCENT_REDUCTION_TABLE[pct][sp - 1];
  }
  return roundNormal((sp * (100 - pct)) / 100);
}

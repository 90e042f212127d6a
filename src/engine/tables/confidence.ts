// NLC T.CONF / NLC 12.10: Order Confidence Check.

export type ConfidenceOrder = 'Attack' | 'Probe' | 'Defend' | 'Delay' | (string & {});

export interface ConfidenceInput {
  demoralized: boolean;
  order: ConfidenceOrder;
  objectiveHeld: boolean;
  leaderRating: number;
}

export const CONFIDENCE_MODIFIERS = {
  undemoralizedAttackOrProbe: 3,
  demoralizedAttackOrProbe: 0,
  objectiveHeldOnAttack: 1,
  demoralizedDefendOrDelay: 2,
} as const;

/**
 * Target number for the 1d6 check, or null when no check is made:
 * undemoralised Defend/Delay (NLC 12.10). Ruling: orders the chart does not list
 * (March, Fall Back, General Retreat, Reserve, ...) also return null.
 */
export function confidenceTarget(input: ConfidenceInput): number | null {
  const { demoralized, order, objectiveHeld, leaderRating } = input;
  if (order === 'Attack' || order === 'Probe') {
    let target = demoralized
      ? CONFIDENCE_MODIFIERS.demoralizedAttackOrProbe
      : CONFIDENCE_MODIFIERS.undemoralizedAttackOrProbe;
    if (order === 'Attack' && objectiveHeld) target += CONFIDENCE_MODIFIERS.objectiveHeldOnAttack;
    return target + leaderRating;
  }
  if (order === 'Defend' || order === 'Delay') {
    return demoralized ? CONFIDENCE_MODIFIERS.demoralizedDefendOrDelay + leaderRating : null;
  }
  return null;
}

/** Fails if the 1d6 roll exceeds the target; a null target (no check) always passes. */
export function confidenceCheckPasses(target: number | null, roll1d6: number): boolean {
  if (!Number.isInteger(roll1d6) || roll1d6 < 1 || roll1d6 > 6) {
    throw new RangeError(`1d6 roll must be an integer 1..6, got ${roll1d6}`);
  }
  if (target === null) return true;
  return roll1d6 <= target;
}

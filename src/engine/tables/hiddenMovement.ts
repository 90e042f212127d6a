// NLC T.HM / NLC 20.1.2: Hidden Movement discovery table.

export type HiddenMovementResult = 'H' | 'R';

/** Rows: turn of hiding 1, 2, 3+ (index 0..2); columns: modified 1d6 roll 1..6. */
export const HIDDEN_MOVEMENT_TABLE: readonly (readonly HiddenMovementResult[])[] = [
  ['H', 'H', 'H', 'H', 'H', 'H'],
  ['H', 'H', 'H', 'H', 'R', 'R'],
  ['H', 'H', 'H', 'R', 'R', 'R'],
];

export interface HiddenMovementModifiers {
  /** Closest enemy HQ is Austrian or Russian: die roll -1 (NLC 20.1.2). */
  closestEnemyHqAustrianOrRussian?: boolean;
}

/**
 * turnsColumn: turn of hiding (1, 2, 3 or more). Modified rolls below 1 read as 1.
 * Superseded hidden orders keep using the 3+ row (NLC 20.1.3): pass 3.
 */
export function hiddenMovementResult(
  turnsColumn: number,
  roll: number,
  modifiers: HiddenMovementModifiers = {},
): HiddenMovementResult {
  if (!Number.isInteger(turnsColumn) || turnsColumn < 1) {
    throw new RangeError(`turn of hiding must be an integer >= 1, got ${turnsColumn}`);
  }
  if (!Number.isInteger(roll) || roll < 1 || roll > 6) {
    throw new RangeError(`1d6 roll must be an integer 1..6, got ${roll}`);
  }
  const modified = Math.max(1, roll - (modifiers.closestEnemyHqAustrianOrRussian ? 1 : 0));
  return HIDDEN_MOVEMENT_TABLE[Math.min(turnsColumn, 3) - 1][modified - 1];
}

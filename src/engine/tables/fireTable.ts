// NLC T.FIRE / NLC 7.1: Fire Table lookup (strength row x 2d6 roll -> hits).

/** Row index 0 is strength 1 ... row index 23 is strength 24; column index 0 is roll 2 ... index 10 is roll 12. */
export const FIRE_TABLE: readonly (readonly number[])[] = [
  /*  1 */ [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
  /*  2 */ [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2],
  /*  3 */ [0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2],
  /*  4 */ [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2],
  /*  5 */ [0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2],
  /*  6 */ [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3],
  /*  7 */ [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4],
  /*  8 */ [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4],
  /*  9 */ [0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4],
  /* 10 */ [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 5],
  /* 11 */ [0, 0, 0, 1, 1, 2, 2, 3, 4, 4, 5],
  /* 12 */ [0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 5],
  /* 13 */ [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 6],
  /* 14 */ [0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6],
  /* 15 */ [0, 0, 1, 1, 2, 2, 3, 4, 4, 5, 6],
  /* 16 */ [0, 1, 1, 1, 2, 3, 3, 4, 5, 5, 6],
  /* 17 */ [0, 1, 1, 2, 2, 3, 3, 4, 5, 5, 7],
  /* 18 */ [0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 7],
  /* 19 */ [0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 7],
  /* 20 */ [0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 8],
  /* 21 */ [0, 1, 2, 2, 3, 4, 4, 5, 5, 6, 8],
  /* 22 */ [0, 1, 2, 2, 3, 4, 4, 5, 6, 7, 8],
  /* 23 */ [0, 1, 2, 3, 3, 4, 4, 5, 6, 7, 9],
  /* 24 */ [1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 9],
];

export const FIRE_TABLE_MAX_STRENGTH = 24;

export function assertRoll2d6(roll: number): void {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) {
    throw new RangeError(`2d6 roll must be an integer 2..12, got ${roll}`);
  }
}

/**
 * Hits for a total fire strength and a 2d6 roll (NLC 7.1, NLC T.FIRE).
 * Strength <= 0 gives 0. Above 24: look up 24 and the remainder with the same roll, repeatedly.
 */
export function fireHits(strength: number, roll2d6: number): number {
  assertRoll2d6(roll2d6);
  if (!Number.isInteger(strength)) {
    throw new RangeError(`fire strength must be an integer, got ${strength}`);
  }
  let remaining = strength;
  let hits = 0;
  while (remaining > 0) {
    const row = Math.min(remaining, FIRE_TABLE_MAX_STRENGTH);
    hits += FIRE_TABLE[row - 1][roll2d6 - 2];
    remaining -= row;
  }
  return hits;
}

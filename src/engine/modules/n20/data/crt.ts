// N20 9.0 Combat Results Table: one d6 down the side, the combat differential (attack minus defence)
// across the top. The printed v2.0 table is not available to us: these cells are the verified 1999
// Waterloo 20 grid with AE/DE renamed AB/DB (Broken) and EX read as DW (see RULINGS, N20 9.0).
// A player who owns the printed rules corrects a cell here and nothing else.
export type CrtResult = 'AW' | 'AR' | 'AB' | 'N' | 'DW' | 'DR' | 'DB';

export const CRT_MIN = -2;
export const CRT_MAX = 4;
export const CRT_COLUMNS = [-2, -1, 0, 1, 2, 3, 4] as const;

/** CRT[roll-1][column index], columns -2..+4. */
export const CRT: CrtResult[][] = [
  /* 1 */ ['AB', 'AR', 'AR', 'AW', 'N', 'DW', 'DW'],
  /* 2 */ ['AR', 'AR', 'AW', 'N', 'DW', 'DW', 'DW'],
  /* 3 */ ['AR', 'AW', 'N', 'DW', 'DW', 'DW', 'DR'],
  /* 4 */ ['AR', 'N', 'DW', 'DW', 'DR', 'DR', 'DR'],
  /* 5 */ ['AW', 'DW', 'DW', 'DR', 'DR', 'DR', 'DB'],
  /* 6 */ ['N', 'DW', 'DR', 'DR', 'DR', 'DB', 'DB'],
];

export const CRT_MEANING: Record<CrtResult, string> = {
  AW: 'Attacker Withdraws (every attacking unit retreats one hex)',
  AR: 'Attacker Routed (every attacking unit routs 1d6 hexes)',
  AB: 'Attacker Broken (every attacking unit is broken)',
  N: 'Engaged (no effect)',
  DW: 'Defender Withdraws (every defending unit retreats one hex)',
  DR: 'Defender Routed (every defending unit routs 1d6 hexes)',
  DB: 'Defender Broken (every defending unit is broken)',
};

export function clampColumn(diff: number): number {
  return Math.max(CRT_MIN, Math.min(CRT_MAX, diff));
}

export function crtLookup(column: number, roll: number): CrtResult {
  const c = clampColumn(column);
  if (roll < 1 || roll > 6) throw new Error(`a d6 roll is 1..6, not ${roll}`);
  return CRT[roll - 1][c - CRT_MIN];
}

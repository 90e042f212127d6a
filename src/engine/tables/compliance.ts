// NLC T.OCT / NLC 12.7: Order Compliance Table.

export type ComplianceResult = 'I' | 'R4' | '1T' | 'C';

/** Lowest 2d6 roll giving each result in a column; null = the row cannot be reached ('-'). */
export interface ComplianceColumn {
  readonly R4: number | null;
  readonly '1T': number | null;
  readonly C: number | null;
}

export const COMPLIANCE_MIN_COLUMN = -1;
/** Column 10 stands for 10+. */
export const COMPLIANCE_MAX_COLUMN = 10;

export const COMPLIANCE_TABLE: Readonly<Record<number, ComplianceColumn>> = {
  [-1]: { R4: 7, '1T': 9, C: 12 },
  0: { R4: 6, '1T': 9, C: 11 },
  1: { R4: 6, '1T': 9, C: 11 },
  2: { R4: 6, '1T': 8, C: 10 },
  3: { R4: 5, '1T': 7, C: 10 },
  4: { R4: 4, '1T': 7, C: 9 },
  5: { R4: 3, '1T': 6, C: 9 },
  6: { R4: 2, '1T': 5, C: 8 },
  7: { R4: 2, '1T': 4, C: 8 },
  8: { R4: 2, '1T': 4, C: 7 },
  9: { R4: 2, '1T': 3, C: 6 },
  10: { R4: null, '1T': 2, C: 6 },
};

export function clampComplianceColumn(column: number): number {
  if (!Number.isInteger(column)) throw new RangeError(`column must be an integer, got ${column}`);
  return Math.max(COMPLIANCE_MIN_COLUMN, Math.min(COMPLIANCE_MAX_COLUMN, column));
}

/** Column = sender rating + recipient rating + net shift (right positive, left negative) (NLC 12.7). */
export function complianceColumn(senderRating: number, recipientRating: number, netShift = 0): number {
  return clampComplianceColumn(senderRating + recipientRating + netShift);
}

/** Highest result (C, then 1T, then R4) whose number is <= the roll; otherwise I (NLC T.OCT). */
export function complianceResult(column: number, roll2d6: number): ComplianceResult {
  if (!Number.isInteger(roll2d6) || roll2d6 < 2 || roll2d6 > 12) {
    throw new RangeError(`2d6 roll must be an integer 2..12, got ${roll2d6}`);
  }
  const col = COMPLIANCE_TABLE[clampComplianceColumn(column)];
  const order: readonly Exclude<ComplianceResult, 'I'>[] = ['C', '1T', 'R4'];
  for (const result of order) {
    const min = col[result];
    if (min !== null && min <= roll2d6) return result;
  }
  return 'I';
}

import { describe, it, expect } from 'vitest';
import {
  complianceResult,
  complianceColumn,
  COMPLIANCE_TABLE,
  type ComplianceResult,
} from '../../../src/engine/tables';

// Printed rows (columns -1..10+), '-' = unreachable.
const PRINTED = {
  R4: '7 6 6 6 5 4 3 2 2 2 2 -',
  '1T': '9 9 9 8 7 7 6 5 4 4 3 2',
  C: '12 11 11 10 10 9 9 8 8 7 6 6',
} as const;

// Hand-derived result for rolls 2..12 in each column.
const RESULTS: Record<number, string> = {
  [-1]: 'I I I I I R4 R4 1T 1T 1T C',
  0: 'I I I I R4 R4 R4 1T 1T C C',
  1: 'I I I I R4 R4 R4 1T 1T C C',
  2: 'I I I I R4 R4 1T 1T C C C',
  3: 'I I I R4 R4 1T 1T 1T C C C',
  4: 'I I R4 R4 R4 1T 1T C C C C',
  5: 'I R4 R4 R4 1T 1T 1T C C C C',
  6: 'R4 R4 R4 1T 1T 1T C C C C C',
  7: 'R4 R4 1T 1T 1T 1T C C C C C',
  8: 'R4 R4 1T 1T 1T C C C C C C',
  9: 'R4 1T 1T 1T C C C C C C C',
  10: '1T 1T 1T 1T C C C C C C C',
};

const COLUMNS = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('Order Compliance Table', () => {
  it('[NLC T.OCT] every hand-derived column has 11 results', () => {
    for (const col of COLUMNS) expect(RESULTS[col].split(' ')).toHaveLength(11);
  });

  it('[NLC T.OCT] table data matches the printed rows', () => {
    for (const row of ['R4', '1T', 'C'] as const) {
      const printed = PRINTED[row].split(' ').map((c) => (c === '-' ? null : Number(c)));
      expect(COLUMNS.map((col) => COMPLIANCE_TABLE[col][row])).toEqual(printed);
    }
  });

  for (const col of COLUMNS) {
    const results = RESULTS[col].split(' ') as ComplianceResult[];
    for (let roll = 2; roll <= 12; roll++) {
      const want = results[roll - 2];
      it(`[NLC T.OCT] column ${col === 10 ? '10+' : col}, roll ${roll} gives ${want}`, () => {
        expect(complianceResult(col, roll)).toBe(want);
      });
    }
  }

  it('[NLC 12.7] worked example: column 0 gives I on 2-5, R4 on 6-8, 1T on 9-10, C on 11-12', () => {
    const got = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => complianceResult(0, r));
    expect(got).toEqual(['I', 'I', 'I', 'I', 'R4', 'R4', 'R4', '1T', '1T', 'C', 'C']);
    // 1-rated OC + 1-rated corps commander, 2L for Attack
    expect(complianceColumn(1, 1, -2)).toBe(0);
  });

  it('[NLC T.OCT] columns below -1 read as -1 and above 10 as 10+', () => {
    for (let roll = 2; roll <= 12; roll++) {
      for (const col of [-2, -5, -100]) expect(complianceResult(col, roll)).toBe(complianceResult(-1, roll));
      for (const col of [11, 14, 100]) expect(complianceResult(col, roll)).toBe(complianceResult(10, roll));
    }
    expect(complianceColumn(4, 4, 3)).toBe(10);
    expect(complianceColumn(0, 0, -3)).toBe(-1);
  });

  it('[NLC T.OCT] column 10+ never gives I or R4', () => {
    for (let roll = 2; roll <= 12; roll++) expect(['1T', 'C']).toContain(complianceResult(10, roll));
  });

  it('[NLC T.OCT] rejects rolls outside 2..12 and non-integer columns', () => {
    expect(() => complianceResult(0, 1)).toThrow(RangeError);
    expect(() => complianceResult(0, 13)).toThrow(RangeError);
    expect(() => complianceResult(0.5, 7)).toThrow(RangeError);
  });
});

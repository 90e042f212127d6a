import { describe, expect, it } from 'vitest';
import { CRT_COLUMNS, clampColumn, crtLookup } from '../../../src/engine/modules/n20/data/crt';
import { RULINGS } from '../../../src/engine/index';

const WANT: Record<number, string[]> = {
  1: ['AB', 'AR', 'AR', 'AW', 'N', 'DW', 'DW'],
  2: ['AR', 'AR', 'AW', 'N', 'DW', 'DW', 'DW'],
  3: ['AR', 'AW', 'N', 'DW', 'DW', 'DW', 'DR'],
  4: ['AR', 'N', 'DW', 'DW', 'DR', 'DR', 'DR'],
  5: ['AW', 'DW', 'DW', 'DR', 'DR', 'DR', 'DB'],
  6: ['N', 'DW', 'DR', 'DR', 'DR', 'DB', 'DB'],
};

describe('Combat Results Table', () => {
  for (const roll of [1, 2, 3, 4, 5, 6]) {
    for (const [i, col] of CRT_COLUMNS.entries()) {
      it(`[N20 9.0] die ${roll} on column ${col > 0 ? '+' : ''}${col} is ${WANT[roll][i]}`, () => {
        expect(crtLookup(col, roll)).toBe(WANT[roll][i]);
      });
    }
  }
  it('[N20 9.0] differentials beyond the table use its end columns', () => {
    expect(clampColumn(9)).toBe(4);
    expect(clampColumn(-7)).toBe(-2);
    expect(crtLookup(12, 6)).toBe('DB');
    expect(crtLookup(-5, 1)).toBe('AB');
  });
  it('[N20 9.0] ruling: the 1999 grid with AB/DB for AE/DE and DW for EX; only the seven Kit results appear', () => {
    const all = new Set(Object.values(WANT).flat());
    expect([...all].sort()).toEqual(['AB', 'AR', 'AW', 'DB', 'DR', 'DW', 'N']);
    expect(RULINGS.some((r) => r.rule === 'N20 9.0' && r.ruling.includes('EX'))).toBe(true);
  });
});

// MOP 37.3, 37.3.1, 37.3.2 and the MoP Terrain Effects on Combat chart.
import { describe, it, expect } from 'vitest';
import { contextOf } from '../engineApi';
import { miniScenario, start } from '../fixtures';
import { legalDestinations } from '../../../src/engine/rules/movement/reach';
import { assaultReduction } from '../../../src/engine/modules/nlc/combat/terrain';
import { losAnswer } from '../../../src/engine/rules/losQuery';
import { terrainClass, terrainTable } from '../../../src/engine/rules/terrainTable';
import { stepCost } from '../../../src/engine/rules/movement/stepCost';

const map = {
  columns: 8,
  rows: 16,
  hexes: [
    { id: '0303', terrain: 'marsh' as const },
  ],
  hexsides: [
    { a: '0102', b: '0103', features: ['stream' as const] },
    { a: '0702', b: '0703', features: ['slope' as const], high: '0703' },
    { a: '0502', b: '0503', features: ['slope' as const], high: '0503' },
  ],
};
const units = [
  { id: 'i', side: 'fr', hex: '0102' },
  { id: 'k', side: 'fr', hex: '0302', type: 'cavalry' as const, movement: 8 },
  { id: 'e', side: 'al', hex: '0503' },
  { id: 'e2', side: 'al', hex: '0316' },
];
const game = (mop: boolean) => start(miniScenario({ id: mop ? 'mop-terrain' : 'nlc-terrain', ...map, units, ...(mop ? { mop: {} } : {}) }));
const costTo = (mop: boolean, unit: string, hex: string) => {
  const s = game(mop);
  const r = legalDestinations(s, contextOf(s), [unit]);
  if ('code' in r) throw new Error(r.message);
  return r.reach.cost.get(hex);
};

describe('MOP 37.3 terrain', () => {
  it('[MOP 37.3] a stream hexside costs +1 to cross instead of +2 (37.3.1)', () => {
    // clear hex 1 MP + stream: NLC 3 MP, March on Paris 2 MP (costs in half MPs)
    const step = (mop: boolean) => {
      const ctx = contextOf(game(mop));
      return stepCost(ctx.map, '0102', '0103', 'infantry', false, terrainTable(ctx));
    };
    expect(step(false)).toEqual({ halves: 6, road: false });
    expect(step(true)).toEqual({ halves: 4, road: false });
  });

  it('[MOP 37.3] marsh on the MoP chart: 4 MP for cavalry (NLC: prohibited), 50% off an assault into it', () => {
    expect(costTo(false, 'k', '0303')).toBeUndefined();
    expect(costTo(true, 'k', '0303')).toBe(8);
    const m = game(true);
    const n = game(false);
    expect(assaultReduction(m, contextOf(m), '0302', '0303').pct).toBe(50);
    expect(assaultReduction(n, contextOf(n), '0302', '0303').pct).toBe(25);
  });

  it('[MOP 37.3] a slope takes 25% off an assault up it, nothing off one down it (37.3.1)', () => {
    const m = game(true);
    const ctx = contextOf(m);
    expect(assaultReduction(m, ctx, '0502', '0503')).toMatchObject({ pct: 25, source: ['slope'] });
    expect(assaultReduction(m, ctx, '0503', '0502').pct).toBe(0);
    const n = game(false);
    expect(assaultReduction(n, contextOf(n), '0502', '0503').pct).toBe(0);
  });

  it('[MOP 37.3] guns pay the cavalry terrain costs', () => {
    const m = game(true);
    const n = game(false);
    expect(terrainClass(contextOf(m), 'foot artillery')).toBe('cavalry');
    expect(terrainClass(contextOf(m), 'horse artillery')).toBe('cavalry');
    expect(terrainClass(contextOf(n), 'foot artillery')).toBe('artillery');
    expect(terrainClass(contextOf(m), 'infantry')).toBe('infantry');
  });

  it('[MOP 37.3] a slope blocks sight unless one end stands on its high side (37.3.2)', () => {
    const m = game(true);
    const ctx = contextOf(m);
    expect(losAnswer(m, ctx, 'referee', '0701', '0704')).toMatchObject({ clear: false, rule: 'MOP 37.3' });
    expect(losAnswer(m, ctx, 'referee', '0703', '0706')).toMatchObject({ clear: true });
    expect(losAnswer(m, ctx, 'referee', '0706', '0703')).toMatchObject({ clear: true });
    const n = game(false);
    expect(losAnswer(n, contextOf(n), 'referee', '0701', '0704')).toMatchObject({ clear: true });
  });

  it('[MOP 37.3] from high ground one sees 12 hexes, elsewhere 8 (37.3.2)', () => {
    const m = game(true);
    const ctx = contextOf(m);
    expect(losAnswer(m, ctx, 'referee', '0703', '0714')).toMatchObject({ clear: true, visibility: 12 });
    expect(losAnswer(m, ctx, 'referee', '0703', '0716')).toMatchObject({ clear: false, visibility: 12 });
    expect(losAnswer(m, ctx, 'referee', '0801', '0811')).toMatchObject({ clear: false, visibility: 8 });
  });
});

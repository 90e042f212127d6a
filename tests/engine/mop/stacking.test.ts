// MOP 37.2: two units or 12 SP a hex, whole divisions, Russian infantry corps (37.2.1), trains as 12 SP.
import { describe, it, expect } from 'vitest';
import { contextOf } from '../engineApi';
import { miniScenario, start } from '../fixtures';
import { stackProblem } from '../../../src/engine/rules/stacking';
import { legalDestinations } from '../../../src/engine/rules/movement/reach';
import { mopStacking, hugeOnRoad } from '../../../src/engine/modules/mop/core/stacking';

const units = [
  { id: 'a', side: 'fr', hex: '0101', strength: [6, 3] as [number, number] },
  { id: 'b', side: 'fr', hex: '0102', strength: [6, 3] as [number, number] },
  { id: 'c', side: 'fr', hex: '0103', strength: [7, 3] as [number, number] },
  { id: 'd1', side: 'fr', hex: '0301', division: 'div', strength: [4, 2] as [number, number] },
  { id: 'd2', side: 'fr', hex: '0302', division: 'div', strength: [4, 2] as [number, number] },
  { id: 'd3', side: 'fr', hex: '0303', division: 'div', strength: [4, 2] as [number, number] },
  { id: 'd4', side: 'fr', hex: '0304', division: 'div', strength: [1, null] as [number, null] },
  { id: 'r1', side: 'al', hex: '0601', flags: ['russianInfantry' as const], strength: [3, 2] as [number, number] },
  { id: 'r2', side: 'al', hex: '0602', flags: ['russianInfantry' as const], strength: [3, 2] as [number, number] },
  { id: 'r3', side: 'al', hex: '0603', flags: ['russianInfantry' as const], strength: [3, 2] as [number, number] },
  { id: 'w', side: 'fr', hex: '0505', strength: [2, 1] as [number, number] },
  { id: 'w2', side: 'fr', hex: '0506', strength: [2, 1] as [number, number] },
];
const mop = () => start(miniScenario({ id: 'mop-stack', units, hexes: [{ id: '0505', terrain: 'woods' }], mop: {} }));
const nlc = () => start(miniScenario({ id: 'nlc-stack', units, hexes: [{ id: '0505', terrain: 'woods' }] }));

describe('MOP 37.2 stacking', () => {
  it('[MOP 37.2] two units up to 12 SP stack; 13 SP or a third unit of another division do not', () => {
    const s = mop();
    const ctx = contextOf(s);
    expect(stackProblem(s, ctx, '0101', ['a', 'b'])).toBeNull();
    expect(stackProblem(s, ctx, '0101', ['a', 'c'])).toMatchObject({ rule: 'MOP 37.2', message: expect.stringContaining('13 strength points') });
    expect(stackProblem(s, ctx, '0101', ['d1', 'd2', 'w'])).toMatchObject({ rule: 'MOP 37.2', message: expect.stringContaining('3 units') });
  });

  it('[MOP 37.2] all units of one division may stack, still within 12 SP', () => {
    const s = mop();
    const ctx = contextOf(s);
    expect(stackProblem(s, ctx, '0301', ['d1', 'd2', 'd3'])).toBeNull();
    expect(stackProblem(s, ctx, '0301', ['d1', 'd2', 'd3', 'd4'])).toMatchObject({ rule: 'MOP 37.2', message: expect.stringContaining('13 strength points') });
  });

  it('[MOP 37.2] Russian infantry of one corps counts as a division (37.2.1)', () => {
    const s = mop();
    expect(stackProblem(s, contextOf(s), '0601', ['r1', 'r2', 'r3'])).toBeNull();
  });

  it('[MOP 37.2] the limit holds in woods too (two units, where NLC allows one)', () => {
    const m = mop();
    const n = nlc();
    expect(stackProblem(m, contextOf(m), '0505', ['w', 'w2'])).toBeNull();
    expect(stackProblem(n, contextOf(n), '0505', ['w', 'w2'])).toMatchObject({ rule: 'NLC 5.3' });
  });

  it('[MOP 37.2] a train counts as a 12 SP unit; a unit of 8 SP or more is huge in road movement', () => {
    const s = mop();
    const ctx = contextOf(s);
    expect(mopStacking(s, ctx, '0505', [], 1)).toBeNull();
    expect(mopStacking(s, ctx, '0505', ['w'], 1)).toMatchObject({ rule: 'MOP 37.2' });
    expect(hugeOnRoad(s, ctx, 'c')).toBe(false);
  });

  it('[MOP 37.2] movement may not end where the hex would pass 12 SP', () => {
    const s = mop();
    const ctx = contextOf(s);
    const r = legalDestinations(s, ctx, ['c']);
    if ('code' in r) throw new Error(r.message);
    // c (7 SP) may not join b (6 SP) at 0102, but may join d4 (1 SP) at 0304? too far: check a hex it reaches
    expect(r.dests).not.toContain('0102');
    expect([...r.reach.cost.keys()]).toContain('0102');
  });
});

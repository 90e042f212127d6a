// MOP 37.7 supply through baggage trains: the 14-hex line, the train's road trace to a map-edge source,
// blocking enemies and damaged spans, two strangers a train, the check on weather turns and its effects.
import { describe, it, expect } from 'vitest';
import { contextOf, legalCommands, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { field, fieldScenario, withField } from './fieldHarness';
import { supplyOf, unitInSupply } from '../../../src/engine/modules/mop/field/supply';
import { moraleMods } from '../../../src/engine/modules/nlc/morale';
import { logEntries } from '../../../src/engine/core/logBook';

// a 30x5 map; the French source at 0103, a road along row 03
const road = { kind: 'road' as const, path: Array.from({ length: 30 }, (_, i) => `${String(i + 1).padStart(2, '0')}03`) };
const hexes = [{ id: '0103', supply: 'fr' }, { id: '3003', supply: 'al' }];
const train = { id: 'bt', side: 'fr', kind: 'baggage' as const, formation: 'f1', name: 'I Corps baggage', hex: '1003' };

function sc(units: Parameters<typeof fieldScenario>[0]['units'], extra: Partial<Parameters<typeof fieldScenario>[0]> = {}) {
  return fieldScenario({ units, roads: [road], hexes, columns: 30, rows: 5, mop: { trains: [train] }, ...extra });
}
const sup = (s: GameState) => supplyOf(s, contextOf(s), 'fr');

describe('MOP 37.7 supply', () => {
  it('[MOP 37.7] in supply within 14 hexes of the formation\'s train (traced to a source by road) or of a source; not beyond', () => {
    const s = newGame(sc([ours('near', '1503'), ours('at14', '2403'), ours('at15', '2503'), foe('e', '2905')]), { rules: {} }, 1);
    const a = sup(s);
    expect(a.trains.bt).toMatchObject({ inSupply: true });
    expect(a.units.near).toMatchObject({ inSupply: true, via: 'source' });
    expect(a.units.at14).toMatchObject({ inSupply: true, via: 'train', train: 'bt' });
    expect(a.units.at15).toMatchObject({ inSupply: false });
    expect(a.hexes).toContain('2403');
    expect(a.hexes).not.toContain('2503');
  });

  it('[MOP 37.7] an enemy unit on the train\'s road cuts the train off, and its units with it', () => {
    const s = newGame(sc([ours('at14', '2403'), foe('e', '0503')]), { rules: {} }, 1);
    expect(sup(s).trains.bt.inSupply).toBe(false);
    expect(sup(s).units.at14.inSupply).toBe(false);
  });

  it('[MOP 37.7] a damaged span on the road cuts the train\'s trace (37.3.1); a ford carries it', () => {
    const span = [{ a: '0503', b: '0603', features: ['river' as const, 'bridge' as const] }];
    const s = newGame(sc([ours('at14', '2403'), foe('e', '2905')], { hexsides: span }), { rules: {} }, 1);
    expect(sup(s).trains.bt.inSupply).toBe(true);
    expect(sup(withField(s, { damaged: ['0503-0603'] })).trains.bt.inSupply).toBe(false);
    const ford = [{ a: '0503', b: '0603', features: ['river' as const, 'ford' as const] }];
    expect(sup(newGame(sc([ours('x', '2403'), foe('e', '2905')], { hexsides: ford }), { rules: {} }, 1)).trains.bt.inSupply).toBe(true);
  });

  it('[MOP 37.7] units with no train of their own use another friendly train, two units a train at most', () => {
    const f2 = (id: string, hex: string) => ours(id, hex, { formation: 'f2' });
    const s = newGame(sc([f2('x', '2402'), f2('y', '2403'), f2('z', '2404'), foe('e', '2905')]), { rules: {} }, 1);
    const a = sup(s);
    expect([a.units.x, a.units.y, a.units.z].filter((u) => u.inSupply)).toHaveLength(2);
    expect(a.units.z).toMatchObject({ inSupply: false });
  });

  it('[MOP 37.7] checked on weather turns: units out of supply move and fight as a demoralized corps (NLC 15)', () => {
    const s = newGame(sc([ours('in', '2403'), ours('out', '2503'), foe('e', '2905')]), { rules: {} }, 1);
    expect(field(s)).toMatchObject({ outOfSupply: ['out'], supplyTurn: 1 });
    expect(unitInSupply(s, contextOf(s), 'out')).toBe(false);
    expect(logEntries(s).some((e) => e.rule === 'MOP 37.7' && /out of supply/.test(e.text))).toBe(true);
    const ctx = contextOf(s);
    expect(moraleMods(s, ctx, 'out').demoralized).toBe(true);
    expect(moraleMods(s, ctx, 'in').demoralized).toBe(false);
    // movement 4 on clear ground off the road: 3 hexes when out of supply
    const act = atAction(s, 'fr', ['f1']);
    const far = (u: string) => Math.max(...legalCommands(act).filter((c) => c.type === 'move' && c.units.length === 1 && c.units[0] === u).map((c) => (c as { path: string[] }).path.filter((h) => !h.endsWith('03')).length));
    expect(far('out')).toBe(3);
    expect(far('in')).toBe(4);
  });

  it('[MOP 37.7] a side\'s supply is traced once per state: every unit\'s question shares the answer, and a new state traces afresh', () => {
    const s = newGame(sc([ours('near', '0203'), ours('far', '2603'), foe('e', '2903')]), { rules: {} }, 1);
    const ctx = contextOf(s);
    const a = supplyOf(s, ctx, 'fr');
    expect(supplyOf(s, ctx, 'fr')).toBe(a);
    expect(Object.isFrozen(a.units)).toBe(true);
    expect([unitInSupply(s, ctx, 'near'), unitInSupply(s, ctx, 'far')]).toEqual([true, false]);
    const moved = withField(s, { damaged: [] });
    expect(supplyOf(moved, ctx, 'fr')).not.toBe(a);
    expect(supplyOf(moved, ctx, 'fr')).toEqual(a);
  });
});

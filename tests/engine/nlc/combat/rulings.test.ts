import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, RULINGS } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, diceUsed, nlc } from '../combatHarness';
import { NLC_COMBAT_RULINGS } from '../../../../src/engine/modules/nlc/combat/rulings';
import { checkDemoralization } from '../../../../src/engine/modules/nlc/losses';
import { onEnterHex } from '../../../../src/engine/modules/nlc/leaders';
import { unitMorale } from '../../../../src/engine/modules/nlc/morale';
import type { Out } from '../../../../src/engine/core/ops';

const out = (): Out => ({ events: [], revealed: false, rolled: false });
const river = (a: string, b: string) => ({ a, b, features: ['river' as const] });

describe('NLC combat rulings', () => {
  it('[NLC 7.4] every combat ruling is listed in the rules reference', () => {
    for (const r of NLC_COMBAT_RULINGS) expect(RULINGS).toContainEqual(r);
    expect(NLC_COMBAT_RULINGS.length).toBeGreaterThanOrEqual(20);
  });

  it('[NLC 7.4] ruling: overflowing units with nowhere further to go are eliminated', () => {
    const sc = combatScenario({
      hexsides: [
        river('0403', '0402'),
        river('0403', '0503'),
        river('0403', '0504'),
        river('0403', '0304'),
        river('0404', '0504'),
        river('0404', '0505'),
        river('0404', '0405'),
        river('0404', '0305'),
        river('0404', '0304'),
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd1', side: 'al', hex: '0403' },
        { id: 'd2', side: 'al', hex: '0403' },
        { id: 'f', side: 'al', hex: '0404' },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 5], rules: { 'NLC 19.1': false } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'allocate', { units: ['d1'] });
    expect(s.units.d1.hex).toBe('0404');
    expect(s.units.d2.status).toBe('eliminated');
    expect(combat(s).retreats.map((r) => r.note)).toEqual(['d2 overflow and retreat another hex', 'no hex to retreat into']);
    diceUsed(s);
  });

  it('[NLC 14] ruling: army demoralization is not lifted by rallies', () => {
    const sc = combatScenario({ demoralization: { al: 4 }, units: [{ id: 'a', side: 'fr', hex: '0101' }, { id: 'd', side: 'al', hex: '0909' }, { id: 'e', side: 'al', hex: '0808' }] });
    let s = atAssault(sc);
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      d.units.d.status = 'eliminated';
      d.units.d.hex = null;
      checkDemoralization(d as any, ctx, out());
    });
    expect(nlc(s).demoralizedArmies).toEqual(['al']);
    s = produce(s, (d) => {
      d.units.d.status = 'map';
      d.units.d.hex = '0909';
      checkDemoralization(d as any, ctx, out());
    });
    expect(nlc(s).demoralizedArmies).toEqual(['al']);
  });

  it('[NLC 2.3] ruling: only a leader of the unit\'s formation, or an OC or wing commander, gives +1', () => {
    const sc = combatScenario({
      units: [
        { id: 'u1', side: 'fr', hex: '0101' },
        { id: 'u2', side: 'fr', hex: '0103' },
      ],
      leaders: [
        { id: 'other', side: 'fr', name: 'Drouet', rating: 2, role: 'corps', formation: 'f2', hex: '0101' },
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 5, role: 'overall', hex: '0103' },
      ],
    });
    const s = atAssault(sc);
    const ctx = contextOf(s);
    expect(unitMorale(s, ctx, 'u1')).toBe(4);
    expect(unitMorale(s, ctx, 'u2')).toBe(5);
  });

  it('[NLC 2.3] ruling: British and KGL units of any arm, and Russian infantry, keep their morale after a step loss', () => {
    const sc = combatScenario({
      units: [
        { id: 'bc', side: 'al', hex: '0101', type: 'cavalry', flags: ['british'] },
        { id: 'kc', side: 'al', hex: '0103', type: 'cavalry', flags: ['kgl'] },
        { id: 'ri', side: 'al', hex: '0105', flags: ['russianInfantry'] },
        { id: 'ac', side: 'al', hex: '0107', type: 'cavalry' },
      ],
    });
    const s = produce(atAssault(sc), (d) => {
      for (const u of ['bc', 'kc', 'ri', 'ac']) d.units[u].steps = 1;
    });
    const ctx = contextOf(s);
    expect(['bc', 'kc', 'ri', 'ac'].map((u) => unitMorale(s, ctx, u))).toEqual([4, 4, 4, 3]);
  });

  it('[NLC 11.1] ruling: the nearest friendly unit is the fewest hexes away, ties to the lowest hex id', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'p', side: 'al', hex: '0606' },
        { id: 'q', side: 'al', hex: '0602' },
      ],
      leaders: [{ id: 'L', side: 'al', name: 'Alten', rating: 2, role: 'division', hex: '0404' }],
    });
    let s = atAssault(sc, { dice: [1, 1] });
    const ctx = contextOf(s);
    expect(ctx.map.distance('0404', '0606')).toBe(ctx.map.distance('0404', '0602'));
    s = produce(s, (d) => {
      d.units.a.hex = '0404';
      onEnterHex(d as any, ctx, out(), 'fr', '0404');
    });
    expect(s.leaders.L.hex).toBe('0602');
    diceUsed(s);
  });
});

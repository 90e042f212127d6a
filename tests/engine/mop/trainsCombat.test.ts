// MOP 37.8: an enemy unit entering a train's hex takes it, whether it moves, advances or retreats there;
// MOP 37.13: a baggage train taken is worth 2 VP to the taker.
import { describe, it, expect } from 'vitest';
import { contextOf } from '../engineApi';
import { act, assault, atAssault, decisionType, logged } from '../nlc/combatHarness';
import { fieldScenario, field } from './fieldHarness';
import { mopVictory } from '../../../src/engine/modules/mop/victory/points';

const road = { kind: 'road' as const, path: ['0402', '0403', '0404', '0504', '0604'] };

describe('MOP 37.8 trains taken after combat', () => {
  it('[MOP 37.8] an attacker advancing into a baggage train\'s hex destroys it; the taker scores 2 VP (37.13)', () => {
    const sc = fieldScenario({
      units: [
        { id: 'x', side: 'fr', hex: '0303' },
        { id: 'd', side: 'al', hex: '0403', strength: [2, null] },
      ],
      roads: [road],
      mop: { trains: [{ id: 'ab', side: 'al', kind: 'baggage', formation: 'a1', name: 'Allied baggage', hex: '0403' }] },
    });
    // attackers 4 roll 7: 1 hit eliminates the one-step defender; it fires 2 and rolls 2
    let s = atAssault(sc, { dice: [3, 4, 1, 1] });
    s = assault(s, ['x'], '0403');
    while (decisionType(s) === 'retreatChoice') s = act(s, 'stand');
    expect(decisionType(s)).toBe('advance');
    expect(field(s).trains.ab.status).toBe('map');
    s = act(s, 'advance', { units: ['x'], hex: '0403' });
    expect(field(s).trains.ab).toMatchObject({ status: 'destroyed', hex: null });
    expect(logged(s, 'MOP 37.8').join(' ')).toMatch(/Allied baggage is overrun at 0403 and destroyed/);
    const fr = mopVictory(s, contextOf(s), true).find((v) => v.side === 'fr')!;
    expect(fr.lines.find((l) => l.what.includes('baggage train'))).toMatchObject({ vp: 2, rule: 'MOP 37.13' });
  });

  it('[MOP 37.8] a defender retreating into an enemy pontoon train\'s hex captures it on 1-3', () => {
    const sc = fieldScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
      roads: [road],
      mop: { trains: [{ id: 'pt', side: 'fr', kind: 'pontoon', formation: 'f1', name: 'French pontoons', hex: '0504' }] },
    });
    let s = atAssault(sc, { dice: [6, 6, 3, 4, 2, 2, 2, 2] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'retreat');
    expect(decisionType(s)).toBe('retreatHex');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(s.units.d.hex).toBe('0504');
    expect(field(s).trains.pt).toMatchObject({ status: 'map', side: 'al', hex: '0504' });
    expect(logged(s, 'MOP 37.8').join(' ')).toMatch(/French pontoons is overrun at 0504: 2: captured/);
  });
});

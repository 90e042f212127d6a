import { describe, it, expect } from 'vitest';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed } from '../combatHarness';

describe('assault smoke', () => {
  it('[NLC 7.3] a simple assault runs to the advance', () => {
    const sc = combatScenario({ units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'd', side: 'al', hex: '0403' }] });
    let s = atAssault(sc, { dice: [6, 6, 1, 1] });
    expect(decisionType(s)).toBe('assaultDeclare');
    s = assault(s, ['a'], '0403');
    expect(decisionType(s)).toBe('retreatChoice');
    s = act(s, 'stand');
    expect(s.units.d.status).toBe('eliminated');
    expect(decisionType(s)).toBe('advance');
    s = act(s, 'advance', { units: ['a'], hex: '0403' });
    expect(s.units.a.hex).toBe('0403');
    expect(combat(s).phase).toBe('done');
    diceUsed(s);
  });
});

// Rules-fidelity cases of NLC combat (issue 9): rounding by percentage groups, lost leaders, La Garde,
// rout after every failed check, retreats off the map.
import { describe, it, expect } from 'vitest';
import { atAssault, assault, combat, combatScenario, diceUsed } from '../combatHarness';

describe('NLC combat fidelity', () => {
  it('[NLC 7.6] strengths with the same reduction are rounded as a group, then the groups are added', () => {
    // defender in woods (-50%): 5 SP from clear at -50% (2.5 rounds to 3) and 2 SP across a stream at -75% (0.5 rounds to 1)
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      hexsides: [{ a: '0402', b: '0403', features: ['stream'] }],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [5, 2] },
        { id: 'b', side: 'fr', hex: '0402', strength: [2, 1] },
        { id: 'd', side: 'al', hex: '0403', strength: [1, null] },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    const f = combat(s).attacker.fire!;
    expect(f.lines.map((l) => l.pct)).toEqual([50, 75]);
    expect(f.exact).toBe(3);
    expect(f.strength).toBe(4);
    diceUsed(s);
  });
});

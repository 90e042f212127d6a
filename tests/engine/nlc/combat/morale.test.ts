import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, logged } from '../combatHarness';
import { unitMorale, groupMoraleOf } from '../../../../src/engine/modules/nlc/morale';

const quiet = (units: Parameters<typeof combatScenario>[0]['units'], extra: Partial<Parameters<typeof combatScenario>[0]> = {}) =>
  atAssault(combatScenario({ units, ...extra }));

describe('NLC morale', () => {
  it('[NLC 2.2] base morale from the counter; British infantry has 5 on the defense', () => {
    const s = quiet([
      { id: 'fr1', side: 'fr', hex: '0101' },
      { id: 'nas', side: 'al', hex: '0808', morale: 3 },
      { id: 'brit', side: 'al', hex: '0806', flags: ['british'] },
    ]);
    const ctx = contextOf(s);
    expect(unitMorale(s, ctx, 'fr1')).toBe(4);
    expect(unitMorale(s, ctx, 'nas')).toBe(3);
    expect(unitMorale(s, ctx, 'brit')).toBe(4);
    expect(unitMorale(s, ctx, 'brit', { defending: true })).toBe(5);
  });

  it('[NLC 2.3] step loss -1 (not British), leader +1, demoralized -1, flank or woods -2 but not both, clamped 1..5', () => {
    let s = quiet(
      [
        { id: 'hurt', side: 'fr', hex: '0101' },
        { id: 'brit', side: 'al', hex: '0808', flags: ['british'] },
        { id: 'led', side: 'fr', hex: '0105', morale: 5 },
        { id: 'low', side: 'fr', hex: '0107', morale: 1 },
      ],
      { leaders: [{ id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps', hex: '0105' }] },
    );
    s = produce(s, (d) => {
      d.units.hurt.steps = 1;
      d.units.brit.steps = 1;
    });
    const ctx = contextOf(s);
    expect(unitMorale(s, ctx, 'hurt')).toBe(3);
    expect(unitMorale(s, ctx, 'brit')).toBe(4);
    expect(unitMorale(s, ctx, 'led')).toBe(5); // 5 + 1 clamped to 5
    expect(unitMorale(s, ctx, 'hurt', { flank: true, woods: true })).toBe(1); // 4 -1 -2 = 1: one -2 only
    expect(unitMorale(s, ctx, 'hurt', { flank: true, woods: true, artilleryFire: true })).toBe(1); // clamped at 1
    expect(unitMorale(s, ctx, 'low', { artilleryFire: true })).toBe(1);
    s = produce(s, (d) => {
      (d.nlc as any).demoralizedFormations = ['f1'];
    });
    expect(unitMorale(s, ctx, 'hurt')).toBe(2);
  });

  it('[NLC 2.4] a group checks with the infantry\'s best morale even when its cavalry is better', () => {
    const sc = combatScenario({
      units: [
        { id: 'i', side: 'fr', hex: '0303', morale: 2 },
        { id: 'c', side: 'fr', hex: '0303', type: 'cavalry', morale: 5 },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    // attacker 2 (0 hits); defender 7 (1 hit); the attacker stands; morale die 2
    let s = atAssault(sc, { dice: [1, 1, 3, 4, 2] });
    const ctx = contextOf(s);
    expect(groupMoraleOf(s, ctx, ['i', 'c'])).toBe(2);
    s = assault(s, ['i', 'c'], '0403');
    expect(decisionType(s)).toBe('retreatChoice');
    s = act(s, 'stand');
    // the first hit fell on the infantry, now morale 1; the check fails on a 2 although the cavalry has 5
    expect(s.units.i.steps).toBe(1);
    const check = combat(s).checks.find((c) => c.kind === 'involuntary')!;
    expect(check).toMatchObject({ role: 'attacker', morale: 1, die: 2, passed: false });
    expect(decisionType(s)).toBe('retreatHex');
    s = act(s, 'retreatTo', { hex: '0202' });
    expect(s.units.i.hex).toBe('0202');
    expect(s.units.c.hex).toBe('0202');
    diceUsed(s);
  });

  it('[NLC 7.3] worked example: stacks of morale 4 and 3 with the leader on the morale-3 stack give 4, on the morale-4 stack 5', () => {
    const make = (leaderHex: string) =>
      combatScenario({
        id: `example-${leaderHex}`,
        units: [
          { id: 'm4', side: 'fr', hex: '0303', morale: 4 },
          { id: 'm3', side: 'fr', hex: '0402', morale: 3 },
          { id: 'd', side: 'al', hex: '0403' },
        ],
        leaders: [{ id: 'L', side: 'fr', name: 'Reille', rating: 2, role: 'corps', formation: 'f1', hex: leaderHex }],
      });
    for (const [hex, expected] of [
      ['0402', 4],
      ['0303', 5],
    ] as const) {
      let s = atAssault(make(hex), { dice: [1, 1, 1, 1] });
      s = assault(s, ['m4', 'm3'], '0403');
      expect(combat(s).attacker.morale).toBe(expected);
      expect(combat(s).attacker.hexes).toEqual(['0303', '0402']);
      diceUsed(s);
    }
  });

  it('[NLC 7.3] the attackers\' morale over several stacks decides their retreat roll', () => {
    const sc = combatScenario({
      units: [
        { id: 'm4', side: 'fr', hex: '0303', morale: 4 },
        { id: 'm3', side: 'fr', hex: '0402', morale: 3, strength: [4, 2] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
      leaders: [{ id: 'L', side: 'fr', name: 'Reille', rating: 2, role: 'corps', formation: 'f1', hex: '0303' }],
    });
    // attackers 8 roll 2 (0 hits); defender 6 rolls 6: 1 hit. Attacker stands; leader roll 2; morale die 4
    let s = atAssault(sc, { dice: [1, 1, 3, 3, 1, 1, 4] });
    s = assault(s, ['m4', 'm3'], '0403');
    s = act(s, 'stand');
    // the first hit must fall on infantry: both are, the owner picks m4 (morale 4 -1 +1 leader = 4)
    expect(decisionType(s)).toBe('allocateHit');
    s = act(s, 'allocate', { units: ['m4'] });
    const check = combat(s).checks.find((c) => c.kind === 'involuntary')!;
    expect(check.morale).toBe(4);
    expect(check.passed).toBe(true);
    expect(logged(s, 'NLC 11.2').length).toBe(1);
    diceUsed(s);
  });
});

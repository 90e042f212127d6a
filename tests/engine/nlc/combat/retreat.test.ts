import { describe, it, expect } from 'vitest';
import { contextOf } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending } from '../combatHarness';
import { unitMorale } from '../../../../src/engine/modules/nlc/morale';

// Rivers on every side of 0403 except towards 0303 (the attacker) and 0404.
const boxed = [
  { a: '0403', b: '0402', features: ['river' as const] },
  { a: '0403', b: '0503', features: ['river' as const] },
  { a: '0403', b: '0504', features: ['river' as const] },
  { a: '0403', b: '0304', features: ['river' as const] },
];

describe('NLC 7.4 retreats', () => {
  it('[NLC 7.4] a voluntary retreat halves both sides\' hits (3 becomes 2, 1 becomes 0); the attacker chooses first', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    // attacker 6 rolls 12: 3 hits; defender 8 rolls 7: 1 hit; the 19.1 die 2
    let s = atAssault(sc, { dice: [6, 6, 3, 4, 2] });
    s = assault(s, ['a'], '0403');
    expect(pending(s)).toMatchObject({ type: 'retreatChoice', side: 'fr' });
    s = act(s, 'stand');
    expect(pending(s)).toMatchObject({ type: 'retreatChoice', side: 'al' });
    s = act(s, 'retreat');
    const c = combat(s);
    expect(c.halved).toBe(true);
    expect([c.defender.hitsRolled, c.defender.hitsTaken]).toEqual([3, 2]);
    expect([c.attacker.hitsRolled, c.attacker.hitsTaken]).toEqual([1, 0]);
    expect(s.units.a.steps).toBe(2);
    expect(s.units.d.steps).toBe(1);
    expect(decisionType(s)).toBe('retreatHex');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(s.units.d.hex).toBe('0504');
    expect(s.units.d.disrupted).toBe(false); // passed the NLC 19.1 check (2 against morale 3)
    expect(decisionType(s)).toBe('advance');
    s = act(s, 'advance', { units: ['a'], hex: '0403' });
    expect(s.units.a.hex).toBe('0403');
    diceUsed(s);
  });

  it('[NLC 7.4] the side without artillery chooses first when only the other had artillery; the other is not asked once it retreats', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'art', side: 'fr', hex: '0303', type: 'foot artillery', strength: [3, null] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    // attackers 7 roll 9: 2 hits; defender 8 rolls 7: 1 hit
    let s = atAssault(sc, { dice: [4, 5, 3, 4, 1] });
    s = assault(s, ['a', 'art'], '0403');
    expect(combat(s).order).toEqual(['defender', 'attacker']);
    expect(pending(s)).toMatchObject({ type: 'retreatChoice', side: 'al' });
    s = act(s, 'retreat');
    expect(combat(s).choices).toEqual([{ role: 'defender', choice: 'retreat' }]);
    expect(pending(s)).toMatchObject({ type: 'retreatHex', side: 'al' });
    expect(s.units.d.steps).toBe(2); // 2 hits halved to 1
    expect(s.units.a.steps).toBe(2); // 1 hit halved to 0
    diceUsed(s);
  });

  it('[NLC 7.4] involuntary retreat: the first side that lost steps fails its check and retreats; the second does not check', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
    });
    // both 6 roll 6: 1 hit each; both stand; attacker (morale 3 after its loss) rolls 5
    let s = atAssault(sc, { dice: [3, 3, 3, 3, 5] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'stand');
    expect(combat(s).checks).toEqual([
      { role: 'attacker', side: 'fr', kind: 'involuntary', units: ['a'], morale: 3, die: 5, passed: false, rule: 'NLC 7.4' },
    ]);
    expect(decisionType(s)).toBe('retreatHex');
    expect(pending(s)!.options.hexes).toEqual(['0202', '0203', '0302', '0304', '0402']);
    s = act(s, 'retreatTo', { hex: '0202' });
    expect(s.units.a.hex).toBe('0202');
    expect(s.units.a.disrupted).toBe(true); // NLC 19.1: involuntary retreats always disrupt
    expect(combat(s).attacker.retreat).toBe('involuntary');
    // no advance for a defender; the segment goes on
    expect(combat(s).phase).toBe('done');
    diceUsed(s);
  });

  it('[NLC 20.11] retreats and the combats they came from are counted per side', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
    });
    // attacker passes (3), defender fails (5) and retreats
    let s = atAssault(sc, { dice: [3, 3, 3, 3, 3, 5] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'stand');
    expect(combat(s).checks.map((c) => [c.role, c.passed])).toEqual([
      ['attacker', true],
      ['defender', false],
    ]);
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(nlc(s).retreats).toEqual({ fr: 0, al: 1 });
    expect(nlc(s).combats).toEqual({ fr: 0, al: 1 });
    diceUsed(s);
  });

  it('[NLC 7.4] stacking overflow: every unit in the hex is disrupted and the excess retreats another hex', () => {
    const sc = combatScenario({
      hexsides: boxed,
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd1', side: 'al', hex: '0403' },
        { id: 'd2', side: 'al', hex: '0403' },
        { id: 'f', side: 'al', hex: '0404' },
      ],
    });
    // attacker 8 rolls 6: 1 hit; defenders 8 roll 2: 0; they stand; d1 takes the hit; group morale 4 rolls 5
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 5], rules: { 'NLC 19.1': false } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'allocate', { units: ['d1'] });
    expect(combat(s).checks[0]).toMatchObject({ role: 'defender', morale: 4, die: 5, passed: false });
    // the only way out is 0404, which holds f: d1 stays there, d2 must go on
    expect(s.units.d1.hex).toBe('0404');
    expect([s.units.d1.disrupted, s.units.d2.disrupted, s.units.f.disrupted]).toEqual([true, true, true]);
    expect(s.units.d2.hex).toBe('0403'); // still in place until its owner chooses where it goes
    expect(pending(s)).toMatchObject({ type: 'retreatHex', side: 'al' });
    expect(pending(s)!.options.hexes).not.toContain('0403');
    s = act(s, 'retreatTo', { hex: '0405' });
    expect(s.units.d2.hex).toBe('0405');
    expect(decisionType(s)).toBe('advance');
    diceUsed(s);
  });

  it('[NLC 7.4] a stack with non-cavalry units retreating into an enemy ZOC loses an extra step', () => {
    const sc = combatScenario({
      hexsides: boxed,
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'z', side: 'fr', hex: '0405', formation: 'f2' },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    // attacker 8 rolls 6: 1 hit; defender 8 rolls 2: 0; stand; morale 3 rolls 6
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6], formations: ['f1'] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(s.units.d.hex).toBe('0404');
    expect(s.units.d.steps).toBe(1);
    expect(combat(s).allocations.map((x) => x.reason)).toEqual(['fire', 'retreat into enemy ZOC']);
    expect(logged(s, 'NLC 7.4').some((t) => t.includes('enemy ZOC'))).toBe(true);
    diceUsed(s);
  });

  it('[NLC 7.4] cavalry alone retreating into an enemy ZOC loses no extra step', () => {
    const sc = combatScenario({
      hexsides: boxed,
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'z', side: 'fr', hex: '0405', formation: 'f2' },
        { id: 'c', side: 'al', hex: '0403', type: 'cavalry' },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6], formations: ['f1'] });
    s = assault(s, ['a'], '0403');
    expect(decisionType(s)).toBe('cavalryRetreat');
    s = act(s, 'stand');
    s = act(s, 'stand');
    expect(s.units.c.hex).toBe('0404');
    expect(s.units.c.steps).toBe(1);
    diceUsed(s);
  });

  it('[NLC 7.4] a stack that cannot retreat (enemy units, impassable hexsides) stays and loses an extra step', () => {
    const sc = combatScenario({
      hexsides: boxed,
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'z', side: 'fr', hex: '0404', formation: 'f2' },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6], formations: ['f1'] });
    s = assault(s, ['a'], '0403');
    // no voluntary retreat was offered (nowhere to go), the check failed, no hex: an extra step instead
    expect(combat(s).choices).toEqual([
      { role: 'attacker', choice: 'notOffered' },
      { role: 'defender', choice: 'notOffered' },
    ]);
    expect(s.units.d.hex).toBe('0403');
    expect(s.units.d.steps).toBe(1);
    expect(combat(s).retreats[0]).toMatchObject({ role: 'defender', to: null, note: 'no hex to retreat into' });
    diceUsed(s);
  });

  it('[NLC 7.4] defending foot artillery is destroyed by an involuntary retreat', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'fa', side: 'al', hex: '0403', type: 'foot artillery', strength: [3, null] },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 5] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(s.units.fa.status).toBe('eliminated');
    expect(logged(s, 'NLC 7.4').some((t) => t.includes('destroyed'))).toBe(true);
    expect(decisionType(s)).toBe('retreatHex');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(s.units.d.hex).toBe('0504');
    diceUsed(s);
  });

  it('[NLC 7.4] attacking foot artillery ignores an involuntary retreat', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'fa', side: 'fr', hex: '0303', type: 'foot artillery', strength: [3, null] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    // attackers 7 roll 2: 0; defender 8 rolls 6: 1 hit on a; a (morale 3) rolls 5
    let s = atAssault(sc, { dice: [1, 1, 3, 3, 5] });
    s = assault(s, ['a', 'fa'], '0403');
    s = act(s, 'stand');
    expect(combat(s).checks[0]).toMatchObject({ role: 'attacker', units: ['a'], passed: false });
    s = act(s, 'retreatTo', { hex: '0202' });
    expect(s.units.a.hex).toBe('0202');
    expect(s.units.fa.hex).toBe('0303');
    expect(s.units.fa.status).toBe('map');
    diceUsed(s);
  });

  it('[NLC 7.4] La Garde: Old Guard infantry lowers the enemy\'s morale by 1 for the retreat roll', () => {
    const sc = combatScenario({
      units: [
        { id: 'og', side: 'fr', hex: '0303', strength: [7, 4], morale: 5, flags: ['oldGuard'] },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    // guard 7 rolls 6: 1 hit; defender 4 rolls 2: 0; the defender (4 -1 step -1 Guard = 2) rolls 3
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 3] });
    s = assault(s, ['og'], '0403');
    s = act(s, 'stand');
    expect(combat(s).checks[0]).toMatchObject({ role: 'defender', morale: 2, die: 3, passed: false });
    expect(combat(s).defender.moraleMods).toContain('oldGuard');
    diceUsed(s);
  });

  it('[NLC 7.4] La Garde: assaulting Old Guard infantry retreating involuntarily lowers all its side\'s morale by 1 for good', () => {
    const sc = combatScenario({
      units: [
        { id: 'og', side: 'fr', hex: '0303', strength: [7, 4], morale: 5, flags: ['oldGuard'] },
        { id: 'line', side: 'fr', hex: '0808' },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
    });
    // guard 7 rolls 2: 0; defender 8 rolls 6: 1 hit; the guard (5 - 1 = 4) rolls 5
    let s = atAssault(sc, { dice: [1, 1, 3, 3, 5] });
    s = assault(s, ['og'], '0403');
    s = act(s, 'stand');
    expect(nlc(s).guardBroken).toEqual(['fr']);
    expect(unitMorale(s, contextOf(s), 'line')).toBe(3);
    expect(unitMorale(s, contextOf(s), 'd')).toBe(4);
    expect(decisionType(s)).toBe('retreatHex');
    diceUsed(s);
  });

  it('[NLC 19.1] voluntarily retreating units roll one die together, each against its own morale', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd1', side: 'al', hex: '0403', morale: 4 },
        { id: 'd2', side: 'al', hex: '0403', morale: 2 },
      ],
    });
    // attacker 6 rolls 6: 1 hit (halved to 0); defender 8 rolls 2; the retreat die is 3
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 3] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'retreat');
    expect(combat(s).checks.filter((c) => c.kind === 'retreatDisruption').map((c) => [c.units[0], c.die, c.passed])).toEqual([
      ['d1', 3, true],
      ['d2', 3, false],
    ]);
    expect([s.units.d1.disrupted, s.units.d2.disrupted]).toEqual([false, true]);
    expect(s.units.d1.steps + s.units.d2.steps).toBe(4);
    diceUsed(s);
    // with the advanced rule off, no die and no disruption
    let off = atAssault(sc, { dice: [3, 3, 1, 1], rules: { 'NLC 19.1': false } });
    off = assault(off, ['a'], '0403');
    off = act(off, 'retreat');
    expect([off.units.d1.disrupted, off.units.d2.disrupted]).toEqual([false, false]);
    diceUsed(off);
  });

  it('[NLC 20.10] rout: failing by 3 or more eliminates; adjacent friendly units check in a chain', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'n1', side: 'al', hex: '0404', morale: 2 },
        { id: 'n2', side: 'al', hex: '0405' },
      ],
    });
    // attacker 6 rolls 6: 1 hit; defender 4 rolls 2; the defender (3) rolls 6: routs; n1 (2) rolls 6: routs; n2 (4) rolls 1
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6, 6, 1], rules: { 'NLC 20.10': true } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(s.units.d.status).toBe('eliminated');
    expect(s.units.n1.status).toBe('eliminated');
    expect(s.units.n2.status).toBe('map');
    expect(combat(s).checks.map((c) => [c.kind, c.units.join(), c.passed])).toEqual([
      ['involuntary', 'd', false],
      ['rout', 'n1', false],
      ['rout', 'n2', true],
    ]);
    expect(nlc(s).retreats.al).toBe(2);
    expect(nlc(s).combats.al).toBe(1);
    expect(decisionType(s)).toBe('advance');
    diceUsed(s);
    // without the optional rule the defender simply retreats
    let off = atAssault(sc, { dice: [3, 3, 1, 1, 6] });
    off = assault(off, ['a'], '0403');
    off = act(off, 'stand');
    expect(off.units.d.status).toBe('map');
    expect(decisionType(off)).toBe('retreatHex');
  });
});

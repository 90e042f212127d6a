import { describe, it, expect } from 'vitest';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, logged, refusal, pending } from '../combatHarness';
import { legalCommands } from '../../engineApi';

describe('NLC fire and losses', () => {
  it('[NLC 6.1] a hit flips a two-step unit; a hit on a one-step unit eliminates it', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, null] },
        { id: 'two', side: 'al', hex: '0403', strength: [4, 2] },
        { id: 'one', side: 'al', hex: '0403', type: 'cavalry', strength: [2, null] },
      ],
    });
    // attacker 8 rolls 8: 2 hits; defender 4+1 = 5 rolls 2: 0
    let s = atAssault(sc, { dice: [4, 4, 1, 1], rules: { 'NLC 19.5': false } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand'); // NLC 7.11: the cavalry does not retreat before the assault
    s = act(s, 'stand');
    // first hit on the infantry (automatic), second on the now damaged infantry: eliminated
    expect(s.units.two.status).toBe('eliminated');
    expect(s.units.one.steps).toBe(1);
    expect(combat(s).allocations.map((a) => a.unit)).toEqual(['two', 'two']);
    diceUsed(s);
  });

  it('[NLC 7.2] losses: flipped first, eliminated on the second hit', () => {
    const sc = combatScenario({ units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'd', side: 'al', hex: '0403', strength: [6, 3] }] });
    // attacker 4 rolls 7: 1 hit; defender 6 rolls 2: 0
    let s = atAssault(sc, { dice: [3, 4, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(s.units.d.steps).toBe(1);
    expect(s.units.d.status).toBe('map');
    expect(logged(s, 'NLC 7.1').some((t) => t.includes('loses a step (strength 6 to 3)'))).toBe(true);
    diceUsed(s);
  });

  it('[NLC 6.2] a huge unit (front 8+) has three steps; its last step is half its back strength', () => {
    const sc = combatScenario({
      units: [
        { id: 'x1', side: 'fr', hex: '0303', strength: [12, 6] },
        { id: 'x2', side: 'fr', hex: '0303', strength: [12, 6] },
        { id: 'big', side: 'al', hex: '0403', strength: [9, 5] },
      ],
    });
    // attackers 24 roll 8: 5 hits? row 24 roll 8 = 5; defender 9 rolls 2: 0 -> more than enough
    let s = atAssault(sc, { dice: [2, 3, 1, 1] });
    // roll 5 on row 24: 3 hits
    s = assault(s, ['x1', 'x2'], '0403');
    s = act(s, 'stand');
    expect(combat(s).defender.hitsRolled).toBe(3);
    expect(s.units.big.status).toBe('eliminated');
    expect(logged(s, 'NLC 6.2').some((t) => t.includes('strength 5 to 3'))).toBe(true);
    diceUsed(s);
  });

  it('[NLC 6.3] units disrupted at the start of the segment fire at half strength; disruption later in the segment does not halve', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [5, 2] },
        { id: 'd', side: 'al', hex: '0403', strength: [5, 2] },
      ],
    });
    let s = atAssault(sc, {
      dice: [1, 1, 1, 1],
      prepare: (d) => {
        d.units.a.disrupted = true;
      },
    });
    s = assault(s, ['a'], '0403');
    expect(combat(s).attacker.fire!.exact).toBe(2.5);
    expect(combat(s).attacker.fire!.strength).toBe(3);
    expect(combat(s).attacker.fire!.lines[0].halvings).toEqual(['disrupted']);
    expect(combat(s).defender.fire!.strength).toBe(5);
    diceUsed(s);
  });

  it('[NLC 7.1] both sides fire at once and both take their hits', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
    });
    // attacker 6 rolls 9: 2 hits; defender 6 rolls 6: 1 hit; both stand; morale: attacker lost steps, checks first (die 1)
    let s = atAssault(sc, { dice: [4, 5, 3, 3, 1] });
    s = assault(s, ['a'], '0403');
    expect(combat(s).defender.hitsRolled).toBe(2);
    expect(combat(s).attacker.hitsRolled).toBe(1);
    s = act(s, 'stand'); // attacker
    s = act(s, 'stand'); // defender
    expect(s.units.a.steps).toBe(1);
    expect(s.units.d.status).toBe('eliminated');
    // the defender was eliminated, the attacker still checks morale (elimination is not a retreat)
    expect(combat(s).checks.map((c) => [c.role, c.passed])).toEqual([['attacker', true]]);
    diceUsed(s);
  });

  it('[NLC 7.1] a strength over 24 is looked up twice with the same roll (24 and the remainder)', () => {
    const sc = combatScenario({
      units: [
        { id: 'x1', side: 'fr', hex: '0303', strength: [7, 3] },
        { id: 'x2', side: 'fr', hex: '0303', strength: [7, 3] },
        { id: 'b1', side: 'fr', hex: '0402', strength: [7, 3] },
        { id: 'b2', side: 'fr', hex: '0402', strength: [7, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [20, 10] },
        { id: 'd2', side: 'al', hex: '0403', strength: [20, 10] },
      ],
    });
    // attackers 28 roll 10: 6 (row 24) + 2 (row 4) = 8 hits; defenders 40 roll 2: 1 + 0 = 1
    let s = atAssault(sc, { dice: [5, 5, 1, 1] });
    s = assault(s, ['x1', 'x2', 'b1', 'b2'], '0403');
    const f = combat(s).attacker.fire!;
    expect(f.strength).toBe(28);
    expect(f.rows).toEqual([24, 4]);
    expect(f.hits).toBe(8);
    expect(combat(s).defender.fire!.rows).toEqual([24, 16]);
    expect(combat(s).defender.fire!.hits).toBe(1);
  });

  it('[NLC 7.1] the first hit must come from infantry if possible', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'cav', side: 'al', hex: '0403', type: 'cavalry' },
        { id: 'inf', side: 'al', hex: '0403' },
        { id: 'inf2', side: 'al', hex: '0504' },
      ],
    });
    // attacker 6 rolls 6: 1 hit; defender 4 + 2 = 6 rolls 2: 0
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand'); // NLC 7.11: the cavalry does not retreat before the assault
    s = act(s, 'stand');
    // only one infantry unit: it takes the hit without a decision
    expect(s.units.inf.steps).toBe(1);
    expect(s.units.cav.steps).toBe(2);
  });

  it('[NLC 7.1] the owner allocates, but damaged units take hits first', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'x', side: 'al', hex: '0403' },
        { id: 'y', side: 'al', hex: '0403' },
      ],
    });
    // attacker 8 rolls 8: 2 hits; defender 8 rolls 2: 0
    let s = atAssault(sc, { dice: [4, 4, 1, 1], rules: { 'NLC 19.5': false } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(decisionType(s)).toBe('allocateHit');
    expect(pending(s)!.options.units).toEqual(['x', 'y']);
    s = act(s, 'allocate', { units: ['y'] });
    // y is now damaged: the second hit must go to it
    expect(s.units.y.status).toBe('eliminated');
    expect(s.units.x.steps).toBe(2);
  });

  it('[NLC 7.1] a damaged unit must take the hit before a fresh one; refusing names the rule', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'x', side: 'al', hex: '0403', type: 'cavalry' },
        { id: 'y', side: 'al', hex: '0403', type: 'cavalry' },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 1], prepare: (d) => void (d.units.y.steps = 1) });
    // attacker 8 rolls 6: 1 hit on cavalry (no infantry): y is damaged and must take it
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand'); // NLC 7.11: the cavalry does not retreat before the assault
    s = act(s, 'stand');
    expect(s.units.y.status).toBe('eliminated');
    expect(s.units.x.steps).toBe(2);
  });

  it('[NLC 7.1] allocation out of order is refused with rule NLC 7.1', () => {
    const sc = combatScenario({
      units: [
        { id: 'x1', side: 'fr', hex: '0303' },
        { id: 'y1', side: 'fr', hex: '0303', type: 'cavalry' },
        { id: 'x2', side: 'fr', hex: '0402' },
        { id: 'y2', side: 'fr', hex: '0402', type: 'cavalry' },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
    });
    // attackers 4+2+4+2 = 12 roll 2: 0 hits; defender 6 rolls 6: 1 hit on the attackers
    let s = atAssault(sc, { dice: [1, 1, 3, 3, 1] });
    s = assault(s, ['x1', 'y1', 'x2', 'y2'], '0403');
    s = act(s, 'stand');
    expect(decisionType(s)).toBe('allocateHit');
    expect(pending(s)!.options.units).toEqual(['x1', 'x2']);
    const no = refusal(s, 'allocate', { units: ['y1'] });
    expect(no).toMatchObject({ code: 'hit-order', rule: 'NLC 7.1' });
    s = act(s, 'allocate', { units: ['x2'] });
    expect(s.units.x2.steps).toBe(1);
    expect(s.units.y1.steps).toBe(2);
    diceUsed(s);
  });

  it('[NLC 7.3] cavalry in an assault is halved after adding: 3 + 3 is 3, not 2 + 2', () => {
    const sc = combatScenario({
      units: [
        { id: 'c1', side: 'fr', hex: '0303', type: 'cavalry', strength: [3, 1] },
        { id: 'c2', side: 'fr', hex: '0303', type: 'cavalry', strength: [3, 1] },
        { id: 'd', side: 'al', hex: '0403', type: 'cavalry', strength: [5, 2] },
      ],
    });
    let s = atAssault(sc, { dice: [1, 1, 1, 1] });
    s = assault(s, ['c1', 'c2'], '0403');
    expect(combat(s).attacker.fire!.exact).toBe(3);
    expect(combat(s).attacker.fire!.strength).toBe(3);
    // the defending cavalry is halved too: 2.5 rounds to 3
    expect(combat(s).defender.fire!.exact).toBe(2.5);
    expect(combat(s).defender.fire!.strength).toBe(3);
  });

  it('[NLC 20.4] roll six to hit: one die per strength point, each 6 is a hit', () => {
    const sc = combatScenario({ units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'd', side: 'al', hex: '0403', strength: [2, 1] }] });
    let s = atAssault(sc, { rules: { 'NLC 20.4': true, 'NLC 19.5': false }, dice: [6, 1, 6, 3, 5, 5] });
    s = assault(s, ['a'], '0403');
    expect(combat(s).attacker.fire!.method).toBe('sixes');
    expect(combat(s).attacker.fire!.dice).toEqual([6, 1, 6, 3]);
    expect(combat(s).defender.hitsRolled).toBe(2);
    expect(combat(s).attacker.hitsRolled).toBe(0);
    s = act(s, 'stand');
    expect(s.units.d.status).toBe('eliminated');
    diceUsed(s);
  });

  it('[NLC 19.5] a tiny infantry unit (a step worth 1 point) satisfies only half a hit', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 't1', side: 'al', hex: '0403', strength: [2, 1] },
        { id: 't2', side: 'al', hex: '0403', strength: [2, 1] },
      ],
    });
    // attacker 6 rolls 6: 1 hit; defender 4 rolls 2: 0; stand
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'allocate', { units: ['t1'] });
    // half a hit is left: t1 (damaged) must take it too
    expect(s.units.t1.status).toBe('eliminated');
    expect(combat(s).allocations.map((x) => x.halves)).toEqual([1, 1]);
    expect(logged(s, 'NLC 19.5').length).toBe(2);
    // with the rule off, one step satisfies the hit
    let off = atAssault(sc, { dice: [3, 3, 1, 1, 1], rules: { 'NLC 19.5': false } });
    off = assault(off, ['a'], '0403');
    off = act(off, 'stand');
    off = act(off, 'allocate', { units: ['t1'] });
    expect(off.units.t1.steps).toBe(1);
    expect(legalCommands(off).length).toBeGreaterThanOrEqual(0);
  });
});

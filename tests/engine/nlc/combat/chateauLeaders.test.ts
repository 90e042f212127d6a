import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending } from '../combatHarness';
import { onEnterHex, leaderRating } from '../../../../src/engine/modules/nlc/leaders';
import { checkDemoralization, isFormationDemoralized, takeStep } from '../../../../src/engine/modules/nlc/losses';
import { unitMorale } from '../../../../src/engine/modules/nlc/morale';
import type { Out } from '../../../../src/engine/core/ops';

const out = (): Out => ({ events: [], revealed: false, rolled: false });

describe('NLC 10 chateaux', () => {
  it('[NLC 10] a single infantry unit in a chateau: attackers halved, never flanked, no retreat and no retreat check', () => {
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'chateau' }],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0503' },
        { id: 'g', side: 'al', hex: '0403' },
      ],
    });
    // attackers 8 halved to 4 roll 7: 1 hit; the garrison 4 rolls 2
    let s = atAssault(sc, { dice: [3, 4, 1, 1] });
    s = assault(s, ['a', 'b'], '0403');
    const c = combat(s);
    expect(c.attacker.fire!.strength).toBe(4);
    expect(c.attacker.fire!.lines[0].pctSource).toEqual(['chateau']);
    expect(c.flank).toBe(false);
    expect(c.choices.find((x) => x.role === 'defender')!.choice).toBe('notOffered');
    expect(c.checks).toEqual([]);
    expect(s.units.g).toMatchObject({ hex: '0403', steps: 1 });
    diceUsed(s);
  });

  it('[NLC 10] adjacent friendly infantry may take the chateau garrison\'s step losses', () => {
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'chateau' }],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'g', side: 'al', hex: '0403' },
        { id: 'h', side: 'al', hex: '0404' },
      ],
    });
    let s = atAssault(sc, { dice: [3, 4, 1, 1] });
    s = assault(s, ['a'], '0403');
    expect(pending(s)).toMatchObject({ type: 'allocateHit', side: 'al', options: { units: ['g', 'h'] } });
    s = act(s, 'allocate', { units: ['h'] });
    expect(s.units.h.steps).toBe(1);
    expect(s.units.g.steps).toBe(2);
    expect(combat(s).allocations[0]).toMatchObject({ unit: 'h', chateauCover: true });
    expect(logged(s, 'NLC 10').some((t) => t.includes('takes the loss for the chateau'))).toBe(true);
  });

  it('[NLC 10] two units in a chateau turn it into clear terrain', () => {
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'chateau' }],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0503' },
        { id: 'g1', side: 'al', hex: '0403' },
        { id: 'g2', side: 'al', hex: '0403' },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    expect(combat(s).attacker.fire!.strength).toBe(8);
    expect(combat(s).flank).toBe(true);
  });

  it('[NLC 10] no retreat into an occupied chateau', () => {
    const sc = combatScenario({
      hexes: [{ id: '0404', terrain: 'chateau' }],
      hexsides: [
        { a: '0403', b: '0402', features: ['river'] },
        { a: '0403', b: '0503', features: ['river'] },
        { a: '0403', b: '0504', features: ['river'] },
        { a: '0403', b: '0304', features: ['river'] },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
        { id: 'g', side: 'al', hex: '0404' },
      ],
    });
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6] });
    s = assault(s, ['a'], '0403');
    expect(s.units.d).toMatchObject({ hex: '0403', steps: 1 });
    expect(combat(s).retreats[0].note).toBe('no hex to retreat into');
    diceUsed(s);
  });
});

describe('NLC 11 leaders and HQs', () => {
  it('[NLC 11.2] a leader stacked with units that are hit rolls 2d6 and is lost on 11-12', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
      leaders: [{ id: 'L', side: 'al', name: 'Picton', rating: 2, role: 'corps', formation: 'a1', hex: '0403' }],
    });
    // 1 hit on d; L rolls 6+6: lost; d checks without his +1: 4 - 1 = 3, rolls 3
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 6, 6, 3] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    expect(combat(s).leaderRolls).toEqual([{ leader: 'L', dice: [6, 6], lost: true }]);
    expect(nlc(s).leadersLost).toEqual(['L']);
    expect(combat(s).checks[0]).toMatchObject({ morale: 3, passed: true });
    expect(leaderRating(s, contextOf(s), 'L')).toBe(1);
    diceUsed(s);
    // 10 is safe
    let t = atAssault(sc, { dice: [3, 3, 1, 1, 5, 5, 3] });
    t = assault(t, ['a'], '0403');
    t = act(t, 'stand');
    expect(nlc(t).leadersLost).toEqual([]);
    expect(combat(t).checks[0]).toMatchObject({ morale: 4, passed: true });
  });

  it('[NLC 11.3] a leader retreats with the units he is stacked with', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
      ],
      leaders: [{ id: 'L', side: 'al', name: 'Picton', rating: 2, role: 'corps', formation: 'a1', hex: '0403' }],
    });
    // L safe (1+1), d (4 - 1 + 1 = 4) rolls 5: retreats
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 1, 1, 5] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(s.units.d.hex).toBe('0504');
    expect(s.leaders.L.hex).toBe('0504');
    expect(logged(s, 'NLC 11.3').length).toBe(1);
    diceUsed(s);
  });

  it('[NLC 11.1] a lone leader whose hex is entered is placed on his nearest unit and rolls for loss', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'near', side: 'al', hex: '0606' },
        { id: 'far', side: 'al', hex: '0909' },
      ],
      leaders: [
        { id: 'L', side: 'al', name: 'Alten', rating: 2, role: 'division', hex: '0404' },
        { id: 'M', side: 'al', name: 'Cooke', rating: 2, role: 'division', hex: '0909' },
      ],
    });
    let s = atAssault(sc, { dice: [2, 3] });
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      d.units.a.hex = '0404';
      onEnterHex(d as any, ctx, out(), 'fr', '0404');
      // a leader with his units is not displaced
      onEnterHex(d as any, ctx, out(), 'fr', '0909');
    });
    expect(s.leaders.L.hex).toBe('0606');
    expect(s.leaders.M.hex).toBe('0909');
    expect(logged(s, 'NLC 11.2')[0]).toContain('rolls 5 for leader loss: safe');
    diceUsed(s);
  });

  it('[NLC 11.4] an HQ whose hex is entered is destroyed: army level -5, the OC commands at -1 for the rest of the day', () => {
    const sc = combatScenario({
      night: [3],
      demoralization: { al: 20 },
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0909' }],
      leaders: [{ id: 'W', side: 'al', name: 'Wellington', rating: 4, role: 'overall', hex: '0909' }],
      hqs: [{ id: 'hq', side: 'al', name: 'Allied HQ', leader: 'W', hex: '0404' }],
    });
    let s = atAssault(sc);
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      d.units.a.hex = '0404';
      onEnterHex(d as any, ctx, out(), 'fr', '0404');
    });
    expect(nlc(s).hqs.hq).toEqual({ hex: null, status: 'destroyed' });
    expect(nlc(s).armyLevelAdjust.al).toBe(-5);
    expect(leaderRating(s, ctx, 'W')).toBe(3);
    expect(logged(s, 'NLC 11.4').length).toBe(1);
    s = produce(s, (d) => void (d.clock.turn = 3));
    expect(leaderRating(s, ctx, 'W')).toBe(4);
  });
});

describe('NLC 14 and 15 demoralization', () => {
  it('[NLC 14] an army is demoralized when its destroyed strength reaches its level (non-phasing side first)', () => {
    const sc = combatScenario({
      demoralization: { fr: 2, al: 2 },
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [2, null] },
        { id: 'd', side: 'al', hex: '0403', strength: [2, null] },
      ],
    });
    // both 2 roll 12: 2 hits each; both stand
    let s = atAssault(sc, { dice: [6, 6, 6, 6] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'stand');
    expect(nlc(s).demoralizedArmies).toEqual(['al', 'fr']);
    expect(logged(s, 'NLC 14')[0]).toContain('Allied army is demoralized');
    diceUsed(s);
  });

  it('[NLC 14] the level is lowered by a lost HQ (NLC 11.4 adjustments)', () => {
    const sc = combatScenario({ demoralization: { al: 8 }, units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'd', side: 'al', hex: '0909' }, { id: 'e', side: 'al', hex: '0808' }] });
    let s = atAssault(sc);
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      takeStep(d as any, ctx, out(), 'd', 'test');
      takeStep(d as any, ctx, out(), 'd', 'test');
      checkDemoralization(d as any, ctx, out());
    });
    expect(nlc(s).demoralizedArmies).toEqual([]);
    s = produce(s, (d) => {
      (d.nlc as any).armyLevelAdjust.al = -5;
      checkDemoralization(d as any, ctx, out());
    });
    expect(nlc(s).demoralizedArmies).toEqual(['al']);
  });

  it('[NLC 15] a formation whose eliminated units\' full strength reaches its limit is demoralized (morale -1), and recovers when losses drop', () => {
    const sc = combatScenario({
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps' },
        { id: 'a1', side: 'al', name: 'Allied Corps', demoralization: 6 },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'd1', side: 'al', hex: '0808', strength: [6, 3] },
        { id: 'd2', side: 'al', hex: '0909' },
      ],
    });
    let s = atAssault(sc);
    const ctx = contextOf(s);
    s = produce(s, (d) => {
      takeStep(d as any, ctx, out(), 'd1', 'test');
      checkDemoralization(d as any, ctx, out());
    });
    expect(isFormationDemoralized(s, 'a1')).toBe(false); // a flipped unit is not eliminated
    s = produce(s, (d) => {
      takeStep(d as any, ctx, out(), 'd1', 'test');
      checkDemoralization(d as any, ctx, out());
    });
    expect(isFormationDemoralized(s, 'a1')).toBe(true); // full strength 6 eliminated
    expect(unitMorale(s, ctx, 'd2')).toBe(3);
    expect(logged(s, 'NLC 15')[0]).toContain('demoralized');
    // a rally brings it back
    s = produce(s, (d) => {
      d.units.d1.status = 'map';
      d.units.d1.hex = '0808';
      d.units.d1.steps = 1;
      checkDemoralization(d as any, ctx, out());
    });
    expect(isFormationDemoralized(s, 'a1')).toBe(false);
    expect(unitMorale(s, ctx, 'd2')).toBe(4);
  });
});

// Artillery fire at a distance: NLC 8.5 enfilade, 19.4 range 3 and stacks, 20.4 conversion, 20.12
// alternate resolution, 20.13 opportunity fire with facing (8.4).
import { describe, it, expect } from 'vitest';
import { applyCommand, type Command } from '../../engineApi';
import { act, combat, combatScenario, decisionType, logged, pending, refusal } from '../combatHarness';
import { atAlliedMove, atBombard, bombardTargets, foe, gun, ours } from './gunsHarness';

describe('NLC 8.5 enfilade in bombardment', () => {
  it('[NLC 8.5] fire along the enemy line (a flank-charge direction) is +50%; not when the entry hex touches the friendly unit, nor into a town', () => {
    // the line 0401-0403 comes in through 0402; the French infantry at 0404 is not next to 0402
    const sc = combatScenario({ units: [gun('art', '0401'), ours('inf', '0404'), foe('d', '0403')] });
    let s = act(atBombard(sc, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 6 });
    expect(combat(s).enfilade).toBe('line');
    expect(logged(s, 'NLC 8.5').join('\n')).toMatch(/along the line/);
    const touching = combatScenario({ units: [gun('art', '0401'), ours('inf', '0503'), foe('d', '0403')] });
    s = act(atBombard(touching, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4 });
    const town = combatScenario({ units: [gun('art', '0401'), ours('inf', '0404'), foe('d', '0403')], hexes: [{ id: '0403', terrain: 'town' }] });
    s = act(atBombard(town, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).enfilade).toBe('none');
  });

  it('[NLC 8.5] enfilading squares: the infantry owner chooses; refusing leaves the cavalry free to charge', () => {
    // French cavalry at 0405 could charge 0403 through the empty 0404
    const sc = combatScenario({ units: [gun('art', '0401'), ours('cav', '0405', { type: 'cavalry' }), foe('d', '0403')] });
    let s = act(atBombard(sc, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(pending(s)).toMatchObject({ side: 'al', type: 'enfiladeSquare', rule: 'NLC 8.5' });
    expect(refusal(s, 'bombard')).toMatchObject({ code: 'bad-choice', rule: 'NLC 8.5' });
    const accepted = act(s, 'enfiladeAccept');
    expect(combat(accepted)).toMatchObject({ enfilade: 'square', attacker: { fire: { strength: 6 } } });
    const refused = act(s, 'enfiladeRefuse');
    expect(combat(refused)).toMatchObject({ enfilade: 'refused', attacker: { fire: { strength: 4 } } });
    expect(logged(refused, 'NLC 8.5').join('\n')).toMatch(/may charge at once/);
    // the bombardment (no hits on 1+1) ends, then the French player is asked whether the cavalry charges
    expect(pending(refused)).toMatchObject({ side: 'fr', type: 'reactionDeclare' });
    expect(pending(accepted)?.type).not.toBe('reactionDeclare');
    // cavalry cannot charge into woods: no choice is offered
    const woods = combatScenario({ units: [gun('art', '0401'), ours('cav', '0405', { type: 'cavalry' }), foe('d', '0403')], hexes: [{ id: '0403', terrain: 'woods' }] });
    s = act(atBombard(woods, { dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(decisionType(s)).not.toBe('enfiladeSquare');
  });
});

describe('NLC 19.4 more artillery detail', () => {
  it('[NLC 19.4] bombardment reaches 3 hexes at half strength, rounded down', () => {
    const sc = combatScenario({ units: [gun('art', '0401', { strength: [5, null] }), foe('d', '0404'), foe('e', '0301')] });
    expect(refusal(atBombard(sc), 'bombard', { units: ['art'], hex: '0404' })).toMatchObject({ code: 'range', rule: 'NLC 8.1' });
    const s = atBombard(sc, { rules: { 'NLC 19.4': true }, dice: [6, 6] });
    expect(bombardTargets(s)).toEqual(['art>0301', 'art>0404']);
    const after = act(s, 'bombard', { units: ['art'], hex: '0404' });
    expect(combat(after).attacker.fire).toMatchObject({ strength: 2, exact: 2.5 });
  });

  it('[NLC 19.4] +50% against several non-artillery units stacked in the target hex', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403'), foe('b', '0403'), foe('g', '0602', { type: 'foot artillery', strength: [3, null] }), foe('h', '0602')] });
    let s = act(atBombard(sc, { rules: { 'NLC 19.4': true }, dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire!.lines[0].bonuses).toEqual(['stack']);
    expect(combat(s).attacker.fire!.strength).toBe(6);
    // one infantry unit and a gun is not a stack of non-artillery units
    s = act(atBombard(sc, { rules: { 'NLC 19.4': true }, dice: [1, 1] }), 'bombard', { units: ['art'], hex: '0602' });
    expect(combat(s).attacker.fire!.strength).toBe(4);
  });
});

describe('NLC 20.4 roll six to hit, for artillery', () => {
  it('[NLC 20.4] artillery disrupts on a 5 or 6; every six is a step; enfilade adds 1 to every die', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('d', '0403')] });
    // 4 dice: a 5 disrupts, no six: no step
    let s = act(atBombard(sc, { rules: { 'NLC 20.4': true }, dice: [5, 3, 1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.d.disrupted, s.units.d.steps, combat(s).attacker.fire!.hits]).toEqual([true, 2, 0]);
    // a six is a step at once (not spent on the disruption)
    s = act(atBombard(sc, { rules: { 'NLC 20.4': true }, dice: [6, 1, 1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.d.disrupted, s.units.d.steps]).toEqual([true, 1]);
    // enfilading: +1 to the dice, so the 5 hits as well and a 4 disrupts
    const enf = combatScenario({ units: [gun('art', '0401'), ours('inf', '0404'), foe('d', '0403')] });
    s = act(atBombard(enf, { rules: { 'NLC 20.4': true }, dice: [5, 1, 1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, dieMod: 1, hits: 1 });
    expect([s.units.d.disrupted, s.units.d.steps]).toEqual([true, 1]);
    s = act(atBombard(enf, { rules: { 'NLC 20.4': true }, dice: [4, 1, 1, 1] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.d.disrupted, s.units.d.steps]).toEqual([true, 2]);
  });
});

describe('NLC 20.12 alternate artillery resolution', () => {
  const rules = { 'NLC 20.12': true };
  it('[NLC 20.12] every hit is a step, the strongest unit first (cavalry double); 9+ with the strength disrupts', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403'), foe('c', '0403', { type: 'cavalry', strength: [3, 1] })] });
    // 4 rolls 12: 2 hits; cavalry 3x2 = 6 beats infantry 4, then the infantry (4) beats the reduced cavalry (1x2)
    const s = act(atBombard(sc, { rules, dice: [6, 6] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([s.units.c.steps, s.units.a.steps]).toEqual([1, 1]);
    expect([s.units.a.disrupted, s.units.c.disrupted]).toEqual([true, true]);
    expect(logged(s, 'NLC 20.12').join('\n')).toMatch(/Hit 1 falls on .*Hit 2 falls on/s);
    // 4 + roll 5 = 9: no hit, but the stack is disrupted; 4 + roll 4 = 8: nothing
    const t = act(atBombard(sc, { rules, dice: [2, 3] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([combat(t).attacker.fire!.hits, t.units.a.disrupted, t.units.c.disrupted, t.units.c.steps]).toEqual([0, true, true, 2]);
    const u = act(atBombard(sc, { rules, dice: [2, 2] }), 'bombard', { units: ['art'], hex: '0403' });
    expect([u.units.a.disrupted, u.units.c.disrupted]).toEqual([false, false]);
  });

  it('[NLC 20.12] an odd hit cannot take the last step of a unit that has lost one', () => {
    const sc = combatScenario({ units: [gun('art', '0401'), foe('a', '0403')] });
    const s = act(atBombard(sc, { rules, dice: [4, 5], prepare: (d) => void (d.units.a.steps = 1) }), 'bombard', { units: ['art'], hex: '0403' });
    expect(combat(s).attacker.fire!.hits).toBe(1);
    expect([s.units.a.status, s.units.a.steps, s.units.a.disrupted]).toEqual(['map', 1, true]);
    expect(logged(s, 'NLC 20.12').join('\n')).toMatch(/Hit 1 has no effect/);
  });
});

describe('NLC 20.13 opportunity fire', () => {
  const move = (s: any, units: string[], path: string[]) => {
    const r = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units, path } as Command);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  const sc = combatScenario({ units: [gun('g', '0401'), foe('m', '0406'), foe('n', '0707')] });
  const rules = { 'NLC 20.13': true };

  it('[NLC 20.13] a gun that has not moved fires at half at a stack entering its range and sight; the stack moves on', () => {
    let s = move(atAlliedMove(sc, { rules, dice: [5, 5] }), ['m'], ['0405', '0404', '0403']);
    expect(pending(s)).toMatchObject({ side: 'fr', type: 'opportunityFire', rule: 'NLC 20.13' });
    expect(pending(s)!.options.hexes).toEqual(['0403']);
    expect(refusal(s, 'oppFire', { units: ['g'], hex: '0404' })).toMatchObject({ code: 'no-shot', rule: 'NLC 20.13' });
    s = act(s, 'oppFire', { units: ['g'], hex: '0403' });
    // 4 halved is 2, rolling 10: 1 hit, the disruption
    expect(combat(s)).toMatchObject({ opportunity: true, target: '0403', attacker: { fire: { strength: 2, hits: 1 } } });
    expect(s.units.m.disrupted).toBe(true);
    expect(decisionType(s)).toBe('formationMove');
    // the gun fired at this stack: moving it on draws no second shot
    s = move(s, ['m'], ['0503']);
    expect(decisionType(s)).toBe('formationMove');
  });

  it('[NLC 20.13] no fire from a gun that moved this turn, none with the rule off, and holding fire ends the offer', () => {
    const moved = (d: any) => void (d.nlc.guns = { facing: {}, facingActivation: -1, movedTurn: 1, moved: ['g'], oppFired: [], opp: null });
    expect(decisionType(move(atAlliedMove(sc, { rules, prepare: moved }), ['m'], ['0405', '0404', '0403']))).toBe('formationMove');
    expect(decisionType(move(atAlliedMove(sc), ['m'], ['0405', '0404', '0403']))).toBe('formationMove');
    const s = act(move(atAlliedMove(sc, { rules }), ['m'], ['0405', '0404', '0403']), 'oppPass');
    expect(decisionType(s)).toBe('formationMove');
    expect(s.units.m.hex).toBe('0403');
    // with NLC 19.4 the gun reaches 3 hexes: a stack stopping at 0404 draws fire
    expect(decisionType(move(atAlliedMove(sc, { rules }), ['m'], ['0405', '0404']))).toBe('formationMove');
    const far = move(atAlliedMove(sc, { rules: { ...rules, 'NLC 19.4': true } }), ['m'], ['0405', '0404']);
    expect(pending(far)!.options.hexes).toEqual(['0404']);
  });

  it('[NLC 20.13] a stack moving out of every gun\'s range is noted as moved and nobody is asked', () => {
    const s = move(atAlliedMove(sc, { rules }), ['n'], ['0708']);
    expect(decisionType(s)).toBe('formationMove');
    expect((s.nlc as any).guns).toMatchObject({ moved: ['n'], opp: null, movedTurn: 1 });
    expect(s.stack.some((f) => f.k === 'proc' && f.proc === 'opportunityCheck')).toBe(false);
    // another stack moving into range next is asked about as ever
    expect(pending(move(s, ['m'], ['0405', '0404', '0403']))).toMatchObject({ side: 'fr', type: 'opportunityFire' });
  });

  it('[NLC 20.13] with opportunity fire, guns face (NLC 8.4): a gun next to an enemy bombards only what it faces', () => {
    const faced = combatScenario({ units: [gun('g', '0405'), foe('x', '0406'), foe('y', '0403')] });
    expect(bombardTargets(atBombard(faced))).toEqual(['g>0403', 'g>0406']);
    const s = atBombard(faced, { rules });
    expect(bombardTargets(s)).toEqual(['g>0406']);
    expect(refusal(s, 'bombard', { units: ['g'], hex: '0403' })).toMatchObject({ code: 'facing', rule: 'NLC 8.4' });
  });
});

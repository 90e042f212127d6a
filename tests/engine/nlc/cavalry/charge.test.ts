import { describe, it, expect } from 'vitest';
import { applyCommand, legalCommands, query, type GameState } from '../../engineApi';
import type { ChargePreview } from '../../../../src/engine/modules/nlc/cavalry/preview';
import { act, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending, refusal } from '../combatHarness';
import { atCharge, cav, inf } from './cavalryHarness';
import { logEntries } from '../../../../src/engine/core/logBook';

const charges = (s: GameState) =>
  legalCommands(s)
    .filter((c) => c.type === 'choose' && c.choice === 'charge')
    .map((c) => `${(c as { units: string[] }).units.join('+')}>${(c as { hex: string }).hex}`);

describe('NLC 7.7 cavalry charges', () => {
  it('[NLC 7.7] undisrupted activated cavalry charges enemies up to two hexes away through an empty clear hex; a forbidden charge is refused with the case and changes nothing', () => {
    const sc = combatScenario({
      units: [
        cav('c', 'fr', '0401'),
        inf('i', 'fr', '0101'),
        cav('dis', 'fr', '0801'),
        inf('block', 'al', '0402'),
        inf('behind', 'al', '0403'),
        inf('three', 'al', '0704'),
        inf('wood', 'al', '0502'),
        inf('far', 'al', '0803'),
      ],
      hexes: [{ id: '0502', terrain: 'woods' }],
      hexsides: [],
    });
    const s = atCharge(sc, [], { prepare: (d) => void (d.units.dis.disrupted = true) });
    expect(decisionType(s)).toBe('chargeDeclare');
    // 0402 adjacent; 0403 behind the unit at 0402 (no empty hex between); 0704 too far; 0502 woods
    expect(charges(s)).toEqual(['c>0402']);
    expect(refusal(s, 'charge', { units: ['c'], hex: '0704' })).toMatchObject({ code: 'range', rule: 'NLC 7.7' });
    expect(refusal(s, 'charge', { units: ['c'], hex: '0502' })).toMatchObject({ code: 'terrain', rule: 'NLC 7.7' });
    expect(refusal(s, 'charge', { units: ['c'], hex: '0403' })).toMatchObject({ code: 'no-path', rule: 'NLC 7.7' });
    expect(refusal(s, 'charge', { units: ['i'], hex: '0402' })).toMatchObject({ code: 'not-cavalry', rule: 'NLC 7.7' });
    expect(refusal(s, 'charge', { units: ['dis'], hex: '0803' })).toMatchObject({ code: 'disrupted', rule: 'NLC 7.7' });
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'charge', units: ['c'], hex: '0403' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('NLC 7.7');
    // the state is untouched: the same decision is still open
    expect(decisionType(s)).toBe('chargeDeclare');
    expect(nlc(s).charged).toEqual([]);
  });

  it('[NLC 7.7] a charge across a stream hexside is refused: only clear and crest terrain is crossed', () => {
    const sc = combatScenario({
      units: [cav('c', 'fr', '0401'), inf('a', 'al', '0402'), inf('b', 'al', '0301')],
      hexsides: [{ a: '0401', b: '0402', features: ['stream'] }, { a: '0401', b: '0301', features: ['crest'], high: '0301' }],
    });
    const s = atCharge(sc);
    expect(refusal(s, 'charge', { units: ['c'], hex: '0402' })).toMatchObject({ code: 'hexside', rule: 'NLC 7.7' });
    expect(charges(s)).toEqual(['c>0301']);
  });

  it('[NLC 7.7] infantry defends at half strength ignoring disruption; one round; the loser by steps retreats involuntarily without halving; the cavalry holds the hex and is disrupted', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')] });
    // charge 4 rolls 7: 1 hit; the disrupted infantry defends at 4/2 = 2 (not 1) and rolls 4: no hit; c holds on a 3 (pursuit rating 4)
    let s = atCharge(sc, [3, 4, 1, 3, 3], { prepare: (d) => void (d.units.a.disrupted = true) });
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    expect(nlc(s).charged).toEqual(['c']);
    // a retreats: the Allied player chooses where
    expect(pending(s)).toMatchObject({ type: 'retreatHex', side: 'al' });
    expect(combat(s)).toMatchObject({ kind: 'charge', target: '0403', halved: false });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, hits: 1 });
    expect(combat(s).defender.fire).toMatchObject({ strength: 2, hits: 0 });
    expect(combat(s).defender.fire!.lines[0].halvings).toEqual(['charged']);
    expect(combat(s).choices.every((c) => c.choice === 'notOffered')).toBe(true);
    expect(s.units.a.steps).toBe(1);
    s = act(s, 'retreatTo', { hex: '0404' });
    expect(s.units.a.hex).toBe('0404');
    expect(s.units.a.steps).toBe(1); // no loss reduction by retreat
    expect(s.units.c.hex).toBe('0403');
    expect(pending(s)).toMatchObject({ type: 'chargeAfter', side: 'fr' });
    s = act(s, 'chargeStay');
    diceUsed(s);
    expect(combat(s).charge!.pursuitTests).toEqual([{ unit: 'c', rating: 4, die: 3, pursues: false }]);
    expect(s.units.c).toMatchObject({ hex: '0403', disrupted: true });
    expect(decisionType(s)).toBeNull();
    expect(logged(s, 'NLC 7.7').join('\n')).toMatch(/disrupted after charging/);
  });

  it('[NLC 7.7] the defender wins ties: the charging cavalry falls back to its start, disrupted, and cannot move this turn', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), cav('d', 'al', '0403')] });
    // both roll 2: no hits, a tie
    let s = atCharge(sc, [1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    diceUsed(s);
    expect(combat(s).charge!.winner).toBe('defender');
    // cavalry defends at full strength
    expect(combat(s).defender.fire).toMatchObject({ strength: 4 });
    expect(s.units.c).toMatchObject({ hex: '0402', disrupted: true });
    expect(s.units.d.hex).toBe('0403');
    expect(logged(s, 'NLC 7.7').join('\n')).toMatch(/charged units win/);
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC 7.7] charged units that cannot retreat are eliminated; their retreat ignores the chargers\' ZOC', () => {
    // a at 0403 is hemmed in by French units on every side but the charger's; b at 0603 may retreat next to the charger
    const sc = combatScenario({
      units: [cav('c', 'fr', '0402'), inf('a', 'al', '0403'), inf('g1', 'fr', '0404'), inf('g2', 'fr', '0303'), inf('g3', 'fr', '0304'), inf('g4', 'fr', '0503'), inf('g5', 'fr', '0504')],
    });
    // flank charge (French units beside it, entry 0402 not next to 0404): 8 rolls 8, 2 hits... a has 2 steps: use 1 hit (roll 6)
    let s = atCharge(sc, [3, 3, 4]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'noSquare');
    expect(combat(s).charge!.flankUnits).toEqual(['c']);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 8, hits: 1 });
    expect(s.units.a.status).toBe('eliminated');
    expect(logged(s, 'NLC 7.7').join('\n')).toMatch(/cannot retreat from the charge and is eliminated/);
  });

  it('[NLC 7.7] the retreat after a charge ignores the charging units\' ZOC (no extra step)', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), inf('a', 'al', '0403')] });
    let s = atCharge(sc, [3, 4, 1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'noSquare');
    // 0303 and 0503 lie in c's ZOC: no extra loss is noted there
    const notes = pending(s)!.options.hexNotes!;
    expect(notes['0303'].text).toBe('no extra loss');
    s = act(s, 'retreatTo', { hex: '0303' });
    expect(s.units.a).toMatchObject({ hex: '0303', steps: 1 });
  });

  it('[NLC 7.7] all charges of a segment are declared and move before any of them attacks', () => {
    const sc = combatScenario({ units: [cav('c1', 'fr', '0401'), cav('c2', 'fr', '0701'), cav('a', 'al', '0403'), cav('b', 'al', '0703')] });
    let s = atCharge(sc, [1, 1, 1, 1, 1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c1'], hex: '0403' });
    expect(decisionType(s)).toBe('chargeDeclare');
    expect(logEntries(s).filter((e) => /fires/.test(e.text))).toEqual([]);
    s = act(s, 'charge', { units: ['c2'], hex: '0703' });
    diceUsed(s);
    const texts = logEntries(s).map((e) => e.text);
    const lastOrder = texts.map((t) => /ordered to charge/.test(t)).lastIndexOf(true);
    const firstFire = texts.findIndex((t) => /fires/.test(t));
    expect(lastOrder).toBeLessThan(firstFire);
    expect(texts.filter((t) => /disrupted after charging/.test(t)).length).toBe(2);
  });
});

describe('NLC 7.10 charge modifiers', () => {
  it('[NLC 7.10] infantry may form square: passing its morale check halves the charge; failing leaves it whole', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402', { strength: [8, 4] }), inf('a', 'al', '0403')] });
    let s = atCharge(sc, [4, 1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    expect(pending(s)).toMatchObject({ type: 'formSquare', side: 'al', rule: 'NLC 7.10' });
    s = act(s, 'formSquare');
    expect(combat(s).charge!.square).toMatchObject({ passed: true, die: 4 });
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4 });
    expect(combat(s).attacker.fire!.lines[0].halvings).toEqual(['square']);
    let t = atCharge(sc, [5, 1, 1, 1, 1]);
    t = act(t, 'charge', { units: ['c'], hex: '0403' });
    t = act(t, 'formSquare');
    expect(combat(t).charge!.square).toMatchObject({ passed: false });
    expect(combat(t).attacker.fire).toMatchObject({ strength: 8 });
  });

  it('[NLC 7.10] a flank charge doubles the charge and infantry does not fire at it; a square cannot be flanked', () => {
    // French infantry at 0404 beside a; c charges in from 0402, which is not next to 0404
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), inf('f', 'fr', '0404'), inf('a', 'al', '0403'), inf('x', 'al', '0305')] });
    let s = atCharge(sc, [1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'noSquare');
    expect(combat(s).charge!.flankUnits).toEqual(['c']);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 8 });
    expect(combat(s).attacker.fire!.lines[0].doublings).toEqual(['flank']);
    expect(combat(s).defender.fire).toMatchObject({ strength: 0, dice: [] });
    diceUsed(s);
    let t = atCharge(sc, [3, 1, 1, 1, 1]);
    t = act(t, 'charge', { units: ['c'], hex: '0403' });
    t = act(t, 'formSquare');
    expect(combat(t).charge!.flankUnits).toEqual([]);
    expect(combat(t).attacker.fire).toMatchObject({ strength: 2 });
    expect(combat(t).defender.fire).toMatchObject({ strength: 2 });
  });
});

describe('NLC 20.4 roll six to hit in charges', () => {
  const sixes = { rules: { 'NLC 20.4': true } };

  it('[NLC 20.4] a flank charge is +1 to every die of the chargers instead of doubling; the preview shows the same', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), inf('f', 'fr', '0404'), inf('a', 'al', '0403'), inf('x', 'al', '0305')] });
    // strength 4 (not 8): four dice 5, 5, 4, 1 with +1: two hits
    let s = atCharge(sc, [5, 5, 4, 1], sixes);
    const q = query(s, 'fr', { type: 'combat', pieces: ['c'], to: '0403' });
    expect(q.type).toBe('combat');
    const pv = (q as unknown as { preview: ChargePreview }).preview;
    expect(pv.attacker).toMatchObject({ strength: 4, dieMod: 1 });
    expect(pv.method).toBe('sixes');
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'noSquare');
    diceUsed(s);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, dieMod: 1, dice: [5, 5, 4, 1], hits: 2, method: 'sixes' });
    expect(combat(s).attacker.fire!.lines[0].bonuses).toEqual(['flank']);
    expect(s.units.a.steps).toBe(0);
    expect(logEntries(s).some((e) => /flank charge \+1 to every die/.test(e.text))).toBe(true);
  });

  it('[NLC 20.4] each point of morale difference in a charge is +25% strength to the better side and -25% to the other', () => {
    // c morale 4 against a morale 2: charge 4 -> 6, infantry 4/2 = 2 -> 1
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403', { morale: 2 })] });
    let s = atCharge(sc, [1, 1, 1, 1, 1, 1, 1], { ...sixes, prepare: (d) => void (d.units.a.disrupted = true) });
    const pv = (query(s, 'fr', { type: 'combat', pieces: ['c'], to: '0403' }) as unknown as { preview: ChargePreview }).preview;
    expect(pv.moraleDiff).toBe(2);
    expect([pv.attacker.strength, pv.defender.strength]).toEqual([6, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    diceUsed(s);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 6 });
    expect(combat(s).defender.fire).toMatchObject({ strength: 1 });
    expect(logged(s, 'NLC 20.4').join('\n')).toMatch(/Morale difference 2: the chargers fire with 50% more/);
  });
});

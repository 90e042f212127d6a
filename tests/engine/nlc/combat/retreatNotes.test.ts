import { describe, it, expect } from 'vitest';
import { atAssault, assault, act, combatScenario, decisionType, diceUsed, pending } from '../combatHarness';

// Flat map, odd columns up: 0303's neighbours are 0302, 0402, 0403, 0304, 0203, 0202; 0403's are
// 0402, 0503, 0504, 0404, 0304, 0303.
describe('NLC 7.4 retreat hexes tell their consequence before the choice', () => {
  it('[NLC 7.4] a one-step unit is told that the enemy-ZOC hex eliminates it; the plain hexes cost nothing more', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
        { id: 'zz', side: 'al', hex: '0102' },
      ],
    });
    // both 6 roll 6: 1 hit each; both stand; the attacker (morale 3 after its loss) rolls 5 and must retreat
    let s = atAssault(sc, { dice: [3, 3, 3, 3, 5] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'stand');
    expect(decisionType(s)).toBe('retreatHex');
    const notes = pending(s)!.options.hexNotes!;
    expect(Object.keys(notes).sort()).toEqual(pending(s)!.options.hexes);
    expect(notes['0202']).toMatchObject({ severity: 'fatal', rule: 'NLC 7.4' });
    // 0202 is in the ZOC of the Allied unit at 0102, 0304 and 0402 in the defender's
    for (const h of ['0202', '0304', '0402']) {
      expect(notes[h]).toMatchObject({ severity: 'fatal', rule: 'NLC 7.4' });
      expect(notes[h].text).toMatch(/enemy ZOC.*eliminates/);
    }
    for (const h of ['0203', '0302']) expect(notes[h]).toMatchObject({ severity: 'safe', text: 'no extra loss' });
    // the note tells the truth: going there eliminates the unit
    s = act(s, 'retreatTo', { hex: '0202' });
    if (decisionType(s) === 'allocateHit') s = act(s, 'allocate', { units: ['a'] });
    expect(s.units.a.status).toBe('eliminated');
    diceUsed(s);
  });

  it('[NLC 7.4] a unit with steps to spare is told the enemy-ZOC hex costs one more step; a full friendly hex over-stacks', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [8, 4] },
        // a huge unit (3 steps) that will have 2 left when it retreats
        { id: 'd', side: 'al', hex: '0403', strength: [8, 4] },
        // 0404 already holds a full Allied stack
        { id: 'g1', side: 'al', hex: '0404' },
        { id: 'g2', side: 'al', hex: '0404' },
      ],
    });
    // attacker 8 rolls 6: 1 hit; defender 8 rolls 2: 0; both stand; the defender's morale 4 rolls 5
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 5], rules: { 'NLC 19.1': false } });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    if (decisionType(s) === 'allocateHit') s = act(s, 'allocate', { units: ['d'] });
    expect(decisionType(s)).toBe('retreatHex');
    expect(s.units.d.steps).toBe(2);
    const notes = pending(s)!.options.hexNotes!;
    // 0402 and 0304 are in the attacker's ZOC
    for (const h of ['0402', '0304']) expect(notes[h]).toMatchObject({ severity: 'loss', text: 'enemy ZOC: +1 step loss' });
    expect(notes['0404'].severity).toBe('harm');
    expect(notes['0404'].text).toMatch(/over-stacked: d retreats on.*disrupts/);
    for (const h of ['0503', '0504']) expect(notes[h]).toMatchObject({ severity: 'safe' });
    s = act(s, 'retreatTo', { hex: '0402' });
    if (decisionType(s) === 'allocateHit') s = act(s, 'allocate', { units: ['d'] });
    expect(s.units.d).toMatchObject({ hex: '0402', steps: 1, status: 'map' });
  });
});

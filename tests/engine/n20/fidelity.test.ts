// Fixes from the rules-fidelity audit (issue 9): each test failed before its fix.
import { describe, expect, it } from 'vitest';
import { battle, choices, choose, dice, logText, mini, n20, passSteps, pending, refuse, start, toCombat } from './helpers';

describe('N20 9.3 unitary strength and 7.0 mandatory combat', () => {
  it('[N20 9.0] (9.3) an enemy unit that defended in a battle cannot be attacked again in the same Combat Phase', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 2, hex: '0404' },
        { id: 'a2', side: 'fr', s: 2, hex: '0505' },
        { id: 'd1', side: 'ru', s: 5, hex: '0504' },
        { id: 'd2', side: 'ru', s: 1, hex: '0405' },
      ],
    });
    let s = toCombat(start(scen));
    // a1 and a2 are both next to d1; a2 also faces d2, so a1 may fight d1 alone
    s = passSteps(battle(dice(s, 6), ['a1'], ['d1']));
    expect(logText(s)).toContain('Die 6 on column -2: N');
    expect(pending(s)?.type).toBe('n20:combat');
    expect(choices(s)).not.toContain('target:d1@0504');
    expect(choices(s)).toContain('target:d2@0405');
    s = choose(s, 'attack', { units: ['a2'] });
    expect(refuse(s, { type: 'choose', choice: 'target', units: ['d1'] }).rule).toBe('N20 9.0');
    s = passSteps(battle(dice(s, 3), [], ['d2']));
    expect(logText(s)).toContain('Battle 2: a2 attack d2');
  });

  it('[N20 7.0] a battle may not leave a unit that must attack with no enemy left to attack: it has to join', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 2, hex: '0404' },
        { id: 'a2', side: 'fr', s: 2, hex: '0505' },
        { id: 'd1', side: 'ru', s: 2, hex: '0504' },
      ],
    });
    let s = toCombat(start(scen));
    s = choose(choose(s, 'attack', { units: ['a1'] }), 'target', { units: ['d1'] });
    expect(choices(s)).not.toContain('battle');
    const e = refuse(s, { type: 'choose', choice: 'battle' });
    expect(e.rule).toBe('N20 7.0');
    s = choose(s, 'attack', { units: ['a2'] });
    expect(choices(s)).toContain('battle');
    s = passSteps(choose(dice(s, 3), 'battle'));
    expect(logText(s)).toContain('Attack 4 against defence 2');
  });

  it('[N20 7.0] ruling: a Guard unit whose side cannot pay for its commitment is not obliged to attack', () => {
    const scen = mini({ morale: { fr: 1, ru: 5 }, units: [{ id: 'a1', side: 'fr', s: 2, hex: '0404', guard: true }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }] });
    let s = toCombat(start(scen));
    // before the fix the only legal command was to name d1 as target, and then nothing: a dead end
    expect(choices(s)).toEqual(['end']);
    s = choose(s, 'end');
    expect(n20(s).phasing).toBe('ru');
  });
});

describe('N20 9.8 retreats', () => {
  it('[N20 9.0] (9.8.5) a unit moving on past friendly units chooses its next retreat hex', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 4, hex: '0404' },
        { id: 'd1', side: 'ru', s: 2, hex: '0504' },
        { id: 'r2', side: 'ru', s: 1, hex: '0603' },
        { id: 'r3', side: 'ru', s: 1, hex: '0604' },
      ],
    });
    let s = toCombat(start(scen));
    s = passSteps(battle(dice(s, 2), ['a1'], ['d1']));
    expect(logText(s)).toContain('Die 2 on column +2: DW');
    // both hexes nearer the LOC hold friends: d1 must pass through one
    expect(pending(s)).toMatchObject({ type: 'n20:retreat', options: { hexes: ['0603', '0604'] } });
    s = choose(s, 'retreat', { units: ['d1'], hex: '0604' });
    // it may not stop on r3: it moves on, and the owner picks where
    expect(s.units.d1.hex).toBe('0604');
    expect(pending(s)).toMatchObject({ type: 'n20:retreat', options: { hexes: ['0704', '0705'] } });
    s = choose(s, 'retreat', { units: ['d1'], hex: '0705' });
    expect(s.units.d1.hex).toBe('0705');
  });
});

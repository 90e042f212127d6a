import { describe, expect, it } from 'vitest';
import { act, battle, dice, mini, n20, passSteps, pending, start, toCombat } from './helpers';

// a1 beats d1 (die 4 on column +2: DR) and d1 routs 3 hexes (second die) towards its LOC in the east;
// its first step is 0603 or 0604.
const rout = (extra: Parameters<typeof mini>[0]['units'], loc?: { fr: string[]; ru: string[] }) =>
  mini({ units: [{ id: 'a1', side: 'fr', s: 4, hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }, ...extra], ...(loc ? { loc } : {}) });

describe('N20 retreat hexes tell their consequence before the choice', () => {
  it('[N20 9.0] (9.8) a hex in an enemy ZOC is marked with its hazard die; the free hex is safe', () => {
    let s = toCombat(start(rout([{ id: 'a2', side: 'fr', s: 1, hex: '0705' }])));
    s = passSteps(battle(dice(s, 4, 3), ['a1'], ['d1']));
    const p = pending(s)!;
    expect(p.type).toBe('n20:retreat');
    expect(p.options.hexes).toEqual(['0603', '0604']);
    expect(p.options.hexNotes).toEqual({
      '0603': { severity: 'safe', text: 'no hazard, 2 hexes to go', rule: 'N20 9.8' },
      '0604': { severity: 'risk', text: 'enemy ZOC: Broken on a die of 1-3', rule: 'N20 9.8' },
    });
    // the warning holds: the hazard die 2 Breaks the unit
    s = dice(s, 2);
    s = act(s, { type: 'choose', side: 'ru', n: s.seq, choice: 'retreat', units: ['d1'], hex: '0604' });
    expect(n20(s).units.d1.broken).toBe(true);
    expect(s.units.d1.status).toBe('eliminated');
  });

  it('[N20 9.0] (9.8) ruling: the LOC hex reached with hexes still to go is marked fatal', () => {
    let s = toCombat(start(rout([], { fr: ['0104'], ru: ['0604', '1204'] })));
    s = passSteps(battle(dice(s, 4, 3), ['a1'], ['d1']));
    const notes = pending(s)!.options.hexNotes!;
    expect(notes['0604']).toEqual({ severity: 'fatal', text: 'Broken: reaches its LOC hex with 2 hexes to go', rule: 'N20 9.8' });
    expect(notes['0603'].severity).toBe('safe');
  });
});

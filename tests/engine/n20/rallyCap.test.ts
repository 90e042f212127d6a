import { describe, expect, it } from 'vitest';
import { choose, dice, edit, mini, n20, pending, start } from './helpers';

const HALF = { 'N20X 12.1': true };

describe('N20X 12.7.2 rally cap', () => {
  it('[N20X 12.7] ruling: the +1 cap limits the bought modifiers; an elite unit adds its own +1 on top', () => {
    const scen = mini({
      night: [1],
      turns: 2,
      units: [
        { id: 'a1', side: 'fr', s: 3, hex: '0202', guard: true },
        { id: 'a2', side: 'fr', s: 3, hex: '0204' },
        { id: 'r1', side: 'ru', s: 3, hex: '1007' },
      ],
    });
    let s = edit(start(scen, HALF), (_d, st) => {
      st.units.a1.routed = true;
      st.units.a2.routed = true;
    });
    s = choose(choose(s, 'end'), 'end');
    expect(pending(s)?.type).toBe('n20:rally');
    s = choose(s, 'rally:one', { units: ['a1'] });
    // both roll 1: the Guard unit makes 3 (1 + 1 bought + 1 elite) and recovers; the line unit stays routed
    s = choose(dice(s, 1, 1), 'rally:roll');
    expect(n20(s).units.a1.routed).toBe(false);
    expect(n20(s).units.a2.routed).toBe(true);
  });
});

// Issue 8: clicking a piece that cannot act says why. The engine's 'idle' query answers with the
// reason and the case; these tests pin each case the client relies on.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { query, type GameState } from '../engineApi';
import { miniScenario, start } from '../fixtures';
import { atAction } from '../harness';
import { atAssault, combatScenario, assault } from './combatHarness';

const idle = (s: GameState, id: string) => query(s, 'referee', { type: 'idle', pieces: [id] });

const sc = miniScenario({
  units: [
    { id: 'a', side: 'fr', hex: '0403', formation: 'f1' },
    { id: 'b', side: 'fr', hex: '0203', formation: 'f2' },
    { id: 'z', side: 'fr', hex: '0603', formation: 'f1' },
    { id: 'e', side: 'al', hex: '0703', formation: 'a1' },
  ],
  formations: [
    { id: 'f1', side: 'fr', name: 'I Corps' },
    { id: 'f2', side: 'fr', name: 'II Corps' },
    { id: 'a1', side: 'al', name: 'Allied Corps' },
  ],
});

describe('why a piece cannot act (the idle query)', () => {
  it('[NLC 4.5] a unit of a formation that is not activated is refused, naming both formations', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    expect(idle(s, 'a')).toEqual({ type: 'ready' });
    const r = idle(s, 'b');
    expect(r).toMatchObject({ type: 'none', rule: 'NLC 4.5' });
    expect(r.type === 'none' && r.reason).toMatch(/II Corps, which is not activated.*I Corps/);
  });

  it('[NLC 5.4] a unit that began the activation next to an enemy may not move away', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const r = idle(s, 'z');
    expect(r).toMatchObject({ type: 'none', rule: 'NLC 5.4' });
    expect(r.type === 'none' && r.reason).toMatch(/began this activation next to an enemy/);
  });

  it('[NLC 5] a unit that spent its movement points has already moved', () => {
    let s = atAction(start(sc), 'fr', ['f1']);
    expect(idle(s, 'a')).toEqual({ type: 'ready' });
    // the unit moved this activation and spent all its movement points
    s = produce(s, (d) => {
      d.units.a.movedIn = d.clock.activation;
      d.units.a.mpSpentHalves = 99;
    });
    const r = idle(s, 'a');
    expect(r).toMatchObject({ type: 'none', rule: 'NLC 5' });
    expect(r.type === 'none' && r.reason).toMatch(/has already moved/);
  });

  it('[NLC 7.3] a unit behind an unbridged river cannot assault across it; one next to an assaulted enemy is told so', () => {
    const csc = combatScenario({
      units: [
        { id: 'r', side: 'fr', hex: '0303' },
        { id: 'n', side: 'fr', hex: '0402' },
        { id: 'x', side: 'fr', hex: '0504' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
      hexsides: [{ a: '0303', b: '0403', features: ['river'] }],
    });
    let s = atAssault(csc, { dice: [1, 1, 1, 1] });
    const r = idle(s, 'r');
    expect(r).toMatchObject({ type: 'none', rule: 'NLC 7.3' });
    expect(r.type === 'none' && r.reason).toMatch(/across the unbridged river/);
    expect(idle(s, 'n')).toEqual({ type: 'ready' });
    s = assault(s, ['n'], '0403');
    const again = idle(s, 'n');
    expect(again.type).toBe('none');
  });

  it('[NLC 4.5] in a hot-seat the other side is told whose decision it is', () => {
    const s = atAction(start(sc), 'fr', ['f1']);
    const r = query(s, 'al', { type: 'idle', pieces: ['e'] });
    expect(r).toMatchObject({ type: 'none' });
    expect(r.type === 'none' && r.reason).toMatch(/French player's decision/);
  });
});

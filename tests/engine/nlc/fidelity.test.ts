// Fixes from the rules-fidelity audit (issue 9): each test failed before its fix.
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, pendingDecision, type Command, type GameState } from '../engineApi';
import { miniScenario, start } from '../fixtures';
import { atAction } from '../harness';

function move(s: GameState, units: string[], path: string[]): GameState {
  const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units, path } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} [${r.error.rule}]`);
  return r.state;
}

function refused(s: GameState, units: string[], path: string[]) {
  const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units, path } as Command);
  expect(r.ok).toBe(false);
  return r.ok ? null : r.error;
}

// flat map, even columns shifted down: 0303 -> 0403 -> 0503 -> 0603 is a straight row of clear hexes
describe('NLC 5 and 4.4: leaders moving in several steps', () => {
  it('[NLC 5] a stack may move on with its leader while both have movement points left', () => {
    const sc = miniScenario({
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }],
      leaders: [{ id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps', formation: 'f1', hex: '0303', movement: 6 }],
    });
    let s = atAction(start(sc), 'fr', ['f1']);
    s = move(s, ['a', 'L'], ['0403']);
    // before the fix the leader had no movement left after any move, so the stack could not go on with him
    s = move(s, ['a', 'L'], ['0503']);
    expect(s.units.a.hex).toBe('0503');
    expect(s.leaders.L.hex).toBe('0503');
    // the leader (movement 6, cavalry costs) has 4 left; the unit (movement 4) has 2
    s = move(s, ['L'], ['0603', '0703', '0803', '0804']);
    expect(s.leaders.L.hex).toBe('0804');
    expect(refused(s, ['L'], ['0805'])?.code).toBe('no-mp');
  });

  it('[NLC 4.4] the overall commander may go on moving within the action he moved in, not in a later one', () => {
    const sc = miniScenario({
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps' },
        { id: 'f2', side: 'fr', name: 'II Corps' },
        { id: 'a1', side: 'al', name: 'Allied Corps' },
      ],
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'b', side: 'fr', hex: '0305', formation: 'f2' }, { id: 'z', side: 'al', hex: '0808' }],
      leaders: [{ id: 'nap', side: 'fr', name: 'Napoleon', rating: 5, role: 'overall', hex: '0203' }],
    });
    let s = atAction(start(sc), 'fr', ['f1']);
    s = move(s, ['nap'], ['0303']);
    expect(pendingDecision(s)!.options.units).toContain('nap');
    s = move(s, ['nap', 'a'], ['0403']);
    expect(s.leaders.nap.hex).toBe('0403');
    s = atAction(s, 'fr', ['f2']);
    expect(pendingDecision(s)!.options.units).not.toContain('nap');
  });
});

describe('NLC 9: arrivals', () => {
  it('[NLC 9] an arrival that cannot pay for its entry hex is not offered a move there (it is postponed)', () => {
    const sc = miniScenario({
      columns: 10,
      rows: 10,
      hexes: [{ id: '1005', terrain: 'woods' }],
      units: [
        { id: 'r', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' }, movement: 1, type: 'cavalry' },
        { id: 'z', side: 'al', hex: '0101' },
        { id: 'e', side: 'fr', hex: '0303' },
      ],
    });
    const s = atAction(start(sc), 'al', ['a1']);
    // woods cost cavalry 4 MP and r has 1: before the fix the one-hex minimum move was offered here,
    // and applyCommand then refused it (entry-postponed)
    const moves = legalCommands(s).filter((c) => c.type === 'move' && c.units.includes('r'));
    expect(moves).toEqual([]);
    const r = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units: ['r'], path: ['1005'] } as Command);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'entry-postponed', rule: 'NLC 9' });
  });
});

// NLC 20.8 night march (optional): marching columns bivouac at night; reinforcements wait for daylight.
import { describe, it, expect } from 'vitest';
import { applyCommand, legalCommands, newGame, type Command, type GameState } from '../../engineApi';
import { miniScenario } from '../../fixtures';
import { atAction } from '../../harness';

type Cmd = Omit<Command, 'n'>;
function tryMove(s: GameState, units: string[], path: string[]) {
  return applyCommand(s, { type: 'move', side: 'fr', units, path, n: s.seq } as unknown as Command);
}

/** Turn 1 is night; I Corps (Ney 0305) marches to 0310; unit a at 0303, b at 0306; a reinforcement r enters at 0101 on turn 1. */
function world() {
  return miniScenario({
    id: 'night-' + Math.random().toString(36).slice(2),
    columns: 12,
    rows: 12,
    night: [1],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'f2', side: 'fr', name: 'Reserve' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'b', side: 'fr', hex: '0306' },
      { id: 'r', side: 'fr', hex: null, formation: 'f2', arrives: { turn: 1, hex: '0101' } },
      { id: 'z', side: 'al', hex: '1111' },
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 2, role: 'overall', hex: '0102' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0305' },
    ],
    hqs: [{ id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0102' }],
    command: { wings: [], orders: [{ formation: 'f1', type: 'march', target: ['0310'] }, { formation: 'f2', type: 'march', target: ['0105'] }] },
  });
}
const opts = (on: boolean) => ({ rules: { 'NLC 12': true, 'NLC 20.8': on } });

describe('NLC 20.8 night march', () => {
  it('[NLC 20.8] at night the head of a marching column stops; its units only close up on it', () => {
    const s = atAction(newGame(world(), opts(true), 1), 'fr', ['f1']);
    const lead = tryMove(s, ['ney'], ['0306', '0307']);
    expect(lead.ok).toBe(false);
    if (!lead.ok) expect(lead.error.rule).toBe('NLC 20.8');
    // a (0303) closes up on Ney (0305): allowed; b (0306) marching on past him: refused
    expect(tryMove(s, ['a'], ['0304']).ok).toBe(true);
    const on = tryMove(s, ['b'], ['0307']);
    expect(on.ok).toBe(false);
    if (!on.ok) expect(on.error.rule).toBe('NLC 20.8');
  });
  it('[NLC 20.8] without the option the column marches on at night', () => {
    const s = atAction(newGame(world(), opts(false), 1), 'fr', ['f1']);
    expect(tryMove(s, ['b'], ['0307']).ok).toBe(true);
  });
  it('[NLC 20.8] reinforcements stay off the map at night', () => {
    const s = atAction(newGame(world(), opts(true), 1), 'fr', ['f2']);
    expect(legalCommands(s).some((c) => c.type === 'move' && c.units.includes('r'))).toBe(false);
    const off = atAction(newGame(world(), opts(false), 1), 'fr', ['f2']);
    expect(legalCommands(off).some((c) => c.type === 'move' && c.units.includes('r'))).toBe(true);
  });
});

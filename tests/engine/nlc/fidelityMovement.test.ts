// Rules-fidelity cases of NLC movement (issue 9): leaders on roads, streams under roads, chateau ZOCs,
// reinforcement columns, leader-only moves and leaders at night.
import { describe, it, expect } from 'vitest';
import { applyCommand, query, type Command, type GameState, type Scenario } from '../engineApi';
import { miniScenario, start as begin } from '../fixtures';
import { atAction } from '../harness';

// flat map, even columns shifted down: 0303 -> 0403 -> 0503 -> 0603 is a straight row
function start(sc: Scenario): GameState {
  return atAction(begin(sc), 'fr', ['f1']);
}
function move(s: GameState, units: string[], path: string[], side = 'fr') {
  return applyCommand(s, { type: 'move', side, n: s.seq, units, path } as Command);
}
function moved(s: GameState, units: string[], path: string[]): GameState {
  const r = move(s, units, path);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
function reach(s: GameState, pieces: string[]) {
  const q = query(s, 'referee', { type: 'reach', pieces });
  if (q.type !== 'reach') throw new Error(q.type === 'none' ? q.reason : 'no reach');
  return q.hexes;
}
const ney = { id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps' as const, formation: 'f1', hex: '0303' };

describe('NLC movement fidelity', () => {
  it('[NLC 5.2] a leader pays 1/2 MP a hex on a trail', () => {
    const sc = miniScenario({
      roads: [{ kind: 'trail', path: ['0303', '0403', '0503', '0603'] }],
      units: [{ id: 'z', side: 'al', hex: '0808' }],
      leaders: [ney],
    });
    const h = reach(start(sc), ['L']);
    expect(h['0403']).toBe(0.5);
    expect(h['0603']).toBe(1.5);
  });

  it('[NLC 5.2] a leader entering a road hex held by friendly units still pays the road rate', () => {
    const sc = miniScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      roads: [{ kind: 'road', path: ['0303', '0403', '0503'] }],
      units: [{ id: 'a', side: 'fr', hex: '0403' }, { id: 'z', side: 'al', hex: '0808' }],
      leaders: [ney, { id: 'M', side: 'fr', name: 'Murat', rating: 3, role: 'corps', formation: 'f1', hex: '0303' }],
    });
    const s = start(sc);
    expect(reach(s, ['L'])['0403']).toBe(0.5);
    // two leaders together are still leaders: no stacking condition applies to them
    expect(reach(s, ['L', 'M'])['0503']).toBe(1);
  });
});

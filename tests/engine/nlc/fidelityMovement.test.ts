// Rules-fidelity cases of NLC movement (issue 9): leaders on roads, streams under roads, chateau ZOCs,
// reinforcement columns, leader-only moves and leaders at night.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { applyCommand, loadScenario, query, type Command, type GameState, type Scenario } from '../engineApi';
import { contextFor } from '../../../src/engine/core/ctx';
import { stepCost } from '../../../src/engine/rules/movement/stepCost';
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

describe('NLC 5.2 streams under roads', () => {
  it('[NLC 5.2] a road crossing a stream without a bridge still pays +2 MP; a bridge removes it', () => {
    const sc = miniScenario({
      hexsides: [
        { a: '0303', b: '0403', features: ['stream'] },
        { a: '0503', b: '0603', features: ['stream', 'bridge'] },
      ],
      roads: [{ kind: 'road', path: ['0303', '0403', '0503', '0603'] }],
      units: [{ id: 'a', side: 'fr', hex: '0303', movement: 6 }, { id: 'z', side: 'al', hex: '0808' }],
    });
    const s = moved(start(sc), ['a'], ['0403', '0503', '0603']);
    // 1/2 + 2 for the stream, 1/2, 1/2 with nothing for the bridge
    expect(s.units.a.mpSpentHalves).toBe(7);
  });

  it('[NLC 5.2] the tutorial road 0406-0506 crosses its stream for 2 1/2 MP', () => {
    const raw = JSON.parse(readFileSync(new URL('../../../scenarios/tutorial.json', import.meta.url), 'utf8'));
    const r = loadScenario(raw, 'tutorial.json');
    if (!r.ok) throw new Error(r.message);
    const map = contextFor(r.scenario).map;
    expect(map.link('0406', '0506')).toBe('road');
    expect(stepCost(map, '0406', '0506', 'infantry', true)).toEqual({ halves: 5, road: true });
  });
});

describe('NLC 5.4 and 10: a chateau with two units is clear terrain', () => {
  const chateau = (units: { id: string; side: string; hex: string }[], night: number[] = []) =>
    miniScenario({ hexes: [{ id: '0403', terrain: 'chateau' }], units, night });

  it('[NLC 5.4] two units in a chateau are in the enemy ZOC and may not leave it by movement', () => {
    const two = start(chateau([{ id: 'a', side: 'fr', hex: '0403' }, { id: 'b', side: 'fr', hex: '0403' }, { id: 'z', side: 'al', hex: '0503' }]));
    const r = move(two, ['a'], ['0303']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'zoc-locked', rule: 'NLC 5.4' });
    // a single infantry unit there is not in the ZOC (NLC 10) and moves freely
    const one = start(chateau([{ id: 'a', side: 'fr', hex: '0403' }, { id: 'z', side: 'al', hex: '0503' }]));
    expect(moved(one, ['a'], ['0303']).units.a.hex).toBe('0303');
  });

  it('[NLC 10] a unit filling a chateau to two units enters the enemy ZOC, which no unit may do at night', () => {
    const s = start(chateau([{ id: 'a', side: 'fr', hex: '0403' }, { id: 'b', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0503' }], [1]));
    const r = move(s, ['b'], ['0403']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'night-zoc', rule: 'NLC 16' });
  });
});

describe('NLC 9 with 5.2: reinforcements entering by road', () => {
  it('[NLC 9] a road column enters for 1/2, 1 and 1 1/2 MP: each stack pays the previous entry cost plus its own', () => {
    const sc = miniScenario({
      columns: 10,
      rows: 10,
      roads: [{ kind: 'road', path: ['1005', '0905', '0805', '0705'] }],
      units: [
        { id: 'a', side: 'fr', hex: '0101' },
        { id: 'r1', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' } },
        { id: 'r2', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' } },
        { id: 'r3', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' } },
      ],
    });
    let s = atAction(begin(sc), 'al', ['a1']);
    const go = (st: GameState, id: string, path: string[]) => {
      const r = move(st, [id], path, 'al');
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    s = go(s, 'r1', ['1005', '0905', '0805']); // 1/2 to enter, then 1/2 + 1/2
    s = go(s, 'r2', ['1005', '0905']); // 1/2 + 1/2 to enter, then 1/2
    s = go(s, 'r3', ['1005']); // 1 + 1/2 to enter
    expect([s.units.r1.mpSpentHalves, s.units.r2.mpSpentHalves, s.units.r3.mpSpentHalves]).toEqual([3, 3, 3]);
  });
});

describe('NLC 11.1 and 11.4: leader-only moves', () => {
  it('[NLC 11.4] a lone leader entering a hex with a lone enemy HQ and leader neither destroys nor displaces them', () => {
    const sc = miniScenario({
      units: [{ id: 'a', side: 'fr', hex: '0101' }, { id: 'z', side: 'al', hex: '0808' }],
      leaders: [ney, { id: 'W', side: 'al', name: 'Wellington', rating: 4, role: 'overall', hex: '0403' }],
      hqs: [{ id: 'hq', side: 'al', name: 'Allied HQ', leader: 'W', hex: '0403' }],
    });
    const s = moved(start(sc), ['L'], ['0403']);
    expect(s.leaders.L.hex).toBe('0403');
    expect((s.nlc as any).hqs.hq).toEqual({ hex: '0403', status: 'map' });
    expect(s.leaders.W.hex).toBe('0403');
  });
});

describe('NLC 16 with 11.1: leaders at night', () => {
  it('[NLC 16] at night a leader may join his units in an enemy ZOC hex; units may not enter it', () => {
    const sc = miniScenario({
      night: [1],
      units: [{ id: 'a', side: 'fr', hex: '0403' }, { id: 'b', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0503' }],
      leaders: [ney],
    });
    const s = start(sc);
    expect(moved(s, ['L'], ['0403']).leaders.L.hex).toBe('0403');
    const r = move(s, ['b'], ['0403']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'night-zoc', rule: 'NLC 16' });
  });
});

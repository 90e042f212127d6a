import { describe, it, expect } from 'vitest';
import { applyCommand, legalCommands, query, type GameState, type Command } from './engineApi';
import { miniScenario, start as begin } from './fixtures';
import { atAction } from './harness';
import type { Scenario } from './engineApi';

/** The French I Corps' formation action, at its movement segment. */
function start(sc: Scenario): GameState {
  return atAction(begin(sc), 'fr', ['f1']);
}

function move(s: GameState, units: string[], path: string[], side = 'fr') {
  return applyCommand(s, { type: 'move', side, n: s.seq, units, path } as Command);
}
/** MP spent by one move along an exact path. */
function spent(s: GameState, unit: string, path: string[]): number {
  const r = move(s, [unit], path);
  if (!r.ok) throw new Error(r.error.message);
  return r.state.units[unit].mpSpentHalves / 2;
}
function reach(s: GameState, pieces: string[]) {
  const q = query(s, 'referee', { type: 'reach', pieces });
  if (q.type !== 'reach') throw new Error(q.type === 'none' ? q.reason : 'no reach');
  return q.hexes;
}

// flat map, even columns shifted down: 0303 -> 0403 -> 0503 -> 0603 is a straight row
describe('movement', () => {
  it('[NLC 5] a unit spends its movement points; clear costs 1 per hex', () => {
    const s = start(miniScenario({ units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }] }));
    const r = move(s, ['a'], ['0403', '0503', '0603', '0703']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.a.hex).toBe('0703');
    expect(r.state.units.a.mpSpentHalves).toBe(8);
    const again = move(r.state, ['a'], ['0803']);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.rule).toBe('NLC 5');
  });

  it('[NLC 5.2] woods cost 2 for infantry and 4 for cavalry', () => {
    const sc = miniScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      units: [
        { id: 'inf', side: 'fr', hex: '0303' },
        { id: 'cav', side: 'fr', hex: '0302', type: 'cavalry', movement: 6 },
        { id: 'z', side: 'al', hex: '0808' },
      ],
    });
    const s = start(sc);
    expect(spent(s, 'inf', ['0403'])).toBe(2);
    expect(spent(s, 'cav', ['0402', '0403'])).toBe(5);
  });

  it('[NLC 5.2] a stream hexside costs +2 MP to cross', () => {
    const sc = miniScenario({
      hexsides: [{ a: '0303', b: '0403', features: ['stream'] }],
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }],
    });
    expect(spent(start(sc), 'a', ['0403'])).toBe(3);
    expect(spent(start(sc), 'a', ['0402', '0503', '0403'])).toBe(3); // going round is no cheaper
  });

  it('[NLC 5.2] road hexes cost 1/2 MP and trails 1 for a lone unit; bridges cost nothing extra on the road', () => {
    const sc = miniScenario({
      hexes: [{ id: '0403', terrain: 'woods' }, { id: '0503', terrain: 'woods' }],
      hexsides: [{ a: '0403', b: '0503', features: ['river', 'bridge'] }],
      roads: [{ kind: 'road', path: ['0303', '0403', '0503', '0603'] }, { kind: 'trail', path: ['0603', '0703'] }],
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }],
    });
    const h = reach(start(sc), ['a']);
    expect(h['0403']).toBe(0.5);
    expect(h['0503']).toBe(1);
    expect(h['0603']).toBe(1.5);
    expect(h['0703']).toBe(2.5);
  });

  it('[NLC 5.2] a stack moves at the terrain rate, not the road rate', () => {
    const sc = miniScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      roads: [{ kind: 'road', path: ['0303', '0403', '0503'] }],
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'b', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }],
    });
    const s = start(sc);
    expect(reach(s, ['a'])['0503']).toBe(1);
    const both = reach(s, ['a', 'b']);
    expect(both['0503']).toBe(2); // round the woods at 1 MP a hex, not 1/2 along the road
    expect(both['0403']).toBeUndefined(); // two units may not end in woods (NLC 5.3)
  });

  it('[NLC T.TEC] a major river is crossed only at a bridge, trestle or ford; marsh is closed to cavalry', () => {
    const sc = miniScenario({
      hexes: [{ id: '0304', terrain: 'marsh' }],
      hexsides: [
        { a: '0303', b: '0403', features: ['river'] },
        { a: '0303', b: '0402', features: ['river', 'ford'] },
      ],
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'c', side: 'fr', hex: '0302', type: 'cavalry' }, { id: 'z', side: 'al', hex: '0808' }],
    });
    const s = start(sc);
    const r = move(s, ['a'], ['0403']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'prohibited', rule: 'NLC T.TEC' });
    expect(spent(s, 'a', ['0402'])).toBe(3);
    const c = move(s, ['c'], ['0303', '0304']);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.message).toMatch(/cavalry may not enter marsh/);
  });

  it('[NLC 5] a fresh unit may always take one step unless the terrain forbids it', () => {
    const sc = miniScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      units: [{ id: 'a', side: 'fr', hex: '0303', movement: 1 }, { id: 'z', side: 'al', hex: '0808' }],
    });
    const s = start(sc);
    const r = move(s, ['a'], ['0403']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units.a.hex).toBe('0403');
    // two hexes is still too far
    const s2 = start(sc);
    const r2 = move(s2, ['a'], ['0403', '0503']);
    expect(r2.ok).toBe(false);
  });

  it('[NLC 5.3] two units a hex, one in woods; leaders do not count', () => {
    const sc = miniScenario({
      hexes: [{ id: '0503', terrain: 'woods' }],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0403' },
        { id: 'c', side: 'fr', hex: '0403' },
        { id: 'd', side: 'fr', hex: '0603' },
        { id: 'z', side: 'al', hex: '0808' },
      ],
      leaders: [{ id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps', formation: 'f1', hex: '0303' }],
    });
    const s = start(sc);
    const r = move(s, ['a'], ['0403']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'overstack', rule: 'NLC 5.3' });
    const w = move(s, ['d'], ['0503']);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    const w2 = move(w.state, ['b'], ['0503']);
    expect(w2.ok).toBe(false);
    const l = move(s, ['L'], ['0403']);
    expect(l.ok).toBe(true);
  });

  it('[NLC 5] units may not enter a hex held by the enemy', () => {
    // cavalry ignores the ZOC, so only the enemy's presence stops it
    const sc = miniScenario({ units: [{ id: 'a', side: 'fr', hex: '0303', type: 'cavalry' }, { id: 'z', side: 'al', hex: '0403' }] });
    const s = start(sc);
    const r = move(s, ['a'], ['0403']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('enemy-hex');
    expect(reach(s, ['a'])['0403']).toBeUndefined();
  });

  it('[NLC 5] legal move commands are exactly the reachable hexes', () => {
    const sc = miniScenario({ units: [{ id: 'a', side: 'fr', hex: '0303', movement: 2 }, { id: 'z', side: 'al', hex: '0808' }] });
    const s = start(sc);
    const dests = legalCommands(s, 'fr')
      .filter((c) => c.type === 'move')
      .map((c) => (c.type === 'move' ? c.path[c.path.length - 1] : ''))
      .sort();
    expect(dests).toEqual(Object.keys(reach(s, ['a'])).sort());
    expect(dests.length).toBe(18); // every hex within 2 of an inland hex
  });
});

describe('step costs are worked out once per map and chart', () => {
  it('[NLC 5.2] the same step asked twice gives the same frozen answer, and the road rate is kept apart', async () => {
    const { stepCost } = await import('../../src/engine/rules/movement/stepCost');
    const { contextFor } = await import('../../src/engine/core/ctx');
    const { loadScenarioFile } = await import('../../src/cli/files');
    const ctx = contextFor(loadScenarioFile('tutorial'));
    const from = ctx.map.ids.find((h) => ctx.map.hexes[h].neighbours.some((n) => ctx.map.link(h, n)))!;
    const to = ctx.map.hexes[from].neighbours.find((n) => ctx.map.link(from, n))!;
    const road = stepCost(ctx.map, from, to, 'infantry', true);
    expect(stepCost(ctx.map, from, to, 'infantry', true)).toBe(road);
    expect(Object.isFrozen(road)).toBe(true);
    expect(road).toMatchObject({ road: true });
    const off = stepCost(ctx.map, from, to, 'infantry', false);
    expect(off).not.toBe(road);
    expect(off).toMatchObject({ road: false });
  });
});

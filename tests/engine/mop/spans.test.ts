// MOP 37.9 damaging and repairing spans, 37.3.1 the damaged span's movement cost, and the load check
// that bridges cross rivers and trestles cross streams.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, loadScenario, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { field, fieldScenario } from './fieldHarness';
import { produce } from 'immer';
import { logEntries } from '../../../src/engine/core/logBook';

// 0402-0403: a trestle over a stream; 0602-0603: a bridge over a river (flat map, odd columns up)
const hexsides = [
  { a: '0402', b: '0403', features: ['stream', 'trestle'] as const },
  { a: '0602', b: '0603', features: ['river', 'bridge'] as const },
].map((h) => ({ ...h, features: [...h.features] }));

function span(s: GameState, what: 'damage' | 'repair', unit: string, hex: string, dice?: number[]) {
  const t = dice ? produce(s, (d) => void (d.testDice = [...dice])) : s;
  return applyCommand(t, { type: 'choose', side: 'fr', n: t.seq, choice: `mop-span:${what}`, units: [unit], hex });
}

const reachMp = (s: GameState, unit: string, hex: string) => {
  const ctx = contextOf(s);
  const r = ctx.system.reach!(s, ctx, [unit]);
  return 'code' in r ? null : (r.hexes[hex]?.mp ?? null);
};

describe('MOP 37.9 spans', () => {
  it('[MOP 37.9] a bridge or a trestle on no river or stream is refused at load with file, JSON path and reason; a bridge over a stream is accepted (ruling)', () => {
    const sc = fieldScenario({ units: [ours('a', '0101')], hexsides });
    const raw = JSON.parse(JSON.stringify(sc));
    raw.map.hexsides[1].features = ['bridge'];
    const r = loadScenario(raw, 'bad-bridge.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/bad-bridge\.json: \$\.map\.hexsides\[1\]\.features: the bridge between 0602 and 0603 is not on a river or stream hexside/);
    raw.map.hexsides[1].features = ['trestle'];
    const t = loadScenario(raw, 'bad-trestle.json');
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.message).toMatch(/trestle between 0602 and 0603 is not on a river or stream hexside/);
    raw.map.hexsides[1].features = ['stream', 'bridge'];
    expect(loadScenario(raw, 'stream-bridge.json').ok).toBe(true);
  });

  it('[MOP 37.9] a combat unit not in an enemy ZOC damages a trestle for 1 MP; crossing it then costs +2 MP and never the road rate (37.3.1)', () => {
    const sc = fieldScenario({ units: [ours('a', '0402'), ours('b', '0402'), foe('e', '0808')], hexsides });
    const s = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    const moveB = (t: GameState) => {
      const m = applyCommand(t, { type: 'move', side: 'fr', n: t.seq, units: ['b'], path: ['0403'] });
      if (!m.ok) throw new Error(m.error.message);
      return m.state.units.b.mpSpentHalves / 2;
    };
    expect(reachMp(s, 'b', '0403')).toBe(2);
    expect(moveB(s)).toBe(2);
    const r = span(s, 'damage', 'a', '0403');
    if (!r.ok) throw new Error(r.error.message);
    expect(field(r.state).damaged).toEqual(['0402-0403']);
    expect(r.state.units.a.mpSpentHalves).toBe(2);
    // straight across now costs 2 (off-road step) + 2
    expect(moveB(r.state)).toBe(4);
    // the same activation goes on: the decision is still the movement segment
    expect(r.state.stack[r.state.stack.length - 1]).toMatchObject({ type: 'formationMove' });
    expect(span(r.state, 'damage', 'b', '0403')).toMatchObject({ ok: false, error: { code: 'damaged' } });
  });

  it('[MOP 37.9] only infantry damages a bridge (2 MP); no unit in an enemy ZOC damages a span, cavalry included', () => {
    const sc = fieldScenario({
      units: [ours('cav', '0602', { type: 'cavalry' }), ours('inf', '0602'), ours('c2', '0402', { type: 'cavalry' }), foe('e', '0302')],
      hexsides,
    });
    const s = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    expect(span(s, 'damage', 'cav', '0603')).toMatchObject({ ok: false, error: { code: 'infantry-only', rule: 'MOP 37.9.1' } });
    const ok = span(s, 'damage', 'inf', '0603');
    expect(ok.ok && ok.state.units.inf.mpSpentHalves).toBe(4);
    // 0402 is next to the enemy at 0302
    expect(span(s, 'damage', 'c2', '0403')).toMatchObject({ ok: false, error: { code: 'in-zoc' } });
  });

  it('[MOP 37.9] repair: infantry at an end rolls 4 or less, 3 or less with an end in an enemy ZOC, 2 or less with an enemy at an end', () => {
    const base = (units: Parameters<typeof fieldScenario>[0]['units']) =>
      atAction(newGame(fieldScenario({ units, hexsides, mop: { damagedSpans: [['0402', '0403']] } }), { rules: {} }, 1), 'fr', ['f1']);
    const free = base([ours('a', '0402'), foe('e', '0808')]);
    expect(field(free).damaged).toEqual(['0402-0403']);
    const r4 = span(free, 'repair', 'a', '0403', [4]);
    expect(r4.ok && field(r4.state).damaged).toEqual([]);
    const r5 = span(free, 'repair', 'a', '0403', [5]);
    expect(r5.ok && field(r5.state).damaged).toEqual(['0402-0403']);
    // an enemy next to 0403 (at 0404) puts that end in its ZOC
    const zoc = base([ours('a', '0402'), foe('e', '0404')]);
    const z4 = span(zoc, 'repair', 'a', '0403', [4]);
    expect(z4.ok && field(z4.state).damaged).toEqual(['0402-0403']);
    const z3 = span(zoc, 'repair', 'a', '0403', [3]);
    expect(z3.ok && field(z3.state).damaged).toEqual([]);
    const held = base([ours('a', '0402'), foe('e', '0403')]);
    const h3 = span(held, 'repair', 'a', '0403', [3]);
    expect(h3.ok && field(h3.state).damaged).toEqual(['0402-0403']);
    const h2 = span(held, 'repair', 'a', '0403', [2]);
    expect(h2.ok && field(h2.state).damaged).toEqual([]);
    expect(h2.ok && logEntries(h2.state).some((e) => e.rule === 'MOP 37.9.2' && /2 \(2 or less needed\): repaired/.test(e.text))).toBe(true);
  });

  it('[MOP 37.9] a damaged span given at the start must be a bridge or trestle hexside', () => {
    const sc = fieldScenario({ units: [ours('a', '0101')], hexsides });
    const raw = { ...JSON.parse(JSON.stringify(sc)), mop: { damagedSpans: [['0101', '0102']] } };
    const r = loadScenario(raw, 'x.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/\$\.mop\.damagedSpans\[0\]: 0101-0102 is not a bridge or trestle hexside/);
  });
});

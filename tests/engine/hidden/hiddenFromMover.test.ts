// MOP 37.10 hidden forces as the enemy's moves meet them (rules/unseen.ts): a side moves as if only what
// it sees were on the board. A hidden force's ZOC does not hold or slow the mover, its orders do not count
// it, and nothing in the mover's legal moves tells a real hidden force from a dummy stack.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, loadScenario, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { fieldScenario, withCommand } from '../mop/fieldHarness';
import { hiddenDraft, hiddenOf } from '../../../src/engine/rules/hidden';

const HF = { 'MOP 37.10': true };
const V = { 'MOP 37.10': true, 'MOP 37.11': true };

/** French 'a' at 0501 (4 MP); the Allied 'z' at 0505 and 'y' at 0909: 4 hexes apart, nobody spots anybody. */
function game(rules: Record<string, boolean>) {
  return newGame(fieldScenario({ units: [ours('a', '0501'), foe('z', '0505'), foe('y', '0909')] }), { rules }, 1);
}
/** z hidden where it stands. */
const realHidden = (s: GameState) => produce(s, (d) => void hiddenDraft(d, 'al').pieces.push('z'));
/** z beside y far off, a dummy stack at 0505 instead: the French see exactly the same board. */
const dummyThere = (s: GameState) =>
  produce(s, (d) => {
    d.units.z.hex = '0909';
    const h = hiddenDraft(d, 'al');
    h.dummies.d1 = '0505';
    h.nextDummy = 2;
  });
const frenchMoves = (s: GameState) =>
  legalCommands(s)
    .filter((c) => c.type === 'move')
    .map((c) => JSON.stringify(c))
    .sort();

describe('MOP 37.10 hidden forces and the enemy\'s moves', () => {
  for (const [name, rules] of [
    ['with the repulse (37.11.1)', V],
    ['without vedettes', HF],
  ] as const) {
    it(`[MOP 37.10] ${name}: the French legal moves are the same with a real hidden force or a dummy at 0505`, () => {
      const real = atAction(realHidden(game(rules)), 'fr', ['f1']);
      const fake = atAction(dummyThere(game(rules)), 'fr', ['f1']);
      expect(hiddenOf(real, 'al')!.pieces).toEqual(['z']);
      expect(hiddenOf(fake, 'al')!.dummies).toEqual({ d1: '0505' });
      const moves = frenchMoves(real);
      expect(moves.length).toBeGreaterThan(10);
      expect(moves).toEqual(frenchMoves(fake));
    });
  }

  it('[MOP 37.10] a unit walks past a hidden force: leaving the hex beside it costs no ZOC point (it would in plain sight), and the force stays hidden', () => {
    const s = atAction(realHidden(game(V)), 'fr', ['f1']);
    const ctx = contextOf(s);
    // 0504 is next to z; on to the side: 4 clear hexes for 4 MP (5 if leaving z's ZOC cost its extra point)
    const on = ctx.map.hexes['0504'].neighbours.filter((h) => !['0503', '0505'].includes(h)).sort()[0];
    expect(on).toBeDefined();
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0502', '0503', '0504', on] });
    if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
    expect(r.state.units.a.hex).toBe(on);
    expect(r.state.units.a.mpSpentHalves).toBe(8);
    expect(hiddenOf(r.state, 'al')!.pieces).toEqual(['z']);
    // z in plain sight: the same walk lacks the extra MP for leaving its ZOC
    const seen = atAction(game(V), 'fr', ['f1']);
    const r2 = applyCommand(seen, { type: 'move', side: 'fr', n: seen.seq, units: ['a'], path: ['0502', '0503', '0504', on] });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.rule).toBe('NLC 5.2');
  });

  it('[MOP 37.10] without the repulse, a move into a dummy stack is refused as into a hidden force, in the same words; nothing changes', () => {
    const real = atAction(realHidden(game(HF)), 'fr', ['f1']);
    const fake = atAction(dummyThere(game(HF)), 'fr', ['f1']);
    const path = ['0502', '0503', '0504', '0505'];
    const r1 = applyCommand(real, { type: 'move', side: 'fr', n: real.seq, units: ['a'], path });
    const r2 = applyCommand(fake, { type: 'move', side: 'fr', n: fake.seq, units: ['a'], path });
    expect(r1.ok).toBe(false);
    expect(r2.ok).toBe(false);
    if (!r1.ok && !r2.ok) {
      expect(r1.error).toEqual(r2.error);
      expect(r1.error.rule).toBe('MOP 37.10');
    }
  });

  it('[MOP 37.10] March orders (no enemy ZOC) do not stop a unit beside a hidden force it has not found out', () => {
    const sc = withCommand(fieldScenario({ units: [ours('a', '0501'), foe('z', '0505'), foe('y', '0909')] }));
    const loaded = loadScenario({ ...JSON.parse(JSON.stringify(sc)), id: 'hidden-march', command: { wings: [], orders: [{ formation: 'f1', type: 'march', target: ['0509'] }] } }, 'x.json');
    if (!loaded.ok) throw new Error(loaded.message);
    const s = atAction(realHidden(newGame(loaded.scenario, { rules: { ...V, 'NLC 12': true } }, 1)), 'fr', ['f1']);
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0502', '0503', '0504'] });
    if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
    expect(r.state.units.a.hex).toBe('0504');
    expect(hiddenOf(r.state, 'al')!.pieces).toEqual(['z']);
  });

  it('[MOP 37.10] a reinforcement due where a hidden force stands enters beside it, as beside a dummy: the marker blocks the entry hex (NLC 9)', () => {
    const arriving = (rules: Record<string, boolean>) =>
      newGame(fieldScenario({ units: [ours('a', '0501'), { id: 'r', side: 'fr', hex: null, strength: [4, 2], arrives: { turn: 1, hex: '0105' } }, foe('z', '0105'), foe('y', '0909')] }), { rules }, 1);
    for (const rules of [V, HF]) {
      const real = atAction(produce(arriving(rules), (d) => void hiddenDraft(d, 'al').pieces.push('z')), 'fr', ['f1']);
      const fake = atAction(
        produce(arriving(rules), (d) => {
          d.units.z.hex = '0909';
          hiddenDraft(d, 'al').dummies.d1 = '0105';
        }),
        'fr',
        ['f1'],
      );
      const entries = frenchMoves(real).filter((c) => c.includes('"r"'));
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.some((c) => c.includes('"path":["0105"'))).toBe(false);
      expect(entries).toEqual(frenchMoves(fake).filter((c) => c.includes('"r"')));
    }
  });

  it('[MOP 37.11] repulse (37.11.1): a reinforcement whose entry march runs into a hidden force stops before it; it never shares the hex', () => {
    let s = newGame(fieldScenario({ units: [{ id: 'r', side: 'fr', hex: null, strength: [4, 2], arrives: { turn: 1, hex: '0101' } }, foe('z', '0104'), foe('y', '0909')] }), { rules: V }, 1);
    s = atAction(produce(s, (d) => void hiddenDraft(d, 'al').pieces.push('z')), 'fr', ['f1']);
    const r = applyCommand(produce(s, (d) => void (d.testDice = [1])), { type: 'move', side: 'fr', n: s.seq, units: ['r'], path: ['0101', '0102', '0103', '0104'] });
    if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
    expect(r.state.units.r.hex).toBe('0103');
    expect(r.state.units.z.hex).toBe('0104');
    expect(hiddenOf(r.state, 'al')!.pieces).toEqual([]);
  });
});

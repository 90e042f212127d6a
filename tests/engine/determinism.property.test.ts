import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyCommand,
  legalCommands,
  pendingDecision,
  newGame,
  makeSave,
  replay,
  stateHash,
  type Command,
  type GameState,
  contextFor,
} from './engineApi';
import { randomPlayout } from '../../src/cli/playout';
import { assertInvariants } from '../../src/engine/invariants';
import { loadScenarioFile } from '../../src/cli/files';

const tut = loadScenarioFile('tutorial');

/**
 * NLC 18 (VP for objectives controlled and enemy steps lost) and the rulings NLC 18 (margin 1-3
 * marginal, 4-9 victory, 10+ decisive) and NLC 14 (a lone demoralized army loses), recomputed here.
 */
function expectNlcResult(s: GameState, scen: Parameters<typeof contextFor>[0]): void {
  const ctx = contextFor(scen);
  expect(s.clock.turn).toBe(ctx.scenario.turns.count);
  const vp: Record<string, number> = Object.fromEntries(ctx.sides.map((x) => [x, 0]));
  for (const o of ctx.scenario.objectives) if (s.control[o.hex]) vp[s.control[o.hex]!] += o.vp;
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    const def = ctx.units[id];
    if (u.status === 'pending') continue;
    const steps = def.strength[1] === null ? 1 : def.strength[0] >= 8 ? 3 : 2; // NLC 6.1, 6.2
    const lost = steps - (u.status === 'eliminated' ? 0 : u.steps);
    vp[ctx.sides.find((x) => x !== def.side)!] += lost * ctx.scenario.vpPerStep;
  }
  expect(s.result!.vp).toEqual(vp);
  const demoralized = (s.nlc as any).demoralizedArmies as string[];
  if (demoralized.length === 1) {
    expect(s.result).toMatchObject({ winner: ctx.sides.find((x) => x !== demoralized[0]), level: 'Victory', rule: 'NLC 14' });
    return;
  }
  const [a, b] = ctx.sides;
  const margin = Math.abs(vp[a] - vp[b]);
  const winner = vp[a] > vp[b] ? a : vp[b] > vp[a] ? b : null;
  const level = winner === null ? 'Draw' : margin >= 10 ? 'Decisive victory' : margin >= 4 ? 'Victory' : 'Marginal victory';
  expect(s.result).toMatchObject({ winner, level, rule: 'NLC 18' });
}

describe('random legal play (property)', () => {
  it('never throws, keeps the invariants, and its save replays to the same state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 20, maxLength: 160 }), (seed, picks) => {
        let s: GameState = newGame(tut, { rules: {} }, seed);
        const cmds: Command[] = [];
        for (const pick of picks) {
          if (s.result) break;
          const p = pendingDecision(s);
          expect(p).not.toBeNull();
          const legal = legalCommands(s);
          expect(legal.length).toBeGreaterThan(0);
          const cmd = legal[pick % legal.length];
          const r = applyCommand(s, cmd);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          if (!r.commit) {
            // an undoable command neither rolls dice nor hands the decision over
            expect(r.state.rng).toBe(s.rng);
            expect(pendingDecision(r.state)?.sides).toEqual(p!.sides);
          }
          s = r.state;
          cmds.push(cmd);
          expect(assertInvariants(s)).toEqual([]);
        }
        // a rejected command leaves the identical object
        const bogus = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['no-such-unit'], path: ['0101'] });
        expect(bogus.ok).toBe(false);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        const r = replay(makeSave(s, cmds), tut);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.hash).toBe(stateHash(s));
      }),
      { numRuns: 25 },
    );
  });
});

describe('random legal play on the larger NLC scenario', () => {
  const crossing = loadScenarioFile('crossing');
  it('[NLC 4] playouts with every rule on and every rule off reach the last turn, end in the result NLC 18 and 14 give, and replay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, all) => {
        const rules = Object.fromEntries(contextFor(crossing).toggles.map((t) => [t.id, all]));
        const p = randomPlayout(crossing, { rules }, seed, 20000);
        expect(p.errors).toEqual([]);
        expect(p.finished).toBe(true);
        expectNlcResult(p.state, crossing);
        const r = replay(makeSave(p.state, p.commands), crossing);
        expect(r.ok && r.hash).toBe(stateHash(p.state));
      }),
      // seed 4711 with every rule on once reached a movement decision with nothing legal: an order's
      // end-of-movement obligation counted a move of a unit that had charged (NLC 12.2 with 7.7)
      { numRuns: 4, examples: [[4711, true]] },
    );
  }, 240_000);
});

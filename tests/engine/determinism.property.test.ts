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
  it('[NLC 4] playouts with every rule on and every rule off reach the end, keep the invariants and replay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, all) => {
        const rules = Object.fromEntries(contextFor(crossing).toggles.map((t) => [t.id, all]));
        const p = randomPlayout(crossing, { rules }, seed, 20000);
        expect(p.errors).toEqual([]);
        expect(p.finished).toBe(true);
        expect(p.state.result?.level).toBeTruthy();
        const r = replay(makeSave(p.state, p.commands), crossing);
        expect(r.ok && r.hash).toBe(stateHash(p.state));
      }),
      { numRuns: 4 },
    );
  });
});

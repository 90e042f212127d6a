import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { nextU32, seedToState, rollFaces } from '../../src/engine/core/rng';
import type { GameState } from './engineApi';

const base = { rng: seedToState(42) } as GameState;

describe('seeded dice', () => {
  it('the generator is deterministic and seeds differ', () => {
    expect(nextU32(123)).toEqual(nextU32(123));
    expect(seedToState(1)).not.toBe(seedToState(2));
  });

  it('d6 faces are all 1..6 and roughly uniform', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    produce(base, (d) => {
      for (const f of rollFaces(d, 60000)) counts[f - 1]++;
    });
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });

  it('queued test dice are used first, then the generator continues', () => {
    const s = produce({ ...base, testDice: [6, 6, 1] } as GameState, (d) => {
      expect(rollFaces(d, 3)).toEqual([6, 6, 1]);
      expect(d.testDice).toBeUndefined();
      const more = rollFaces(d, 1)[0];
      expect(more).toBeGreaterThanOrEqual(1);
    });
    expect(s.rng).not.toBe(base.rng);
  });

  it('a test die that does not fit the die is an error', () => {
    expect(() => produce({ ...base, testDice: [7] } as GameState, (d) => void rollFaces(d, 1))).toThrow(/does not fit/);
  });
});

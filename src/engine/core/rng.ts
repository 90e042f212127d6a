// The seeded generator lives in GameState.rng (a uint32), so a save is scenario + options + seed +
// commands and replays byte for byte. Every die goes through rollDice, which logs it with its rule.
import type { Draft } from 'immer';
import type { GameState } from '../types';

/** One step of mulberry32: returns [uint32 output, next state]. */
export function nextU32(state: number): [number, number] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, s];
}

/** Seeds are folded to uint32 so any integer (or numeric string) is a valid seed. */
export function seedToState(seed: number): number {
  let h = 0x811c9dc5;
  const str = String(Math.trunc(seed));
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A uniform integer in 0..n-1 drawn from the state's generator (or the test queue when it has dice). */
export function drawInt(draft: Draft<GameState> | GameState, n: number): number {
  const [out, next] = nextU32(draft.rng);
  (draft as GameState).rng = next;
  return Math.floor((out / 4294967296) * n);
}

/** Roll `count` dice of `sides` faces. Test dice, when queued, are consumed first (they must fit the die). */
export function rollFaces(draft: Draft<GameState>, count: number, sides = 6): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const q = draft.testDice;
    if (q && q.length) {
      const v = q.shift()!;
      if (!Number.isInteger(v) || v < 1 || v > sides) throw new Error(`test die ${v} does not fit a d${sides}`);
      out.push(v);
      if (q.length === 0) delete draft.testDice;
      // keep the generator moving so tests with and without queued dice diverge the same way
      drawInt(draft, sides);
    } else {
      out.push(drawInt(draft, sides) + 1);
    }
  }
  return out;
}

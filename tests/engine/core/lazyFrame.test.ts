// The frame a command answers is drafted only when needed (core/lazyFrame.ts), and behaves as the draft did.
import { describe, it, expect } from 'vitest';
import { produce, type Draft } from 'immer';
import { lazyFrame } from '../../../src/engine/core/lazyFrame';
import type { GameState } from '../engineApi';

type Frame = { k: string; side: string; type: string; loc: { n: number; list: number[] } };

const base = Object.freeze({
  seq: 0,
  stack: Object.freeze([
    Object.freeze({ k: 'proc', side: 'x', type: 'below', loc: Object.freeze({ n: 0, list: Object.freeze([]) }) }),
    Object.freeze({ k: 'decide', side: 'fr', type: 'top', loc: Object.freeze({ n: 1, list: Object.freeze([1]) }) }),
  ]),
}) as unknown as GameState;

const run = (recipe: (d: Draft<GameState>, f: Frame) => void) =>
  produce(base, (d) => {
    recipe(d, lazyFrame<Frame>(d, base.stack.length - 1));
    d.seq += 1;
  });

describe('the lazily drafted decision frame', () => {
  it('reading plain values drafts neither the stack nor the frame', () => {
    let side = '';
    const next = run((_, f) => {
      side = f.side;
      expect('loc' in f).toBe(true);
    });
    expect(side).toBe('fr');
    expect(next.stack).toBe(base.stack);
  });

  it('writes, nested writes and pushes reach the new state; the old state is untouched', () => {
    const next = run((_, f) => {
      f.side = 'al';
      f.loc.n = 7;
      f.loc.list.push(2);
    }) as unknown as { stack: Frame[] };
    expect(next.stack[1]).toEqual({ k: 'decide', side: 'al', type: 'top', loc: { n: 7, list: [1, 2] } });
    expect(next.stack[0]).toBe(base.stack[0]);
    expect((base.stack[1] as unknown as Frame).loc.n).toBe(1);
  });

  it('reads after a write see the write; keys and JSON are the frame\'s', () => {
    run((_, f) => {
      f.loc.n = 3;
      expect(f.loc.n).toBe(3);
      expect(Object.keys(f).sort()).toEqual(['k', 'loc', 'side', 'type']);
      expect(JSON.parse(JSON.stringify(f))).toEqual({ k: 'decide', side: 'fr', type: 'top', loc: { n: 3, list: [1] } });
    });
  });

  it('a frame taken off the stack reads as it was, and what is written to it reaches no state', () => {
    const next = run((d, f) => {
      d.stack.pop();
      expect(f.type).toBe('top');
      f.loc.n = 9;
      expect(f.loc.n).toBe(9);
    }) as unknown as { stack: Frame[] };
    expect(next.stack).toHaveLength(1);
    expect(next.stack[0]).toBe(base.stack[0]);
  });
});

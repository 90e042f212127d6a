// The frame stack: automatic procedures run until a decision (or the end of the game) is on top.
import type { Draft } from 'immer';
import type { GameState, ProcFrame } from '../types';
import type { Ctx } from './ctx';
import type { Out } from './ops';
import { latest, peekField } from './readView';

const STEP_GUARD = 100000;

export function run(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  for (let steps = 0; ; steps++) {
    if (steps > STEP_GUARD) throw new Error('runaway procedure: the frame stack never reached a decision');
    if (d.result) {
      d.stack.length = 0;
      return;
    }
    // looked at without drafting: after most commands a decision is on top and nothing runs
    const stack = latest(peekField(d as GameState, 'stack'));
    const seen = latest(stack[stack.length - 1]);
    if (!seen || seen.k !== 'proc') return;
    const fn = ctx.procs[seen.proc];
    if (!fn) throw new Error(`no procedure "${seen.proc}" in the ${ctx.system.id} rules`);
    fn(d, d.stack[stack.length - 1] as Draft<ProcFrame>, ctx, out);
  }
}

export function push(d: Draft<GameState>, ...frames: GameState['stack']): void {
  // frames are given in execution order; the stack's top is its end
  for (let i = frames.length - 1; i >= 0; i--) d.stack.push(frames[i]);
}

export function pop(d: Draft<GameState>): void {
  d.stack.pop();
}

export function proc(name: string, loc: ProcFrame['loc'] = {}): ProcFrame {
  return { k: 'proc', proc: name, loc };
}

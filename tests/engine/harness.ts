// Test harness: put a game straight into a given procedure (e.g. a French formation action) without
// going through the chit pull, and run the automatic frames from there.
import { produce } from 'immer';
import type { Frame, GameState } from './engineApi';
import { applyCommand, contextOf } from './engineApi';
import { run, proc } from '../../src/engine/core/run';
import type { Out } from '../../src/engine/core/ops';

/** Replace the frame stack by `frames` (in execution order, a turn end below them) and run. */
export function withFrames(s: GameState, frames: Frame[], dice?: number[]): GameState {
  const ctx = contextOf(s);
  const out: Out = { events: [], revealed: false, rolled: false };
  return produce(s, (d) => {
    d.stack = [proc('turnEnd'), ...[...frames].reverse()];
    if (dice) d.testDice = [...dice];
    run(d, ctx, out);
  });
}

/** A formation action of `side` for `formations`, ready for its movement decision. */
export function atAction(s: GameState, side: string, formations: string[], dice?: number[]): GameState {
  const t = withFrames(s, [proc('formationAction', { side, formations, why: 'test' })], dice);
  // cavalry next to the enemy opens the Cavalry Charge Segment first (NLC 7.7): declare no charge
  const top = t.stack[t.stack.length - 1];
  if (top?.k !== 'decide' || top.type !== 'chargeDeclare') return t;
  const r = applyCommand(t, { type: 'choose', side, n: t.seq, choice: 'endCharges' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

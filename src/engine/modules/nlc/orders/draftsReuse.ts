// The orders a side may write (the drafts listed for the simulator and the client), kept from one state of
// the Command Phase to the next while nothing they depend on has changed. In the secret steps of the
// phase (NLC 12.3: Local Decisions, then new orders) both sides answer at the same time, and each order
// recorded changes only its own side's secret part of the state: the other side's drafts stay as they were,
// so listing the state after it need not check them all again. Conservative: every other part of the
// state (pieces, clock, control, module state, the other frames) must be the very same object, and a Bad
// Move (NLC 12.11, the enemy's formations) is never kept from one state to another.
import type { GameState, OrderDraft, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { OrderKind } from './giving';

interface Kept {
  s: GameState;
  ctx: Ctx;
  drafts: readonly OrderDraft[];
}

/** The last drafts listed per kind and side. */
const kept = new Map<string, Kept>();

/** The drafts listed for `side` in a state whose side's part is as in `s`, or null. */
export function keptDrafts(s: GameState, ctx: Ctx, side: Side, kind: OrderKind): readonly OrderDraft[] | null {
  const k = kept.get(kind + ':' + side);
  if (!k || k.ctx !== ctx) return null;
  if (k.s === s) return k.drafts;
  if (kind === 'badMove' || !Object.isFrozen(s) || !sameForSide(k.s, s, side)) return null;
  k.s = s;
  return k.drafts;
}

/** Keeps the drafts listed for `side` in `s` (frozen: they are shared by later listings); returns them. */
export function keepDrafts(s: GameState, ctx: Ctx, side: Side, kind: OrderKind, drafts: OrderDraft[]): readonly OrderDraft[] {
  if (!Object.isFrozen(s)) return drafts;
  Object.freeze(drafts);
  kept.set(kind + ':' + side, { s, ctx, drafts });
  return drafts;
}

/** Do `a` and `b` differ at most in the other sides' secrets, the log, the decision counter and the open decision's frame? */
function sameForSide(a: GameState, b: GameState, side: Side): boolean {
  if (
    a.scenario !== b.scenario || a.options !== b.options || a.clock !== b.clock || a.units !== b.units ||
    a.leaders !== b.leaders || a.control !== b.control || a.nlc !== b.nlc || a.n20 !== b.n20 || a.mop !== b.mop ||
    a.testDice !== b.testDice || a.result !== b.result || a.secret[side] !== b.secret[side] || a.stack.length !== b.stack.length
  ) {
    return false;
  }
  const top = a.stack.length - 1;
  for (let i = 0; i < top; i++) if (a.stack[i] !== b.stack[i]) return false;
  // the same secret step, the other side perhaps done with it
  const fa = a.stack[top];
  const fb = b.stack[top];
  return fa === fb || (fa.k === 'secret' && fb.k === 'secret' && fa.type === fb.type);
}

/** Forgets the kept drafts (tests compare a listing with and without them). */
export function forgetDrafts(): void {
  kept.clear();
}

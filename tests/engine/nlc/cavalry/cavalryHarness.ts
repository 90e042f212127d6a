// A harness for NLC cavalry tests: the Cavalry Charge Segment (or a formation's movement) on the stack,
// fixed dice. Flat map, even columns shifted down: column 04 runs 0401, 0402, 0403 (one hex apart each),
// and 0403's neighbours are 0402, 0404, 0303, 0304, 0503, 0504.
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, pendingDecision, type Command, type GameState, type Scenario } from '../../engineApi';
import { run } from '../../../../src/engine/core/run';
import type { Out } from '../../../../src/engine/core/ops';
import { emptyNlcState, type NlcState } from '../../../../src/engine/modules/nlc/state';
import type { U } from '../combatHarness';

export const cav = (id: string, side: string, hex: string, extra: Partial<U> = {}): U => ({ id, side, hex, type: 'cavalry', strength: [4, 2], movement: 6, ...extra });
export const inf = (id: string, side: string, hex: string, extra: Partial<U> = {}): U => ({ id, side, hex, strength: [4, 2], ...extra });

function fresh(sc: Scenario, rules: Record<string, boolean>, prepare?: (d: GameState) => void): GameState {
  const s0 = newGame(sc, { rules }, 7);
  const ctx = contextOf(s0);
  return produce(s0, (d) => {
    const n = emptyNlcState(ctx.sides) as NlcState;
    d.nlc = n as any;
    d.clock.activeSide = 'fr';
    d.clock.phase = 'formation action';
    d.clock.activation = 1;
    n.active = ['f1', 'f2'];
    n.activeSide = 'fr';
    d.log = [];
    prepare?.(d as GameState);
  });
}

function runFrames(s: GameState, frames: GameState['stack'], dice: number[]): GameState {
  const ctx = contextOf(s);
  return produce(s, (d) => {
    d.stack = [...frames].reverse() as any;
    d.testDice = [...dice];
    const out: Out = { events: [], revealed: false, rolled: false };
    run(d as any, ctx, out);
  });
}

/** The French Cavalry Charge Segment. */
export function atCharge(sc: Scenario, dice: number[] = [], opts: { rules?: Record<string, boolean>; prepare?: (d: GameState) => void } = {}): GameState {
  return runFrames(fresh(sc, opts.rules ?? {}, opts.prepare), [{ k: 'proc', proc: 'chargeSegment', loc: { side: 'fr', formations: ['f1', 'f2'] } }], dice);
}

/** The French Formation Movement Segment (a move may draw Allied reaction charges). */
export function atMove(sc: Scenario, dice: number[] = [], opts: { rules?: Record<string, boolean>; prepare?: (d: GameState) => void } = {}): GameState {
  return runFrames(fresh(sc, opts.rules ?? {}, opts.prepare), [{ k: 'decide', side: 'fr', type: 'formationMove', rule: 'NLC 4.5', loc: {} }], dice);
}

export function move(s: GameState, units: string[], path: string[]): GameState {
  const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units, path } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** A standing instruction given by `side` (at any decision; it is accepted whoever decides now only if that side decides). */
export function instruct(s: GameState, side: string, choice: string): GameState {
  const r = applyCommand(s, { type: 'choose', side, n: s.seq, choice } as Command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

export const deciding = (s: GameState) => pendingDecision(s)?.side ?? null;

// The engine's public verbs. applyCommand is one immer produce: validate, act, run the automatic
// frames; a rejected command throws inside produce, so the state is returned untouched (===).
import { normaliseOptions } from './options';
import { enableArrayMethods, Immer, produce, type Draft } from 'immer';
import type {
  ApplyResult,
  Command,
  DecideFrame,
  GameState,
  Options,
  PendingDecision,
  SecretFrame,
  Side,
} from '../types';
import type { Scenario } from '../scenario/schema';
import { contextFor, contextOf, type Ctx } from './ctx';
import { RuleFailure, type Out } from './ops';
import { run } from './run';
import { lazyFrame } from './lazyFrame';
import { seedToState } from './rng';
import { canonicalJson, hashString } from './hash';
import { commandSchema } from './commandSchema';
import { sealPieces } from './pieceWrite';

// immer's array plugin: push, pop, filter, includes... on a draft array work on the array itself instead of
// making a proxy of every element they touch (the frame stack and the rules' lists are arrays)
enableArrayMethods();

/**
 * The producer of commands: immer without its own freezing, the new state frozen by freezeNew instead.
 * immer's freeze goes over every field of every new object with checks made for any kind of value (drafts,
 * classes, maps, sets), and before it finalize walks the new objects once more; a command's state is plain
 * JSON made of its own new objects and the frozen ones it shares with the state before.
 */
const commandImmer = new Immer({ autoFreeze: false });

/** Freezes what a command made anew: every object reachable from `x` not frozen yet (what is frozen is frozen through). */
function freezeNew(x: object): void {
  Object.freeze(x);
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const v: unknown = x[i];
      if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) freezeNew(v);
    }
    return;
  }
  for (const k in x) {
    const v: unknown = (x as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) freezeNew(v);
  }
}

export function defaultOptions(): Options {
  return { rules: {} };
}

export function newGame(scenario: Scenario, options: Options, seed: number): GameState {
  const ctx = contextFor(scenario);
  const base: GameState = {
    v: 1,
    scenario: scenario.id,
    // levels of one module exclude each other: the state records the one played (core/options.ts)
    options: normaliseOptions(ctx, options).options,
    seed,
    rng: seedToState(seed),
    seq: 0,
    clock: { turn: 1, activation: 0, phase: 'setup', activeSide: null },
    units: {},
    leaders: {},
    control: {},
    secret: Object.fromEntries(scenario.sides.map((s) => [s.id, {}])),
    stack: [],
    log: [],
    result: null,
  };
  const out: Out = { events: [], revealed: false, rolled: false };
  return produce(base, (d) => {
    ctx.system.setup(d, ctx, out);
    run(d, ctx, out);
  });
}

function topDecision(state: GameState): DecideFrame | SecretFrame | null {
  const top = state.stack[state.stack.length - 1];
  if (!top || top.k === 'proc') return null;
  return top;
}

function decidersOf(f: DecideFrame | SecretFrame): Side[] {
  if (f.k === 'decide') return [f.side];
  // a loop, not filter: the frame's lists are frozen (see forRules)
  const out: Side[] = [];
  for (const s of f.sides) if (!f.done.includes(s)) out.push(s);
  return out;
}

export function pendingDecision(state: GameState): PendingDecision | null {
  if (state.result) return null;
  const f = topDecision(state);
  if (!f) return null;
  const ctx = contextOf(state);
  const h = ctx.decisions[f.type];
  if (!h) throw new Error(`no decision handler "${f.type}"`);
  const sides = decidersOf(f);
  return {
    n: state.seq,
    side: sides.length === 1 ? sides[0] : null,
    sides,
    type: f.type,
    prompt: h.prompt(state, f, ctx),
    rule: f.rule,
    options: h.options(state, f, ctx),
  };
}

export function legalCommands(state: GameState, side?: Side): Command[] {
  if (state.result) return [];
  const f = topDecision(state);
  if (!f) return [];
  const ctx = contextOf(state);
  const all = ctx.decisions[f.type].legal(state, f, ctx);
  for (const c of all) sealed(c);
  return side === undefined ? all : all.filter((c) => c.side === side);
}

/**
 * The mark of a command the engine listed as legal, frozen so that nobody can change it afterwards: it
 * is well formed by construction, so applying it skips the structural check that commands from a save
 * file or a hand-made call go through (it was a tenth of a move's time). The mark is a property of the
 * command itself, not enumerable, so a copy (a spread, a save, a message to the worker) loses it and is
 * checked like any other. It was a WeakSet of every command listed: a search lists some ten thousand per
 * decision, and V8's weak tables stall on such a stream of keys that live a little while (a single add
 * took 17-33 s once some millions had gone through: vauchamps, six-days-montmirail, issue 14).
 */
const LISTED = Symbol('listed');

function isListed(c: unknown): boolean {
  return !!c && typeof c === 'object' && (c as Record<symbol, unknown>)[LISTED] === true;
}

function sealed(c: Command): Command {
  // the parts a command may hold (commandSchema.ts); groups of units are shared by many listed moves
  const x = c as Command & { units?: string[]; path?: string[]; order?: object };
  if (x.units && !Object.isFrozen(x.units)) Object.freeze(x.units);
  if (x.path) Object.freeze(x.path);
  if (x.order) deepFreeze(x.order);
  // a command frozen elsewhere stays unmarked and is checked when applied
  if (Object.isExtensible(c)) Object.defineProperty(c, LISTED, { value: true });
  return Object.freeze(c);
}

function deepFreeze(x: unknown): void {
  if (!x || typeof x !== 'object' || Object.isFrozen(x)) return;
  for (const v of Object.values(x)) deepFreeze(v);
  Object.freeze(x);
}

/**
 * The command as the rules read it. A listed command's lists are frozen (sealed), and V8 (node 20) runs
 * filter, some, find, slice... over a frozen array on a slow path, ten times slower and more; the hooks of
 * a move go over its units and path many times. Plain copies of these short lists cost less than that.
 */
function forRules(c: Command): Command {
  const x = c as Command & { units?: readonly string[]; path?: readonly string[] };
  if (!x.units && !x.path) return c;
  const y = { ...x };
  if (x.units) y.units = [...x.units];
  if (x.path) y.path = [...x.path];
  return y as Command;
}

function fail(code: string, message: string, rule: string): ApplyResult {
  return { ok: false, error: { code, message, rule } };
}

export function applyCommand(state: GameState, command: unknown): ApplyResult {
  let cmd: Command;
  if (isListed(command)) cmd = command as Command;
  else {
    const parsed = commandSchema.safeParse(command);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return fail('bad-command', `malformed command at ${i.path.join('.') || 'top'}: ${i.message}`, 'engine');
    }
    cmd = parsed.data as Command;
  }
  if (state.result) return fail('game-over', 'the game is over', 'NLC 18');
  const f = topDecision(state);
  if (!f) return fail('no-decision', 'nothing to decide now', 'engine');
  if (cmd.n !== state.seq) {
    return fail('stale', `this command answers decision ${cmd.n} but the game is at decision ${state.seq}`, 'engine');
  }
  const deciders = decidersOf(f);
  if (!deciders.includes(cmd.side)) {
    return fail('not-your-decision', `it is not the ${cmd.side} player's decision now (waiting for ${deciders.join(', ')})`, f.rule);
  }
  const ctx = contextOf(state);
  const handler = ctx.decisions[f.type];
  const out: Out = { events: [], revealed: false, rolled: false };
  let next: GameState;
  try {
    next = commandImmer.produce(state, (d) => {
      // drafted only if the answer writes to it or reads an object in it (lazyFrame.ts)
      const top = lazyFrame<Draft<DecideFrame | SecretFrame>>(d, state.stack.length - 1);
      // a standing instruction given at one's own decision leaves that decision open (module.ts SideCommandFn)
      const standing = cmd.type === 'choose' ? ctx.sideCommands[cmd.choice.split(':')[0]] : undefined;
      const given = forRules(cmd);
      if (standing && given.type === 'choose') standing(d, given, ctx, out);
      else handler.apply(d, top, given, ctx, out);
      d.seq += 1;
      run(d, ctx, out);
      // the pieces written whole are done with: immer need not search them for drafts (core/pieceWrite.ts)
      sealPieces(d);
    });
  } catch (e) {
    if (e instanceof RuleFailure) return { ok: false, error: e.error };
    throw e;
  }
  if (!Object.isFrozen(next)) freezeNew(next);
  const before = deciders.join();
  const afterF = topDecision(next);
  const after = afterF ? decidersOf(afterF).join() : '';
  const commit = out.rolled || out.revealed || before !== after || next.result !== null;
  if (next.result && !state.result) out.events.push({ type: 'gameOver', result: next.result, visibleTo: 'all' });
  return { ok: true, state: next, events: out.events, commit };
}

export function stateHash(state: GameState): string {
  return hashString(canonicalJson(state));
}

export { contextOf };
export type { Ctx };

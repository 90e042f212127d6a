// The decision frame a command answers, drafted only when something in it is written or an object in it
// is read. Most answers read a field or two of their frame (its side, its type) and never change it, yet
// taking the frame through the draft made immer draft the frame stack and the frame on every command
// (about a tenth of a move). Reads of plain values come from the frame as it stands; reading an object
// in it, or writing, goes through the real draft, exactly as before.
import { isDraft, original, type Draft } from 'immer';
import type { GameState } from '../types';
import { latest, peekField } from './readView';

type Bag = Record<PropertyKey, unknown>;

// the proxy's target is a plain stand-in that carries what the one shared handler needs (a frozen frame
// as target would bind the proxy to its exact values)
interface Target {
  d: Draft<GameState>;
  index: number;
  base: Bag;
  real: Bag | null;
}

const T = Symbol('lazyFrame');
const targetOf = (t: object) => (t as { [T]: Target })[T];

function draftOf(t: Target): Bag {
  if (t.real) return t.real;
  const now = latest(peekField(t.d as GameState, 'stack'))[t.index] as unknown;
  if (now === t.base || (isDraft(now) && original(now) === t.base)) t.real = (t.d.stack as unknown as Bag[])[t.index];
  // the frame has left the stack (popped, replaced): what is written to it reaches no state, as a
  // draft of a frame taken off the stack did not either
  else t.real = JSON.parse(JSON.stringify(t.base)) as Bag;
  return t.real;
}

function read(t: Target, key: PropertyKey): unknown {
  if (t.real) return t.real[key];
  const v = t.base[key];
  return v !== null && typeof v === 'object' ? draftOf(t)[key] : v;
}

const now = (t: Target) => t.real ?? t.base;

const handler: ProxyHandler<object> = {
  get: (x, key) => read(targetOf(x), key),
  set(x, key, v) {
    draftOf(targetOf(x))[key] = v;
    return true;
  },
  deleteProperty: (x, key) => delete draftOf(targetOf(x))[key],
  has: (x, key) => key in now(targetOf(x)),
  ownKeys: (x) => Reflect.ownKeys(now(targetOf(x))),
  getOwnPropertyDescriptor(x, key) {
    const t = targetOf(x);
    if (!(key in now(t))) return undefined;
    return { value: read(t, key), writable: true, enumerable: true, configurable: true };
  },
};

/** The frame at `index` of the stack, as a stand-in that drafts it only when needed. */
export function lazyFrame<F extends object>(d: Draft<GameState>, index: number): F {
  const base = peekField(d as GameState, 'stack')[index] as unknown as Bag;
  const target = { [T]: { d, index, base, real: null } as Target };
  return new Proxy(target, handler) as unknown as F;
}

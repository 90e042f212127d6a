// Reading an immer draft without making immer draft what is read. Every property read through a draft
// makes a child draft of it (a proxy, a copy of its parent, work again when the command's result is
// finalized). Rules that read many pieces while a command is applied (the hooks run for every hex a
// move enters, the eligibility of attackers, the orders' checks) paid more for those proxies than for
// their own logic. A read view gives the same values, as they are at the moment of reading, without
// drafting anything: untouched parts come back as the frozen originals, drafted ones as read views.
import { isDraft, original, produce } from 'immer';

const STATE = Symbol.for('immer-state');

/** The object a draft reads from now (its copy once written, else its original), or null if unknown. */
type Latest = (draft: object) => object;

/**
 * immer keeps, for each draft, its original and (once written) its copy; it does not publish them, and
 * its production build renames the fields. They are found once, by watching a tiny draft being written.
 * If that ever fails (another immer), reads go through the draft's property descriptors instead, which
 * immer answers without drafting: slower, the same values.
 */
function findLatest(): Latest | null {
  try {
    const base = Object.freeze({ a: Object.freeze({ b: 1 }) });
    let found: Latest | null = null;
    produce(base, (d) => {
      const st = (d as unknown as Record<symbol, Record<string, unknown>>)[STATE];
      const keys = Object.keys(st);
      const bases = keys.filter((k) => st[k] === base);
      (d as { a: { b: number } }).a.b = 2;
      const copies = keys.filter((k) => {
        const v = st[k] as Record<string, unknown> | null;
        return !!v && typeof v === 'object' && v !== base && !isDraft(v) && Object.prototype.hasOwnProperty.call(v, 'a') && isDraft(v.a);
      });
      if (bases.length !== 1 || copies.length !== 1) return;
      const [b, c] = [bases[0], copies[0]];
      const latest: Latest = (x) => {
        const s = (x as Record<symbol, Record<string, object | null>>)[STATE];
        return s[c] || (s[b] as object);
      };
      if ((latest(d) as { a: unknown }).a === (d as { a: unknown }).a) {
        found = latest;
        fields = { base: b, copy: c };
      }
    });
    return found;
  } catch {
    return null;
  }
}

/** The names of immer's fields for a draft's original and its copy (found with latestOf). */
let fields: { base: string; copy: string } | null = null;
const latestOf = findLatest();
const BASE = fields ? (fields as { base: string }).base : '';
const COPY = fields ? (fields as { copy: string }).copy : '';

type ImmerState = Record<string, unknown>;

/**
 * immer's record of a draft, or undefined for anything else. A draft answers this read through its proxy,
 * a costly call, so the helpers below read it once and take what they need from it.
 */
function stateOf(x: unknown): ImmerState | undefined {
  return x !== null && typeof x === 'object' ? (x as Record<symbol, ImmerState | undefined>)[STATE] : undefined;
}

// Each draft's view is kept on immer's own record of that draft, and dies with it. A WeakMap of drafts
// to views (one entry per draft read, hundreds of thousands in a searched game) stalled V8's weak tables
// (see LISTED in api.ts).
const VIEW = Symbol('readView');

function readOnly(): never {
  throw new Error('a read view of the game state cannot be changed: write through the draft');
}

const isDraftObject = (v: unknown): v is object => v !== null && typeof v === 'object' && !!(v as Record<symbol, unknown>)[STATE];

// One handler for every view (a handler per view made each view cost more than the reads it saved):
// the view's target carries its draft.
const DRAFT = Symbol('draft');
type Target = { [DRAFT]: object };
const draftOf = (t: object) => (t as Target)[DRAFT];
const isLength = (t: object, key: PropertyKey) => key === 'length' && Array.isArray(t);

function viewHandler(latest: Latest): ProxyHandler<object> {
  return {
    get(t, key) {
      const src = latest(draftOf(t)) as Record<PropertyKey, unknown>;
      let v: unknown;
      if (latestOf) v = src[key];
      else {
        const desc = Reflect.getOwnPropertyDescriptor(src, key);
        v = desc ? desc.value : Reflect.get(t, key);
      }
      return isDraftObject(v) ? viewOf(v) : v;
    },
    has: (t, key) => key in latest(draftOf(t)),
    ownKeys: (t) => Reflect.ownKeys(latest(draftOf(t))),
    getOwnPropertyDescriptor(t, key) {
      const desc = Reflect.getOwnPropertyDescriptor(latest(draftOf(t)), key);
      if (!desc) return undefined;
      return { value: readView(desc.value), writable: true, enumerable: desc.enumerable, configurable: !isLength(t, key) };
    },
    set: readOnly,
    deleteProperty: readOnly,
    defineProperty: readOnly,
    setPrototypeOf: readOnly,
  };
}

// without immer's fields: the draft's own property descriptors give current values without drafting
const viaDescriptors: Latest = (draft) => draft;

const handler = viewHandler(latestOf ?? viaDescriptors);

/**
 * The value of `x` for reading: itself when it is not a draft, else a read-only view that follows
 * the draft (what is written through the draft later is seen through the view). Never write through
 * it, and do not keep what it gives beyond the command being applied.
 */
export function readView<T>(x: T): T {
  if (!isDraft(x)) return x;
  return viewOf(x as unknown as object) as T;
}

/** The view of a draft (known to be one). */
function viewOf(o: object): object {
  const st = stateOf(o) as Record<symbol, object | undefined> | undefined;
  let v = st?.[VIEW];
  if (!v) {
    const target = (Array.isArray(o) ? [] : {}) as unknown as Target;
    target[DRAFT] = o;
    v = new Proxy(target, handler);
    if (st) st[VIEW] = v;
  }
  return v;
}

/** For tests: whether views read immer's own fields (fast) or go through descriptors (fallback). */
export const readViewMode: 'fields' | 'descriptors' = latestOf ? 'fields' : 'descriptors';

/** One field of `x` as it stands now, without drafting it: a value never written comes back as its frozen original. */
export function peekField<T extends object, K extends keyof T>(x: T, key: K): T[K] {
  const st = stateOf(x);
  if (!st) return x[key];
  if (latestOf) return ((st[COPY] || st[BASE]) as T)[key];
  return Reflect.getOwnPropertyDescriptor(x, key)?.value as T[K];
}

/**
 * The object a draft reads from now (its copy once written, else its frozen original), one level deep:
 * its fields may still be drafts (pass them through `latest` again). No proxy is made, so a hot check
 * that reads a few fields of a few objects costs property reads only. Never write to what it gives.
 */
export function latest<T>(x: T): T {
  const st = stateOf(x);
  if (!st) return x;
  if (latestOf) return (st[COPY] || st[BASE]) as T;
  return readView(x);
}

/**
 * What immer's `original` gives for a draft (the object it was made from), and undefined for anything that
 * is not a draft: one read of the draft's record where isDraft then original made three.
 */
export function originalOf<T>(x: T): T | undefined {
  const st = stateOf(x);
  if (!st) return undefined;
  return latestOf ? (st[BASE] as T) : (original(x as object) as T);
}

// Reading an immer draft without making immer draft what is read. Every property read through a draft
// makes a child draft of it (a proxy, a copy of its parent, work again when the command's result is
// finalized). Rules that read many pieces while a command is applied (the hooks run for every hex a
// move enters, the eligibility of attackers, the orders' checks) paid more for those proxies than for
// their own logic. A read view gives the same values, as they are at the moment of reading, without
// drafting anything: untouched parts come back as the frozen originals, drafted ones as read views.
import { isDraft } from 'immer';

const views = new WeakMap<object, object>();

function readOnly(): never {
  throw new Error('a read view of the game state cannot be changed: write through the draft');
}

function viewHandler(draft: object, isArray: boolean): ProxyHandler<object> {
  return {
    get(target, key) {
      // the draft's own property descriptor gives its current value without drafting it
      const desc = Reflect.getOwnPropertyDescriptor(draft, key);
      if (desc) return readView(desc.value);
      return Reflect.get(target, key);
    },
    has: (_t, key) => Reflect.has(draft, key),
    ownKeys: () => Reflect.ownKeys(draft),
    getOwnPropertyDescriptor(_t, key) {
      const desc = Reflect.getOwnPropertyDescriptor(draft, key);
      if (!desc) return undefined;
      const fixed = isArray && key === 'length';
      return { value: readView(desc.value), writable: true, enumerable: desc.enumerable, configurable: !fixed };
    },
    set: readOnly,
    deleteProperty: readOnly,
    defineProperty: readOnly,
    setPrototypeOf: readOnly,
  };
}

/**
 * The value of `x` for reading: itself when it is not a draft, else a read-only view that follows
 * the draft (what is written through the draft later is seen through the view). Never write through
 * it, and do not keep what it gives beyond the command being applied.
 */
export function readView<T>(x: T): T {
  if (!isDraft(x)) return x;
  const o = x as unknown as object;
  let v = views.get(o);
  if (!v) {
    const isArray = Array.isArray(o);
    v = new Proxy(isArray ? [] : {}, viewHandler(o, isArray));
    views.set(o, v);
  }
  return v as T;
}

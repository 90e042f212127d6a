// A zod schema (or a shape of schemas) built on its first use instead of when its module is imported
// (issue 8, first frame: building every scenario, save and command schema at start-up was about 40% of
// the store chunk's evaluation, and a game opened from a checked scenario may never parse one). The
// stand-in forwards every operation to the real schema, built once; behaviour is unchanged.
export function lazySchema<T extends object>(build: () => T): T {
  let real: T | null = null;
  const get = (): T => (real ??= build());
  return new Proxy({} as T, {
    get: (_t, p) => Reflect.get(get(), p, get()),
    set: (_t, p, v) => Reflect.set(get(), p, v, get()),
    has: (_t, p) => Reflect.has(get(), p),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_t, p) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), p);
      // the stand-in's own target is empty: a property it reports must be configurable
      if (d) d.configurable = true;
      return d;
    },
    defineProperty: (_t, p, d) => Reflect.defineProperty(get(), p, d),
    deleteProperty: (_t, p) => Reflect.deleteProperty(get(), p),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  });
}

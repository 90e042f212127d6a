// A component module fetched on demand, rendered without a Suspense boundary once it is here. React 19
// holds back the reveal of a suspended boundary's content (about 300 ms after its fallback showed), which
// on the first load delayed the game screen and the map that long (issue 8, first frame): a module that
// is already here renders at once, and one still coming re-renders its owner when it arrives.
import { useEffect, useState } from 'react';

export interface LoadedModule<M> {
  /** The module if it has arrived. */
  now(): M | null;
  /** Fetches it (once) and resolves with it. */
  load(): Promise<M>;
}

export function loadedModule<M>(loader: () => Promise<M>): LoadedModule<M> {
  let mod: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    now: () => mod,
    load: () => (pending ??= loader().then((m) => (mod = m))),
  };
}

/** The module, or null until it has arrived (the caller renders a placeholder meanwhile). */
export function useLoadedModule<M>(m: LoadedModule<M>, when: () => Promise<unknown> = () => Promise.resolve()): M | null {
  const [mod, setMod] = useState<M | null>(m.now);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void when()
      .then(() => m.load())
      .then((x) => live && setMod(x));
    return () => {
      live = false;
    };
  }, [m, mod, when]);
  return mod;
}

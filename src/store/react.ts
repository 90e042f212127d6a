// React bindings: one store per app, passed by context; selectors must return stable references.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { AigleState, AigleStore } from './gameStore';

export const StoreContext = createContext<AigleStore | null>(null);

export function useAigleStore(): AigleStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('no Aigle store in context');
  return s;
}

export function useAigle<T>(selector: (s: AigleState) => T): T {
  return useStore(useAigleStore(), selector);
}

export function useAigleShallow<T>(selector: (s: AigleState) => T): T {
  return useStore(useAigleStore(), useShallow(selector));
}

// Where the autosave lives. localStorage is synchronous, so a reload right after a command finds it.
// Only the save (scenario, options, seed, commands) is stored, never the game state.
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const AUTOSAVE_KEY = 'aigle.autosave.v1';
/** A broken autosave is moved here instead of being thrown away. */
export const AUTOSAVE_BROKEN_KEY = 'aigle.autosave.broken';

export function memoryStorage(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export function browserStorage(): KeyValue {
  try {
    const ls = globalThis.localStorage;
    const probe = '__aigle_probe';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return memoryStorage();
  }
}

// The display theme: 'standard', or 'projector' for a club night (large type, thick counter outlines,
// high contrast, a colour-blind-safe side palette with a shape on every counter). A preference of
// this device, so it is remembered in localStorage, apart from any game.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type Theme = 'standard' | 'projector';
export const THEME_KEY = 'aigle.theme';

function stored(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === 'projector' ? 'projector' : 'standard';
  } catch {
    return 'standard';
  }
}

export const themeStore = createStore<{ theme: Theme }>(() => ({ theme: stored() }));

function apply(theme: Theme): void {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('projector', theme === 'projector');
}

apply(themeStore.getState().theme);

export function setTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    /* a private window: the choice lasts for this page only */
  }
  apply(theme);
  themeStore.setState({ theme });
}

export function currentTheme(): Theme {
  return themeStore.getState().theme;
}

export function useTheme(): Theme {
  return useStore(themeStore, (s) => s.theme);
}

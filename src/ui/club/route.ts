// Club-night screens live in the address bar, so a projector bookmark or a shared link opens them:
//   ?replay=<slot>&step=<n>&view=<side|referee>   the replay viewer (slot: a saved game's id, or "file")
//   ?attract=<scenario>[&pace=<ms>]               the attract mode
// Anything else is the ordinary app (start screen or the running game).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ClubRoute =
  | { kind: 'replay'; slot: string; step: number; view: string | null }
  | { kind: 'attract'; scenario: string; pace: number | null }
  | null;

export function parseRoute(search: string): ClubRoute {
  const q = new URLSearchParams(search);
  const slot = q.get('replay');
  if (slot) return { kind: 'replay', slot, step: Number(q.get('step') ?? 0) || 0, view: q.get('view') };
  const attract = q.get('attract');
  if (attract) {
    const pace = Number(q.get('pace'));
    return { kind: 'attract', scenario: attract, pace: Number.isFinite(pace) && pace > 0 ? pace : null };
  }
  return null;
}

export function routeSearch(r: ClubRoute): string {
  if (!r) return '';
  const q = new URLSearchParams();
  if (r.kind === 'replay') {
    q.set('replay', r.slot);
    q.set('step', String(r.step));
    if (r.view) q.set('view', r.view);
  } else {
    q.set('attract', r.scenario);
    if (r.pace) q.set('pace', String(r.pace));
  }
  return '?' + q.toString();
}

const here = () => (typeof location === 'undefined' ? '' : location.search);

export const routeStore = createStore<{ route: ClubRoute }>(() => ({ route: parseRoute(here()) }));

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => routeStore.setState({ route: parseRoute(location.search) }));
}

/**
 * Goes to a club screen (or back to the app with null). `replace` keeps one history entry while a
 * replay steps, so Back leaves the viewer instead of walking through every step.
 */
export function goTo(r: ClubRoute, replace = false): void {
  const url = location.pathname + routeSearch(r) + location.hash;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  routeStore.setState({ route: r });
}

export function clubOpen(): boolean {
  return routeStore.getState().route !== null;
}

export function useRoute(): ClubRoute {
  return useStore(routeStore, (s) => s.route);
}

// Entry point: one store (scenarios loaded on demand, the running game journalled in localStorage,
// every game in progress in IndexedDB), resume the running game, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AUTOSAVE_KEY, createAigleStore, browserStorage, idbLibrary } from './store';
import { bundledCatalogue } from './store/scenarios';
import { App, gameScreenModule } from './ui/App';
import { registerOffline } from './ui/club/offline';
import './ui/styles.css';

performance.mark('aigle:main');
const store = createAigleStore({ catalogue: bundledCatalogue, storage: browserStorage(), library: idbLibrary() });
const params = new URLSearchParams(location.search);
const play = params.get('play');
const bench = params.has('bench');

async function boot(): Promise<void> {
  const a = store.getState().actions;
  // a game to resume: fetch the map and panels while the scenario is replayed, not after
  const resuming = !play && !!localStorage.getItem(AUTOSAVE_KEY);
  if (play) {
    // demo and benchmark links: ?play=<scenario>&mode=solo|hotseat|referee&seed=<n>
    const mode = params.get('mode');
    // the scenario first (it is small and the game waits for it), then the map and panels
    const loading = bundledCatalogue.load(play);
    const screen = gameScreenModule.load();
    await loading;
    a.startGame(play, { rules: {} }, Number(params.get('seed') ?? 1), mode === 'hotseat' || mode === 'referee' ? mode : 'solo');
    // the game screen renders at once on the first render, with no loading step
    await screen.catch(() => null);
  } else if (resuming) {
    const screen = gameScreenModule.load();
    if (!(await a.restoreAutosave())) await a.refreshSaved();
    else await screen.catch(() => null);
  } else if (!(await a.restoreAutosave())) {
    await a.refreshSaved();
  }
  performance.mark('aigle:game-ready');
}

if (import.meta.env.MODE === 'test') {
  // test builds only: the e2e hook (window.__aigle); production builds drop this branch
  void import('./ui/testHook').then((m) => m.installTestHook(store));
}

// the running game is resumed before the first paint, so a reload never flashes the start screen
void boot().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App store={store} catalogue={bundledCatalogue} bench={bench} />
    </StrictMode>,
  );
  registerOffline();
});

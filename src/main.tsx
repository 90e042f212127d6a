// Entry point: one store (bundled scenarios, localStorage autosave), resume the autosave, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAigleStore, browserStorage } from './store';
import { bundledCatalogue } from './store/scenarios';
import { App } from './ui/App';
import './ui/styles.css';

performance.mark('aigle:main');
const store = createAigleStore({ catalogue: bundledCatalogue, storage: browserStorage() });
const params = new URLSearchParams(location.search);
const play = params.get('play');
const bench = params.has('bench');
if (play) {
  // demo and benchmark links: ?play=<scenario>&mode=solo|hotseat|referee&seed=<n>
  const mode = params.get('mode');
  store
    .getState()
    .actions.startGame(play, { rules: {} }, Number(params.get('seed') ?? 1), mode === 'hotseat' || mode === 'referee' ? mode : 'solo');
} else {
  store.getState().actions.restoreAutosave();
}

performance.mark('aigle:game-ready');

if (import.meta.env.MODE === 'test') {
  // test builds only: the e2e hook (window.__aigle); production builds drop this branch
  void import('./ui/testHook').then((m) => m.installTestHook(store));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} catalogue={bundledCatalogue} bench={bench} />
  </StrictMode>,
);

// The app shell: start screen or game, the hot-seat curtain, and the keyboard shortcuts.
import { lazy, Suspense, useEffect } from 'react';
import type { AigleStore, Catalogue } from '../store';
import { currentView, mayAct, viewerOf } from '../store';
import { StoreContext, useAigle } from '../store/react';
import { StartScreen } from './StartScreen';
import { Curtain } from './Curtain';
import { clubOpen, useRoute } from './club/route';
import './club/club.css';
import { loadedModule, useLoadedModule } from './loadedModule';

// the game panels are fetched with the first game, not with the start screen (main.tsx fetches them
// before the first render when a game opens at once)
export const gameScreenModule = loadedModule(() => import('./GameScreen'));
// club night (issue 14): the replay viewer and the attract mode, fetched when opened
const ReplayScreen = lazy(() => import('./replay/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));
const AttractScreen = lazy(() => import('./club/AttractScreen').then((m) => ({ default: m.AttractScreen })));

function isTyping(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName);
}

/** E end activation/turn, U or Ctrl+Z undo, + and - zoom, H hex ids, N next piece, ? charts, Esc deselect. */
export function useShortcuts(store: AigleStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = store.getState();
      const a = s.actions;
      if (!s.game || clubOpen()) return; // the replay viewer and the attract mode have their own keys
      if (e.key === 'Escape') {
        if (s.ui.charts.open) a.closeCharts();
        else if (s.ui.losTool.on) a.toggleLosTool(false);
        else a.deselect();
        return;
      }
      if (isTyping(e.target) || e.altKey || e.metaKey) return;
      if (s.ui.curtain) return;
      const k = e.key.toLowerCase();
      if ((e.ctrlKey && k === 'z') || (!e.ctrlKey && k === 'u')) {
        e.preventDefault();
        a.undo();
        return;
      }
      if (e.ctrlKey) return;
      const view = currentView(s);
      const p = view?.pending;
      switch (k) {
        case 'e': {
          const b = p?.options.buttons.find((x) => x.id.startsWith('end'));
          if (b && p!.sides.some((side) => mayAct(s, side))) {
            e.preventDefault();
            a.pressButton(b.id);
          }
          break;
        }
        case '+':
        case '=':
          a.zoomBy(1);
          break;
        case '-':
        case '_':
          a.zoomBy(-1);
          break;
        case 'h':
          a.toggleHexIds();
          break;
        case 'l':
          // the line-of-sight tool (NLC 8.3)
          a.toggleLosTool();
          break;
        case '?':
          a.openCharts(null);
          break;
        case 'n': {
          const units = p?.options.units ?? [];
          if (!units.length || !viewerOf(s)) break;
          const cur = s.ui.selected.length === 1 ? units.indexOf(s.ui.selected[0]) : -1;
          const next = units[(cur + 1) % units.length];
          a.select([next]);
          const hex = view!.units[next]?.hex ?? view!.leaders[next]?.hex;
          if (hex) a.focusHex(hex);
          break;
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

function Shell({ store, catalogue, bench }: { store: AigleStore; catalogue: Catalogue; bench?: boolean }) {
  const hasGame = useAigle((s) => s.game !== null);
  const route = useRoute();
  if (route) {
    return (
      <Suspense fallback={<p className="loading" role="status">Opening…</p>}>
        {route.kind === 'replay' ? (
          <ReplayScreen main={store} catalogue={catalogue} slot={route.slot} step={route.step} view={route.view} />
        ) : (
          <AttractScreen catalogue={catalogue} scenarioId={route.scenario} pace={route.pace} />
        )}
      </Suspense>
    );
  }
  return (
    <>
      {hasGame ? (
        <GameScreenWhenLoaded bench={bench} />
      ) : (
        <StartScreen catalogue={catalogue} />
      )}
      <Curtain />
    </>
  );
}

export function App({ store, catalogue, bench }: { store: AigleStore; catalogue: Catalogue; bench?: boolean }) {
  useShortcuts(store);
  return (
    <StoreContext.Provider value={store}>
      <Shell store={store} catalogue={catalogue} bench={bench} />
    </StoreContext.Provider>
  );
}

function GameScreenWhenLoaded({ bench }: { bench?: boolean }) {
  const m = useLoadedModule(gameScreenModule);
  return m ? <m.GameScreen bench={bench} /> : <p className="loading" role="status">Opening the map…</p>;
}

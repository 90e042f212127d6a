// A store for looking at a game nobody plays from this screen: the replay viewer and the attract mode.
// It is a second AigleStore (memory journal and library), so the map and panels render it unchanged
// while the running game's store, its journal and its saved games are never touched. Every action
// that could change the game or the saved games is a no-op: clicks only inspect.
import { createAigleStore, type Actions, type AigleStore, type GameSlice } from './gameStore';
import { memoryLibrary } from './library';
import { memoryStorage } from './persist';
import type { Catalogue } from './catalogue';
import type { GameEvent, GameState, Scenario, Viewer } from '../engine';

export function showcaseStore(catalogue: Catalogue): AigleStore {
  const store = createAigleStore({ catalogue, storage: memoryStorage(), library: memoryLibrary(), newId: () => 'showcase' });
  const a = store.getState().actions;
  const no = () => false;
  const locked: Actions = {
    ...a,
    startGame: no,
    issue: no,
    pressButton: no,
    moveSelectedTo: no,
    undo: no,
    clickHex: (hex) => a.setInspect(hex),
    clickPiece: () => {},
    select: () => {},
    toggleSelect: () => {},
    aimAt: () => {},
    revealCurtain: () => {},
    acknowledgeOutcome: () => {},
    exportSave: () => null,
    importSave: async () => false,
    restoreAutosave: async () => false,
    quitToStart: async () => {},
    continueSaved: async () => false,
    exportSaved: async () => null,
    deleteSaved: async () => {},
    debugPlantSecret: () => {},
  };
  store.setState({ actions: locked });
  return store;
}

/**
 * Shows `state` as `viewer` sees it. A side's viewpoint is a hot-seat screen with that side sitting
 * at it and no curtain (viewerOf then answers that side); the referee sees everything. `events` are
 * animated on the map (a single step forward), none on a jump.
 */
export function showState(store: AigleStore, scenario: Scenario, state: GameState, viewer: Viewer, events: GameEvent[] = []): void {
  const prev = store.getState().game;
  const game: GameSlice = {
    id: 'showcase',
    scenario: prev?.scenario.id === scenario.id ? prev.scenario : scenario,
    state,
    commands: [],
    history: [],
    mode: viewer === 'referee' ? 'referee' : 'hotseat',
    lastEvents: events,
    eventsSeq: (prev?.eventsSeq ?? 0) + 1,
  };
  store.setState({ game });
  store.setState((s) => ({
    ui: { ...s.ui, screenSide: viewer === 'referee' ? null : viewer, curtain: null, outcome: null, selected: [], aim: null },
  }));
}

// window.__aigle, compiled into test builds only (vite --mode test): fast access for the e2e tests
// and the render benchmark. The e2e still clicks real moves on the canvas at renderer-computed points.
import { legalCommands, pendingDecision, type Command, type HexId, type Side, type Viewer } from '../engine';
import { viewFor, rulesLoaded, type RulesNeed } from '../engine';
import { currentView, type AigleStore } from '../store';
import { activeMap, mapPainted } from '../map/mapRegistry';

export interface AigleTestHook {
  store: AigleStore;
  view(): ReturnType<typeof currentView>;
  viewAs(viewer: Viewer): ReturnType<typeof viewFor> | null;
  pending(): ReturnType<typeof pendingDecision>;
  legal(side?: Side): Command[];
  issue(cmd: Command): boolean;
  hexToPage(hex: HexId): { x: number; y: number } | null;
  mapReady(): boolean;
  animating(): boolean;
  /** Sight lines drawn on the map now (NLC 8.3). */
  los(): { to: HexId; colour: string; blockedAt: HexId[] }[];
  /** Charge arrows and reaction markers drawn on the map now (NLC 7.7-7.9). */
  charges(): { arrows: { from: HexId; to: HexId; kind: string }[]; markers: HexId[]; strikes: HexId[] };
  /** The line-of-sight tool's line and label, and a gun's range rings, drawn now (NLC 8.1, 8.3, 19.4). */
  losTool(): unknown;
  gunRange(): unknown;
  /** Couriers and order marks drawn on the map now (NLC 12.1, 12.2, 12.6). */
  couriers(): unknown;
  orderMarks(): unknown;
  /** March on Paris trains, damaged spans, improved positions and supply overlay drawn now (MOP 37.3.3, 37.7-37.9). */
  mopField(): unknown;
  /** Hidden-force markers drawn now (NLC 20.1, MOP 37.10, 37.11). */
  hiddenForces(): unknown;
  /** NLC 20.2.3 extended lines drawn now (LineLayer). */
  lines(): unknown;
  debugPlantSecret(side: Side, text: string): void;
  /** Is a rules system's code loaded in this page (registry.lazy.ts)? e.g. { system: 'n20' }, { system: 'nlc', mop: {} }. */
  rulesLoaded(need: RulesNeed): boolean;
  bench: {
    frames(): number[];
    reset(): void;
    camera(x: number, y: number, scale: number): void;
    world(): { width: number; height: number };
    counters(): number;
    cacheReady(): boolean;
    hexes(): number;
  };
}

export function installTestHook(store: AigleStore): void {
  const hook: AigleTestHook = {
    store,
    view: () => currentView(store.getState()),
    viewAs: (viewer) => {
      const g = store.getState().game;
      return g ? viewFor(g.state, viewer) : null;
    },
    pending: () => {
      const g = store.getState().game;
      return g ? pendingDecision(g.state) : null;
    },
    legal: (side) => {
      const g = store.getState().game;
      return g ? legalCommands(g.state, side) : [];
    },
    issue: (cmd) => store.getState().actions.issue(cmd),
    hexToPage: (hex) => activeMap()?.hexToPage(hex) ?? null,
    // the map is up and its first frame painted (the panels mount then: AfterMap)
    mapReady: () => !!activeMap() && mapPainted(),
    animating: () => activeMap()?.animating ?? false,
    los: () => activeMap()?.los?.drawn ?? [],
    charges: () => activeMap()?.charges?.drawn ?? { arrows: [], markers: [], strikes: [] },
    losTool: () => activeMap()?.losTool?.drawn ?? null,
    gunRange: () => activeMap()?.range?.drawn ?? null,
    couriers: () => activeMap()?.couriers?.drawn ?? [],
    orderMarks: () => activeMap()?.orders?.drawn ?? null,
    mopField: () => activeMap()?.field?.drawn ?? null,
    hiddenForces: () => activeMap()?.hidden?.drawn ?? null,
    lines: () => activeMap()?.lines?.drawn ?? [],
    debugPlantSecret: (side, text) => store.getState().actions.debugPlantSecret(side, text),
    rulesLoaded: (need) => rulesLoaded(need),
    bench: {
      frames: () => [...(activeMap()?.frameTimes ?? [])],
      reset: () => {
        const m = activeMap();
        if (m) m.frameTimes.length = 0;
      },
      camera: (x, y, scale) => {
        const m = activeMap();
        if (!m) return;
        m.viewport.setZoom(scale, true);
        m.viewport.moveCenter(x, y);
        m.viewport.emit('moved', { viewport: m.viewport, type: 'bench' } as never);
      },
      world: () => {
        const m = activeMap();
        return { width: m?.layout.width ?? 0, height: m?.layout.height ?? 0 };
      },
      counters: () => {
        const v = currentView(store.getState());
        if (!v) return 0;
        return Object.values(v.units).filter((u) => u.status === 'map').length + Object.values(v.leaders).filter((l) => l.status === 'map').length;
      },
      hexes: () => activeMap()?.layout.ids.length ?? 0,
      cacheReady: () => activeMap()?.cacheReady ?? false,
    },
  };
  (window as unknown as { __aigle: AigleTestHook }).__aigle = hook;
  Object.defineProperty(window, '__aigleMap', { get: () => activeMap(), configurable: true });
}

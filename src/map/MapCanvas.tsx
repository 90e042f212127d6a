// React host for the Pixi map. The map is created once per scenario in an effect; leaving or
// replacing it at any moment is safe: a map still starting is told it is cancelled and builds
// nothing (StrictMode's double run, a quick "New game"), a running one is destroyed. It talks to the
// store directly.
import { useEffect, useRef } from 'react';
import type { Scenario } from '../engine';
import type { AigleStore } from '../store';
import { MapView } from './MapView';
import { useTheme } from '../ui/club/theme';

let active: MapView | null = null;
const listeners = new Set<(m: MapView | null) => void>();

/** The map on screen, for keyboard zoom and the test hook. */
export function activeMap(): MapView | null {
  return active;
}

export function onMapChange(f: (m: MapView | null) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** True once the active map's first frame is on screen (the panels wait for it: ui/AfterMap.tsx). */
let painted = false;
const paintListeners = new Set<() => void>();

export function mapPainted(): boolean {
  return painted && active !== null;
}

export function onMapPainted(f: () => void): () => void {
  paintListeners.add(f);
  return () => paintListeners.delete(f);
}

function setActive(m: MapView | null): void {
  active = m;
  for (const f of listeners) f(m);
}

export interface MapCanvasProps {
  store: AigleStore;
  scenario: Scenario;
  hidden: boolean;
  bench?: boolean;
}

export function MapCanvas({ store, scenario, hidden, bench }: MapCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  // a theme change rebuilds the map: every counter face is drawn again in the new look
  const theme = useTheme();
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let cancelled = false;
    let view: MapView | null = null;
    MapView.create(el, store, scenario, {
      bench,
      theme,
      cancelled: () => cancelled,
      onFirstFrame: (t) => {
        (window as unknown as { __aigleFirstFrame?: number }).__aigleFirstFrame ??= t;
        if (cancelled) return;
        painted = true;
        for (const f of paintListeners) f();
      },
    })
      .then((m) => {
        if (!m) return;
        if (cancelled) m.destroy();
        else {
          view = m;
          setActive(m);
        }
      })
      .catch((e) => {
        if (cancelled) return;
        console.error('map failed to start', e);
        el.setAttribute('data-error', String(e));
      });
    return () => {
      cancelled = true;
      painted = false;
      if (view) {
        if (active === view) setActive(null);
        view.destroy();
      }
    };
  }, [store, scenario, bench, theme]);
  return (
    <div
      ref={host}
      className="map-host"
      style={{ visibility: hidden ? 'hidden' : 'visible' }}
      role="application"
      aria-label={`Map of ${scenario.name}. Drag to pan, wheel or pinch to zoom; the panels list the same choices for keyboard use.`}
    />
  );
}

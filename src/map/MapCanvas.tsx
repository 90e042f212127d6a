// React host for the Pixi map. The map is created once per scenario in an effect; leaving or
// replacing it at any moment is safe: a map still starting is told it is cancelled and builds
// nothing (StrictMode's double run, a quick "New game"), a running one is destroyed. It talks to the
// store directly.
import { useEffect, useRef } from 'react';
import type { Scenario } from '../engine';
import type { AigleStore } from '../store';
import { MapView } from './MapView';
import { useTheme } from '../ui/club/theme';
import { active, posterSettled, setActive, setPainted } from './mapRegistry';

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
    // the poster's frame first (ui/MapPoster.tsx), then PixiJS
    posterSettled().then(() => cancelled ? null : MapView.create(el, store, scenario, {
      bench,
      theme,
      cancelled: () => cancelled,
      onFirstFrame: (t) => {
        (window as unknown as { __aigleFirstFrame?: number }).__aigleFirstFrame ??= t;
        // the live map's own first frame (the poster, ui/MapPoster.tsx, may have shown the map before it)
        (window as unknown as { __aigleMapLive?: number }).__aigleMapLive ??= t;
        if (cancelled) return;
        setPainted(true);
      },
    }))
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
      setPainted(false);
      if (view) {
        if (active() === view) setActive(null);
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

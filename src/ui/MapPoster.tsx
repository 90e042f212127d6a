// The map's first frame before PixiJS is up (map/poster.ts): a 2D-canvas picture laid over the map's
// place, drawn as soon as the game screen mounts, taken away once the live map has painted its own
// first frame. It shows only what the viewer's view holds (currentView), and nothing while the
// hot-seat curtain is up.
import { useLayoutEffect, useRef, useState } from 'react';
import type { Scenario } from '../engine';
import { currentView, scenarioIndex } from '../store';
import { useAigleStore } from '../store/react';
import { layoutOf, looksOf } from '../map/scenarioDrawing';
import { MAP_BACKGROUND } from '../map/terrain';
import { mapPainted, onMapPainted, posterPending, settlePoster } from '../map/mapRegistry';
import { paintPoster } from '../map/poster';
import { useTheme } from './club/theme';

export function MapPoster({ scenario, hidden }: { scenario: Scenario; hidden: boolean }) {
  const store = useAigleStore();
  const theme = useTheme();
  const ref = useRef<HTMLCanvasElement>(null);
  const [gone, setGone] = useState(mapPainted);
  useLayoutEffect(() => {
    if (gone) return;
    if (mapPainted()) {
      setGone(true);
      return;
    }
    return onMapPainted(() => setGone(true));
  }, [gone]);
  useLayoutEffect(() => {
    const cv = ref.current;
    const host = cv?.parentElement?.querySelector<HTMLElement>('.map-host');
    if (!cv || !host || hidden || gone) return settlePoster();
    const w = host.clientWidth;
    const h = host.clientHeight;
    if (w < 2 || h < 2) return settlePoster();
    posterPending();
    cv.style.left = `${host.offsetLeft}px`;
    cv.style.top = `${host.offsetTop}px`;
    cv.style.width = `${w}px`;
    cv.style.height = `${h}px`;
    const s = store.getState();
    performance.mark('aigle:poster-start');
    paintPoster(cv, {
      scenario,
      ix: scenarioIndex(scenario),
      layout: layoutOf(scenario.map),
      looks: looksOf(scenario, theme),
      view: currentView(s),
      state: s.game?.state ?? null,
      showIds: s.ui.showHexIds,
      background: MAP_BACKGROUND,
      width: w,
      height: h,
      dpr: Math.max(1, window.devicePixelRatio || 1),
    });
    performance.mark('aigle:poster-painted');
    // it counts as the first frame once the frame that shows it is painted: a task posted from that
    // frame's animation callback runs after the frame's paint (a second animation frame would wait a
    // whole frame more, and hold PixiJS back as long)
    afterNextPaint(() => {
      const t = performance.now();
      performance.mark('aigle:poster');
      (window as unknown as { __aigleFirstFrame?: number }).__aigleFirstFrame ??= t;
      settlePoster();
    });
    // a page in the background gets no animation frames: the live map does not wait for them
    const late = setTimeout(settlePoster, 1000);
    // a poster taken away before it was shown must not hold the live map back
    return () => {
      clearTimeout(late);
      settlePoster();
    };
    // only the opening picture: the poster is never redrawn for a later state
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scenario, hidden]);
  if (gone || hidden) return null;
  return <canvas ref={ref} className="map-poster" aria-hidden="true" data-testid="map-poster" />;
}

/** Calls `f` once the next frame has been painted (its animation callback, then a task after it). */
function afterNextPaint(f: () => void): void {
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      f();
    };
    ch.port2.postMessage(null);
  });
}

// The skeleton the map overlays share (range, sight lines, the LOS tool, charges): work out from the store
// what to draw, compare it by a key, redraw only when it changed. Each layer keeps its own pixels.
import type { HexId } from '../engine';
import type { AigleState, AigleStore } from '../store';
import type { MapLayout, Point } from './layout';

/**
 * Calls `draw` now and whenever what `pick` finds in the store changes (by `keyOf`, JSON by default);
 * returns the unsubscribe for the layer's destroy.
 */
export function watchStore<T>(
  store: AigleStore,
  pick: (s: AigleState) => T,
  draw: (t: T) => void,
  keyOf: (t: T) => string = (t) => (t ? JSON.stringify(t) : ''),
): () => void {
  let key: string | null = null;
  const sync = (s: AigleState) => {
    const t = pick(s);
    const k = keyOf(t);
    if (k === key) return;
    key = k;
    draw(t);
  };
  const unsub = store.subscribe(sync);
  sync(store.getState());
  return unsub;
}

/** The centre of one hex, or the middle of two (a blocking hexside or hexspine, NLC 8.3). */
export function midpoint(L: MapLayout, hexes: HexId[]): Point {
  const ps = hexes.filter((h) => L.ids.includes(h)).map((h) => L.centre(h));
  return { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
}

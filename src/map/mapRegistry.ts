// Which map is on screen and whether its first frame is painted, without loading PixiJS: the panels,
// the first-frame poster and the test hook ask here, so they need not wait for the map's chunk.
import type { MapView } from './MapView';

let current: MapView | null = null;
const listeners = new Set<(m: MapView | null) => void>();

/** The map on screen, for keyboard zoom and the test hook. */
export function activeMap(): MapView | null {
  return current;
}

export function onMapChange(f: (m: MapView | null) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

export function active(): MapView | null {
  return current;
}

export function setActive(m: MapView | null): void {
  current = m;
  for (const f of listeners) f(m);
}

/** True once the active map's first frame is on screen (the panels wait for it: ui/AfterMap.tsx). */
let painted = false;
const paintListeners = new Set<() => void>();

export function mapPainted(): boolean {
  return painted && current !== null;
}

export function onMapPainted(f: () => void): () => void {
  paintListeners.add(f);
  return () => paintListeners.delete(f);
}

export function setPainted(p: boolean): void {
  painted = p;
  if (p) for (const f of paintListeners) f();
}

/**
 * The first-frame poster (ui/MapPoster.tsx) is painted first and PixiJS starts after it, so the
 * poster's frame does not wait behind the map's start-up on the main thread.
 */
let posterWait: { done: Promise<void>; settle: () => void } | null = null;

/** A poster is about to be painted: the live map waits until posterSettled resolves. */
export function posterPending(): void {
  if (posterWait) return;
  let settle = () => {};
  const done = new Promise<void>((r) => (settle = r));
  posterWait = { done, settle };
}

export function settlePoster(): void {
  const w = posterWait;
  posterWait = null;
  w?.settle();
}

/** Resolves at once when no poster is being painted. */
export function posterSettled(): Promise<void> {
  return posterWait?.done ?? Promise.resolve();
}

// The camera a map opens with: the whole map when it fits at a readable zoom; otherwise the readable
// zoom, centred on the map (the player pans to the rest). Shared by the live map and the first-frame
// poster so the hand-over from one to the other does not move the picture.
import type { MapLayout, Point } from './layout';

/** World pixels per screen pixel below which counters stop being readable (issue 8, readability). */
export const READABLE_ZOOM = 1;

export interface Camera {
  zoom: number;
  /** The world point at the middle of the screen. */
  centre: Point;
}

export function openingCamera(layout: Pick<MapLayout, 'width' | 'height'>, screenW: number, screenH: number): Camera {
  const fit = Math.min(screenW / layout.width, screenH / layout.height);
  return { zoom: Math.max(fit, READABLE_ZOOM), centre: { x: layout.width / 2, y: layout.height / 2 } };
}

// The camera a map opens with (shared by the live map and the first-frame poster, so the hand-over from
// one to the other does not move the picture): the whole map when it fits at a readable zoom; otherwise
// the readable zoom, on the pieces that act first (the formations of the running activation, else the
// side to play), not on a corner or the empty middle of a battle's window. Pure: the game state and the
// layout in, a world point out.
import { pendingDecision, type GameState, type HexId, type Scenario } from '../engine';
import type { MapLayout, Point } from './layout';

/** World pixels per screen pixel below which counters stop being readable (issue 8, readability). */
export const READABLE_ZOOM = 1;

export interface Camera {
  zoom: number;
  /** The world point at the middle of the screen. */
  centre: Point;
}

/** The hexes of the pieces that act first: the active formations' units, else the side to play's. */
export function openingHexes(scenario: Scenario, state: GameState | null | undefined): HexId[] {
  if (!state) return [];
  const active = (state.nlc as { active?: unknown } | undefined)?.active;
  const formations = Array.isArray(active) ? (active as string[]) : [];
  const side = state.clock.activeSide ?? pendingDecision(state)?.side ?? scenario.firstSide;
  const hexesOf = (keep: (u: Scenario['units'][number]) => boolean) =>
    scenario.units.filter((u) => keep(u) && state.units[u.id]?.status === 'map' && state.units[u.id].hex).map((u) => state.units[u.id].hex!);
  const mine = formations.length ? hexesOf((u) => formations.includes(u.formation)) : [];
  return mine.length ? mine : hexesOf((u) => u.side === side);
}

/**
 * The opening camera centre: the piece hex nearest the middle of those pieces (so a side split in two
 * opens on one of its groups, not on the empty ground between), or the map's middle when none is on it.
 */
export function openingCentre(layout: MapLayout, hexes: HexId[]): Point {
  const pts = hexes.filter((h) => layout.ids.includes(h)).map((h) => layout.centre(h));
  if (!pts.length) return { x: layout.width / 2, y: layout.height / 2 };
  const mx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const my = pts.reduce((a, p) => a + p.y, 0) / pts.length;
  let best = pts[0];
  for (const p of pts) if ((p.x - mx) ** 2 + (p.y - my) ** 2 < (best.x - mx) ** 2 + (best.y - my) ** 2) best = p;
  // halfway between the nearest piece and the middle: the piece is on screen and so is the rest, if it fits
  return { x: (best.x + mx) / 2, y: (best.y + my) / 2 };
}

export function openingCamera(layout: MapLayout, screenW: number, screenH: number, scenario: Scenario, state: GameState | null | undefined): Camera {
  const fit = Math.min(screenW / layout.width, screenH / layout.height);
  if (fit >= READABLE_ZOOM) return { zoom: fit, centre: { x: layout.width / 2, y: layout.height / 2 } };
  const c = openingCentre(layout, openingHexes(scenario, state));
  // held inside the map as the live map's viewport clamps it (MapView, `clamp` with `underflow: 'center'`):
  // unclamped, the poster showed a margin past the map's edge and the live map's first frame jumped
  const half = (screen: number) => screen / 2 / READABLE_ZOOM;
  const inside = (v: number, h: number, size: number) => (2 * h >= size ? size / 2 : Math.min(size - h, Math.max(h, v)));
  return { zoom: READABLE_ZOOM, centre: { x: inside(c.x, half(screenW), layout.width), y: inside(c.y, half(screenH), layout.height) } };
}

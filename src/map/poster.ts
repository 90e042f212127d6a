// The first frame as a poster (issue 8, first frame <= 1 s). Starting WebGL and PixiJS on a software
// rasteriser takes most of a second on its own; a 2D canvas can show the same map at once: the static
// map, its marks, every counter where the live map will put it, and the place names, drawn at the
// opening camera (camera.ts) of the same host size. The live map replaces it on its own first frame,
// with nothing moving. It draws from the viewer's view only, as the live map does, so it can hold no
// secret the map would not show.
import type { GameState, PlayerView, Scenario } from '../engine';
import type { ScenarioIndex } from '../store';
import { openingCamera } from './camera';
import { CanvasPen, paintStaticMap } from './canvasPen';
import {
  COUNTER,
  FACE_PAD,
  LEADER_BADGE,
  LEADER_COUNTER,
  MARKER,
  STACK_BADGE,
  drawBadge,
  drawHq,
  drawLeader,
  drawLeaderBadge,
  drawMarker,
  drawUnit,
  hqLookKey,
  leaderLookKey,
  unitLookKey,
  type SideLook,
} from './counters';
import type { MapLayout } from './layout';
import { drawMapMarks } from './mapMarks';
import { markersOf, placePieces } from './stackLayout';

export interface PosterInput {
  scenario: Scenario;
  ix: ScenarioIndex;
  layout: MapLayout;
  looks: Record<string, SideLook>;
  view: PlayerView | null;
  /** The true state, for where the camera opens only (the pieces that act first, camera.ts). */
  state: GameState | null;
  showIds: boolean;
  background: string;
  /** Host size in CSS pixels, and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
}

export function paintPoster(canvas: HTMLCanvasElement, p: PosterInput): void {
  const { layout } = p;
  canvas.width = Math.max(1, Math.round(p.width * p.dpr));
  canvas.height = Math.max(1, Math.round(p.height * p.dpr));
  const ctx = canvas.getContext('2d', { alpha: false })!;
  ctx.fillStyle = p.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const cam = openingCamera(layout, p.width, p.height, p.scenario, p.state);
  const k = cam.zoom * p.dpr;
  const area = { x: cam.centre.x - p.width / 2 / cam.zoom, y: cam.centre.y - p.height / 2 / cam.zoom, right: 0, bottom: 0 };
  area.right = area.x + p.width / cam.zoom;
  area.bottom = area.y + p.height / cam.zoom;
  ctx.setTransform(k, 0, 0, k, -area.x * k, -area.y * k);
  paintStaticMap(ctx, p.scenario, layout, area, p.showIds);
  drawMapMarks(new CanvasPen(ctx), p.scenario, layout, p.looks, p.view);
  if (p.view) paintPieces(ctx, { ...p, zoom: cam.zoom }, area);
  paintNames(ctx, p.scenario, layout, area);
}

function paintPieces(ctx: CanvasRenderingContext2D, p: PosterInput & { zoom: number }, area: { x: number; y: number; right: number; bottom: number }): void {
  const { view, ix } = p;
  if (!view) return;
  const lookOf = (id: string) => p.looks[ix.sideOf(id) ?? ''] ?? Object.values(p.looks)[0];
  const faces = new Map<string, HTMLCanvasElement>();
  const once = (key: string, draw: () => HTMLCanvasElement) => {
    let c = faces.get(key);
    if (!c) faces.set(key, (c = draw()));
    return c;
  };
  const put = (img: HTMLCanvasElement, x: number, y: number, w: number, h: number) => ctx.drawImage(img, x - w / 2, y - h / 2, w, h);
  const margin = COUNTER;
  const res = Math.max(1, Math.ceil(p.zoom * p.dpr));
  for (const pc of placePieces(view, ix, p.layout, [])) {
    if (pc.x < area.x - margin || pc.x > area.right + margin || pc.y < area.y - margin || pc.y > area.bottom + margin) continue;
    if (pc.kind === 'badge') {
      put(once('badge:' + pc.n, () => drawBadge(pc.n)), pc.x, pc.y, STACK_BADGE, STACK_BADGE);
      continue;
    }
    const look = lookOf(pc.id);
    if (pc.kind === 'rider') {
      const l = ix.leaders[pc.id];
      put(once('rider:' + pc.id, () => drawLeaderBadge(l, look)), pc.x, pc.y, LEADER_BADGE.w + 2 * FACE_PAD, LEADER_BADGE.h + 2 * FACE_PAD);
      continue;
    }
    const u = view.units[pc.id];
    const edge = (pc.kind === 'leader' ? LEADER_COUNTER : COUNTER) + 2 * FACE_PAD;
    // drawn at the size it shows on screen, not at the live map's texture size: a fraction of the pixels
    const face =
      pc.kind === 'unit'
        ? once(unitLookKey(ix.units[pc.id], u.steps), () => drawUnit(ix.units[pc.id], u.steps, look, 'full', res))
        : pc.kind === 'hq'
          ? once(hqLookKey(ix.hqs[pc.id]), () => drawHq(ix.hqs[pc.id], look, res))
          : once(leaderLookKey(ix.leaders[pc.id]), () => drawLeader(ix.leaders[pc.id], look, 'full', res));
    put(face, pc.x, pc.y, edge, edge);
    // markers down the counter's right edge, as on the live map
    markersOf(view, ix, pc.id).forEach((m, j) => {
      const img = once('marker:' + m, () => drawMarker(m));
      ctx.drawImage(img, pc.x + COUNTER / 2 - MARKER + 1, pc.y - MARKER / 2 - 2 + j * (MARKER + 1), MARKER, MARKER);
    });
  }
}

/** Place names on the hex's lower edge, above the counters (as MapView.drawNames). */
function paintNames(ctx: CanvasRenderingContext2D, scenario: Scenario, layout: MapLayout, area: { x: number; y: number; right: number; bottom: number }): void {
  ctx.font = 'italic bold 11.5px DejaVu Serif, Georgia, serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3.5;
  ctx.strokeStyle = '#f6f0dc';
  ctx.fillStyle = '#2b2118';
  for (const h of scenario.map.hexes) {
    if (!h.name) continue;
    const c = layout.centre(h.id);
    const y = c.y + layout.hexH / 2 - 1;
    if (c.x < area.x - 100 || c.x > area.right + 100 || y < area.y - 20 || y > area.bottom + 20) continue;
    ctx.strokeText(h.name, c.x, y);
    ctx.fillText(h.name, c.x, y);
  }
}

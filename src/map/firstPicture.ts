// The first frame's static map as one picture (issue 8, first frame). Building the vector chunks
// (hundreds of filled and stroked shapes, triangulated on the main thread, then rasterised with
// multisampling by software WebGL) was most of the first frame's cost; the same drawing done once by a
// 2D canvas for just the part on screen is one opaque texture. It stands in only until the camera
// moves or the cached tiles are ready; then the usual layers take over.
import { Rectangle, Sprite, Texture } from 'pixi.js';
import type { Scenario } from '../engine';
import type { MapLayout } from './layout';
import { paintStaticMap } from './canvasPen';

/**
 * The static map (terrain, hex edges, hexsides, roads and, when shown, the printed hex ids) of the world
 * rectangle `area`, drawn at `scale` texture pixels per world pixel, as an opaque sprite placed on it.
 */
export function firstPicture(scenario: Scenario, layout: MapLayout, area: Rectangle, scale: number, showIds: boolean, background: string): Sprite {
  const w = Math.max(1, Math.ceil(area.width * scale));
  const h = Math.max(1, Math.ceil(area.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, w, h);
  ctx.setTransform(scale, 0, 0, scale, -area.x * scale, -area.y * scale);
  paintStaticMap(ctx, scenario, layout, area, showIds);
  const texture = Texture.from(canvas);
  texture.source.scaleMode = 'linear';
  const sp = new Sprite(texture);
  sp.position.set(area.x, area.y);
  sp.width = area.width;
  sp.height = area.height;
  sp.blendMode = 'none';
  sp.eventMode = 'none';
  sp.label = 'firstPicture';
  return sp;
}

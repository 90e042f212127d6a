// PixiJS's Graphics drawing rules (shapes gather into a path until it is filled or stroked) on a 2D
// canvas, so the static map and its marks draw the same way into a PixiJS layer and into a picture.
import type { HexId, Scenario } from '../engine';
import type { MapLayout, Point } from './layout';
import { drawHexsides, drawRoads, drawTerrainHex, type Pen } from './terrain';

export const css = (color: number, alpha = 1) => `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},${alpha})`;

/** A Pen on a 2D canvas with PixiJS's path rules: shapes gather into a path until it is filled or stroked. */
export class CanvasPen implements Pen {
  private path = new Path2D();
  private painted = false;
  constructor(private readonly ctx: CanvasRenderingContext2D) {}
  private shape(): Path2D {
    if (this.painted) {
      this.path = new Path2D();
      this.painted = false;
    }
    return this.path;
  }
  poly(points: Point[] | number[]): Pen {
    const p = this.shape();
    const pts: Point[] = typeof points[0] === 'number' ? [] : (points as Point[]);
    if (!pts.length) for (let i = 0; i + 1 < points.length; i += 2) pts.push({ x: points[i] as number, y: points[i + 1] as number });
    pts.forEach((q, i) => (i ? p.lineTo(q.x, q.y) : p.moveTo(q.x, q.y)));
    p.closePath();
    return this;
  }
  circle(x: number, y: number, r: number): Pen {
    const p = this.shape();
    p.moveTo(x + r, y);
    p.arc(x, y, r, 0, Math.PI * 2);
    p.closePath();
    return this;
  }
  rect(x: number, y: number, w: number, h: number): Pen {
    this.shape().rect(x, y, w, h);
    return this;
  }
  moveTo(x: number, y: number): Pen {
    this.shape().moveTo(x, y);
    return this;
  }
  lineTo(x: number, y: number): Pen {
    this.shape().lineTo(x, y);
    return this;
  }
  fill(style: { color: number; alpha?: number }): Pen {
    this.ctx.fillStyle = css(style.color, style.alpha);
    this.ctx.fill(this.path);
    this.painted = true;
    return this;
  }
  stroke(style: { width: number; color: number; alpha?: number; cap?: CanvasLineCap; join?: CanvasLineJoin }): Pen {
    const c = this.ctx;
    c.strokeStyle = css(style.color, style.alpha);
    c.lineWidth = style.width;
    c.lineCap = style.cap ?? 'butt';
    c.lineJoin = style.join ?? 'miter';
    c.stroke(this.path);
    this.painted = true;
    return this;
  }
}


/** The static map (terrain, hex edges, hexsides, roads, the printed hex ids when shown) of a world area, on a context already transformed to world pixels. */
export function paintStaticMap(ctx: CanvasRenderingContext2D, scenario: Scenario, layout: MapLayout, area: { x: number; y: number; right: number; bottom: number }, showIds: boolean): void {
  const map = scenario.map;
  const info = new Map(map.hexes.map((x) => [x.id, x]));
  // only the hexes in the picture (with a margin for strokes that reach over an edge)
  const pad = layout.radius * 1.5;
  const inside = (id: HexId) => {
    const c = layout.centre(id);
    return c.x > area.x - pad && c.x < area.right + pad && c.y > area.y - pad && c.y < area.bottom + pad;
  };
  const ids = layout.ids.filter(inside);
  const shown = new Set(ids);
  const pen = new CanvasPen(ctx);
  for (const id of ids) {
    const x = info.get(id);
    drawTerrainHex(pen, layout, id, x?.terrain ?? map.defaultTerrain, x?.elevation ?? 0);
  }
  for (const id of ids) pen.poly(layout.corners(id)).stroke({ width: 1, color: 0x7d7257, alpha: 0.55 });
  drawHexsides(pen, layout, map.hexsides.filter((s) => shown.has(s.a) || shown.has(s.b)));
  drawRoads(pen, layout, map.roads);
  if (showIds) {
    // as the map's bitmap ids: 9.5 px, centred under the top edge
    ctx.font = '9.5px DejaVu Sans, Verdana, sans-serif';
    ctx.fillStyle = '#5b5140';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    for (const id of ids) {
      const c = layout.centre(id);
      ctx.fillText(id, c.x, c.y - layout.hexH / 2 + 2);
    }
  }
}

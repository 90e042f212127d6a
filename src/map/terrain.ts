// Static map drawing: terrain fills with a pattern per terrain (a second cue besides colour),
// hexside features along the shared edge, roads and trails from hex centre to hex centre.
import type { HexId, Scenario } from '../engine';
import type { MapLayout, Point } from './layout';

/**
 * What the static drawing needs of a PixiJS Graphics: shapes make a path, fill and stroke paint it. The
 * first frame's picture (firstPicture.ts) draws the same map with a 2D canvas behind this interface.
 */
export interface Pen {
  poly(points: Point[] | number[]): Pen;
  circle(x: number, y: number, r: number): Pen;
  rect(x: number, y: number, w: number, h: number): Pen;
  moveTo(x: number, y: number): Pen;
  lineTo(x: number, y: number): Pen;
  fill(style: { color: number; alpha?: number }): Pen;
  stroke(style: { width: number; color: number; alpha?: number; cap?: 'round' | 'butt' | 'square'; join?: 'round' | 'miter' | 'bevel' }): Pen;
}

/** The page background behind the map (MapView, the first-frame poster). */
export const MAP_BACKGROUND = '#cfc6a8';

export const TERRAIN_COLORS: Record<string, number> = {
  clear: 0xeee7c8,
  town: 0xd9cbb8,
  village: 0xe2cfa0,
  chateau: 0xd7c3a2,
  woods: 0xa9c78f,
  marsh: 0xc3ddd3,
};

export const HEXSIDE_STYLE: Record<string, { color: number; width: number; label: string }> = {
  river: { color: 0x2f6fb8, width: 7, label: 'River' },
  stream: { color: 0x4a90d4, width: 3.5, label: 'Stream' },
  ford: { color: 0xbfe2f7, width: 3, label: 'Ford' },
  bridge: { color: 0x6b4423, width: 6, label: 'Bridge' },
  trestle: { color: 0x9a6a3a, width: 4, label: 'Trestle bridge' },
  crest: { color: 0x6d4c2f, width: 3, label: 'Crest' },
  slope: { color: 0x9a7b57, width: 1.6, label: 'Slope' },
};

function shade(color: number, elevation: number): number {
  if (!elevation) return color;
  const t = Math.min(0.36, 0.12 * elevation);
  const target = 0x8a6f47;
  const ch = (s: number) => Math.round(((color >> s) & 255) * (1 - t) + ((target >> s) & 255) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}

export function drawTerrainHex(g: Pen, L: MapLayout, id: HexId, terrain: string, elevation: number): void {
  const corners = L.corners(id);
  g.poly(corners).fill({ color: shade(TERRAIN_COLORS[terrain] ?? TERRAIN_COLORS.clear, elevation) });
  const c = L.centre(id);
  const r = L.radius;
  switch (terrain) {
    case 'woods': {
      const spots = [
        [-0.35, -0.2],
        [0.3, -0.25],
        [0, 0.05],
        [-0.3, 0.3],
        [0.35, 0.28],
      ];
      for (const [dx, dy] of spots) g.circle(c.x + dx * r, c.y + dy * r, r * 0.13).fill({ color: 0x4f7a3a });
      break;
    }
    case 'marsh': {
      for (const [dx, dy] of [
        [-0.3, -0.15],
        [0.15, 0.05],
        [-0.2, 0.3],
        [0.3, -0.3],
      ]) {
        g.moveTo(c.x + (dx - 0.15) * r, c.y + dy * r).lineTo(c.x + (dx + 0.15) * r, c.y + dy * r);
        g.moveTo(c.x + dx * r, c.y + dy * r).lineTo(c.x + dx * r, c.y + (dy - 0.12) * r);
      }
      g.stroke({ width: 1.4, color: 0x3f7f73 });
      break;
    }
    case 'town': {
      for (const [dx, dy, w, h] of [
        [-0.42, -0.3, 0.3, 0.22],
        [-0.05, -0.34, 0.34, 0.26],
        [-0.38, 0.0, 0.26, 0.26],
        [-0.05, -0.02, 0.22, 0.22],
        [0.22, -0.02, 0.22, 0.3],
      ]) {
        g.rect(c.x + dx * r, c.y + dy * r, w * r, h * r);
      }
      g.fill({ color: 0x6b5e55 });
      break;
    }
    case 'village': {
      // a few houses with red roofs around a church: a village must not read as clear ground,
      // even when a counter covers its middle
      const houses = [
        [-0.5, -0.3, 0.2, 0.16],
        [0.3, -0.34, 0.2, 0.16],
        [-0.56, 0.14, 0.18, 0.16],
        [0.36, 0.16, 0.2, 0.16],
        [-0.12, 0.36, 0.22, 0.16],
      ];
      for (const [dx, dy, w, h] of houses) g.rect(c.x + dx * r, c.y + dy * r, w * r, h * r);
      g.fill({ color: 0xa63c2a }).stroke({ width: 0.8, color: 0x4e2a1e });
      g.rect(c.x - 0.08 * r, c.y - 0.5 * r, 0.16 * r, 0.2 * r).fill({ color: 0x6b5e55 });
      g.poly([c.x - 0.1 * r, c.y - 0.5 * r, c.x, c.y - 0.64 * r, c.x + 0.1 * r, c.y - 0.5 * r]).fill({ color: 0x4e2a1e });
      break;
    }
    case 'chateau': {
      const s = r * 0.42;
      g.rect(c.x - s / 2, c.y - s / 2 - 4, s, s).fill({ color: 0x7a6a5a }).stroke({ width: 1.5, color: 0x3b2f25 });
      for (const [dx, dy] of [
        [-1, -1],
        [1, -1],
        [-1, 1],
        [1, 1],
      ]) {
        g.circle(c.x + (dx * s) / 2, c.y + (dy * s) / 2 - 4, s * 0.18).fill({ color: 0x5a4a3a });
      }
      break;
    }
    default:
      break;
  }
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export function drawHexsides(g: Pen, L: MapLayout, sides: Scenario['map']['hexsides']): void {
  // water first, then crossings, then relief
  const order = ['river', 'stream', 'ford', 'bridge', 'trestle', 'crest', 'slope'];
  for (const kind of order) {
    const st = HEXSIDE_STYLE[kind];
    for (const hs of sides) {
      if (!hs.features.includes(kind as never)) continue;
      const seg = L.hexside(hs.a, hs.b);
      if (!seg) continue;
      const [p, q] = seg;
      const m = lerp(p, q, 0.5);
      const ca = L.centre(hs.a);
      const cb = L.centre(hs.b);
      const high = hs.high ? L.centre(hs.high) : null;
      switch (kind) {
        case 'river':
        case 'stream':
          g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: st.width, color: st.color, cap: 'round' });
          break;
        case 'ford':
          for (const t of [0.3, 0.5, 0.7]) {
            const d = lerp(p, q, t);
            g.circle(d.x, d.y, 2.2).fill({ color: st.color }).stroke({ width: 0.8, color: 0x2f6fb8 });
          }
          break;
        case 'bridge':
        case 'trestle': {
          // a deck across the hexside, from one hex towards the other
          const a = lerp(m, ca, 0.38);
          const b = lerp(m, cb, 0.38);
          g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: st.width + 3, color: 0x2b1d12 });
          g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: st.width, color: kind === 'bridge' ? 0xc9a87a : 0xb08a5a });
          if (kind === 'trestle') {
            for (const t of [0.25, 0.5, 0.75]) {
              const d = lerp(a, b, t);
              const n = { x: -(b.y - a.y), y: b.x - a.x };
              const len = Math.hypot(n.x, n.y) || 1;
              g.moveTo(d.x - (n.x / len) * 4, d.y - (n.y / len) * 4)
                .lineTo(d.x + (n.x / len) * 4, d.y + (n.y / len) * 4)
                .stroke({ width: 1.2, color: 0x2b1d12 });
            }
          }
          break;
        }
        case 'crest':
          g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: st.width, color: st.color, cap: 'round' });
          if (high) {
            for (const t of [0.2, 0.4, 0.6, 0.8]) {
              const d = lerp(p, q, t);
              const e = lerp(d, high, 0.14);
              g.moveTo(d.x, d.y).lineTo(e.x, e.y).stroke({ width: 2, color: st.color });
            }
          }
          break;
        case 'slope':
          if (high) {
            // hachures on the high side
            for (const t of [0.15, 0.32, 0.5, 0.68, 0.85]) {
              const d = lerp(p, q, t);
              const e = lerp(d, high, 0.2);
              g.moveTo(d.x, d.y).lineTo(e.x, e.y);
            }
            g.stroke({ width: st.width, color: st.color });
          }
          break;
      }
    }
  }
}

export function drawRoads(g: Pen, L: MapLayout, roads: Scenario['map']['roads']): void {
  const has = (id: HexId) => L.ids.includes(id);
  {
    for (const r of roads) {
      if (r.kind !== 'trail') continue;
      const pts = r.path.filter(has).map((h) => L.centre(h));
      if (pts.length < 2) continue;
      {
        // trails dashed
        for (let i = 1; i < pts.length; i++) {
          const a = pts[i - 1];
          const b = pts[i];
          const len = Math.hypot(b.x - a.x, b.y - a.y);
          const n = Math.max(2, Math.round(len / 8));
          for (let j = 0; j < n; j += 2) {
            const s = lerp(a, b, j / n);
            const e = lerp(a, b, Math.min(1, (j + 1) / n));
            g.moveTo(s.x, s.y).lineTo(e.x, e.y);
          }
        }
        g.stroke({ width: 2.4, color: 0x7a5a32, cap: 'round' });
      }
    }
  }
  // roads: all the dark edges first, then all the light cores, so joints between segments stay clean
  const roadPts = roads.filter((r) => r.kind === 'road').map((r) => r.path.filter(has).map((h) => L.centre(h))).filter((p) => p.length > 1);
  for (const [width, color] of [
    [5.5, 0x7a5a32],
    [2.5, 0xf1dfb0],
  ] as const) {
    for (const pts of roadPts) {
      g.moveTo(pts[0].x, pts[0].y);
      for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    }
    g.stroke({ width, color, cap: 'round', join: 'round' });
  }
}

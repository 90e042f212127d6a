// Napoleonic 20 on the map: which status badges a counter carries (Disordered, Routed, the Direct
// Command marker) and the field works (redoubts and forts) drawn on their hexes. Read from the
// public view only.
import type { HexId, PlayerView } from '../engine';
import type { MapLayout, Point } from './layout';
import type { Pen } from './terrain';

/** Marker kinds (keys of MARKERS in counters.ts) for one piece. */
export function n20Markers(view: PlayerView, id: string): string[] {
  const n = view.n20;
  const u = n?.units[id];
  if (!n || !u) return [];
  const out: string[] = [];
  if (u.routed) out.push('routed');
  if (u.disordered) out.push('disordered');
  if (Object.values(n.dc).includes(id)) out.push('dc');
  return out;
}

function inset(corners: Point[], c: Point, k: number): number[] {
  return corners.flatMap((p) => [c.x + (p.x - c.x) * k, c.y + (p.y - c.y) * k]);
}

const EARTH = 0x6d4c41;

/** Redoubt: an earthwork ring inside the hex; Fort: a double ring with bastions at the corners. */
export function drawN20Works(g: Pen, layout: MapLayout, view: PlayerView | null): void {
  const works = view?.n20?.works;
  if (!works) return;
  for (const [hex, kind] of Object.entries(works) as [HexId, 'redoubt' | 'fort'][]) {
    if (!layout.ids.includes(hex)) continue;
    const c = layout.centre(hex);
    const corners = layout.corners(hex);
    g.poly(inset(corners, c, 0.88)).stroke({ width: 4.5, color: EARTH, alpha: 0.95 });
    g.poly(inset(corners, c, 0.88)).stroke({ width: 1.2, color: 0xd7ccc8, alpha: 0.9 });
    if (kind === 'fort') {
      g.poly(inset(corners, c, 0.74)).stroke({ width: 2.5, color: EARTH, alpha: 0.95 });
      for (const p of corners) {
        const x = c.x + (p.x - c.x) * 0.88;
        const y = c.y + (p.y - c.y) * 0.88;
        g.rect(x - 3.5, y - 3.5, 7, 7).fill({ color: EARTH }).stroke({ width: 1, color: 0x111111 });
      }
    }
  }
}

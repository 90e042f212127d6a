// The marks printed on the map that change with the game: entry arrows, supply sources, objectives in
// their owner's colour, N20 field works. Drawn with a Pen, so the live map and the first-frame poster
// share them.
import type { PlayerView, Scenario } from '../engine';
import type { SideLook } from './counters';
import type { MapLayout } from './layout';
import { drawN20Works } from './n20Markers';
import type { Pen } from './terrain';

export function drawMapMarks(g: Pen, scenario: Scenario, layout: MapLayout, looks: Record<string, SideLook>, view: PlayerView | null): void {
  const map = scenario.map;
  const colorOf = (side: string | undefined) => (side ? parseInt((looks[side]?.color ?? '#888888').slice(1), 16) : 0x888888);
  for (const h of map.hexes) {
    if (!h.entry && !h.supply) continue;
    const c = layout.centre(h.id);
    const r = layout.radius;
    if (h.entry) {
      // entry hex: an arrow pointing into the map, in the side's colour
      const x = c.x - r * 0.55;
      const y = c.y + r * 0.05;
      g.poly([x - 7, y - 6, x + 5, y, x - 7, y + 6]).fill({ color: colorOf(h.entry) }).stroke({ width: 1.5, color: 0x111111 });
    }
    if (h.supply) {
      const x = c.x + r * 0.55;
      const y = c.y + r * 0.05;
      g.circle(x, y, 6).fill({ color: colorOf(h.supply) }).stroke({ width: 1.5, color: 0x111111 });
      g.rect(x - 1, y - 3.5, 2, 7).fill({ color: 0x111111 });
    }
  }
  for (const o of scenario.objectives) {
    const c = layout.centre(o.hex);
    const owner = view?.control[o.hex] ?? o.owner;
    const x = c.x;
    const y = c.y - layout.hexH * 0.24;
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? 3.5 : 8;
      pts.push(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
    g.poly(pts).fill({ color: owner ? colorOf(owner) : 0xffffff }).stroke({ width: 1.5, color: 0x111111 });
  }
  drawN20Works(g, layout, view);
}

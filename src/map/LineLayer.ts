// NLC 20.2.3 extended lines on the map: a brigade deployed on a hexside fills the hexes on both sides. Its
// counter stays drawn in its own hex; this layer lays a bar in the side's colour along the hexside (marked LINE),
// outlines both hexes it fills and tints the second. The view's units carry the line (engine UnitState.line);
// a line left behind by a move or retreat (the unit no longer in its first hex) is not drawn.
import { Container, Graphics, Text } from 'pixi.js';
import type { HexId, PlayerView, Scenario } from '../engine';
import { currentView, type AigleState, type AigleStore } from '../store';
import type { MapLayout } from './layout';
import { watchStore } from './storeLayer';

export interface LineDrawn {
  unit: string;
  side: string;
  hexes: [HexId, HexId];
}

/** The extended lines in the viewer's view (what the map draws). */
export function linesOf(view: PlayerView | null): LineDrawn[] {
  if (!view) return [];
  const out: LineDrawn[] = [];
  for (const [id, u] of Object.entries(view.units)) {
    const line = (u as { line?: [HexId, HexId] }).line;
    if (!line || u.status !== 'map' || u.hex !== line[0]) continue;
    out.push({ unit: id, side: '', hexes: [line[0], line[1]] });
  }
  return out.sort((a, b) => (a.unit < b.unit ? -1 : 1));
}

export class LineLayer {
  readonly container = new Container({ label: 'extendedLines', eventMode: 'none' });
  private readonly g = new Graphics({ label: 'extendedLineBars' });
  private readonly labels = new Container();
  private unsub: () => void;
  /** What is drawn now (for tests). */
  drawn: LineDrawn[] = [];

  constructor(
    store: AigleStore,
    private readonly layout: MapLayout,
    private readonly scenario: Scenario,
  ) {
    this.container.addChild(this.g, this.labels);
    this.unsub = watchStore(store, (s: AigleState) => linesOf(currentView(s)), (lines) => this.draw(lines));
  }

  private draw(lines: LineDrawn[]): void {
    const L = this.layout;
    const g = this.g;
    g.clear();
    for (const c of this.labels.removeChildren()) c.destroy();
    this.drawn = [];
    for (const l of lines) {
      const side = this.scenario.units.find((u) => u.id === l.unit)?.side ?? '';
      const edge = L.hexside(l.hexes[0], l.hexes[1]);
      if (!edge || !L.ids.includes(l.hexes[1])) continue;
      const colour = Number.parseInt((this.scenario.sides.find((x) => x.id === side)?.color ?? '#888888').slice(1), 16);
      // the second hex: tinted and outlined, the counter is "assumed to fill" it
      g.poly(L.corners(l.hexes[1])).fill({ color: colour, alpha: 0.22 }).stroke({ width: 4, color: colour, alpha: 0.9 });
      g.poly(L.corners(l.hexes[0])).stroke({ width: 4, color: colour, alpha: 0.9 });
      // the bar along the hexside, a little longer than the side, over the counters' edges, with a white halo
      const [p, q] = edge;
      const mx = (p.x + q.x) / 2;
      const my = (p.y + q.y) / 2;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      const bar = (half: number, t: number) =>
        [
          [mx - ux * half - uy * t, my - uy * half + ux * t],
          [mx + ux * half - uy * t, my + uy * half + ux * t],
          [mx + ux * half + uy * t, my + uy * half - ux * t],
          [mx - ux * half + uy * t, my - uy * half - ux * t],
        ].flat();
      const half = len * 0.7;
      const t = L.radius * 0.22;
      g.poly(bar(half + 3, t + 3)).fill({ color: 0xffffff, alpha: 0.95 });
      g.poly(bar(half, t)).fill({ color: colour, alpha: 1 }).stroke({ width: 2, color: 0x111111, alpha: 0.9 });
      const light = ((colour >> 16) & 255) * 0.3 + ((colour >> 8) & 255) * 0.59 + (colour & 255) * 0.11 > 150;
      const text = new Text({ text: 'LINE', style: { fontFamily: 'system-ui, sans-serif', fontSize: 11, fontWeight: '800', fill: light ? 0x111111 : 0xffffff, letterSpacing: 1 } });
      text.anchor.set(0.5);
      text.position.set(mx, my);
      const angle = Math.atan2(uy, ux);
      text.rotation = Math.abs(angle) > Math.PI / 2 ? angle + Math.PI : angle;
      this.labels.addChild(text);
      this.drawn.push({ ...l, side });
    }
  }

  destroy(): void {
    this.unsub();
    this.container.destroy({ children: true });
  }
}

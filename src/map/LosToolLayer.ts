// The line-of-sight tool on the map (NLC 8.3): press L (or the toolbar button), click a hex to look
// from, then point at another (a second click pins it). The line is green where it is clear and red
// from the blocking hex or hexside on, with a cross there (a crest hexside drawn red), and the reason
// and case written beside its end. The engine's 'los' query answers; nothing is computed here but pixels.
import { Container, Graphics, Text } from 'pixi.js';
import type { HexId } from '../engine';
import type { AigleState, AigleStore } from '../store';
import { losToolLine, type LosToolLine } from './overlayQueries';

export { losToolLine, type LosToolLine } from './overlayQueries';
import type { MapLayout, Point } from './layout';

const GREEN = 0x2e7d32;
const RED = 0xd32f2f;

function mid(L: MapLayout, hexes: HexId[]): Point {
  const ps = hexes.filter((h) => L.ids.includes(h)).map((h) => L.centre(h));
  return { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
}

export class LosToolLayer {
  readonly container = new Container({ label: 'losTool', eventMode: 'none' });
  private readonly g = new Graphics();
  private readonly label = new Text({
    text: '',
    style: { fontFamily: 'system-ui, sans-serif', fontSize: 15, fontWeight: '600', fill: 0xffffff, stroke: { color: 0x000000, width: 4 } },
  });
  private unsub: () => void;
  private key = '';
  /** What is drawn now (for tests). */
  drawn: (LosToolLine & { label: string }) | null = null;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
  ) {
    this.container.addChild(this.g, this.label);
    this.unsub = store.subscribe((s) => this.sync(s));
    this.sync(store.getState());
  }

  private sync(s: AigleState): void {
    const line = losToolLine(s);
    const from = s.ui.losTool.on ? s.ui.losTool.from : null;
    const key = JSON.stringify([line, from]);
    if (key === this.key) return;
    this.key = key;
    this.draw(line, from);
  }

  private draw(line: LosToolLine | null, from: HexId | null): void {
    const g = this.g;
    const L = this.layout;
    g.clear();
    this.label.text = '';
    this.drawn = null;
    if (from && L.ids.includes(from)) {
      const c = L.centre(from);
      g.circle(c.x, c.y, 9).fill({ color: 0xffffff, alpha: 0.95 }).stroke({ width: 3, color: 0x000000 });
    }
    if (!line) return;
    const a = L.centre(line.from);
    const b = L.centre(line.to);
    if (line.clear) {
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 5, color: GREEN, alpha: 0.95, cap: 'round' });
    } else {
      const at = line.blockedAt ?? [line.to];
      // a blocking hexside (crest, or a hexspine between two blocking hexes) is drawn itself
      const side = at.length === 2 ? L.hexside(at[0], at[1]) : null;
      const m = line.blockedBy === 'range' ? a : mid(L, at);
      g.moveTo(a.x, a.y).lineTo(m.x, m.y).stroke({ width: 5, color: GREEN, alpha: 0.9, cap: 'round' });
      g.moveTo(m.x, m.y).lineTo(b.x, b.y).stroke({ width: 5, color: RED, alpha: 0.95, cap: 'round' });
      if (side) g.moveTo(side[0].x, side[0].y).lineTo(side[1].x, side[1].y).stroke({ width: 7, color: RED, alpha: 1, cap: 'round' });
      const r = 11;
      g.moveTo(m.x - r, m.y - r).lineTo(m.x + r, m.y + r).moveTo(m.x + r, m.y - r).lineTo(m.x - r, m.y + r).stroke({ width: 4, color: RED, alpha: 1 });
    }
    g.circle(b.x, b.y, 7).fill({ color: line.clear ? GREEN : RED, alpha: 0.95 });
    const text = `${line.clear ? 'Clear' : 'Blocked'}: ${line.reason} (${line.rule})`;
    this.label.text = text;
    // the label reads from the end hex back towards the start, the side the player pointed from, so at
    // the map's right edge it does not run off under the sidebar; it is then kept inside the map
    const back = b.x >= a.x;
    this.label.anchor.set(back ? 1 : 0, 0.5);
    const w = this.label.width;
    const x = back ? Math.max(w + 4, b.x - 14) : Math.min(L.width - w - 4, b.x + 14);
    this.label.position.set(x, Math.max(12, Math.min(L.height - 12, b.y + (b.y >= a.y ? -18 : 18))));
    this.drawn = { ...line, label: text };
  }

  destroy(): void {
    this.unsub();
    this.container.destroy({ children: true });
  }
}

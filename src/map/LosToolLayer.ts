// The line-of-sight tool on the map (NLC 8.3): press L (or the toolbar button), click a hex to look
// from, then point at another (a second click pins it). The line is green where it is clear and red
// from the blocking hex or hexside on, with a cross there (a crest hexside drawn red), and the reason
// and case written beside its end. The engine's 'los' query answers; nothing is computed here but pixels.
import { Container, Graphics, Text } from 'pixi.js';
import type { HexId } from '../engine';
import type { AigleStore } from '../store';
import { losToolLine, type LosToolLine } from './overlayQueries';

export { losToolLine, type LosToolLine } from './overlayQueries';
import type { MapLayout, Point } from './layout';
import { midpoint, watchStore } from './storeLayer';

const GREEN = 0x2e7d32;
const RED = 0xd32f2f;

export class LosToolLayer {
  readonly container = new Container({ label: 'losTool', eventMode: 'none' });
  private readonly g = new Graphics();
  private readonly label = new Text({
    text: '',
    style: { fontFamily: 'system-ui, sans-serif', fontSize: 15, fontWeight: '600', fill: 0xffffff, stroke: { color: 0x000000, width: 4 } },
  });
  /** A dark plate under the label, so it reads over counters and terrain. */
  private readonly plate = new Graphics();
  private unsub: () => void;
  /** Where the label belongs: beside the end hex, reading back towards the start. */
  private anchorAt: { a: Point; b: Point } | null = null;
  /** What is drawn now (for tests). */
  drawn: (LosToolLine & { label: string }) | null = null;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
    /** The part of the map on screen (world coordinates): the label is kept inside it. */
    private readonly onScreen: () => { x: number; y: number; width: number; height: number } = () => ({ x: 0, y: 0, width: layout.width, height: layout.height }),
  ) {
    this.container.addChild(this.g, this.plate, this.label);
    this.unsub = watchStore(
      store,
      (s) => ({ line: losToolLine(s), from: s.ui.losTool.on ? s.ui.losTool.from : null }),
      ({ line, from }) => this.draw(line, from),
      ({ line, from }) => JSON.stringify([line, from]),
    );
  }

  private draw(line: LosToolLine | null, from: HexId | null): void {
    const g = this.g;
    const L = this.layout;
    g.clear();
    this.plate.clear();
    this.label.text = '';
    this.anchorAt = null;
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
      const m = line.blockedBy === 'range' ? a : midpoint(L, at);
      g.moveTo(a.x, a.y).lineTo(m.x, m.y).stroke({ width: 5, color: GREEN, alpha: 0.9, cap: 'round' });
      g.moveTo(m.x, m.y).lineTo(b.x, b.y).stroke({ width: 5, color: RED, alpha: 0.95, cap: 'round' });
      if (side) g.moveTo(side[0].x, side[0].y).lineTo(side[1].x, side[1].y).stroke({ width: 7, color: RED, alpha: 1, cap: 'round' });
      const r = 11;
      g.moveTo(m.x - r, m.y - r).lineTo(m.x + r, m.y + r).moveTo(m.x + r, m.y - r).lineTo(m.x - r, m.y + r).stroke({ width: 4, color: RED, alpha: 1 });
    }
    g.circle(b.x, b.y, 7).fill({ color: line.clear ? GREEN : RED, alpha: 0.95 });
    const text = `${line.clear ? 'Clear' : 'Blocked'}: ${line.reason} (${line.rule})`;
    this.label.text = text;
    this.anchorAt = { a, b };
    this.relabel();
    this.drawn = { ...line, label: text };
  }

  /**
   * Places the label: it reads from the end hex back towards the start, the side the player pointed
   * from, so at the map's right edge it does not run off under the sidebar; it is then kept inside the
   * part of the map on screen (the camera calls this again when it moves).
   */
  relabel(): void {
    if (!this.anchorAt || !this.label.text) return;
    const { a, b } = this.anchorAt;
    const L = this.layout;
    const v = this.onScreen();
    const left = Math.max(0, v.x) + 4;
    const right = Math.min(L.width, v.x + v.width) - 4;
    const top = Math.max(0, v.y) + 12;
    const bottom = Math.min(L.height, v.y + v.height) - 12;
    const w = this.label.width;
    const h = this.label.height;
    const back = b.x >= a.x;
    let x0 = back ? b.x - 14 - w : b.x + 14;
    x0 = Math.max(left, Math.min(right - w, x0));
    // on the far side of the end from the start, so the label does not cover the line and its cross
    const y = Math.max(top, Math.min(bottom, b.y + (b.y >= a.y ? 24 : -24)));
    this.label.anchor.set(0, 0.5);
    this.label.position.set(x0, y);
    this.plate.clear();
    this.plate.roundRect(x0 - 5, y - h / 2 - 2, w + 10, h + 4, 5).fill({ color: 0x000000, alpha: 0.6 });
  }

  destroy(): void {
    this.unsub();
    this.container.destroy({ children: true });
  }
}

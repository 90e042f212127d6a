// Couriers on the map (NLC 12.6): each order in transit is a rider on the line from the overall
// commander to the recipient, as far along as the turns ridden, labelled with its arrival turn. Drawn
// from the viewer's own orders only (orderOverlays.ts): the other side sees no courier, not even a count.
import { Container, Graphics, Text } from 'pixi.js';
import type { AigleState, AigleStore } from '../store';
import type { MapLayout } from './layout';
import { orderDrawing, type CourierMark } from './orderOverlays';

const LINE = 0x4e342e;
const RIDER = 0xfff8e1;

export class CourierLayer {
  readonly container = new Container({ label: 'couriers', eventMode: 'none' });
  private readonly g = new Graphics();
  /** What is drawn now (for tests). */
  drawn: CourierMark[] = [];
  private unsub: () => void;
  private key = '';

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
  ) {
    this.container.addChild(this.g);
    this.unsub = store.subscribe((s) => this.sync(s));
    this.sync(store.getState());
  }

  private sync(s: AigleState): void {
    const d = orderDrawing(s).couriers;
    const key = JSON.stringify(d);
    if (key === this.key) return;
    this.key = key;
    this.drawn = d;
    this.draw(d);
  }

  private draw(list: CourierMark[]): void {
    const g = this.g;
    const L = this.layout;
    g.clear();
    while (this.container.children.length > 1) this.container.removeChildAt(1).destroy();
    for (const c of list) {
      if (!L.ids.includes(c.from) || !L.ids.includes(c.to)) continue;
      const a = L.centre(c.from);
      const b = L.centre(c.to);
      // the ride: a dashed line from the OC to the recipient
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      for (let t = 0; t < len; t += 14) {
        const e = Math.min(len, t + 8);
        g.moveTo(a.x + ux * t, a.y + uy * t).lineTo(a.x + ux * e, a.y + uy * e);
      }
      g.stroke({ width: 3, color: LINE, alpha: 0.8 });
      const p = { x: a.x + (b.x - a.x) * c.progress, y: a.y + (b.y - a.y) * c.progress };
      g.circle(p.x, p.y, 13).fill({ color: RIDER, alpha: 0.95 }).stroke({ width: 3, color: LINE });
      const rider = new Text({ text: '✉', style: { fontFamily: 'system-ui, sans-serif', fontSize: 15, fill: LINE } });
      rider.anchor.set(0.5);
      rider.position.set(p.x, p.y);
      const label = new Text({
        text: c.label,
        style: { fontFamily: 'system-ui, sans-serif', fontSize: 13, fontWeight: '600', fill: 0xffffff, stroke: { color: LINE, width: 4 } },
      });
      label.anchor.set(0.5, 0);
      label.position.set(p.x, p.y + 15);
      this.container.addChild(rider, label);
    }
  }

  destroy(): void {
    this.unsub();
  }
}

// Couriers on the map (NLC 12.6): each order in transit is a rider on the line from the overall
// commander to the recipient, as far along as the turns ridden, labelled with its arrival turn. Drawn
// from the viewer's own orders only (orderOverlays.ts): the other side sees no courier, not even a count.
import { Container, Graphics } from 'pixi.js';
import type { AigleState, AigleStore } from '../store';
import type { MapLayout } from './layout';
import { orderDrawing, type CourierMark } from './orderOverlays';
import { OrderLayerBase } from './orderLayerBase';

const LINE = 0x4e342e;
const RIDER = 0xfff8e1;

export class CourierLayer extends OrderLayerBase<CourierMark[]> {
  readonly container = new Container({ label: 'couriers', eventMode: 'none' });
  private readonly g = new Graphics();

  constructor(store: AigleStore, layout: MapLayout) {
    super(store, layout);
    this.container.addChild(this.g);
    this.follow();
  }

  protected select(s: AigleState): CourierMark[] {
    return orderDrawing(s).couriers;
  }

  protected draw(list: CourierMark[]): void {
    const g = this.g;
    const L = this.layout;
    g.clear();
    OrderLayerBase.clearAfter(this.container, 1);
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
      const rider = OrderLayerBase.label('✉', { fontSize: 15, fill: LINE });
      rider.position.set(p.x, p.y);
      const label = OrderLayerBase.label(c.label, { fontSize: 13, fontWeight: '600', fill: 0xffffff, stroke: { color: LINE, width: 4 } }, 0);
      label.position.set(p.x, p.y + 15);
      this.container.addChild(rider, label);
    }
  }
}

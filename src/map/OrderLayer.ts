// Orders on the map (NLC 12.1, 12.2): each formation's current order as a badge by its leader with a
// line to its target; the selected leader's command range shaded with its units out of range ringed;
// and while the composer is open, the hexes a target may be in, the picked targets and the March route.
// The data is orderOverlays.ts (the viewer's own orders, the engine's queries); only pixels here.
import { Container, Graphics } from 'pixi.js';
import type { AigleState, AigleStore } from '../store';
import type { MapLayout } from './layout';
import { orderDrawing, type OrderDrawing } from './orderOverlays';
import { OrderLayerBase } from './orderLayerBase';

const RANGE = 0x1e88e5;
const OUT = 0xd32f2f;
const AREA = 0x43a047;
const TARGET = 0xc62828;
const BADGE = 0x263238;

export class OrderLayer extends OrderLayerBase<Omit<OrderDrawing, 'couriers'>> {
  /** Under the counters: shading. */
  readonly under = new Graphics({ label: 'orderShading', eventMode: 'none' });
  /** Over the counters: badges, targets, route. */
  readonly over = new Container({ label: 'orderMarks', eventMode: 'none' });
  private readonly g = new Graphics();

  constructor(store: AigleStore, layout: MapLayout) {
    super(store, layout);
    this.over.addChild(this.g);
    this.follow();
  }

  protected select(s: AigleState): Omit<OrderDrawing, 'couriers'> {
    const { couriers, ...d } = orderDrawing(s);
    void couriers;
    return d;
  }

  protected draw(d: Omit<OrderDrawing, 'couriers'>): void {
    const L = this.layout;
    const u = this.under;
    const g = this.g;
    u.clear();
    g.clear();
    OrderLayerBase.clearAfter(this.over, 1);
    const has = (h: string) => L.ids.includes(h);
    for (const h of d.area) if (has(h)) u.poly(L.corners(h)).fill({ color: AREA, alpha: 0.16 });
    if (d.range) {
      for (const h of d.range.hexes) if (has(h)) u.poly(L.corners(h)).fill({ color: RANGE, alpha: 0.18 });
      for (const h of d.range.outOfRange) {
        if (!has(h)) continue;
        const c = L.centre(h);
        g.circle(c.x, c.y, L.radius * 0.8).stroke({ width: 4, color: OUT, alpha: 0.95 });
      }
    }
    // badges and their targets
    for (const b of d.badges) {
      if (!has(b.at)) continue;
      const c = L.centre(b.at);
      for (const t of b.target) {
        if (!has(t)) continue;
        const q = L.centre(t);
        g.moveTo(c.x, c.y).lineTo(q.x, q.y).stroke({ width: 2, color: BADGE, alpha: 0.45 });
        g.circle(q.x, q.y, 7).stroke({ width: 2, color: BADGE, alpha: 0.7 });
      }
      const x = c.x - L.radius * 0.95;
      const y = c.y - L.radius * 0.95;
      g.roundRect(x, y, 34, 17, 4).fill({ color: BADGE, alpha: 0.92 });
      const t = OrderLayerBase.label(b.text, { fontSize: 11, fontWeight: '700', fill: 0xffffff });
      t.position.set(x + 17, y + 8.5);
      this.over.addChild(t);
    }
    // the draft: route from the recipient through the waypoints to the target, and the targets ringed
    if (d.origin && d.route.length && has(d.origin)) {
      let p = L.centre(d.origin);
      for (const h of d.route) {
        if (!has(h)) continue;
        const q = L.centre(h);
        g.moveTo(p.x, p.y).lineTo(q.x, q.y).stroke({ width: 4, color: TARGET, alpha: 0.6 });
        g.circle(q.x, q.y, 6).fill({ color: TARGET, alpha: 0.9 });
        p = q;
      }
    }
    for (const h of d.targets) {
      if (!has(h)) continue;
      const c = L.centre(h);
      g.circle(c.x, c.y, L.radius * 0.7).stroke({ width: 5, color: TARGET, alpha: 0.95 });
      g.moveTo(c.x - 10, c.y).lineTo(c.x + 10, c.y).moveTo(c.x, c.y - 10).lineTo(c.x, c.y + 10).stroke({ width: 3, color: TARGET });
    }
  }
}

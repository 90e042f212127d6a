// A gun's range on the map (NLC 8.1, 19.4): with the line-of-sight tool on (or in the Bombardment
// Segment) and a gun selected, the hexes within 2 are shaded, those at 3 (NLC 19.4, half strength)
// shaded lighter, and the enemy hexes in range the gun can see ringed; a gun standing with an extended line
// (NLC 20.2.3) may fire from either of its hexes, and both are ringed as its origins, the rings measured from
// the nearer. The engine's 'gunRange' query answers; nothing is computed here but pixels.
import { Graphics } from 'pixi.js';
import type { HexId } from '../engine';
import type { AigleStore } from '../store';
import { rangeFor, type RangeAnswer } from './overlayQueries';

export { rangeFor, type RangeAnswer } from './overlayQueries';
import type { MapLayout } from './layout';
import { watchStore } from './storeLayer';

const NEAR = 0xffb300;
const FAR = 0xffe082;
const TARGET = 0x2e7d32;

export class RangeLayer {
  readonly graphics = new Graphics({ label: 'gunRange', eventMode: 'none' });
  private unsub: () => void;
  /** What is drawn now (for tests): hexes by distance and the marked targets. */
  drawn: { from: HexId; origins: HexId[]; near: HexId[]; far: HexId[]; targets: HexId[] } | null = null;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
  ) {
    this.unsub = watchStore(store, rangeFor, (r) => this.draw(r));
  }

  private draw(r: RangeAnswer | null): void {
    const g = this.graphics;
    const L = this.layout;
    g.clear();
    this.drawn = null;
    if (!r) return;
    const near: HexId[] = [];
    const far: HexId[] = [];
    for (const [h, d] of Object.entries(r.rings)) {
      if (!L.ids.includes(h)) continue;
      (d <= 2 ? near : far).push(h);
      g.poly(L.corners(h)).fill({ color: d <= 2 ? NEAR : FAR, alpha: d <= 2 ? 0.28 : 0.22 });
    }
    for (const h of r.targets) {
      const c = L.centre(h);
      g.circle(c.x, c.y, L.radius * 0.72).stroke({ width: 4, color: TARGET, alpha: 0.95 });
    }
    for (const o of r.origins) {
      const c = L.centre(o);
      g.circle(c.x, c.y, L.radius * 0.3).stroke({ width: 3, color: NEAR, alpha: 1 });
    }
    this.drawn = { from: r.from, origins: [...r.origins], near: near.sort(), far: far.sort(), targets: [...r.targets] };
  }

  destroy(): void {
    this.unsub();
  }
}

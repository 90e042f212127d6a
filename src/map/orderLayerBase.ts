// The skeleton the order overlays share (CourierLayer, OrderLayer): follow the store, redraw only when
// the drawing data changed, and clear the text labels drawn last time. The data is orderOverlays.ts.
import { Container, Text, type TextStyleOptions } from 'pixi.js';
import type { AigleState, AigleStore } from '../store';
import type { MapLayout } from './layout';

export abstract class OrderLayerBase<T> {
  /** What is drawn now (for tests). */
  drawn: T | null = null;
  private unsub: (() => void) | null = null;
  private key = '';

  constructor(
    protected readonly store: AigleStore,
    protected readonly layout: MapLayout,
  ) {}

  /** The drawing data for this state (JSON-comparable). */
  protected abstract select(s: AigleState): T;
  protected abstract draw(d: T): void;

  /** Start following the store (call at the end of the subclass constructor, once its graphics exist). */
  protected follow(): void {
    this.unsub = this.store.subscribe((s) => this.sync(s));
    this.sync(this.store.getState());
  }

  private sync(s: AigleState): void {
    const d = this.select(s);
    const key = JSON.stringify(d);
    if (key === this.key) return;
    this.key = key;
    this.drawn = d;
    this.draw(d);
  }

  /** Remove (and destroy) what `c` holds after its first `keep` children: the labels of the last drawing. */
  protected static clearAfter(c: Container, keep: number): void {
    while (c.children.length > keep) c.removeChildAt(keep).destroy();
  }

  /** A centred text label. */
  protected static label(text: string, style: TextStyleOptions, anchorY = 0.5): Text {
    const t = new Text({ text, style: { fontFamily: 'system-ui, sans-serif', ...style } });
    t.anchor.set(0.5, anchorY);
    return t;
  }

  destroy(): void {
    this.unsub?.();
  }
}

// Hidden forces on the map (NLC 20.1, MOP 37.10, 37.11.2): the player view (engine/view/viewFor.ts) holds
// the enemy's hidden stacks only as markers, one per hex, with no identity, strength or dummy flag, and
// the hidden pieces themselves are absent. Each is drawn as a plain covered counter (a "?" on the enemy's
// colour); a vedette countdown shows in its corner. The owner's own hidden stacks get a dashed ring (and
// "D" for a dummy), so he knows what the enemy does not see. MOP 37.11 vedettes (public) are small pennants.
import { Container, Graphics, Text } from 'pixi.js';
import type { HexId, Scenario } from '../engine';
import { currentView, type AigleState, type AigleStore } from '../store';
import type { MapLayout } from './layout';

export interface HiddenDrawn {
  /** Enemy markers: side and hex only. */
  covered: { side: string; hex: HexId; reported?: number }[];
  /** The viewer's own hidden stacks and dummies. */
  own: { hex: HexId; dummy: boolean }[];
  /** MOP 37.11: vedettes on the map (both sides see them), counted per side and hex. */
  vedettes: { side: string; hex: HexId; count: number }[];
}

export class HiddenLayer {
  readonly container = new Container({ label: 'hiddenForces', eventMode: 'none' });
  private readonly marks = new Graphics({ label: 'hiddenMarks' });
  private readonly labels = new Container();
  private unsub: () => void;
  private key = '';
  drawn: HiddenDrawn | null = null;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
    private readonly scenario: Scenario,
  ) {
    this.container.addChild(this.marks, this.labels);
    this.unsub = store.subscribe(() => this.sync());
    this.sync();
  }

  destroy(): void {
    this.unsub();
    this.container.destroy({ children: true });
  }

  private sync(): void {
    const s: AigleState = this.store.getState();
    const view = currentView(s);
    const markers = view?.hiddenMarkers ?? [];
    const ved = vedetteCounts((view?.mop?.state as { vedettes?: { pieces: Record<string, { side: string; hex: HexId }> } } | undefined)?.vedettes?.pieces);
    const key = JSON.stringify([markers, ved]);
    if (key === this.key) return;
    this.key = key;
    const L = this.layout;
    this.marks.clear();
    for (const c of this.labels.removeChildren()) c.destroy();
    const drawn: HiddenDrawn = { covered: [], own: [], vedettes: ved };
    // MOP 37.11 vedettes: a small pennant in the side's colour at the hex's upper left, "V" and how many
    for (const v of ved) {
      if (!L.ids.includes(v.hex)) continue;
      const c = L.centre(v.hex);
      const colour = Number.parseInt((this.scenario.sides.find((x) => x.id === v.side)?.color ?? '#888888').slice(1), 16);
      const x = c.x - L.radius * 0.62;
      const y = c.y - L.radius * 0.55;
      const w = L.radius * 0.5;
      this.marks.poly([x - w / 2, y - w / 2, x + w / 2, y - w / 2, x + w / 2, y + w / 4, x, y + w / 2, x - w / 2, y + w / 4]).fill({ color: colour, alpha: 1 }).stroke({ width: 1.5, color: 0x222222 });
      const light = ((colour >> 16) & 255) * 0.3 + ((colour >> 8) & 255) * 0.59 + (colour & 255) * 0.11 > 150;
      this.label(v.count > 1 ? `V${v.count}` : 'V', x, y, w * 0.55, light ? 0x222222 : 0xffffff);
    }
    for (const m of markers) {
      if (!L.ids.includes(m.hex)) continue;
      const c = L.centre(m.hex);
      if (m.own) {
        // our own hidden stack: a dashed-looking ring of short arcs, the counters stay visible to us
        const r = L.radius * 0.78;
        for (let i = 0; i < 12; i += 2) this.marks.arc(c.x, c.y, r, (i * Math.PI) / 6, ((i + 1) * Math.PI) / 6).stroke({ width: 3, color: 0x6a1b9a, alpha: 0.95 });
        if (m.dummy) this.label('D', c.x, c.y, L.radius * 0.5, 0x6a1b9a);
        drawn.own.push({ hex: m.hex, dummy: !!m.dummy });
        continue;
      }
      const colour = Number.parseInt((this.scenario.sides.find((x) => x.id === m.side)?.color ?? '#888888').slice(1), 16);
      const w = L.radius * 1.05;
      this.marks.roundRect(c.x - w / 2, c.y - w / 2, w, w, 5).fill({ color: colour, alpha: 1 }).stroke({ width: 2, color: 0x222222 });
      const light = ((colour >> 16) & 255) * 0.3 + ((colour >> 8) & 255) * 0.59 + (colour & 255) * 0.11 > 150;
      this.label('?', c.x, c.y, w * 0.6, light ? 0x222222 : 0xffffff);
      if (m.reported !== undefined) this.label(String(m.reported), c.x + w * 0.38, c.y - w * 0.38, w * 0.3, 0xd32f2f);
      drawn.covered.push({ side: m.side, hex: m.hex, ...(m.reported !== undefined ? { reported: m.reported } : {}) });
    }
    this.drawn = drawn;
  }

  private label(text: string, x: number, y: number, size: number, fill: number): void {
    const t = new Text({ text, style: { fontSize: size, fontWeight: '700', fill } });
    t.anchor.set(0.5);
    t.position.set(x, y);
    this.labels.addChild(t);
  }
}

/** MOP 37.11: vedettes counted per side and hex, in a stable order. */
function vedetteCounts(pieces: Record<string, { side: string; hex: HexId }> | undefined): { side: string; hex: HexId; count: number }[] {
  const by = new Map<string, { side: string; hex: HexId; count: number }>();
  for (const p of Object.values(pieces ?? {})) {
    const k = `${p.side}|${p.hex}`;
    const e = by.get(k);
    if (e) e.count += 1;
    else by.set(k, { side: p.side, hex: p.hex, count: 1 });
  }
  return [...by.values()].sort((a, b) => (a.side + a.hex < b.side + b.hex ? -1 : 1));
}

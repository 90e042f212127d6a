// The March on Paris field pieces on the map: baggage and pontoon trains (a waggon box in the owner's
// colour, B or P), damaged spans (a red cross on the hexside, MOP 37.9), improved positions (an earthwork
// ring, MOP 37.3.3) and, on request, one side's supply (MOP 37.7): supplied hexes shaded, units out of
// supply ringed red. The state comes from the player view and the engine's 'supply' query.
import { Container, Graphics, Text } from 'pixi.js';
import { query, type HexId, type MopFieldState, type Scenario, type SupplyAnswer } from '../engine';
import { currentView, viewerOf, type AigleState, type AigleStore } from '../store';
import { supplyOverlay } from '../ui/mop/supplyOverlay';
import type { MapLayout } from './layout';

const EARTH = 0x8d6e63;
const CUT = 0xd32f2f;
const SUPPLIED = 0x00897b;

export interface FieldDrawn {
  trains: { id: string; hex: HexId; letter: string }[];
  damaged: string[];
  ips: HexId[];
  supply: { side: string; hexes: number; outOfSupply: HexId[] } | null;
}

export class FieldLayer {
  readonly container = new Container({ label: 'mopField', eventMode: 'none' });
  private readonly under = new Graphics({ label: 'mopSupply' });
  private readonly marks = new Graphics({ label: 'mopMarks' });
  private readonly labels = new Container();
  private unsubs: (() => void)[] = [];
  private key = '';
  drawn: FieldDrawn | null = null;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
    private readonly scenario: Scenario,
  ) {
    this.container.addChild(this.under, this.marks, this.labels);
    this.unsubs.push(store.subscribe(() => this.sync()));
    this.unsubs.push(supplyOverlay.subscribe(() => this.sync()));
    this.sync();
  }

  destroy(): void {
    for (const u of this.unsubs) u();
    this.container.destroy({ children: true });
  }

  private sync(): void {
    const s: AigleState = this.store.getState();
    const view = currentView(s);
    const field = view?.mopField ?? null;
    const viewer = viewerOf(s);
    const side = supplyOverlay.getState().side;
    let supply: SupplyAnswer | null = null;
    if (field && side && viewer && s.game) {
      const q = query(s.game.state, viewer, { type: 'supply', side });
      if (q.type === 'supply') supply = q.supply as unknown as SupplyAnswer;
    }
    const key = JSON.stringify([field, supply]);
    if (key === this.key) return;
    this.key = key;
    this.draw(field, supply, view?.units ?? {});
  }

  private draw(field: MopFieldState | null, supply: SupplyAnswer | null, units: Record<string, { hex: HexId | null }>): void {
    const L = this.layout;
    this.under.clear();
    this.marks.clear();
    for (const c of this.labels.removeChildren()) c.destroy();
    this.drawn = null;
    if (!field) return;
    const drawn: FieldDrawn = { trains: [], damaged: [], ips: [], supply: null };
    if (supply) {
      for (const h of supply.hexes) if (L.ids.includes(h)) this.under.poly(L.corners(h)).fill({ color: SUPPLIED, alpha: 0.3 });
      const cut = [...new Set(Object.entries(supply.units).filter(([, u]) => !u.inSupply).map(([id]) => units[id]?.hex).filter((h): h is HexId => !!h))].sort();
      for (const h of cut) {
        const c = L.centre(h);
        this.under.circle(c.x, c.y, L.radius * 0.82).stroke({ width: 4, color: CUT, alpha: 0.9 });
      }
      drawn.supply = { side: supply.side, hexes: supply.hexes.length, outOfSupply: cut };
    }
    for (const h of field.ips) {
      if (!L.ids.includes(h)) continue;
      // an earthwork: a thick brown ring just inside the hex edge
      const c = L.centre(h);
      const inner = L.corners(h).map((p) => ({ x: c.x + (p.x - c.x) * 0.86, y: c.y + (p.y - c.y) * 0.86 }));
      this.marks.poly(inner).stroke({ width: 5, color: EARTH, alpha: 0.95 });
      drawn.ips.push(h);
    }
    for (const k of field.damaged) {
      const [a, b] = k.split('-');
      const side = L.hexside(a, b);
      if (!side) continue;
      const m = { x: (side[0].x + side[1].x) / 2, y: (side[0].y + side[1].y) / 2 };
      const r = L.radius * 0.28;
      this.marks.moveTo(m.x - r, m.y - r).lineTo(m.x + r, m.y + r).moveTo(m.x + r, m.y - r).lineTo(m.x - r, m.y + r).stroke({ width: 5, color: CUT, alpha: 1 });
      drawn.damaged.push(k);
    }
    for (const t of this.scenario.mop?.trains ?? []) {
      const st = field.trains[t.id];
      if (!st || st.status !== 'map' || !st.hex || !L.ids.includes(st.hex)) continue;
      const colour = Number.parseInt((this.scenario.sides.find((x) => x.id === st.side)?.color ?? '#888888').slice(1), 16);
      const c = L.centre(st.hex);
      // low in the hex, so the counters above stay readable
      const w = L.radius * 0.9;
      const hgt = L.radius * 0.42;
      const x = c.x - w / 2;
      const y = c.y + L.radius * 0.38;
      this.marks.roundRect(x, y, w, hgt, 4).fill({ color: colour, alpha: 1 }).stroke({ width: 2, color: 0x222222 });
      this.marks.circle(x + w * 0.22, y + hgt + 2, 3.5).fill(0x222222);
      this.marks.circle(x + w * 0.78, y + hgt + 2, 3.5).fill(0x222222);
      const letter = t.kind === 'baggage' ? 'B' : 'P';
      const light = ((colour >> 16) & 255) * 0.3 + ((colour >> 8) & 255) * 0.59 + (colour & 255) * 0.11 > 150;
      const txt = new Text({ text: letter, style: { fontSize: hgt * 0.85, fontWeight: '700', fill: light ? 0x222222 : 0xffffff } });
      txt.anchor.set(0.5);
      txt.position.set(c.x, y + hgt / 2);
      this.labels.addChild(txt);
      drawn.trains.push({ id: t.id, hex: st.hex, letter });
    }
    this.drawn = drawn;
  }
}

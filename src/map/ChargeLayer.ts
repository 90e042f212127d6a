// Cavalry charges on the map (NLC 7.7-7.9). An arrow runs from each charging unit's starting hex to the
// hex it charges (gold for a charge, orange for a pursuit, purple for a reaction charge) while that charge
// is the combat of the moment; in a reaction decision, a ring marks each cavalry unit that may react and a
// dot each hex of the enemy's path it may strike. Everything comes from the view (the combat record and
// the pending decision's options); nothing is computed here but pixels.
import { Graphics } from 'pixi.js';
import type { HexId } from '../engine';
import { currentCombat, currentView, type AigleState, type AigleStore } from '../store';
import type { MapLayout } from './layout';
import { watchStore } from './storeLayer';

const COLOURS: Record<string, number> = { charge: 0xc9a227, pursuit: 0xef6c00, reaction: 0x7b1fa2 };
const RING = 0x7b1fa2;

export interface ChargeDrawing {
  arrows: { from: HexId; to: HexId; kind: string }[];
  markers: HexId[];
  strikes: HexId[];
}

/** What the layer draws for a state (also read by the e2e tests through the map). */
export function chargeDrawing(s: AigleState): ChargeDrawing {
  const view = currentView(s);
  const out: ChargeDrawing = { arrows: [], markers: [], strikes: [] };
  if (!view || !view.nlc) return out;
  const c = currentCombat(view);
  if (c?.charge && c.kind && c.phase !== 'done') {
    for (const from of [...new Set(Object.values(c.charge.from))].sort()) out.arrows.push({ from, to: c.target, kind: c.kind });
  }
  const p = view.pending;
  if (p?.type === 'reactionDeclare' && p.options.units.length) {
    out.markers = [...new Set(p.options.units.map((u) => view.units[u]?.hex).filter((h): h is HexId => !!h))].sort();
    out.strikes = [...p.options.hexes];
  }
  return out;
}

export class ChargeLayer {
  readonly graphics = new Graphics({ label: 'charges', eventMode: 'none' });
  drawn: ChargeDrawing = { arrows: [], markers: [], strikes: [] };
  private unsub: () => void;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
  ) {
    this.unsub = watchStore(store, chargeDrawing, (d) => this.draw(d), (d) => JSON.stringify(d));
  }

  private draw(d: ChargeDrawing): void {
    this.drawn = d;
    const g = this.graphics;
    const L = this.layout;
    g.clear();
    for (const a of d.arrows) {
      if (!L.ids.includes(a.from) || !L.ids.includes(a.to)) continue;
      const p = L.centre(a.from);
      const q = L.centre(a.to);
      const colour = COLOURS[a.kind] ?? COLOURS.charge;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      // stop short of the centre so the head sits on the defenders' counter edge
      const tip = { x: q.x - ux * 18, y: q.y - uy * 18 };
      g.moveTo(p.x, p.y).lineTo(tip.x, tip.y).stroke({ width: 6, color: colour, alpha: 0.9, cap: 'round' });
      const h = 16;
      g.moveTo(tip.x + ux * 4, tip.y + uy * 4)
        .lineTo(tip.x - ux * h - uy * h * 0.6, tip.y - uy * h + ux * h * 0.6)
        .lineTo(tip.x - ux * h + uy * h * 0.6, tip.y - uy * h - ux * h * 0.6)
        .closePath()
        .fill({ color: colour, alpha: 0.95 });
    }
    for (const hex of d.markers) {
      if (!L.ids.includes(hex)) continue;
      const c = L.centre(hex);
      g.circle(c.x, c.y, 30).stroke({ width: 4, color: RING, alpha: 0.9 });
    }
    for (const hex of d.strikes) {
      if (!L.ids.includes(hex)) continue;
      const c = L.centre(hex);
      g.circle(c.x, c.y, 9).fill({ color: RING, alpha: 0.8 });
    }
  }

  destroy(): void {
    this.unsub();
  }
}

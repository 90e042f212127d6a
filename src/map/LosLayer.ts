// Lines of sight on the map (NLC 8.1, 8.3). In the Bombardment Segment, with artillery selected, a line
// runs from the gun to every enemy hex within range: green to a hex it may bombard, green up to the
// blocking hex and red beyond it (with a cross on the blocking hex) where sight is blocked, amber when in
// sight but not allowed (chateau, up a crest). Each line starts from the hex the gun would fire from: guns
// standing with an extended line may fire from either of its hexes (NLC 20.2.3), so lines leave from both. The line to the hovered hex is drawn thicker. The lines
// come from the engine's 'sight' query; nothing is computed here but pixels.
import { Graphics } from 'pixi.js';
import type { HexId } from '../engine';
import type { AigleStore } from '../store';
import { sightFor, type SightAnswer } from './overlayQueries';
import type { MapLayout } from './layout';
import { midpoint, watchStore } from './storeLayer';

const GREEN = 0x2e7d32;
const RED = 0xd32f2f;
const AMBER = 0xf9a825;

export class LosLayer {
  readonly graphics = new Graphics({ label: 'lineOfSight', eventMode: 'none' });
  private unsub: () => void;

  constructor(
    private readonly store: AigleStore,
    private readonly layout: MapLayout,
  ) {
    this.unsub = watchStore(
      store,
      (s) => ({ sight: sightFor(s), hover: s.ui.hover }),
      ({ sight, hover }) => this.draw(sight, hover),
      ({ sight, hover }) => (sight ? JSON.stringify([sight, hover]) : ''),
    );
  }

  /** The lines drawn now (for tests): target hex and colour. */
  drawn: { from: HexId; to: HexId; colour: 'green' | 'red' | 'amber'; blockedAt: HexId[] }[] = [];

  private draw(sight: SightAnswer | null, hover: HexId | null): void {
    const g = this.graphics;
    const L = this.layout;
    g.clear();
    this.drawn = [];
    if (!sight) return;
    for (const line of sight.lines) {
      const a = L.centre(line.from);
      const b = L.centre(line.to);
      const w = line.to === hover ? 6 : 3;
      if (line.clear) {
        const colour = line.canBombard ? GREEN : AMBER;
        g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: w, color: colour, alpha: 0.9, cap: 'round' });
        g.circle(b.x, b.y, 7).fill({ color: colour, alpha: 0.9 });
        this.drawn.push({ from: line.from, to: line.to, colour: line.canBombard ? 'green' : 'amber', blockedAt: [] });
        continue;
      }
      const m = midpoint(L, line.blockedAt);
      g.moveTo(a.x, a.y).lineTo(m.x, m.y).stroke({ width: w, color: GREEN, alpha: 0.6, cap: 'round' });
      g.moveTo(m.x, m.y).lineTo(b.x, b.y).stroke({ width: w, color: RED, alpha: 0.9, cap: 'round' });
      const r = 10;
      g.moveTo(m.x - r, m.y - r).lineTo(m.x + r, m.y + r).moveTo(m.x + r, m.y - r).lineTo(m.x - r, m.y + r).stroke({ width: 4, color: RED, alpha: 1 });
      this.drawn.push({ from: line.from, to: line.to, colour: 'red', blockedAt: line.blockedAt });
    }
  }

  destroy(): void {
    this.unsub();
  }
}

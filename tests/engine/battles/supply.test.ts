// The 1814 battles' supply (MOP 37.7), trains (37.8) and variable reinforcements (A.II): drawn from the
// roads each army came by and retreated along, stated in each scenario's notes.
import { describe, it, expect } from 'vitest';
import { loadScenarioFile } from '../../../src/cli/files';
import { contextFor, newGame, buildMapIndex } from '../engineApi';
import { supplyOf } from '../../../src/engine/modules/mop/field/supply';
import { supplySources } from '../../../src/engine/modules/nlc/supply/trace';

const BATTLES = ['brienne', 'la-rothiere', 'champaubert', 'montmirail', 'vauchamps'] as const;

describe('the 1814 battles: supply, trains and reinforcements', () => {
  for (const id of BATTLES) {
    const sc = loadScenarioFile(id);
    it(`[MOP 37.7] ${id}: each side has supply sources on its window edge, on a road, and baggage trains; the notes say why`, () => {
      const ctx = contextFor(sc);
      const m = buildMapIndex(sc.map);
      for (const side of ctx.sides) {
        const src = supplySources(ctx, side);
        expect(src.length).toBeGreaterThan(0);
        for (const h of src) {
          expect(m.isEdge(h)).toBe(true);
          expect(m.hexes[h].neighbours.some((n) => m.link(h, n) === 'road')).toBe(true);
        }
        expect(sc.mop!.trains.filter((t) => t.side === side && t.kind === 'baggage').length).toBeGreaterThan(0);
      }
      expect(sc.notes.some((n) => n.startsWith('Supply and trains') && n.includes('MOP A.II'))).toBe(true);
    });

    it(`[MOP 37.7] ${id}: at the start every unit on the map is in supply (through its source or its formation's train)`, () => {
      const ctx = contextFor(sc);
      const s = newGame(sc, { rules: {} }, 1);
      for (const side of ctx.sides) {
        const a = supplyOf(s, ctx, side);
        const cut = Object.entries(a.units).filter(([, u]) => !u.inSupply).map(([u]) => u);
        expect(cut).toEqual([]);
      }
    });

    it(`[MOP A.II] ${id}: reinforcements follow the variable schedule`, () => {
      expect(sc.mop!.reinforcements?.variable).toBe(true);
      expect([...sc.units, ...sc.leaders].some((u) => u.arrives)).toBe(true);
    });
  }
});

// Battle windows (scenario/window.ts): each 1814 battle plays on its part of the theatre's sheet, as the
// printed games give each battle a window onto the campaign map; a scenario without a window (the
// campaigns) plays the whole sheet. Hex ids stay the sheet's.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIO_DIR, loadScenarioFile, sheetsFor } from '../../../src/cli/files';
import { parseScenarioText, buildMapIndex, contextFor, newGame } from '../engineApi';
import { isEdgeHex } from '../../../src/engine/modules/nlc/combat/terrain';
import { createLayout } from '../../../src/map/layout';
import { openingCentre, openingHexes } from '../../../src/map/camera';

const BATTLES = ['brienne', 'la-rothiere', 'champaubert', 'montmirail', 'vauchamps'] as const;
const text = (id: string) => readFileSync(join(SCENARIO_DIR, `${id}.json`), 'utf8');
const raw = (id: string) => JSON.parse(text(id)) as Record<string, any>;
const load = (id: string, edit: (r: Record<string, any>) => void) => {
  const r = raw(id);
  edit(r);
  const t = JSON.stringify(r);
  return parseScenarioText(t, `${id}.json`, { sheets: sheetsFor(t) });
};
const col = (h: string) => Number(h.slice(0, 2));
const row = (h: string) => Number(h.slice(2));

describe('battle windows', () => {
  for (const id of BATTLES) {
    it(`${id}: declares its window and plays only inside it (the sheet's hex ids, nothing outside)`, () => {
      const sc = loadScenarioFile(id);
      const w = raw(id).map.window as { from: string; to: string };
      expect(w).toBeDefined();
      const m = buildMapIndex(sc.map);
      expect(m.ids.length).toBe((col(w.to) - col(w.from) + 1) * (row(w.to) - row(w.from) + 1));
      expect(m.ids[0]).toBe(w.from);
      expect(m.ids.at(-1)).toBe(w.to);
      expect(m.ids.flatMap((h) => m.hexes[h].neighbours).filter((n) => !m.has(n))).toEqual([]);
      // the scenario's map holds only what lies inside: hexes, hexsides and roads
      const inside = (h: string) => m.has(h);
      expect(sc.map.hexes.filter((h) => !inside(h.id))).toEqual([]);
      expect(sc.map.hexsides.filter((h) => !inside(h.a) || !inside(h.b))).toEqual([]);
      expect(sc.map.roads.filter((r) => !r.path.every(inside))).toEqual([]);
      // and the renderer draws the same hexes
      expect(createLayout(sc.map).ids).toEqual(m.ids);
    });
  }

  it('[NLC 5.6] the window edge is the map edge: units leave the map (and retreat off it) there, not at the sheet edge', () => {
    const sc = loadScenarioFile('la-rothiere');
    const ctx = contextFor(sc);
    expect(ctx.map.has('0101')).toBe(false);
    expect(isEdgeHex(ctx, '2019')).toBe(true); // the window's north-west corner
    expect(isEdgeHex(ctx, '5835')).toBe(true); // its east edge
    expect(isEdgeHex(ctx, '2150')).toBe(true); // its south edge, also the sheet's
    expect(isEdgeHex(ctx, '3235')).toBe(false); // La Rothière
  });

  it('[MOP 37.18] reinforcements enter on the window edge: Wrede and Frimont by the Soulaines road and the La Chaise track, the Bar-sur-Aube road from the south', () => {
    const sc = loadScenarioFile('la-rothiere');
    const m = buildMapIndex(sc.map);
    const arrivals = [...sc.units, ...sc.leaders].filter((u) => u.arrives).map((u) => u.arrives!.hex);
    for (const h of new Set(arrivals)) {
      if (h === '2422') continue; // Rottembourg comes into Brienne from the Lesmont road, inside the window
      expect(m.isEdge(h)).toBe(true);
      expect(m.hexes[h].neighbours.some((n) => m.link(h, n))).toBe(true);
    }
  });

  it('a scenario without a window plays the whole sheet (the campaigns)', () => {
    const r = load('brienne', (s) => {
      delete s.map.window;
      s.units.find((u: { id: string }) => u.id === 'fr-res-dufour').arrives.hex = '5501';
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(buildMapIndex(r.scenario.map).ids.length).toBe(64 * 50);
  });

  describe('refused at load with the file, JSON path and reason', () => {
    const refused = (id: string, edit: (r: Record<string, any>) => void) => {
      const r = load(id, edit);
      expect(r.ok).toBe(false);
      return r.ok ? [] : r.problems;
    };

    it('a unit outside the window', () => {
      const p = refused('champaubert', (s) => (s.units[0].hex = '0101'));
      expect(p[0]).toMatchObject({ file: 'champaubert.json', path: '$.units[0].hex' });
      expect(p[0].problem).toMatch(/outside the battle's window 5512-8642/);
    });

    it('an objective, an arrival and a leader outside the window', () => {
      const p = refused('montmirail', (s) => {
        s.objectives[0].hex = '4040';
        s.units.find((u: { arrives?: unknown }) => u.arrives).arrives.hex = '3101';
      });
      expect(p.map((x) => x.path)).toEqual(expect.arrayContaining(['$.objectives[0].hex', expect.stringMatching(/^\$\.units\[\d+\]\.arrives\.hex$/)]));
      for (const x of p) expect(x.problem).toMatch(/outside the battle's window/);
    });

    it('an at-start order target outside the window', () => {
      const p = refused('vauchamps', (s) => (s.command.orders[0].target = ['0112']));
      expect(p).toEqual([expect.objectContaining({ file: 'vauchamps.json', path: '$.command.orders[0].target[0]', problem: expect.stringMatching(/0112 is outside the battle's window 1406-8626/) })]);
    });

    it('a window that runs off its sheet, or backwards', () => {
      expect(refused('brienne', (s) => (s.map.window.to = '7050'))[0]).toMatchObject({ path: '$.map.window.to', problem: expect.stringMatching(/not on the 64x50 sheet "aube"/) });
      expect(refused('brienne', (s) => (s.map.window = { from: '3030', to: '1010' }))[0].path).toBe('$.map.window');
    });

    it('a hex off the sheet altogether is still "not on the map"', () => {
      expect(refused('brienne', (s) => (s.units[0].hex = '9999'))[0].problem).toMatch(/not on the 64x50 map/);
    });
  });

  it('the camera opens on the pieces that act first, inside the window', () => {
    const sc = loadScenarioFile('vauchamps');
    const state = newGame(sc, { rules: {} }, 1);
    const hexes = openingHexes(sc, state);
    // the French move first at Vauchamps: their pieces, not the Allies'
    expect(hexes.length).toBeGreaterThan(5);
    const french = new Set(sc.units.filter((u) => u.side === 'fr' && u.hex).map((u) => u.hex));
    for (const h of hexes) expect(french.has(h)).toBe(true);
    const layout = createLayout(sc.map);
    const c = openingCentre(layout, hexes);
    const mid = { x: layout.width / 2, y: layout.height / 2 };
    // the French stand around Montmirail, well west of the window's middle
    expect(c.x).toBeLessThan(mid.x - 500);
  });
});

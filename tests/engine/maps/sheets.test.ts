// The theatre sheets under scenarios/maps: each compiled sheet is up to date with its source, passes the
// scenario map schema, loads in a scenario that references it, and has the historical places at their
// real distances. Also: `npm run maps` writes nothing when a source is broken.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { compileMapText, formatSheet } from '../../../src/cli/maps/compile';
import { runMaps } from '../../../src/cli/maps/run';
import { parseMapSource } from '../../../src/cli/maps/source';
import { MAPS_DIR, sheetsFor } from '../../../src/cli/files';
import { buildMapIndex, loadScenario, mapSheetSchema, parseScenarioText, type Scenario } from '../../../src/engine/index';
import { GOOD, broken } from './fixture';

const sources = readdirSync(MAPS_DIR).filter((f) => f.endsWith('.map.txt')).sort();

/** A minimal scenario on a sheet, by reference. */
function scenarioOn(sheet: string, hex: string): Record<string, unknown> {
  return {
    format: 'aigle-scenario',
    id: `test-${sheet}`,
    name: 'Sheet check',
    description: 'One unit a side on a map sheet.',
    system: 'nlc',
    sides: [
      { id: 'fr', name: 'French', adjective: 'French', color: '#2b4c9b' },
      { id: 'al', name: 'Allies', adjective: 'Allied', color: '#9b2b2b' },
    ],
    firstSide: 'fr',
    turns: { count: 2, start: '12:00', minutesPerTurn: 60 },
    map: { sheet },
    formations: [{ id: 'f1', side: 'fr', name: 'I' }],
    units: [{ id: 'u1', side: 'fr', name: 'u', nationality: 'French', type: 'infantry', strength: [4, 2], movement: 6, morale: 3, formation: 'f1', hex }],
  };
}

const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const R = 6371;
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
};

describe('theatre sheets', () => {
  it('there are the two sheets of the 1814 theatres and the grand campaign\'s sheet between them', () => {
    expect(sources).toEqual(['aube.map.txt', 'champagne.map.txt', 'petit-morin.map.txt']);
  });

  for (const f of sources) {
    const id = f.replace(/\.map\.txt$/, '');
    const text = readFileSync(join(MAPS_DIR, f), 'utf8');
    const fresh = compileMapText(text, `scenarios/maps/${f}`);

    it(`${id}: compiles, and the committed ${id}.map.json is that compilation (run npm run maps after editing the source)`, () => {
      if (!fresh.ok) throw new Error(fresh.problems.map((p) => `${p.file}:${p.line}: ${p.problem}`).join('\n'));
      const committed = readFileSync(join(MAPS_DIR, `${id}.map.json`), 'utf8');
      expect(committed).toBe(formatSheet(fresh.sheet));
      expect(existsSync(join(MAPS_DIR, `${id}.preview.svg`))).toBe(true);
    });

    it(`${id}: the compiled sheet passes the sheet and scenario map schemas and loads in a scenario by reference`, () => {
      const raw = JSON.parse(readFileSync(join(MAPS_DIR, `${id}.map.json`), 'utf8'));
      expect(mapSheetSchema.safeParse(raw).success).toBe(true);
      const first = raw.places[0].hex as string;
      const r = loadScenario(scenarioOn(id, first), `test-${id}.json`, { sheets: { [id]: raw } });
      if (!r.ok) throw new Error(r.message);
      const s: Scenario = r.scenario;
      expect(s.map.columns).toBe(raw.map.columns);
      expect(buildMapIndex(s.map).hexes[first].name).toBe(raw.places[0].name);
      // the node loader finds the sheet by itself
      const viaText = parseScenarioText(JSON.stringify(scenarioOn(id, first)), `test-${id}.json`, { sheets: sheetsFor(JSON.stringify(scenarioOn(id, first))) });
      expect(viaText.ok).toBe(true);
    });

    it(`${id}: places lie at their real distances from each other (within a hex) and every road is on the map`, () => {
      const parsed = parseMapSource(text, f);
      if (!parsed.ok || !fresh.ok) throw new Error('source does not parse');
      const index = buildMapIndex(fresh.sheet.map);
      const hexOf = new Map(fresh.sheet.places.map((p) => [p.name, p.hex]));
      const located = parsed.source.places.flatMap((p) => (p.at.kind === 'latlon' ? [{ name: p.name, lat: p.at.lat, lon: p.at.lon }] : []));
      expect(located.length).toBeGreaterThan(20);
      let worst = 0;
      for (let i = 0; i < located.length; i++) {
        for (let j = i + 1; j < located.length; j++) {
          const real = km(located[i], located[j]);
          // the straight distance between the two hex centres (hex steps overstate oblique distances)
          const a = fresh.geometry.centre(hexOf.get(located[i].name)!);
          const b = fresh.geometry.centre(hexOf.get(located[j].name)!);
          const onMap = Math.hypot(a.x - b.x, a.y - b.y);
          // the equirectangular projection stretches east-west distances away from its standard parallel
          // (1-2% across the 100 km of the campaign sheet): allow that much on top of the hex rounding
          const stretch = Math.max(...[located[i].lat, located[j].lat].map((lat) => Math.abs(Math.cos((lat * Math.PI) / 180) / Math.cos((parsed.source.origin.lat * Math.PI) / 180) - 1)));
          worst = Math.max(worst, Math.abs(real - onMap) - stretch * real);
        }
      }
      // a point is at most a hex radius (260 m on the battle sheets) from its hex centre, so two places move by at most two radii
      expect(worst).toBeLessThan((2 * parsed.source.scale) / 1000 / Math.sqrt(3) + 0.01);
      for (const r of fresh.sheet.map.roads) for (const h of r.path) expect(index.has(h)).toBe(true);
    });
  }

  it('the places a player looks for are on the sheets under their real names', () => {
    const names = (id: string) => (JSON.parse(readFileSync(join(MAPS_DIR, `${id}.map.json`), 'utf8')).places as { name: string }[]).map((p) => p.name);
    expect(names('aube')).toEqual(
      expect.arrayContaining(['Brienne-le-Château', 'La Rothière', 'Dienville', 'Chaumesnil', 'La Giberie', 'Petit-Mesnil', 'Morvilliers', 'Trannes', 'Éclance', 'Juvanzé', 'Lesmont', "Bois d'Ajou", 'Forêt de Soulaines']),
    );
    expect(names('petit-morin')).toEqual(
      expect.arrayContaining(['Sézanne', 'Montmirail', 'Champaubert', 'Vauchamps', 'Étoges', 'Marchais', 'Le Tremblay', "L'Épine-aux-Bois", 'Fontenelle', 'Janvilliers', 'Fromentières', 'Baye', 'Bannay', 'Marais de Saint-Gond']),
    );
  });
});

describe('a scenario whose map is a sheet reference', () => {
  const raw = JSON.parse(readFileSync(join(MAPS_DIR, 'aube.map.json'), 'utf8'));

  it('is refused when the sheet is unknown, naming the JSON path', () => {
    const r = loadScenario(scenarioOn('marne', '0101'), 'x.json', { sheets: { aube: raw } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('x.json: $.map.sheet: unknown map sheet "marne" (sheets: aube)');
  });

  it('is refused when the sheet file is broken', () => {
    const r = loadScenario(scenarioOn('aube', '0101'), 'x.json', { sheets: { aube: { ...raw, map: { ...raw.map, columns: 0 } } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/\$\.map\.sheet: the map sheet "aube" is broken at \$\.map\.columns/);
  });

  it('is refused when a unit stands off the sheet, as for an embedded map', () => {
    const r = loadScenario(scenarioOn('aube', '6551'), 'x.json', { sheets: { aube: raw } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/\$\.units\[0\]\.hex: hex 6551 is not on the 64x50 map/);
  });

  it('a reference with other keys is refused', () => {
    const s = { ...scenarioOn('aube', '0101'), map: { sheet: 'aube', columns: 3 } };
    const r = loadScenario(s, 'x.json', { sheets: { aube: raw } });
    expect(r.ok).toBe(false);
  });
});

describe('npm run maps', () => {
  it('writes the sheet and its preview for good sources, and nothing at all when one source is broken', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maps-'));
    writeFileSync(join(dir, 'tiny.map.txt'), GOOD);
    const ok = runMaps([join(dir, 'tiny.map.txt')], { root: dir });
    expect(ok.code).toBe(0);
    expect(existsSync(join(dir, 'tiny.map.json'))).toBe(true);
    expect(readFileSync(join(dir, 'tiny.preview.svg'), 'utf8')).toMatch(/^<svg[\s\S]*Bourg[\s\S]*<\/svg>$/);
    const before = readFileSync(join(dir, 'tiny.map.json'), 'utf8');

    // a second, broken sheet: neither it nor the good one is written
    const dir2 = mkdtempSync(join(tmpdir(), 'maps-'));
    copyFileSync(join(dir, 'tiny.map.txt'), join(dir2, 'tiny.map.txt'));
    writeFileSync(join(dir2, 'other.map.txt'), broken('sheet tiny', 'sheet other').text.replace('03 ...ww...', '03 ...w?...'));
    const bad = runMaps([join(dir2, 'other.map.txt'), join(dir2, 'tiny.map.txt')], { root: dir2 });
    expect(bad.code).toBe(1);
    expect(bad.err[0]).toMatch(/^other\.map\.txt:14: column 5: unknown terrain letter "\?"/);
    expect(bad.err[bad.err.length - 1]).toMatch(/nothing written/);
    expect(readdirSync(dir2).sort()).toEqual(['other.map.txt', 'tiny.map.txt']);
    expect(readFileSync(join(dir, 'tiny.map.json'), 'utf8')).toBe(before);
  });

  it('refuses a source whose sheet id is not its file name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maps-'));
    writeFileSync(join(dir, 'wrong.map.txt'), GOOD);
    const r = runMaps([join(dir, 'wrong.map.txt')], { root: dir });
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/wrong\.map\.txt:0: the sheet is called "tiny"/);
    expect(readdirSync(dir)).toEqual(['wrong.map.txt']);
  });
});

describe('the historical ground on the sheets', () => {
  const load = (id: string) => {
    const raw = JSON.parse(readFileSync(join(MAPS_DIR, `${id}.map.json`), 'utf8'));
    const index = buildMapIndex(mapSheetSchema.parse(raw).map);
    const hex = (name: string) => (raw.places as { name: string; hex: string }[]).find((p) => p.name === name)!.hex;
    /** Hexes reached from `from` by road only, with the road steps taken. */
    const byRoad = (from: string, kinds: ('road' | 'trail')[] = ['road']) => {
      const seen = new Set([from]);
      const steps: [string, string][] = [];
      const queue = [from];
      while (queue.length) {
        const h = queue.shift()!;
        for (const n of index.hexes[h].neighbours) {
          const l = index.link(h, n);
          if (!l || !kinds.includes(l) || seen.has(n)) continue;
          seen.add(n);
          steps.push([h, n]);
          queue.push(n);
        }
      }
      return { seen, steps };
    };
    return { raw, index, hex, byRoad };
  };

  it('Aube: the bridges of Dienville and Lesmont are on the Aube beside their villages, and the roads reach them', () => {
    const { index, hex, byRoad } = load('aube');
    for (const [village, bridge] of [['Dienville', 'Pont de Dienville'], ['Lesmont', 'Pont de Lesmont']]) {
      const side = Object.entries(index.hexsides).find(([, s]) => s.features.includes('bridge') && s.features.includes('river') && index.hexes[hex(village)].neighbours.some((n) => index.side(hex(village), n) === s));
      expect(side, `${bridge} beside ${village}`).toBeDefined();
    }
    // the French retreat of 1 February: Brienne to the Lesmont bridge and over it, by road
    const fromBrienne = byRoad(hex('Brienne-le-Château'));
    expect(fromBrienne.seen.has(hex('Lesmont'))).toBe(true);
    // the great road from Trannes through La Rothière to Brienne
    const fromTrannes = byRoad(hex('Trannes'));
    for (const p of ['La Rothière', 'Brienne-la-Vieille', 'Brienne-le-Château', 'Maizières-lès-Brienne', 'Dienville']) expect(fromTrannes.seen.has(hex(p)), p).toBe(true);
    // the Aube is crossed by road only at bridges
    for (const [a, b] of fromBrienne.steps) {
      const f = index.side(a, b)?.features ?? [];
      if (f.includes('river')) expect(f).toContain('bridge');
    }
    // the château stands above the town
    expect(index.hexes[hex('Château de Brienne')].elevation).toBeGreaterThan(index.hexes[hex('Brienne-le-Château')].elevation);
    // Trannes and the Morvilliers plateau stand above La Rothière's plain
    expect(index.hexes[hex('Trannes')].elevation).toBeGreaterThan(index.hexes[hex('La Rothière')].elevation);
    expect(index.hexes[hex('Morvilliers')].elevation).toBeGreaterThan(index.hexes[hex('La Rothière')].elevation);
    expect(index.hexes[hex("Bois d'Ajou")].terrain).toBe('woods');
  });

  it('Petit-Morin: the highway runs from L\'Épine-aux-Bois to Étoges, the Saint-Prix bridge crosses the marshes, the Château-Thierry road leaves north', () => {
    const { index, hex, byRoad } = load('petit-morin');
    const highway = byRoad(hex("L'Épine-aux-Bois"));
    for (const p of ['Le Tremblay', 'Montmirail', 'Vauchamps', 'Fromentières', 'Champaubert', 'Étoges', 'Fontenelle', 'Baye', 'Talus-Saint-Prix', 'Sézanne']) expect(highway.seen.has(hex(p)), p).toBe(true);
    const saintPrix = hex('Talus-Saint-Prix');
    expect(index.hexes[saintPrix].neighbours.some((n) => index.side(saintPrix, n)?.features.includes('bridge'))).toBe(true);
    // the Saint-Gond marshes: marsh hexes along the Petit Morin east of Saint-Prix
    const marsh = index.ids.filter((id) => index.hexes[id].terrain === 'marsh' && index.hexes[id].col > index.hexes[saintPrix].col);
    expect(marsh.length).toBeGreaterThan(40);
    // the Château-Thierry road reaches the north edge
    expect([...highway.seen].some((h) => index.hexes[h].row === 1 && index.hexes[h].col < index.hexes[hex('Montmirail')].col)).toBe(true);
    // Montmirail on its height above the Petit Morin
    expect(index.hexes[hex('Montmirail')].elevation).toBeGreaterThan(index.hexes[hex('Pomesson')].elevation);
  });
});

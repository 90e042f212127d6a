// The map compiler (src/cli/maps): a source compiles into a valid scenario map, and every kind of
// broken source is refused with its file, line and problem.
import { describe, expect, it } from 'vitest';
import { compileMapText, type MapSheet } from '../../../src/cli/maps/compile';
import { buildMapIndex, hexsideKey } from '../../../src/engine/index';
import { mapSchema } from '../../../src/engine/scenario/schema';
import { GOOD, broken } from './fixture';

function compiled(text = GOOD): MapSheet {
  const r = compileMapText(text, 'tiny.map.txt');
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.line}: ${p.problem}`).join('\n'));
  return r.sheet;
}

function refused(text: string) {
  const r = compileMapText(text, 'tiny.map.txt');
  if (r.ok) throw new Error('the broken source compiled');
  return r.problems;
}

describe('map compiler: a good source', () => {
  const sheet = compiled();
  const map = buildMapIndex(sheet.map);

  it('gives a map the scenario schema accepts, with terrain, elevation and names from the grids and places', () => {
    expect(mapSchema.safeParse(sheet.map).success).toBe(true);
    expect(sheet.map.columns).toBe(8);
    expect(sheet.map.rows).toBe(6);
    expect(map.hexes['0302']).toMatchObject({ terrain: 'village', name: 'Bourg' });
    expect(map.hexes['0705']).toMatchObject({ terrain: 'town', name: 'Ville' });
    expect(map.hexes['0403'].terrain).toBe('woods');
    expect(map.hexes['0403'].elevation).toBe(1);
    expect(map.hexes['0101']).toMatchObject({ terrain: 'clear', elevation: 0 });
    expect(sheet.places).toContainEqual({ name: 'La Butte', kind: 'site', hex: '0503' });
  });

  it('traces the river along a connected chain of hexsides', () => {
    const river = sheet.map.hexsides.filter((h) => h.features.includes('river'));
    expect(river.length).toBeGreaterThanOrEqual(6);
    for (const h of river) expect(map.hexes[h.a].neighbours).toContain(h.b);
    // consecutive river hexsides share a hex: the line never jumps
    const line = sheet.lines.find((l) => l.name === 'Aube')!.hexsides!;
    for (let i = 1; i < line.length; i++) {
      const [a, b] = line[i - 1].split('-');
      const [c, d] = line[i].split('-');
      expect([a, b].some((x) => x === c || x === d)).toBe(true);
    }
  });

  it('puts the bridge and the ford on the river where a road or trail crosses it', () => {
    const bridge = sheet.map.hexsides.find((h) => h.features.includes('bridge'))!;
    expect(bridge.features).toContain('river');
    const crossings = sheet.map.roads.flatMap((r) => r.path.slice(1).map((h, i) => hexsideKey(r.path[i], h)));
    expect(crossings).toContain(hexsideKey(bridge.a, bridge.b));
    expect(map.side('0303', '0403')?.features).toEqual(expect.arrayContaining(['ford', 'river']));
    expect(map.side('0705', '0805')?.features).toEqual(['stream']);
  });

  it('draws roads as steps between adjacent hexes, a "~" as the straight hex line', () => {
    const road = sheet.map.roads.find((r) => r.kind === 'road')!;
    expect(road.path[0]).toBe('0102');
    expect(road.path[road.path.length - 1]).toBe('0705');
    for (let i = 1; i < road.path.length; i++) expect(map.hexes[road.path[i - 1]].neighbours).toContain(road.path[i]);
    expect(sheet.map.roads.find((r) => r.kind === 'trail')!.path).toEqual(['0302', '0402', '0503']);
  });

  it('makes every change of elevation a slope, high on the higher hex; a crest has its high side on the left as drawn', () => {
    expect(map.side('0402', '0403')).toEqual({ features: ['slope'], high: '0403' });
    const crest = sheet.map.hexsides.filter((h) => h.features.includes('crest'));
    expect(crest.length).toBeGreaterThan(0);
    // drawn west to east with the high side on the left: the high hex is the northern one
    for (const h of crest) {
      const other = h.high === h.a ? h.b : h.a;
      const north = map.hexes[h.high!].row < map.hexes[other].row || (map.hexes[h.high!].row === map.hexes[other].row && map.hexes[h.high!].col % 2 === 1);
      expect(north).toBe(true);
    }
  });

  it('is deterministic: the same source gives the same sheet', () => {
    expect(JSON.stringify(compiled())).toBe(JSON.stringify(sheet));
  });
});

describe('map compiler: a broken source is refused with file, line and problem', () => {
  const expectProblem = (text: string, line: number, pattern: RegExp) => {
    const problems = refused(text);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'tiny.map.txt', line, problem: expect.stringMatching(pattern) }));
  };

  it('an unknown terrain letter', () => {
    const b = broken('03 ...ww...', '03 ...wx...');
    expectProblem(b.text, b.line, /column 5: unknown terrain letter "x"/);
  });

  it('a terrain row of the wrong length, and a missing row', () => {
    const b = broken('04 ........', '04 .......');
    expectProblem(b.text, b.line, /terrain row 4 has 7 columns; the map has 8/);
    const c = broken('06 ........', '');
    expect(refused(c.text).map((p) => p.problem).join('\n')).toMatch(/the terrain grid has 5 rows; the map has 6/);
  });

  it('an elevation that is not a digit', () => {
    const b = broken('03 00011000', '03 000a1000');
    expectProblem(b.text, b.line, /column 4: elevation "a" is not a digit/);
  });

  it('a road that jumps between hexes that are not adjacent', () => {
    const b = broken('Chemin: [Bourg] 0402 0503', 'Chemin: [Bourg] 0402 0604');
    expectProblem(b.text, b.line, /trail "Chemin" jumps from 0402 to 0604, which are not adjacent/);
  });

  it('a road that leads nowhere (not connected)', () => {
    const b = broken('Chemin: [Bourg] 0402 0503', 'Chemin: [Bourg] 0402 0502');
    expectProblem(b.text, b.line, /trail "Chemin" ends at 0502, .*not connected/);
  });

  it('a road to an unknown place', () => {
    const b = broken('Grande route: 0102 ~ [Ville]', 'Grande route: 0102 ~ [Villeneuve]');
    expectProblem(b.text, b.line, /no place named \[Villeneuve\]/);
  });

  it('a bridge off any river', () => {
    const b = broken('Gué: 0303/0403', 'Gué: 0606/0706');
    expectProblem(b.text, b.line, /ford Gué at 0606\/0706 is not on a river or stream hexside/);
    const c = broken('Pont du Bourg: near [Bourg]', 'Pont du Bourg: 0101/0102');
    expectProblem(c.text, c.line, /bridge Pont du Bourg at 0101\/0102 is not on a river or stream hexside/);
  });

  it('a bridge on two hexes that do not touch', () => {
    const b = broken('Pont du Bourg: near [Bourg]', 'Pont du Bourg: 0101/0306');
    expectProblem(b.text, b.line, /0101 and 0306 are not adjacent/);
  });

  it('a bridge "near" a place where no road crosses water', () => {
    const b = broken('Pont du Bourg: near [Bourg]', 'Pont du Bourg: near [Ville]');
    expect(refused(b.text).map((p) => p.problem).join('\n')).toMatch(/no road or trail crosses a river or stream within 3 hexes of \[Ville\]|crosses the river Aube .* with no bridge or ford/);
  });

  it('a road over a river with no bridge or ford', () => {
    const b = broken('Gué: 0303/0403', '');
    expectProblem(b.text, lineOf(b.text, 'Grande route: 0102 ~ [Ville]'), /road "Grande route" crosses the river Aube at 0303\/0403 with no bridge or ford/);
  });

  it('a duplicate place, and two places in one hex', () => {
    const b = broken('site    La Butte    0503', 'site    Bourg    0503');
    expectProblem(b.text, b.line, /duplicate place "Bourg" \(also on line \d+\)/);
    const c = broken('site    La Butte    0503', 'site    La Butte    0302');
    expectProblem(c.text, c.line, /La Butte falls in hex 0302, already named Bourg/);
  });

  it('a named place off the map', () => {
    const b = broken('site    La Butte    0503', 'site    La Butte    (48.5000, 4.5000)');
    expectProblem(b.text, b.line, /La Butte at \(48.5, 4.5\) is off the 8x6 map \(it would be column 1, row -?\d+\)/);
    const c = broken('site    La Butte    0503', 'site    La Butte    0907');
    expectProblem(c.text, c.line, /hex 0907 is not on the 8x6 map/);
  });

  it('a village where the grid has other terrain', () => {
    const b = broken('site    La Butte    0503', 'village La Butte    0503');
    expectProblem(b.text, b.line, /La Butte is a village in hex 0503, but the terrain grid has woods there/);
  });

  it('a crest whose high side is the lower hex', () => {
    const b = broken('Crête (high left): (48.3930, 4.5270) (48.3930, 4.5450)', 'Crête (high left): (48.3850, 4.5260) (48.3850, 4.5120)');
    expectProblem(b.text, b.line, /the crest's high side \d{4} \(elevation 0\) is lower than \d{4} \(elevation 1\)/);
  });

  it('a crest without its high side, an unknown section, a bad header', () => {
    const b = broken('Crête (high left): (48.3930, 4.5270) (48.3930, 4.5450)', 'Crête: (48.3930, 4.5270) (48.3930, 4.5450)');
    expectProblem(b.text, b.line, /a crest needs its high side/);
    const c = broken('[fords]', '[ferries]');
    expectProblem(c.text, c.line, /unknown section \[ferries\]/);
    const d = broken('size 8 6', 'size 8 120');
    expectProblem(d.text, d.line, /size is "columns rows", each 2 to 99/);
    const e = broken('sheet tiny', '');
    expectProblem(e.text, 0, /the header has no "sheet" line/);
  });

  it('a bad point or waypoint', () => {
    const b = broken('Grande route: 0102 ~ [Ville]', 'Grande route: 0102 ~ Ville');
    expectProblem(b.text, b.line, /"Ville" is not a hex id \(CCRR\), a \(latitude, longitude\) or a \[place name\]/);
  });
});

function lineOf(text: string, line: string): number {
  return text.split('\n').indexOf(line) + 1;
}

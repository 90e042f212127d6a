import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseScenarioText, loadScenario } from './engineApi';

const tutorialText = readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8');

describe('scenario files', () => {
  it('the tutorial loads and uses every terrain and hexside type', () => {
    const r = parseScenarioText(tutorialText, 'scenarios/tutorial.json');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const terrains = new Set(r.scenario.map.hexes.map((h) => h.terrain ?? 'clear'));
    for (const t of ['town', 'village', 'chateau', 'woods', 'marsh']) expect(terrains.has(t as never)).toBe(true);
    const features = new Set(r.scenario.map.hexsides.flatMap((h) => h.features));
    for (const f of ['stream', 'river', 'bridge', 'trestle', 'ford', 'crest', 'slope']) expect(features.has(f as never)).toBe(true);
    expect(new Set(r.scenario.map.roads.map((x) => x.kind))).toEqual(new Set(['road', 'trail']));
    expect(r.scenario.map.columns).toBe(16);
    expect(r.scenario.map.rows).toBe(12);
  });

  it('a field of the wrong type names the file, the JSON path and the problem', () => {
    const raw = JSON.parse(tutorialText);
    raw.units[3].strength = ['six', 3];
    const r = loadScenario(raw, 'scenarios/broken.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0]).toMatchObject({ file: 'scenarios/broken.json', path: '$.units[3].strength[0]' });
    expect(r.message).toMatch(/^scenarios\/broken\.json: \$\.units\[3\]\.strength\[0\]: .*number/);
  });

  it('a missing field is reported with its path', () => {
    const raw = JSON.parse(tutorialText);
    delete raw.units[0].movement;
    const r = loadScenario(raw, 'x.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toContain('x.json: $.units[0].movement:');
  });

  it('broken JSON syntax is refused with the file name', () => {
    const r = parseScenarioText(tutorialText.slice(0, 200), 'scenarios/cut.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(/^scenarios\/cut\.json: \$: not valid JSON/);
  });

  it('cross references are checked: unknown formation, off-map hex, non-adjacent hexside', () => {
    const raw = JSON.parse(tutorialText);
    raw.units[1].formation = 'nobody';
    raw.units[2].hex = '2020';
    raw.map.hexsides.push({ a: '0101', b: '0505', features: ['stream'] });
    const r = loadScenario(raw, 't.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const paths = r.problems.map((p) => p.path);
    expect(paths).toContain('$.units[1].formation');
    expect(paths).toContain('$.units[2].hex');
    expect(paths).toContain(`$.map.hexsides[${raw.map.hexsides.length - 1}]`);
    expect(r.message).toContain('hex 2020 is not on the 16x12 map');
  });

  it('unknown keys are refused rather than silently ignored', () => {
    const raw = JSON.parse(tutorialText);
    raw.units[0].strenght = [1, 1];
    const r = loadScenario(raw, 't.json');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems[0].path).toBe('$.units[0]');
    expect(r.problems[0].problem).toMatch(/strenght/);
  });
});

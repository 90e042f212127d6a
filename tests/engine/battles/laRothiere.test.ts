// La Rothière, 1 February 1814 (MOP 37.18 with 37.22) on our own Aube sheet.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenarioFile } from '../../../src/cli/files';
import { contextFor, buildMapIndex } from '../engineApi';

const sc = loadScenarioFile('la-rothiere');
const sheet = JSON.parse(readFileSync(new URL('../../../scenarios/maps/aube.map.json', import.meta.url), 'utf8')) as {
  places: { name: string; hex: string }[];
};
const place = (name: string) => sheet.places.find((x) => x.name === name)!.hex;
const order = (f: string) => sc.command!.orders.find((o) => o.formation === f)!;

describe('La Rothière (MOP 37.18)', () => {
  it('[MOP 37.18] plays on the same Aube sheet as Brienne, with the March on Paris rules', () => {
    expect(sc.map.columns).toBe(64);
    expect(contextFor(sc).modules.map((m) => m.id)).toContain('mop');
  });

  it('[MOP 37.22] Barclay (rated 1) is the wing commander of III Corps and the Austrian V Corps; Sacken of VI and XI Corps', () => {
    const wing = (l: string) => [...sc.command!.wings.find((w) => w.leader === l)!.formations].sort();
    expect(wing('al-barclay')).toEqual(['al-iii', 'al-v']);
    expect(wing('al-sacken')).toEqual(['al-vi', 'al-xi']);
    expect(sc.leaders.find((l) => l.id === 'al-barclay')).toMatchObject({ role: 'wing', rating: 1 });
  });

  it('[MOP 37.18] the French defend Dienville, La Rothière and the Morvilliers plateau; the Allies attack them', () => {
    expect(order('fr-res')).toMatchObject({ type: 'defend', target: [place('Dienville')] });
    expect(order('fr-ii').target).toEqual(expect.arrayContaining([place('La Rothière'), place('Chaumesnil')]));
    expect(order('fr-vi').target).toContain(place('Morvilliers'));
    expect(order('fr-yg').type).toBe('reserve');
    expect(order('al-iii')).toMatchObject({ type: 'attack', target: [place('Dienville')] });
    expect(order('al-xi')).toMatchObject({ type: 'attack', target: [place('La Rothière')] });
    expect(order('al-iv').target).toEqual([place('La Giberie')]);
    expect(order('al-iv').then[0]).toMatchObject({ type: 'attack', target: [place('Chaumesnil')] });
    expect(order('al-v')).toMatchObject({ type: 'attack', target: [place('Morvilliers')] });
  });

  it('[MOP 37.18] Wrede and Frimont arrive from the forest of Soulaines on the east edge (of the battle\'s window)', () => {
    const bav = sc.units.filter((u) => u.formation === 'al-bav' || u.formation === 'al-v');
    expect(bav.length).toBeGreaterThan(3);
    for (const u of bav) expect(u.arrives && Number(u.arrives.hex.slice(0, 2))).toBe(buildMapIndex(sc.map).bounds.col1);
  });
});

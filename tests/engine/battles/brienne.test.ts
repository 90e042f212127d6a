// Brienne, 29 January 1814 (MOP 37.17) on our own Aube sheet: the command arrangements and at-start
// orders of the battle, translated to our map by place name.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenarioFile } from '../../../src/cli/files';
import { contextFor, newGame, legalCommands } from '../engineApi';

const sc = loadScenarioFile('brienne');
const sheet = JSON.parse(readFileSync(new URL('../../../scenarios/maps/aube.map.json', import.meta.url), 'utf8')) as {
  places: { name: string; hex: string }[];
};
const place = (name: string) => {
  const p = sheet.places.find((x) => x.name === name);
  if (!p) throw new Error(`no place ${name} on the Aube sheet`);
  return p.hex;
};
const order = (f: string) => sc.command!.orders.find((o) => o.formation === f)!;

describe('Brienne (MOP 37.17)', () => {
  it('[MOP 37.17] plays on the Aube sheet under the March on Paris rules, from noon to midnight', () => {
    expect(sc.map.columns).toBe(64);
    expect(sc.mop).toBeDefined();
    expect(contextFor(sc).modules.map((m) => m.id)).toContain('mop');
    expect(sc.turns.start).toBe('12:00');
    expect(sc.turns.count).toBe(12);
  });

  it('[MOP 37.17] command arrangements: Grouchy a wing commander over the cavalry corps, Ney a corps commander rated 4, Sacken a wing over VI and XI Corps', () => {
    const wing = (l: string) => sc.command!.wings.find((w) => w.leader === l)!.formations;
    expect(wing('fr-grouchy')).toEqual(['fr-vcav']);
    expect(wing('al-sacken').sort()).toEqual(['al-vi', 'al-xi']);
    const ney = sc.leaders.find((l) => l.id === 'fr-ney')!;
    expect([ney.role, ney.rating]).toEqual(['corps', 4]);
    // every formation Grouchy commands is cavalry (MOP 37.17)
    for (const f of wing('fr-grouchy')) expect(sc.units.filter((u) => u.formation === f && !u.type.includes('cavalry') && !u.type.includes('horse')).map((u) => u.id)).toEqual([]);
  });

  it('[MOP 37.14] leader ratings are the March on Paris ratings in force', () => {
    const r = Object.fromEntries(sc.leaders.map((l) => [l.name, l.rating]));
    expect(r).toMatchObject({ Napoléon: 3, Blücher: 3, Grouchy: 3, Victor: 2, Milhaud: 3, Ney: 4, Sacken: 2, Olsufiev: 2, Pahlen: 3, Scherbatov: 2, Lieven: 2, Vasilchikov: 2 });
  });

  it('[MOP 37.17] at-start orders name the real places: Maizières, Perthes, Juzanvigny, Brienne, Trannes, Chaumesnil, the Dienville bridge', () => {
    expect(order('fr-vcav').target).toEqual([place('Maizières-lès-Brienne')]);
    expect(order('fr-gc').then[0]).toMatchObject({ type: 'attack', target: [place('Perthes-lès-Brienne')] });
    expect(order('fr-ii').target).toEqual([place('Juzanvigny')]);
    expect(order('fr-ii').then[0]).toMatchObject({ type: 'attack', target: [place('Brienne-le-Château')] });
    expect(order('al-ix')).toMatchObject({ type: 'defend', target: [place('Brienne-le-Château'), place('Château de Brienne')] });
    expect(order('al-vi').target).toEqual([place('Trannes')]);
    expect(order('al-2h').target).toEqual([place('Chaumesnil')]);
    expect(order('al-agd').then[0]).toMatchObject({ type: 'defend', target: [place('Dienville')] });
  });

  it('[MOP 37.17] a new game starts with the French to act and both sides able to play', () => {
    const s = newGame(sc, { rules: { 'NLC 12': true } }, 1);
    expect(legalCommands(s).length).toBeGreaterThan(0);
  });
});

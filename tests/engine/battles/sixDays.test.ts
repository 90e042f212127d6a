// Champaubert, Montmirail and Vauchamps (MOP 37.19-37.21) on our own Petit-Morin sheet: one sheet for
// the three battles, command arrangements and at-start orders translated by place name.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenarioFile } from '../../../src/cli/files';
import { contextFor } from '../engineApi';

const sheet = JSON.parse(readFileSync(new URL('../../../scenarios/maps/petit-morin.map.json', import.meta.url), 'utf8')) as {
  places: { name: string; hex: string }[];
};
const place = (name: string) => {
  const p = sheet.places.find((x) => x.name === name);
  if (!p) throw new Error(`no place ${name} on the Petit-Morin sheet`);
  return p.hex;
};
const battles = { champaubert: loadScenarioFile('champaubert'), montmirail: loadScenarioFile('montmirail'), vauchamps: loadScenarioFile('vauchamps') };
const order = (b: keyof typeof battles, f: string) => battles[b].command!.orders.find((o) => o.formation === f)!;

describe('the Six Days battles (MOP 37.19-37.21)', () => {
  it('[MOP 37.19] the three battles share the Petit-Morin sheet and play under the March on Paris rules', () => {
    for (const sc of Object.values(battles)) {
      expect([sc.map.columns, sc.map.rows]).toEqual([90, 58]);
      expect(contextFor(sc).modules.map((m) => m.id)).toContain('mop');
    }
  });

  it('[MOP 37.19] Champaubert: the French cross at Saint-Prix and attack Baye; Napoleon arrives later; Olsufiev defends Baye and Champaubert', () => {
    expect(order('champaubert', 'fr-vi')).toMatchObject({ type: 'march', target: [place('Talus-Saint-Prix')] });
    expect(order('champaubert', 'fr-vi').then[0]).toMatchObject({ type: 'attack', target: [place('Baye')] });
    expect(order('champaubert', 'al-ix').target).toEqual(expect.arrayContaining([place('Baye'), place('Champaubert')]));
    expect(battles.champaubert.leaders.find((l) => l.id === 'fr-napoleon')!.arrives?.turn).toBe(2);
    // Blücher is not on the field (MOP 37.15.1: an army without its OC on the map)
    expect(battles.champaubert.leaders.some((l) => l.side === 'al' && l.role === 'overall')).toBe(false);
  });

  it('[MOP 37.20] Montmirail: Sacken a wing commander over VI, XI and the Cavalry Corps; the Russians attack Marchais and Les Grénaux; Yorck comes from Château-Thierry', () => {
    expect([...battles.montmirail.command!.wings[0].formations].sort()).toEqual(['al-c', 'al-vi', 'al-xi']);
    expect(order('montmirail', 'al-vi')).toMatchObject({ type: 'attack', target: [place('Marchais')] });
    expect(order('montmirail', 'al-xi')).toMatchObject({ type: 'attack', target: [place('Les Grénaux')] });
    expect(order('montmirail', 'fr-vi')).toMatchObject({ type: 'defend', target: [place('Le Tremblay')] });
    expect(order('montmirail', 'al-i').type).toBe('reserve');
    for (const u of battles.montmirail.units.filter((x) => x.formation === 'al-i')) expect(u.arrives?.hex).toBe('1001');
  });

  it('[MOP 37.21] Vauchamps: everything French attacks Vauchamps; Grouchy goes on to Janvilliers and Fromentières', () => {
    for (const f of ['fr-vi', 'fr-icav', 'fr-gc']) expect(order('vauchamps', f)).toMatchObject({ type: 'attack', target: [place('Vauchamps')] });
    expect(order('vauchamps', 'fr-icav').then.map((o) => o.target[0])).toEqual([place('Janvilliers'), place('Fromentières')]);
    expect([...battles.vauchamps.command!.wings[0].formations].sort()).toEqual(['fr-icav', 'fr-iicav']);
    expect(battles.vauchamps.leaders.find((l) => l.id === 'al-blucher')).toMatchObject({ role: 'overall', rating: 3 });
  });
});

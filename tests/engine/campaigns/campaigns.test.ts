// The two mini-campaigns of March on Paris (MOP 37.22, 37.23, 37.23.1) on the whole Aube and Petit-Morin
// sheets: several days with their nights, the command arrangements of the campaign rules, at-start orders
// and arrivals checked by place name against the sheets.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenarioFile, sheetsFor } from '../../../src/cli/files';
import { clockLabel, contextOf, defaultOptions, isNight, newGame, parseScenarioText, type Scenario } from '../engineApi';
import { checkOrder } from '../../../src/engine/modules/nlc/orders/giving';

type Sheet = { places: { name: string; hex: string }[] };
const sheet = (id: string) => JSON.parse(readFileSync(new URL(`../../../scenarios/maps/${id}.map.json`, import.meta.url), 'utf8')) as Sheet;
const placeOn = (s: Sheet) => (name: string) => {
  const p = s.places.find((x) => x.name === name);
  if (!p) throw new Error(`no place ${name}`);
  return p.hex;
};
const orderOf = (sc: Scenario, f: string) => {
  const o = sc.command!.orders.find((x) => x.formation === f);
  if (!o) throw new Error(`no at-start order for ${f}`);
  return o;
};
const arrivalsOf = (sc: Scenario, formation: string) => sc.units.filter((u) => u.formation === formation).map((u) => u.arrives);
/** Every night of a campaign: night turns from 18:00 to 06:00, the 17:00 turn the Night PM turn. */
function checkNights(sc: Scenario): void {
  for (let t = 1; t <= sc.turns.count; t++) {
    const hour = Number(clockLabel(sc, t).slice(-5, -3));
    expect(isNight(sc, t), `turn ${t} ${clockLabel(sc, t)}`).toBe(hour >= 18 || hour <= 6);
    expect(sc.mop!.nightPm.includes(t), `turn ${t} ${clockLabel(sc, t)}`).toBe(hour === 17);
  }
}

describe('Brienne – La Rothière mini-campaign (MOP 37.22)', () => {
  const sc = loadScenarioFile('brienne-la-rothiere');
  const place = placeOn(sheet('aube'));

  it('[MOP 37.22] plays the whole Aube sheet from noon on 29 January to 23:00 on 1 February, with every night', () => {
    expect([sc.map.columns, sc.map.rows]).toEqual([64, 50]);
    expect(sc.turns.start).toBe('12:00');
    expect(clockLabel(sc, sc.turns.count)).toBe('day 4 23:00');
    checkNights(sc);
    expect(sc.mop!.nightPm).toHaveLength(4);
  });

  it('[MOP 37.22] Blücher is the only Allied overall commander; Sacken a wing over VI and XI, Barclay a wing over III and V Corps', () => {
    expect(sc.leaders.filter((l) => l.side === 'al' && l.role === 'overall').map((l) => l.id)).toEqual(['al-blucher']);
    const wing = (l: string) => [...sc.command!.wings.find((w) => w.leader === l)!.formations].sort();
    expect(wing('al-sacken')).toEqual(['al-vi', 'al-xi']);
    expect(wing('al-barclay')).toEqual(['al-iii', 'al-v']);
    expect(wing('fr-grouchy')).toEqual(['fr-vcav']);
    expect([...sc.command!.fixed].sort()).toEqual(['al-iii', 'al-v']);
  });

  it('[MOP 37.22] Barclay\'s fixed orders support the attack on La Rothière on its flanks: Dienville from the next day, Morvilliers', () => {
    const iii = orderOf(sc, 'al-iii');
    expect(iii).toMatchObject({ type: 'march', target: [place('Unienville')] });
    expect(iii.then[0]).toMatchObject({ type: 'attack', target: [place('Dienville')], nextDay: true });
    expect(orderOf(sc, 'al-v')).toMatchObject({ type: 'attack', target: [place('Morvilliers')] });
  });

  it('[MOP 37.22] no written order, Local Decision or Bad Move reaches III or V Corps; Blücher orders the other Bohemian corps', () => {
    const s = newGame(sc, defaultOptions(), 1);
    const ctx = contextOf(s);
    for (const f of ['al-iii', 'al-v']) {
      for (const kind of ['written', 'local'] as const) {
        const r = checkOrder(s, ctx, 'al', { formation: f, type: 'attack', target: [place('La Rothière')], from: 'al-blucher' }, kind);
        expect(r).toMatchObject({ code: 'fixed-order', rule: 'MOP 37.22' });
      }
      expect(checkOrder(s, ctx, 'fr', { formation: f, type: 'march', target: [place('Trannes')] }, 'badMove')).toMatchObject({ code: 'fixed-order' });
    }
    const iv = checkOrder(s, ctx, 'al', { formation: 'al-iv', type: 'march', target: [place('Éclance')], from: 'al-blucher' }, 'written');
    expect('code' in iv ? iv.code : 'ok').not.toBe('fixed-order');
  });

  it('[MOP 37.22] the Brienne set-up and orders start it: Olsufiev defends Brienne and its château, the Guard marches on Maizières', () => {
    expect(orderOf(sc, 'al-ix').target).toEqual([place('Brienne-le-Château'), place('Château de Brienne')]);
    expect(orderOf(sc, 'fr-yg')).toMatchObject({ type: 'march', target: [place('Maizières-lès-Brienne')] });
    expect(sc.units.find((u) => u.id === 'al-ix-9')!.hex).toBe(place('Brienne-le-Château'));
  });

  it('[MOP 37.22] reinforcements on their days and roads: Marmont on 31 January by Juzanvigny, the Bohemian corps that afternoon, Wrede at 14:00 on 1 February', () => {
    const when = (f: string) => [...new Set(arrivalsOf(sc, f).map((a) => `${clockLabel(sc, a!.turn)} ${a!.hex}`))];
    expect(when('fr-vi')).toEqual(['day 3 09:00 6415']);
    expect(when('al-iii')).toEqual(['day 3 14:00 1350']);
    expect(when('al-iv')).toEqual(['day 3 13:00 4350']);
    expect(when('al-bav')).toEqual(['day 4 14:00 6433']);
    expect(when('al-gren')).toEqual(['day 4 16:00 4350']);
    expect(orderOf(sc, 'fr-vi').target).toEqual([place('Morvilliers')]);
  });

  it('[MOP 37.13] victory places: Brienne and its château, La Rothière, Dienville, Trannes, the Lesmont crossing', () => {
    const vp = (name: string) => sc.objectives.find((o) => o.hex === place(name))?.vp;
    expect([vp('Brienne-le-Château'), vp('Château de Brienne'), vp('La Rothière'), vp('Dienville'), vp('Trannes'), vp('Lesmont')]).toEqual([4, 4, 4, 3, 3, 3]);
  });

  it('[MOP 37.22] a fixed order must be an at-start order of a known formation: refused at load with the JSON path', () => {
    const raw = JSON.parse(readFileSync(new URL('../../../scenarios/brienne-la-rothiere.json', import.meta.url), 'utf8'));
    raw.command.orders = raw.command.orders.filter((o: { formation: string }) => o.formation !== 'al-gren');
    raw.command.fixed = ['al-iii', 'al-gren-x', 'al-gren'];
    const text = JSON.stringify(raw);
    const r = parseScenarioText(text, 'scenarios/brienne-la-rothiere.json', { sheets: sheetsFor(text) });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toMatch(/scenarios\/brienne-la-rothiere\.json: \$\.command\.fixed\[1\]: unknown formation "al-gren-x"/);
      expect(r.message).toMatch(/\$\.command\.fixed\[2\]: al-gren has no at-start order to keep/);
    }
  });
});

describe('Champaubert – Montmirail – Vauchamps mini-campaign (MOP 37.23)', () => {
  const sc = loadScenarioFile('six-days');
  const alt = loadScenarioFile('six-days-montmirail');
  const place = placeOn(sheet('petit-morin'));

  it('[MOP 37.23] plays the whole Petit-Morin sheet from 09:00 on 10 February to 21:00 on 14 February, with every night', () => {
    expect([sc.map.columns, sc.map.rows]).toEqual([90, 58]);
    expect(sc.turns.start).toBe('09:00');
    expect(clockLabel(sc, sc.turns.count)).toBe('day 5 21:00');
    checkNights(sc);
    checkNights(alt);
  });

  it('[MOP 37.23] Sacken is a wing commander rated 2 over VI, XI and the Cavalry Corps only, not Yorck\'s I Corps nor IX Corps', () => {
    for (const s of [sc, alt]) {
      const w = s.command!.wings.find((x) => x.leader === 'al-sacken')!;
      expect([...w.formations].sort()).toEqual(['al-c', 'al-vi', 'al-xi']);
      expect(s.leaders.find((l) => l.id === 'al-sacken')).toMatchObject({ role: 'wing', rating: 2 });
      expect(s.command!.wings.some((x) => x.formations.includes('al-i') || x.formations.includes('al-ix'))).toBe(false);
    }
  });

  it('[MOP 37.19] it opens with Champaubert: over the Saint-Prix bridge on Baye; Napoleon and Blücher come later', () => {
    expect(orderOf(sc, 'fr-vi')).toMatchObject({ type: 'march', target: [place('Talus-Saint-Prix')] });
    expect(orderOf(sc, 'fr-vi').then[0]).toMatchObject({ type: 'attack', target: [place('Baye')] });
    expect(orderOf(sc, 'al-ix').target).toContain(place('Champaubert'));
    expect(clockLabel(sc, sc.leaders.find((l) => l.id === 'fr-napoleon')!.arrives!.turn)).toBe('10:00');
    const blucher = sc.leaders.find((l) => l.id === 'al-blucher')!;
    expect([clockLabel(sc, blucher.arrives!.turn), blucher.arrives!.hex]).toEqual(['day 4 08:00', '9013']);
  });

  it('[MOP 37.23] Sacken and Yorck come back on 11 February by the Paris and Château-Thierry roads to Montmirail', () => {
    const when = (f: string) => [...new Set(arrivalsOf(sc, f).map((a) => `${clockLabel(sc, a!.turn)} ${a!.hex}`))];
    expect(when('al-vi')).toEqual(['day 2 10:00 0112']);
    expect(when('al-i')).toEqual(['day 2 15:00 1001']);
    expect(orderOf(sc, 'al-vi')).toMatchObject({ type: 'march', target: [place('Montmirail')] });
    expect(orderOf(sc, 'al-i')).toMatchObject({ type: 'march', target: [place('Les Grénaux')] });
  });

  it('[MOP 37.23] the Montmirail start (37.23.1): 11 February with the Montmirail orders and the campaign-only orders of 37.20', () => {
    expect(alt.turns.start).toBe('11:00');
    expect(clockLabel(alt, alt.turns.count)).toBe('day 4 21:00');
    expect(orderOf(alt, 'fr-vi')).toMatchObject({ type: 'defend', target: [place('Étoges')] });
    expect(orderOf(alt, 'fr-vi/8th Division')).toMatchObject({ type: 'defend', target: [place('Le Tremblay')] });
    expect(orderOf(alt, 'fr-grouchy')).toMatchObject({ type: 'march', target: [place('Étoges')] });
    expect(orderOf(alt, 'fr-grouchy').then[0].type).toBe('delay');
    expect(orderOf(alt, 'al-ix').type).toBe('reserve');
    expect(orderOf(alt, 'al-sacken')).toMatchObject({ type: 'attack', target: [place('Marchais')] });
    expect(orderOf(alt, 'al-sacken').then[0]).toMatchObject({ type: 'attack', target: [place('Montmirail')] });
    expect(alt.units.find((u) => u.id === 'al-ix-9')).toBeUndefined();
  });
});

describe('the grand campaign (MOP 37.23)', () => {
  const sc = loadScenarioFile('grand-campaign');
  const place = placeOn(sheet('champagne'));

  it('[MOP 37.23] plays the Champagne sheet from noon on 29 January to 14 February in three-hour turns, every night dark', () => {
    expect([sc.map.columns, sc.map.rows]).toEqual([70, 54]);
    expect(sc.turns).toMatchObject({ start: '12:00', minutesPerTurn: 180, count: 132 });
    expect(clockLabel(sc, sc.turns.count)).toBe('day 17 21:00');
    for (let t = 1; t <= sc.turns.count; t++) {
      const hour = Number(clockLabel(sc, t).slice(-5, -3));
      expect(isNight(sc, t)).toBe([18, 21, 0, 3].includes(hour));
      expect(sc.mop!.nightPm.includes(t)).toBe(hour === 15);
    }
  });

  it('[MOP 37.23] one sheet holds both theatres and the roads between: Brienne, Arcis, Fère-Champenoise, Sézanne, Vitry, Montmirail', () => {
    const at = (n: string) => place(n);
    const col = (n: string) => Number(at(n).slice(0, 2));
    const row = (n: string) => Number(at(n).slice(2));
    // west to east and north to south as on the ground
    expect(col('Montmirail')).toBeLessThan(col('Sézanne'));
    expect(col('Sézanne')).toBeLessThan(col('Fère-Champenoise'));
    expect(col('Arcis-sur-Aube')).toBeLessThan(col('Brienne-le-Château'));
    expect(col('Brienne-le-Château')).toBeLessThan(col('Vitry-le-François') + 2);
    expect(row('Champaubert')).toBeLessThan(row('Sézanne'));
    expect(row('Sézanne')).toBeLessThan(row('Arcis-sur-Aube'));
    expect(row('Arcis-sur-Aube')).toBeLessThan(row('Brienne-le-Château'));
  });

  it('[MOP 37.23] Brienne\'s command and orders open it; the Six Days\' corps arrive on their days at Châlons and on the Paris road', () => {
    expect(orderOf(sc, 'al-ix').target).toContain(place('Brienne-le-Château'));
    expect(orderOf(sc, 'fr-og')).toMatchObject({ type: 'defend', target: [place('Troyes')] });
    expect([...sc.command!.wings.find((w) => w.leader === 'al-sacken')!.formations].sort()).toEqual(['al-c', 'al-vi', 'al-xi']);
    expect(sc.command!.fixed).toEqual([]);
    const when = (f: string) => [...new Set(arrivalsOf(sc, f).map((a) => `${clockLabel(sc, a!.turn)} ${a!.hex}`))];
    expect(when('al-i')).toEqual([`day 9 09:00 ${place('Châlons-sur-Marne')}`]);
    expect(when('al-ii')).toEqual([`day 14 09:00 ${place('Châlons-sur-Marne')}`]);
    expect(orderOf(sc, 'al-ii')).toMatchObject({ type: 'march', target: [place('Étoges')] });
  });
});

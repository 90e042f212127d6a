// At-start orders by place name (scenario/orderPlaces.ts): a hand-edited scenario may write "Baye" for
// 6522; a name the map does not know is refused at load with the file, the JSON path and the reason.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENARIO_DIR, sheetsFor } from '../../../src/cli/files';
import { parseScenarioText } from '../engineApi';

const load = (id: string, edit: (r: Record<string, any>) => void) => {
  const r = JSON.parse(readFileSync(join(SCENARIO_DIR, `${id}.json`), 'utf8')) as Record<string, any>;
  edit(r);
  const t = JSON.stringify(r);
  return parseScenarioText(t, `${id}.json`, { sheets: sheetsFor(t) });
};
const ix = (r: Record<string, any>) => r.command.orders.findIndex((o: { formation: string }) => o.formation === 'al-ix');

describe('at-start orders naming places', () => {
  it('[MOP 37.19] an order may name its target by place: Olsufiev defends Baye and Champaubert', () => {
    const r = load('champaubert', (s) => (s.command.orders[ix(s)].target = ['Baye', 'Champaubert']));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario.command!.orders.find((o) => o.formation === 'al-ix')!.target).toEqual(['6522', '6917']);
  });

  it('[MOP 37.19] an unknown place in an at-start order is refused at load with the file, JSON path and reason', () => {
    let at = -1;
    const r = load('champaubert', (s) => {
      at = ix(s);
      s.command.orders[at].target = ['Bayee'];
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      expect.objectContaining({ file: 'champaubert.json', path: `$.command.orders[${at}].target[0]`, problem: expect.stringMatching(/unknown place "Bayee".*did you mean "Baye"/) }),
    ]);
    expect(r.message).toMatch(/^champaubert\.json: \$\.command\.orders\[\d+\]\.target\[0\]: unknown place "Bayee"/);
  });

  it('[MOP 37.19] a real place of the sheet outside the battle\'s window is refused as outside it, with the file, JSON path, place and window', () => {
    let at = -1;
    const r = load('champaubert', (s) => {
      at = ix(s);
      s.command.orders[at].target = ['Baye', 'Montmirail'];
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      {
        file: 'champaubert.json',
        path: `$.command.orders[${at}].target[1]`,
        problem: 'place "Montmirail" (hex 2419 of the sheet "petit-morin") is outside the battle\'s window 5512-8642; give a place or hex inside the window',
      },
    ]);
    expect(r.message).not.toContain('unknown place');
  });

  it('[MOP 37.20] a later step of a sequence and a March waypoint are checked the same way', () => {
    const r = load('montmirail', (s) => {
      s.command.orders[0].then = [{ type: 'attack', target: ['Marchais'] }, { type: 'march', target: ['Montmirail'], route: ['Nowhere-sur-Morin'] }];
      s.command.orders[0].type = 'march';
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['$.command.orders[0].then[1].route[0]']);
  });
});

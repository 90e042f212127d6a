// NLC 20.2.4 light cavalry retreat (optional doctrine): attacked by cavalry that started next to it, light
// cavalry passes a morale check to retreat voluntarily.
import { describe, it, expect } from 'vitest';
import { atAssault, assault, act, combat, combatScenario, logged, pending } from '../combatHarness';

const sc = combatScenario({
  id: 'light-cav-retreat',
  units: [
    { id: 'cav', side: 'fr', hex: '0303', type: 'cavalry', strength: [8, 4], movement: 6 },
    { id: 'lc', side: 'al', hex: '0403', type: 'light cavalry', strength: [2, 1], movement: 7, morale: 4 },
  ],
});

/** The French cavalry assaults the light cavalry; the fire dice then `after`. */
function fought(after: number[], opts: { doctrine?: boolean; moved?: boolean } = {}) {
  let s = atAssault(sc, {
    dice: [6, 6, 1, 1, ...after],
    rules: { 'NLC 20.2': opts.doctrine ?? true },
    prepare: (d) => {
      if (opts.moved) d.units.cav.movedIn = d.clock.activation;
    },
  });
  s = assault(s, ['cav'], '0403');
  expect(pending(s)).toMatchObject({ type: 'retreatChoice', side: 'al' });
  return act(s, 'retreat');
}

describe('NLC 20.2.4 light cavalry retreat', () => {
  it('[NLC 20.2] light cavalry assaulted by cavalry that started adjacent fails its morale check (6 against 4) and must stand', () => {
    const s = fought([6]);
    expect(combat(s).choices).toContainEqual({ role: 'defender', choice: 'stand' });
    expect(combat(s).halved ?? false).toBe(false);
    expect(logged(s, 'NLC 20.2').join()).toMatch(/must stand/);
  });

  it('[NLC 20.2] passing the check (2 against 4) it retreats and the hits are halved', () => {
    const s = fought([2]);
    expect(combat(s).choices).toContainEqual({ role: 'defender', choice: 'retreat' });
    expect(logged(s, 'NLC 20.2').join()).toMatch(/may retreat/);
  });

  it('[NLC 20.2] no check when the attacking cavalry moved into contact, or without the doctrine option', () => {
    for (const s of [fought([6], { moved: true }), fought([6], { doctrine: false })]) {
      expect(combat(s).choices).toContainEqual({ role: 'defender', choice: 'retreat' });
      expect(logged(s, 'NLC 20.2')).toEqual([]);
    }
  });
});

// MOP 37.4 weather in cavalry charges: snow and snowstorm -25% to the charging cavalry; rain doubles
// cavalry against infantry and halves infantry that fights cavalry.
import { describe, it, expect } from 'vitest';
import { act, combat } from '../nlc/combatHarness';
import { atCharge, cav, inf } from '../nlc/cavalry/cavalryHarness';
import { fieldScenario, field } from './fieldHarness';
import type { Weather } from '../../../src/engine/modules/mop/field/weather';

const sc = fieldScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')] });
const charged = (w: Weather) =>
  act(
    atCharge(sc, [3, 4, 1, 3, 3], {
      prepare: (d) => {
        d.units.a.disrupted = true;
        field(d).weather = w;
      },
    }),
    'charge',
    { units: ['c'], hex: '0403' },
  );

describe('MOP 37.4 weather in charges', () => {
  it('[MOP 37.4] snow and snowstorm: the charge is made at -25%; in a snowstorm the infantry also fights at -25%', () => {
    expect(combat(charged('fair')).attacker.fire).toMatchObject({ strength: 4 });
    expect(combat(charged('snow')).attacker.fire).toMatchObject({ strength: 3 });
    expect(combat(charged('snow')).attacker.fire!.lines[0].mods).toEqual(['snow: charge -25% (MOP 37.4)']);
    expect(combat(charged('snow')).defender.fire).toMatchObject({ strength: 2 });
    const storm = combat(charged('snowstorm'));
    expect(storm.attacker.fire).toMatchObject({ strength: 3 });
    // 4 halved when charged = 2, -25% = 1.5, rounded to 2 (NLC 7.1 rounding)
    expect(storm.defender.fire!.exact).toBe(1.5);
  });

  it('[MOP 37.4] rain: cavalry +100% charging infantry, the infantry -50% against cavalry', () => {
    const r = combat(charged('rain'));
    expect(r.attacker.fire).toMatchObject({ strength: 8 });
    expect(r.defender.fire!.exact).toBe(1);
  });
});

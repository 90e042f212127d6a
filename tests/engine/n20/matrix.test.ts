import { describe, expect, it } from 'vitest';
import { maneuverOutcome } from '../../../src/engine/index';
import { advanceRule, type AttackerManeuver, type DefenderManeuver } from '../../../src/engine/modules/n20/maneuverMatrix';

type O = ReturnType<typeof maneuverOutcome>;
const o = (shift: -1 | 0 | 1, auto: 'DW' | 'N' | null, cav: boolean, disorder: O['disorder']): O => ({ shift, auto, cavalryDoubled: cav, disorder });

// Every cell of the Kit's Maneuver Matrix card, written out by hand (defender row, attacker column).
const CELLS: [DefenderManeuver, AttackerManeuver, string, O][] = [
  ['FallBack', 'Bombard', 'DW', o(0, 'DW', false, null)],
  ['FallBack', 'Feint', 'DW', o(0, 'DW', false, null)],
  ['FallBack', 'Outflank', '>/Dd', o(1, null, false, 'defender')],
  ['FallBack', 'Advance', 'Bd', o(0, null, false, 'both')],
  ['FallBack', 'Charge', 'Cav/Bd', o(0, null, true, 'both')],
  ['Cordon', 'Bombard', '-', o(0, null, false, null)],
  ['Cordon', 'Feint', 'N', o(0, 'N', false, null)],
  ['Cordon', 'Outflank', 'Bd', o(0, null, false, 'both')],
  ['Cordon', 'Advance', '-', o(0, null, false, null)],
  ['Cordon', 'Charge', 'Cav/Dd', o(0, null, true, 'defender')],
  ['Envelop', 'Bombard', '>/Ad', o(1, null, false, 'attacker')],
  ['Envelop', 'Feint', 'N', o(0, 'N', false, null)],
  ['Envelop', 'Outflank', '<', o(-1, null, false, null)],
  ['Envelop', 'Advance', 'Cav', o(0, null, true, null)],
  ['Envelop', 'Charge', '>/Bd', o(1, null, false, 'both')],
  ['Hold', 'Bombard', '>/Dd', o(1, null, false, 'defender')],
  ['Hold', 'Feint', '-', o(0, null, false, null)],
  ['Hold', 'Outflank', 'Cav', o(0, null, true, null)],
  ['Hold', 'Advance', 'Ad', o(0, null, false, 'attacker')],
  ['Hold', 'Charge', '</Ad', o(-1, null, false, 'attacker')],
  ['Counterattack', 'Bombard', '</Dd', o(-1, null, false, 'defender')],
  ['Counterattack', 'Feint', 'Ad', o(0, null, false, 'attacker')],
  ['Counterattack', 'Outflank', '</Bd', o(-1, null, false, 'both')],
  ['Counterattack', 'Advance', 'Dd', o(0, null, false, 'defender')],
  ['Counterattack', 'Charge', 'Bd', o(0, null, false, 'both')],
];

describe('Maneuver Matrix cells', () => {
  for (const [def, att, cell, want] of CELLS) {
    it(`[N20X 9.0] ${def} against ${att} is ${cell}`, () => {
      expect(maneuverOutcome(def, att)).toEqual(want);
    });
  }
  it('[N20X 9.0] the matrix has exactly 25 cells', () => {
    expect(CELLS.length).toBe(25);
  });
  it('[N20X 9.0] Kit example 1: Charge against Hold shifts left and disorders the attacker', () => {
    expect(maneuverOutcome('Hold', 'Charge')).toEqual({ shift: -1, auto: null, cavalryDoubled: false, disorder: 'attacker' });
  });
  it('[N20X 9.0] Kit example 2: Bombard against Fall Back is an automatic DW', () => {
    expect(maneuverOutcome('FallBack', 'Bombard').auto).toBe('DW');
  });
});

describe('Advance after combat by maneuver', () => {
  it('[N20X 9.9.3] cautious maneuvers (Bombard, Fall Back) forbid advancing', () => {
    expect(advanceRule('Bombard')).toBe('forbidden');
    expect(advanceRule('FallBack')).toBe('forbidden');
  });
  it('[N20X 9.9.3] aggressive maneuvers (Charge, Counterattack) force an advance', () => {
    expect(advanceRule('Charge')).toBe('forced');
    expect(advanceRule('Counterattack')).toBe('forced');
  });
  it('[N20X 9.9.3] every other maneuver leaves advancing free', () => {
    for (const m of ['Feint', 'Outflank', 'Advance', 'Cordon', 'Envelop', 'Hold'] as const) expect(advanceRule(m)).toBe('free');
  });
});

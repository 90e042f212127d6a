import { describe, it, expect } from 'vitest';
import {
  effectiveMorale,
  groupMorale,
  moraleCheckPasses,
  moraleModifiers,
} from '../../../src/engine/tables';

describe('Morale', () => {
  it('[NLC 2.3] modifier values match the Morale Modifiers chart', () => {
    const v = Object.fromEntries(moraleModifiers.map((m) => [m.id, m.value]));
    expect(v).toEqual({
      stepLoss: -1,
      demoralized: -1,
      stackedWithLeader: 1,
      flankOrWoods: -2,
      oldGuardAttack: -1,
      artilleryFire: -1,
      inDefensiveTerrain: 1,
      adjacentUndisruptedEnemy: -1,
    });
    const combatOnly = moraleModifiers.filter((m) => m.combatOnly).map((m) => m.id).sort();
    expect(combatOnly).toEqual(['artilleryFire', 'flankOrWoods', 'oldGuardAttack']);
  });

  it('[NLC 2.3] each modifier applies to base 4', () => {
    expect(effectiveMorale(4)).toBe(4);
    expect(effectiveMorale(4, { stepLoss: true })).toBe(3);
    expect(effectiveMorale(4, { demoralized: true })).toBe(3);
    expect(effectiveMorale(4, { stackedWithLeader: true })).toBe(5);
    expect(effectiveMorale(4, { flankOrWoods: true })).toBe(2);
    expect(effectiveMorale(4, { oldGuardAttack: true })).toBe(3);
    expect(effectiveMorale(4, { artilleryFire: true })).toBe(3);
  });

  it('[NLC 2.3] British/KGL/Russian infantry ignore the step-loss modifier', () => {
    expect(effectiveMorale(4, { stepLoss: true, stepLossExempt: true })).toBe(4);
  });

  it('[NLC 2.3] modifiers are cumulative', () => {
    expect(effectiveMorale(5, { stepLoss: true, stackedWithLeader: true, artilleryFire: true })).toBe(4);
    expect(effectiveMorale(4, { stepLoss: true, demoralized: true })).toBe(2);
  });

  it('[NLC 2.3] morale is clamped to 1..5', () => {
    expect(effectiveMorale(5, { stackedWithLeader: true })).toBe(5);
    expect(effectiveMorale(3, {
      stepLoss: true, demoralized: true, flankOrWoods: true, oldGuardAttack: true, artilleryFire: true,
    })).toBe(1);
    expect(effectiveMorale(0)).toBe(1);
    expect(effectiveMorale(7)).toBe(5);
  });

  it('[NLC 2.4] group morale uses the best infantry if any', () => {
    expect(groupMorale([
      { type: 'cavalry', morale: 5 },
      { type: 'infantry', morale: 3 },
      { type: 'infantry', morale: 4 },
      { type: 'foot artillery', morale: 5 },
    ])).toBe(4);
  });

  it('[NLC 2.4] without infantry, the best cavalry (light cavalry included)', () => {
    expect(groupMorale([
      { type: 'horse artillery', morale: 5 },
      { type: 'cavalry', morale: 3 },
      { type: 'light cavalry', morale: 4 },
    ])).toBe(4);
  });

  it('[NLC 2.4] otherwise the best artillery', () => {
    expect(groupMorale([
      { type: 'foot artillery', morale: 3 },
      { type: 'horse artillery', morale: 4 },
    ])).toBe(4);
    expect(() => groupMorale([])).toThrow(RangeError);
  });

  it('[NLC 2.4] the check succeeds when the roll does not exceed morale', () => {
    for (let morale = 1; morale <= 5; morale++) {
      for (let roll = 1; roll <= 6; roll++) expect(moraleCheckPasses(morale, roll)).toBe(roll <= morale);
    }
    expect(() => moraleCheckPasses(4, 0)).toThrow(RangeError);
    expect(() => moraleCheckPasses(4, 7)).toThrow(RangeError);
  });
});

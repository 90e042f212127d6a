// NLC 2.2-2.4 and the Morale Modifiers chart.

export type MoraleModifierId =
  | 'stepLoss'
  | 'demoralized'
  | 'stackedWithLeader'
  | 'flankOrWoods'
  | 'oldGuardAttack'
  | 'artilleryFire'
  | 'inDefensiveTerrain'
  | 'adjacentUndisruptedEnemy';

export interface MoraleModifier {
  readonly id: MoraleModifierId;
  readonly value: number;
  /** Only during combat. */
  readonly combatOnly: boolean;
  /** Only for the optional disruption recovery check (NLC 19.2). */
  readonly disruptionRecoveryOnly: boolean;
}

export const MORALE_MIN = 1;
export const MORALE_MAX = 5;

export const moraleModifiers: readonly MoraleModifier[] = [
  { id: 'stepLoss', value: -1, combatOnly: false, disruptionRecoveryOnly: false },
  { id: 'demoralized', value: -1, combatOnly: false, disruptionRecoveryOnly: false },
  { id: 'stackedWithLeader', value: 1, combatOnly: false, disruptionRecoveryOnly: false },
  { id: 'flankOrWoods', value: -2, combatOnly: true, disruptionRecoveryOnly: false },
  { id: 'oldGuardAttack', value: -1, combatOnly: true, disruptionRecoveryOnly: false },
  { id: 'artilleryFire', value: -1, combatOnly: true, disruptionRecoveryOnly: false },
  { id: 'inDefensiveTerrain', value: 1, combatOnly: false, disruptionRecoveryOnly: true },
  { id: 'adjacentUndisruptedEnemy', value: -1, combatOnly: false, disruptionRecoveryOnly: true },
];

const modifierValue = (id: MoraleModifierId): number => {
  const m = moraleModifiers.find((x) => x.id === id);
  if (!m) throw new Error(`missing morale modifier ${id}`);
  return m.value;
};

export interface MoraleMods {
  stepLoss?: boolean;
  /** British, KGL and Russian infantry ignore the step-loss modifier (NLC 2.3). */
  stepLossExempt?: boolean;
  demoralized?: boolean;
  stackedWithLeader?: boolean;
  /** Flank attack or in woods: one -2, never both (NLC 2.3). */
  flankOrWoods?: boolean;
  oldGuardAttack?: boolean;
  artilleryFire?: boolean;
  /** Optional disruption recovery only (NLC 19.2). */
  inDefensiveTerrain?: boolean;
  adjacentUndisruptedEnemy?: boolean;
}

export function clampMorale(m: number): number {
  return Math.max(MORALE_MIN, Math.min(MORALE_MAX, m));
}

/** Base morale plus cumulative modifiers, clamped to 1..5 (NLC 2.3). */
export function effectiveMorale(base: number, mods: MoraleMods = {}): number {
  let m = base;
  if (mods.stepLoss && !mods.stepLossExempt) m += modifierValue('stepLoss');
  if (mods.demoralized) m += modifierValue('demoralized');
  if (mods.stackedWithLeader) m += modifierValue('stackedWithLeader');
  if (mods.flankOrWoods) m += modifierValue('flankOrWoods');
  if (mods.oldGuardAttack) m += modifierValue('oldGuardAttack');
  if (mods.artilleryFire) m += modifierValue('artilleryFire');
  if (mods.inDefensiveTerrain) m += modifierValue('inDefensiveTerrain');
  if (mods.adjacentUndisruptedEnemy) m += modifierValue('adjacentUndisruptedEnemy');
  return clampMorale(m);
}

export type MoraleUnitType = 'infantry' | 'cavalry' | 'light cavalry' | 'foot artillery' | 'horse artillery';

export interface MoraleUnit {
  type: MoraleUnitType;
  morale: number;
}

/** Highest morale of the infantry, else of the cavalry, else of the artillery (NLC 2.4). */
export function groupMorale(units: readonly MoraleUnit[]): number {
  if (units.length === 0) throw new RangeError('group morale needs at least one unit');
  const classes: readonly (readonly MoraleUnitType[])[] = [
    ['infantry'],
    ['cavalry', 'light cavalry'],
    ['foot artillery', 'horse artillery'],
  ];
  for (const types of classes) {
    const ms = units.filter((u) => types.includes(u.type)).map((u) => u.morale);
    if (ms.length > 0) return Math.max(...ms);
  }
  throw new RangeError('group morale: no unit of a known type');
}

/** Succeeds if the 1d6 roll does not exceed morale (NLC 2.4). */
export function moraleCheckPasses(morale: number, roll1d6: number): boolean {
  if (!Number.isInteger(roll1d6) || roll1d6 < 1 || roll1d6 > 6) {
    throw new RangeError(`1d6 roll must be an integer 1..6, got ${roll1d6}`);
  }
  return roll1d6 <= morale;
}

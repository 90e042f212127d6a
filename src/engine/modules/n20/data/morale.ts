// N20 12.0 army morale and the other base-system numbers the research could not pin down, in one place.
// Morale is kept in half points (2 = one Morale Point) so the Expansion Kit's half-point module (N20X 12.1)
// and the base game share one track. Every value here is a reading of the research; see RULINGS.
export const MORALE = {
  /** Highest value on the track, in whole points: base game, and with N20X 12.1 (10 1/2). */
  maxBase: 10,
  maxHalf: 10.5,
  /** Morale effects of combat losses, in points (to the unit's own side / to the enemy). */
  routOwn: -1,
  routEnemy: +1,
  breakOwn: -1,
  breakEnemy: +1,
  /** N20X 12.7.1: a 0- or 1-printed-strength unit routed or broken moves morale by half as much. */
  smallFormationMaxStrength: 1,
  /** Cost of committing reserves in one battle (one column shift), and how many times a side may per battle. */
  reserveCost: 1,
  reserveMaxPerBattle: 1,
  /** 12.6 Committing the Guard: cost, and the extra loss when the battle is not won. */
  guardCommitCost: 1,
  guardFailCost: 1,
  /** N20X 12.7.4: no Guard cost when either side has fewer than this many points (half-point module only). */
  guardFreeBelow: 2,
  /** Night (14.0): recovery per side, objective hex held by the enemy, LOC hexes held by the enemy. */
  nightRecovery: +1,
  objectiveLost: -1,
  /** Base: one point per PAIR of own LOC hexes enemy-occupied; N20X 12.7.3: half a point per hex. */
  locPairLoss: -1,
  locHexLossHalf: -0.5,
  /** N20X 16.8.2 Pursuit: points lost per pursuing unit at night. */
  pursuitLoss: -1,
  /** Event-authorised withdrawal: each unit exited costs its side one full point (N20X 12.7.5). */
  withdrawalLoss: -1,
  /** 13.0 Passing: a player who neither moves nor fights in his turn gains this. */
  lullGain: +1,
  /** Rally (10.0): cost of a +1 for every roll at once, and (N20X 12.7.2) for one unit. */
  rallyAllCost: 1,
  rallyOneCost: 0.5,
} as const;

/** 10.0 Rally at night, one d6 per unit (after modifiers; +1 at most from Morale, +1 elite). */
export const RALLY = {
  /** A Routed unit recovers on this or more. */
  routedRecovers: 3,
  /** A Broken unit returns to the map at a friendly LOC hex on this or more. */
  brokenReturns: 4,
  /** A Broken unit is eliminated for good on this or less (unmodified roll). */
  brokenLost: 1,
  eliteBonus: 1,
  maxMoraleBonus: 1,
} as const;

/** 9.6 Rout distance: 1d6 hexes, elite units subtract this, never below the minimum. */
export const ROUT = { eliteModifier: -2, minimum: 1 } as const;

/** 9.8.4 Hazardous retreat: a unit retreating into an enemy ZOC hex rolls a d6 and Breaks on this or less. */
export const HAZARD = { breakOnOrBelow: 3 } as const;

/** 9.6.9 Disordered: reduction of combat strength and movement allowance, and the floors. */
export const DISORDER = { strength: -1, movement: -1, minStrength: 0, minMovement: 1 } as const;

// NLC 20.4's conversion paragraph for roll six to hit: each combat modifier that applies (enfilade,
// NLC 19.4) is +1 to every die instead of +50%; terrain still reduces strength; artillery fire disrupts
// on a 5 or 6; 20.3's support effects need 2 hits; each point of morale difference is +25% strength
// for the better side and -25% for the worse.
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { roundNormal } from '../../../tables/percentReduction';
import type { FireLine } from '../combat/types';
import { SIXES } from './toggles';

export const CONVERSION_RULE = 'NLC 20.4';
/** NLC 20.4: artillery fire disrupts the target when a die shows this or more. */
export const SIXES_DISRUPT = 5;
/** NLC 20.4 with 20.3: artillery support works from this many hits. */
export const SIXES_SUPPORT_HITS = 2;

export function sixesOn(s: GameState, ctx: Ctx): boolean {
  return ruleIn(s, ctx, SIXES);
}

/** Ruling: each kind of modifier counts once for a side (two enfilading guns are still +1). */
export function dieModOf(lines: FireLine[]): number {
  return new Set(lines.flatMap((l) => l.bonuses ?? [])).size;
}

/** NLC 20.4: strength after the morale difference (own minus enemy group morale), never below 0. */
export function moraleScaled(strength: number, diff: number): number {
  if (!diff) return strength;
  return Math.max(0, roundNormal(strength * Math.max(0, 1 + diff / 4)));
}

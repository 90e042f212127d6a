// The running score of an NLC game for the client (issue 8): each side's victory points as the game
// would count them now (NLC 18), its destroyed strength against its army demoralization level (NLC 14)
// and each formation's losses against its limit (NLC 15). Read-only; the same functions the end of the
// game and the demoralization checks use.
import type { GameState, Side } from '../../types';
import { contextOf } from '../../core/ctx';
import { victoryPoints } from '../../rules/victory';
import { armyLevel, corpsLostStrength, destroyedStrength } from './losses';
import { nlcOf } from './state';

export interface FormationScore {
  id: string;
  name: string;
  /** Full strength of its eliminated units. */
  lost: number;
  limit: number;
  demoralized: boolean;
}

export interface SideScore {
  side: Side;
  vp: number;
  /** Full strength of the side's eliminated units (NLC 14). */
  destroyed: number;
  /** Army demoralization level after adjustments, or null when the scenario sets none. */
  level: number | null;
  demoralized: boolean;
  formations: FormationScore[];
}

export function nlcScore(s: GameState): SideScore[] | null {
  if (!s.nlc) return null;
  const ctx = contextOf(s);
  const n = nlcOf(s);
  const vp = victoryPoints(s, ctx);
  return ctx.sides.map((side) => ({
    side,
    vp: vp[side] ?? 0,
    destroyed: destroyedStrength(s, ctx, (id) => ctx.units[id].side === side),
    level: armyLevel(s, ctx, side),
    demoralized: n.demoralizedArmies.includes(side),
    formations: ctx.scenario.formations
      .filter((f) => f.side === side && f.demoralization !== undefined)
      .map((f) => ({
        id: f.id,
        name: f.name,
        lost: corpsLostStrength(s, ctx, f.id),
        limit: f.demoralization!,
        demoralized: n.demoralizedFormations.includes(f.id),
      })),
  }));
}

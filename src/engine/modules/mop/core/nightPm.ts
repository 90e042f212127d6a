// MOP 37.1 Night PM turn: a day turn (chits are pulled) with night's sight of one hex, no bombardment, and
// guns at half strength in assaults. The scenario lists these turns (mop.nightPm).
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass } from '../../../rules/pieces';
import { mopScenario } from '../on';

export const NIGHT_PM_SIGHT = 1;

export function isNightPm(s: GameState, ctx: Ctx): boolean {
  return mopScenario(ctx).nightPm.includes(s.clock.turn);
}

export function isGun(ctx: Ctx, unit: string): boolean {
  return moveClass(ctx.units[unit].type) === 'artillery';
}

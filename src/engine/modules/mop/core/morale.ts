// MOP 37.5: a unit's morale is its initiative value plus one; Russian infantry adds one more when defending
// (at most 5). Russian infantry keeps its morale when flipped and the Old Guard has the La Garde effects:
// both are NLC rules already (flags russianInfantry and oldGuard, NLC 2.3 and 7.4).
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { RulesModule } from '../../../core/module';
import { isMopScenario, mopScenario } from '../on';

export const MOP_MORALE_MAX = 5;

/** The unit's initiative value: its own, else its formation's, else none (the printed morale stands). */
export function initiativeOf(ctx: Ctx, unit: string): number | undefined {
  const table = mopScenario(ctx).initiative;
  return table[unit] ?? table[ctx.units[unit].formation];
}

export function mopBaseMorale(_s: GameState, ctx: Ctx, unit: string, defending: boolean): number {
  const su = ctx.units[unit];
  const ini = initiativeOf(ctx, unit);
  let m = ini === undefined ? su.morale : ini + 1;
  if (defending && su.type === 'infantry' && su.flags.includes('russianInfantry')) m = Math.min(MOP_MORALE_MAX, m + 1);
  return m;
}

export const mopMoraleModule: RulesModule = {
  id: 'mop-morale',
  appliesTo: isMopScenario,
  hooks: { baseMorale: mopBaseMorale },
};

// MOP 37.16 special leaders. Napoleon adds 25% to the assault strength of infantry he is stacked with,
// attacking or defending; Ney adds 25% to any unit attacking from his hex. (Their price, no orders or no
// compliance check the next turn, and Blücher's effects and duty to follow his attacking leaders are in
// specialLeaderEffects.ts.)
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { RulesModule } from '../../../core/module';
import { leadersAt } from '../../../rules/pieces';
import { isMopScenario, mopScenario } from '../on';
import { leaderKey } from './leaderRatings';

export type SpecialLeader = 'blucher' | 'napoleon' | 'ney';

/** The leader's special role: the scenario's mop.special, else his name (Napoleon, Ney, Blücher). */
export function specialOf(ctx: Ctx, leader: string): SpecialLeader | null {
  const named = mopScenario(ctx).special[leader];
  if (named) return named;
  const key = leaderKey(ctx.leaders[leader].name);
  return key === 'napoleon' || key === 'ney' || key === 'blucher' ? key : null;
}

function specialHere(s: GameState, ctx: Ctx, hex: HexId, side: string, kind: SpecialLeader): boolean {
  return leadersAt(s, ctx, hex).some((l) => ctx.leaders[l].side === side && specialOf(ctx, l) === kind);
}

export const mopSpecialLeadersModule: RulesModule = {
  id: 'mop-special-leaders',
  appliesTo: isMopScenario,
  hooks: {
    assaultStrengthPercent(s, ctx, unit, role) {
      const su = ctx.units[unit];
      const hex = s.units[unit].hex;
      if (!hex) return [];
      const out: { percent: number; why: string; rule: string }[] = [];
      if (su.type === 'infantry' && specialHere(s, ctx, hex, su.side, 'napoleon')) out.push({ percent: 25, why: 'Napoleon stacked', rule: 'MOP 37.16' });
      if (role === 'attacker' && specialHere(s, ctx, hex, su.side, 'ney')) out.push({ percent: 25, why: 'Ney stacked', rule: 'MOP 37.16' });
      return out;
    },
  },
};

// When and where a reinforcement arrives (NLC 9): the scenario's `arrives`, unless a module changed it
// (the March on Paris variable schedule and arrival cards, MOP A.II, A.I) through the `arrival` hook.
import type { GameState, HexId } from '../types';
import type { Ctx } from '../core/ctx';
import { hooksOf } from '../core/hookAnswer';

/** The piece's arrival now in force, or null when it has none (or no longer comes). */
export function arrivalOf(s: GameState, ctx: Ctx, id: string): { turn: number; hex: HexId } | null {
  const def = ctx.units[id] ?? ctx.leaders[id];
  if (!def?.arrives) return null;
  for (const hk of hooksOf(ctx, 'arrival')) {
    const a = hk(s, ctx, id);
    if (a === 'never') return null;
    if (a) return a;
  }
  return def.arrives;
}

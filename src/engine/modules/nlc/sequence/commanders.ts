// Overall commanders and their ratings for the chit-preparation rolls (NLC 4.1-4.3, 11.2).
import type { GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { arrivalOf } from '../../../rules/arrival';
import { hooksOf } from '../../../core/hookAnswer';

/** The side's overall commanders on the map (NLC 4.3: a side may have several). */
export function overallCommanders(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.leaderIds.filter((id) => ctx.leaders[id].side === side && ctx.leaders[id].role === 'overall' && s.leaders[id].status === 'map');
}

/** Leaders who may roll for the Initial and Coordinated Actions: the OCs, and those a module adds (NLC 12.14 wing commanders away from the OC). */
export function actionCommanders(s: GameState, ctx: Ctx, side: Side): string[] {
  const out = overallCommanders(s, ctx, side);
  for (const m of ctx.modules) for (const l of m.hooks?.actionCommanders?.(s, ctx, side) ?? []) if (!out.includes(l)) out.push(l);
  return out;
}

/** Formations that have a chit and something to activate this turn. */
export function chitFormations(s: GameState, ctx: Ctx, side: Side, chit = true): string[] {
  return ctx.scenario.formations
    // NLC 4, 12.2: a formation in Reserve draws no chit and acts in the Reserve Action Stage
    .filter((f) => f.side === side && (f.chit && !hooksOf(ctx, 'inReserve').some((hk) => hk(s, ctx, f.id))) === chit)
    .filter((f) =>
      ctx.unitIds.some((u) => {
        if (ctx.units[u].formation !== f.id) return false;
        const st = s.units[u];
        const arr = arrivalOf(s, ctx, u);
        return st.status === 'map' || (st.status === 'pending' && !!arr && arr.turn <= s.clock.turn);
      }),
    )
    .map((f) => f.id);
}

/** Formations a given OC may pick for a Coordinated or Initial Action (NLC 4.3: his subordinates). */
export function subordinates(ctx: Ctx, formations: string[], oc: string | null): string[] {
  if (!oc) return formations;
  // NLC 12.14: a wing commander's Action applies only to the formations of his wing
  const wing = ctx.scenario.command?.wings.find((w) => w.leader === oc);
  if (wing) return formations.filter((f) => wing.formations.includes(f));
  return formations.filter((f) => {
    const def = ctx.scenario.formations.find((x) => x.id === f)!;
    return !def.commander || def.commander === oc;
  });
}

export function formationName(ctx: Ctx, id: string): string {
  if (id.startsWith('ca:')) return `Coordinated Action (${ctx.scenario.sides.find((x) => x.id === id.slice(3))?.adjective ?? id.slice(3)})`;
  return ctx.scenario.formations.find((f) => f.id === id)?.name ?? id;
}

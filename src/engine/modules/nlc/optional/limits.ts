// A formation's demoralization limit (NLC 15) as the optional rules change it: NLC 20.9 operations
// (percent of the printed limit) and NLC 20.6 proximity of demoralized formations (-2 each).
import type { GameState } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { moveClass } from '../../../rules/pieces';
import { nlcOf } from '../state';
import { optionalOf } from './state';

export const PROXIMITY_HEXES = 5;

function leaderHex(s: GameState, ctx: Ctx, formation: string): string | null {
  const id = ctx.scenario.formations.find((f) => f.id === formation)?.leader;
  return id && s.leaders[id]?.status === 'map' ? s.leaders[id].hex : null;
}

/** NLC 20.6: cavalry corps and division-sized formations spread no panic. */
export function spreadsPanic(ctx: Ctx, formation: string): boolean {
  const def = ctx.scenario.formations.find((f) => f.id === formation);
  if (!def) return false;
  if (def.leader && ctx.leaders[def.leader]?.role === 'division') return false;
  const units = ctx.unitIds.filter((u) => ctx.units[u].formation === formation);
  return !(units.length > 0 && units.every((u) => moveClass(ctx.units[u].type) === 'cavalry' || ctx.units[u].type === 'horse artillery'));
}

/** NLC 20.6: friendly demoralized formations whose leader is within 5 hexes of this one's. */
export function panicSources(s: GameState, ctx: Ctx, formation: string): string[] {
  const here = leaderHex(s, ctx, formation);
  if (!here) return [];
  const side = ctx.scenario.formations.find((f) => f.id === formation)!.side;
  return nlcOf(s).demoralizedFormations.filter((o) => {
    if (o === formation || ctx.scenario.formations.find((f) => f.id === o)?.side !== side || !spreadsPanic(ctx, o)) return false;
    const there = leaderHex(s, ctx, o);
    return !!there && ctx.map.distance(here, there) <= PROXIMITY_HEXES;
  });
}

/** The formation's demoralization limit now, or undefined when it has none. */
export function formationLimit(s: GameState, ctx: Ctx, formation: string): number | undefined {
  const base = ctx.scenario.formations.find((f) => f.id === formation)?.demoralization;
  if (base === undefined) return undefined;
  let limit = base;
  if (ruleIn(s, ctx, 'NLC 20.9')) limit = Math.round(base * (1 + (optionalOf(s)?.ops[formation] ?? 0) / 100));
  if (ruleIn(s, ctx, 'NLC 20.6')) limit -= 2 * panicSources(s, ctx, formation).length;
  return Math.max(1, limit);
}

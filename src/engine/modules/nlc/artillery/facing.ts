// NLC 8.4 facing: artillery next to an enemy when the Stage (formation action) begins faces those
// enemy hexes; it does not fire in defence at an assault that comes only from other hexes (a unit
// moved round to its side). Under NLC 20.13 bombardment and opportunity fire face the same way.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { moveClass, occupancy } from '../../../rules/pieces';
import { gunsDraft, gunsOf } from './state';

export const FACING_RULE = 'NLC 8.4';

const isArtillery = (ctx: Ctx, id: string) => moveClass(ctx.units[id].type) === 'artillery';

/** Record, at the start of a Stage, the enemy hexes next to every artillery unit on the map. */
export function recordFacing(d: Draft<GameState>, ctx: Ctx): void {
  const s = d as GameState;
  const occ = occupancy(s, ctx);
  const facing: Record<string, HexId[]> = {};
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    if (u.status !== 'map' || !u.hex || !isArtillery(ctx, id)) continue;
    const side = ctx.units[id].side;
    const enemies = ctx.map.hexes[u.hex].neighbours.filter((h) => occ[h] && occ[h].side !== side).sort();
    if (enemies.length) facing[id] = enemies;
  }
  const g = gunsDraft(d);
  g.facing = facing;
  g.facingActivation = s.clock.activation;
}

/** The enemy hexes a gun faces in the current Stage, or null when it was not next to an enemy. */
export function facingOf(s: GameState, id: string): HexId[] | null {
  const g = gunsOf(s);
  if (g.facingActivation !== s.clock.activation) return null;
  return g.facing[id] ?? null;
}

/** NLC 8.4: does the gun fire in defence against an assault from these hexes? */
export function facesAssault(s: GameState, id: string, attackHexes: HexId[]): boolean {
  const f = facingOf(s, id);
  return !f || attackHexes.some((h) => f.includes(h));
}

/** Ruling (NLC 20.13 with 8.4): a gun that faces enemies fires only at the hexes it faces. */
export function facingAllowsTarget(s: GameState, ctx: Ctx, side: Side, from: HexId, target: HexId): boolean {
  for (const id of ctx.unitIds) {
    if (ctx.units[id].side !== side || s.units[id].hex !== from || !isArtillery(ctx, id)) continue;
    const f = facingOf(s, id);
    if (f && !f.includes(target)) return false;
  }
  return true;
}

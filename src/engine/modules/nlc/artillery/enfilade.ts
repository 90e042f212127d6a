// NLC 8.5 enfilade fire: +50% for artillery firing along an enemy line (from a direction that would make
// a cavalry charge a flank charge, NLC 7.10) or at infantry that friendly cavalry could charge (the
// infantry's owner chooses; refusing lets that cavalry charge at once).
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { occupancy } from '../../../rules/pieces';
import type { LosStep } from '../../../rules/los';
import { cavalryInChargeRange } from '../cavalry/trigger';

export const ENFILADE_RULE = 'NLC 8.5';

/** NLC 8.5: towns and chateaux cannot be enfiladed. */
export function enfiladeProof(ctx: Ctx, target: HexId): boolean {
  const t = ctx.map.hexes[target].terrain;
  return t === 'town' || t === 'chateau';
}

/**
 * The hexes the line of fire comes through into the target: the gun's own hex when adjacent, else the
 * hex (or the two hexes along a hexspine) the line passes just before the target.
 */
export function entryHexes(ctx: Ctx, from: HexId, target: HexId, steps: LosStep[] | null): HexId[] {
  if (ctx.map.distance(from, target) <= 1 || !steps || steps.length < 2) return [from];
  return steps[steps.length - 2].hexes.filter((h) => ctx.map.hexes[target].neighbours.includes(h));
}

/**
 * NLC 8.5 enfilading lines, read through the flank charge of NLC 7.10: the target is next to units of
 * the firing side (other than the guns' own stack) and the fire comes through a hex not next to some of
 * them. Along a hexspine the spine counts as the hexside farther from that friendly unit (NLC 8.5).
 */
export function enfiladesLine(s: GameState, ctx: Ctx, side: Side, from: HexId, target: HexId, steps: LosStep[] | null): boolean {
  if (enfiladeProof(ctx, target)) return false;
  const occ = occupancy(s, ctx);
  const friends = ctx.map.hexes[target].neighbours.filter((h) => h !== from && occ[h]?.side === side);
  if (!friends.length) return false;
  const entry = entryHexes(ctx, from, target, steps);
  if (!entry.length) return false;
  for (const f of friends) {
    const e = entry.length === 1 ? entry[0] : [...entry].sort((a, b) => ctx.map.distance(b, f) - ctx.map.distance(a, f))[0];
    if (e !== f && !ctx.map.hexes[e].neighbours.includes(f)) return true;
  }
  return false;
}

// the cavalry that could charge the target: one answer, the cavalry rules' (NLC 7.7, 7.9)
export { cavalryInChargeRange };

/** NLC 8.5 enfilading squares: the target holds enemy infantry within charge range of the gunners' cavalry. */
export function squareEnfiladeCavalry(s: GameState, ctx: Ctx, side: Side, target: HexId, targetUnits: string[]): string[] {
  if (enfiladeProof(ctx, target)) return [];
  if (!targetUnits.some((u) => ctx.units[u].type === 'infantry')) return [];
  return cavalryInChargeRange(s, ctx, side, target);
}

// NLC 20.2 doctrine (optional), the parts played so far: 20.2.1 an infantry division's brigades on the
// map must be "en colonne" (stacked in pairs) or each loses 1 MP of its allowance, and "en bataille"
// (one contiguous group, no brigade stacked with other infantry) or each loses 20% of its combat
// strength; a division failing both suffers both. Rulings in rulings.ts.
import type { GameState, HexId } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleOn } from '../../../core/ctx';

export const DOCTRINE = 'NLC 20.2';

/** The infantry brigades of this unit's division on the map, with their hexes (empty when it has no division). */
function brigades(s: GameState, ctx: Ctx, unit: string): { id: string; hex: HexId }[] {
  const def = ctx.units[unit];
  if (!def?.division || def.type !== 'infantry') return [];
  return ctx.unitIds
    .filter((u) => ctx.units[u].formation === def.formation && ctx.units[u].division === def.division && ctx.units[u].type === 'infantry')
    .filter((u) => s.units[u].status === 'map' && !!s.units[u].hex)
    .map((u) => ({ id: u, hex: s.units[u].hex! }));
}

/** NLC 20.2.1 en colonne: the division's brigades stand in pairs (with an odd number, one alone). */
export function enColonne(s: GameState, ctx: Ctx, unit: string): boolean {
  const b = brigades(s, ctx, unit);
  const per = new Map<HexId, number>();
  for (const x of b) per.set(x.hex, (per.get(x.hex) ?? 0) + 1);
  const singles = [...per.values()].filter((n) => n === 1).length;
  return [...per.values()].every((n) => n <= 2) && singles <= b.length % 2;
}

/** NLC 20.2.1 en bataille: the brigades' hexes touch in one group and no brigade shares its hex with other infantry. */
export function enBataille(s: GameState, ctx: Ctx, unit: string): boolean {
  const b = brigades(s, ctx, unit);
  if (!b.length) return true;
  for (const x of b) {
    const others = ctx.unitIds.filter((u) => u !== x.id && s.units[u].status === 'map' && s.units[u].hex === x.hex && ctx.units[u].type === 'infantry');
    if (others.length) return false;
  }
  const hexes = new Set(b.map((x) => x.hex));
  const seen = new Set<HexId>([b[0].hex]);
  const todo = [b[0].hex];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of ctx.map.hexes[h].neighbours) if (hexes.has(n) && !seen.has(n)) (seen.add(n), todo.push(n));
  }
  return seen.size === hexes.size;
}

/** NLC 20.2.1: -1 MP (in halves) for a brigade of a division not en colonne. */
export function doctrineMpHalves(s: GameState, ctx: Ctx, unit: string): number {
  if (!ruleOn(ctx, s.options, DOCTRINE) || !ctx.units[unit]) return 0;
  return brigades(s, ctx, unit).length && !enColonne(s, ctx, unit) ? -2 : 0;
}

/** NLC 20.2.1: -20% combat strength for a brigade of a division not en bataille. */
export function doctrineStrength(s: GameState, ctx: Ctx, unit: string): { percent: number; why: string; rule: string }[] {
  if (!ruleOn(ctx, s.options, DOCTRINE) || !ctx.units[unit]) return [];
  return brigades(s, ctx, unit).length && !enBataille(s, ctx, unit) ? [{ percent: -20, why: 'division not en bataille', rule: DOCTRINE }] : [];
}

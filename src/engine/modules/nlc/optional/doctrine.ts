// NLC 20.2 doctrine (optional): 20.2.1 the brigades of an infantry division on the map are to be "en colonne"
// (stacked in pairs, more than two following one path) or each loses 1 MP of its allowance except in a
// road move, and "en bataille" (one contiguous group, no brigade stacked with other infantry) or each
// loses 20% of its combat strength; a division failing both suffers both. The division command range of
// 20.2.2 is in divisionCommand.ts. Rulings in rulings.ts.
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { unitDemoralizedBy } from '../../../core/module';
import { nlcOf } from '../state';
import { linePartner, occupancy } from '../../../rules/pieces';
import { hooksOf } from '../../../core/hookAnswer';

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

/**
 * NLC 20.2.1 en colonne: the division's brigades stand in pairs (with an odd number, one alone); with more
 * than two brigades the stacks must also follow one path, which we judge by where they stand (ruling): their
 * hexes form one line of touching hexes, each touching at most two others of the division.
 */
export function enColonne(s: GameState, ctx: Ctx, unit: string): boolean {
  const b = brigades(s, ctx, unit);
  const per = new Map<HexId, number>();
  for (const x of b) per.set(x.hex, (per.get(x.hex) ?? 0) + 1);
  const singles = [...per.values()].filter((n) => n === 1).length;
  if (![...per.values()].every((n) => n <= 2) || singles > b.length % 2) return false;
  if (b.length <= 2) return true;
  const hexes = [...per.keys()];
  const links = (h: HexId) => ctx.map.hexes[h].neighbours.filter((n) => per.has(n)).length;
  return connected(ctx, hexes) && hexes.every((h) => links(h) <= 2) && (hexes.length < 3 || hexes.some((h) => links(h) === 1));
}

/** Do these hexes touch in one group? */
function connected(ctx: Ctx, list: HexId[]): boolean {
  if (!list.length) return true;
  const hexes = new Set(list);
  const seen = new Set<HexId>([list[0]]);
  const todo = [list[0]];
  while (todo.length) {
    const h = todo.pop()!;
    for (const n of ctx.map.hexes[h].neighbours) if (hexes.has(n) && !seen.has(n)) (seen.add(n), todo.push(n));
  }
  return seen.size === hexes.size;
}

/** NLC 20.2.1 en bataille: the brigades' hexes touch in one group and no brigade shares its hex with other infantry. */
export function enBataille(s: GameState, ctx: Ctx, unit: string): boolean {
  const b = brigades(s, ctx, unit);
  if (!b.length) return true;
  // NLC 20.2.3: a brigade in extended line fills two hexes (occupancy counts it in both)
  const each = b.map((x) => {
    const second = linePartner(s.units[x.id]);
    return second ? [x.hex, second] : [x.hex];
  });
  const occ = occupancy(s, ctx);
  for (let i = 0; i < b.length; i++) {
    if (each[i].some((h) => (occ[h]?.units ?? []).some((u) => u !== b[i].id && ctx.units[u].type === 'infantry'))) return false;
  }
  // NLC 20.2.3: and no brigade touches both hexes of another's line
  const touch = (a: HexId, c: HexId) => ctx.map.hexes[a].neighbours.includes(c);
  if (each.some((line, i) => line.length === 2 && each.some((other, j) => j !== i && other.some((h) => line.every((x) => x !== h && touch(h, x)))))) return false;
  return connected(ctx, [...new Set(each.flat())]);
}

/** NLC 20.2.1: -1 MP (in halves) for a brigade of a division not en colonne, outside road moves. */
export function doctrineMpHalves(s: GameState, ctx: Ctx, unit: string): number {
  if (!ruleIn(s, ctx, DOCTRINE) || !ctx.units[unit]) return 0;
  return brigades(s, ctx, unit).length && !enColonne(s, ctx, unit) ? -2 : 0;
}

/**
 * A road move (NLC 20.2.1 "except during road moves"), by ruling: one piece moving, every step along a
 * road or trail into a hex free of friendly combat units, so at the road rate all the way (NLC 5.2).
 */
export function roadMove(s: GameState, ctx: Ctx, pieces: string[], from: string | null, path: string[]): boolean {
  if (pieces.length !== 1 || !from || !path.length) return false;
  const side = ctx.units[pieces[0]]?.side;
  let here = from;
  for (const h of path) {
    if (!ctx.map.link(here, h)) return false;
    if (ctx.unitIds.some((u) => u !== pieces[0] && ctx.units[u].side === side && s.units[u].status === 'map' && s.units[u].hex === h)) return false;
    here = h;
  }
  return true;
}

/** The allowance changes of NLC 15 and of the other modules (as nlcPolicy counts them), in halves. */
function otherAdjustHalves(s: GameState, ctx: Ctx, id: string): number {
  const demoralized = nlcOf(s).demoralizedFormations.includes(ctx.units[id].formation) || unitDemoralizedBy(ctx, s, id);
  return (demoralized ? -2 : 0) + hooksOf(ctx, 'mpAdjustHalves').reduce((a, hk) => a + (hk(s, ctx, id) ?? 0), 0);
}

/**
 * NLC 20.2.1: a brigade of a division not en colonne has 1 MP less, except in a road move. The move search
 * cannot tell a road move, so the allowance stays whole and this veto refuses any other move that would
 * spend the last MP of it (the legal moves pass through it too).
 */
export function doctrineMoveVeto(s: GameState, ctx: Ctx, pieces: string[], from: string | null, path: string[], halves: number): RuleError | null {
  if (!ruleIn(s, ctx, DOCTRINE)) return null;
  for (const id of pieces) {
    if (!ctx.units[id] || doctrineMpHalves(s, ctx, id) === 0) continue;
    const u = s.units[id];
    const spent = u.movedIn === s.clock.activation ? u.mpSpentHalves : 0;
    const allowance = ctx.units[id].movement * 2 + otherAdjustHalves(s, ctx, id);
    if (spent + halves > allowance - 2 && !roadMove(s, ctx, pieces, from, path)) {
      return {
        code: 'en-colonne',
        message: `${ctx.units[id].name}'s division is not en colonne: it has 1 MP less, except in a road move`,
        rule: DOCTRINE,
      };
    }
  }
  return null;
}

/** NLC 20.2.1: -20% combat strength for a brigade of a division not en bataille. */
export function doctrineStrength(s: GameState, ctx: Ctx, unit: string): { percent: number; why: string; rule: string }[] {
  if (!ruleIn(s, ctx, DOCTRINE) || !ctx.units[unit]) return [];
  return brigades(s, ctx, unit).length && !enBataille(s, ctx, unit) ? [{ percent: -20, why: 'division not en bataille', rule: DOCTRINE }] : [];
}

// Facts about N20 pieces and the map: strengths with Disorder and Rout (N20X 9.6.9), zones of control
// (N20 7.0), LOC hexes, which hexes a unit may attack across.
import type { GameState, HexId, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { isNight } from '../../rules/clock';
import { DISORDER } from './data/morale';
import { N20_HEXSIDE } from './data/terrain';
import { n20 } from './state';

export const isCavalry = (ctx: Ctx, id: string) => ctx.units[id].type === 'cavalry' || ctx.units[id].type === 'light cavalry';
export const isArtillery = (ctx: Ctx, id: string) => ctx.units[id].type === 'foot artillery' || ctx.units[id].type === 'horse artillery';
export const isInfantry = (ctx: Ctx, id: string) => ctx.units[id].type === 'infantry';
export const isGuard = (ctx: Ctx, id: string) => ctx.units[id].flags.includes('guard') || ctx.units[id].flags.includes('oldGuard');
/** Elite units (FG 9.6.2, 10.0): the Guard. */
export const isElite = isGuard;
export const printedStrength = (ctx: Ctx, id: string) => ctx.units[id].strength[0];

export function enemyOf(ctx: Ctx, side: Side): Side {
  return ctx.sides[0] === side ? ctx.sides[1] : ctx.sides[0];
}

export function onMap(s: GameState, id: string): boolean {
  return s.units[id].status === 'map' && s.units[id].hex !== null;
}

export function sideUnits(s: GameState, ctx: Ctx, side: Side): string[] {
  return ctx.unitIds.filter((id) => ctx.units[id].side === side && onMap(s, id));
}

export function unitAt(s: GameState, ctx: Ctx, hex: HexId): string | null {
  for (const id of ctx.unitIds) if (s.units[id].status === 'map' && s.units[id].hex === hex) return id;
  return null;
}

export function occupancyMap(s: GameState, ctx: Ctx): Record<HexId, string> {
  const out: Record<HexId, string> = {};
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    if (u.status === 'map' && u.hex) out[u.hex] = id;
  }
  return out;
}

/** A river hexside without bridge or ford: no movement, no attack, no ZOC across (N20 6.0, 7.0). */
export function blocked(ctx: Ctx, a: HexId, b: HexId): boolean {
  const f = ctx.map.side(a, b)?.features;
  if (!f) return false;
  return f.some((x) => N20_HEXSIDE[x]?.move === 'prohibited') && !f.some((x) => x === 'bridge' || x === 'ford' || x === 'trestle');
}

export function attackable(ctx: Ctx, a: HexId, b: HexId): boolean {
  return ctx.map.hexes[a].neighbours.includes(b) && !blocked(ctx, a, b);
}

export function night(s: GameState, ctx: Ctx): boolean {
  return isNight(ctx.scenario, s.clock.turn);
}

/** N20 7.0: a unit has a ZOC unless Routed (ruling) or it is night (N20X 9.6.9 note). Disordered units keep it. */
export function hasZoc(s: GameState, ctx: Ctx, id: string): boolean {
  if (!onMap(s, id)) return false;
  if (night(s, ctx)) return false;
  return !n20(s).units[id].routed;
}

export function zocSet(s: GameState, ctx: Ctx, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  for (const id of sideUnits(s, ctx, side)) {
    if (!hasZoc(s, ctx, id)) continue;
    const h = s.units[id].hex!;
    for (const n of ctx.map.hexes[h].neighbours) if (!blocked(ctx, h, n)) out.add(n);
  }
  return out;
}

export function inEnemyZoc(s: GameState, ctx: Ctx, hex: HexId, side: Side): boolean {
  return zocSet(s, ctx, enemyOf(ctx, side)).has(hex);
}

/** Enemy units adjacent to a unit across an attackable hexside. */
export function adjacentEnemies(s: GameState, ctx: Ctx, id: string, occ = occupancyMap(s, ctx)): string[] {
  const h = s.units[id].hex;
  if (!h) return [];
  const side = ctx.units[id].side;
  const out: string[] = [];
  for (const n of ctx.map.hexes[h].neighbours) {
    const o = occ[n];
    if (o && ctx.units[o].side !== side && attackable(ctx, h, n)) out.push(o);
  }
  return out;
}

/** Combat strength with Disorder applied before Rout (N20X 9.6.9): Disorder -1, Rout halves rounding up. */
export function combatStrength(s: GameState, ctx: Ctx, id: string): number {
  const st = n20(s).units[id];
  let v = printedStrength(ctx, id);
  if (st.disordered) v = Math.max(DISORDER.minStrength, v + DISORDER.strength);
  if (st.routed) v = Math.ceil(v / 2);
  return v;
}

/** Movement Allowance with Disorder (-1, never below 1) and this turn's event bonuses. */
export function movementAllowance(s: GameState, ctx: Ctx, id: string): number {
  const st = n20(s);
  let v = ctx.units[id].movement;
  if (st.units[id].disordered) v = Math.max(DISORDER.minMovement, v + DISORDER.movement);
  const side = ctx.units[id].side;
  if (isCavalry(ctx, id)) v += st.turnFx.cavalryMove[side] ?? 0;
  v += st.turnFx.forcedMarch[id] ?? 0;
  return v;
}

export function locHexes(ctx: Ctx, side: Side): HexId[] {
  return ctx.scenario.n20?.loc?.[side] ?? [];
}

export function distanceToLoc(ctx: Ctx, side: Side, hex: HexId): number {
  let best = Infinity;
  for (const l of locHexes(ctx, side)) best = Math.min(best, ctx.map.distance(hex, l));
  return best;
}

export function objectiveOwner(ctx: Ctx, hex: HexId): Side | null {
  return ctx.scenario.objectives.find((o) => o.hex === hex)?.owner ?? null;
}

// Facts about pieces that every rules module needs: who owns them, where they are, how strong they are.
import type { GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import type { ScenarioUnit, UnitType } from '../scenario/schema';
import { roundNormal } from '../tables/percentReduction';
import { current, isDraft } from 'immer';

/**
 * The pieces as plain objects, also when `s` is an immer draft: reading a whole collection through the
 * draft's proxies costs far more than taking its current value (untouched parts come back as they were).
 */
export function unitsOf(s: GameState): GameState['units'] {
  return isDraft(s.units) ? current(s.units) : s.units;
}


export type MoveClass = 'infantry' | 'cavalry' | 'artillery';

export function moveClass(type: UnitType): MoveClass {
  if (type === 'infantry') return 'infantry';
  if (type === 'cavalry' || type === 'light cavalry') return 'cavalry';
  return 'artillery';
}

export function isLeader(ctx: Ctx, id: string): boolean {
  return id in ctx.leaders;
}

export function pieceSide(ctx: Ctx, id: string): Side | null {
  return ctx.units[id]?.side ?? ctx.leaders[id]?.side ?? null;
}

export function pieceHex(s: GameState, id: string): HexId | null {
  const p = s.units[id] ?? s.leaders[id];
  return p && p.status === 'map' ? p.hex : null;
}

/** Steps a unit starts with: 1 when not backprinted, 2 when backprinted, 3 when huge (front 8+, NLC 6.2). */
export function maxSteps(u: ScenarioUnit): number {
  if (u.strength[1] === null) return 1;
  return u.strength[0] >= 8 ? 3 : 2;
}

/** Printed combat strength for the steps left (NLC 6.1, 6.2: a huge unit's last step is half its back). */
export function unitStrength(u: ScenarioUnit, steps: number): number {
  const max = maxSteps(u);
  if (steps <= 0) return 0;
  if (steps === max) return u.strength[0];
  const back = u.strength[1] ?? u.strength[0];
  if (max === 3 && steps === 1) return roundNormal(back / 2);
  return back;
}

/** Combat units of any side on a hex, in scenario order. */
export function unitsAt(s: GameState, ctx: Ctx, hex: HexId): string[] {
  const units = unitsOf(s);
  return ctx.unitIds.filter((id) => units[id].status === 'map' && units[id].hex === hex);
}

export function leadersAt(s: GameState, ctx: Ctx, hex: HexId): string[] {
  // leaders are few: reading them through a draft is cheaper than taking its current value
  const leaders = s.leaders;
  return ctx.leaderIds.filter((id) => leaders[id].status === 'map' && leaders[id].hex === hex);
}

/** Side whose combat units occupy a hex, or null. */
export function occupant(s: GameState, ctx: Ctx, hex: HexId): Side | null {
  const units = unitsOf(s);
  for (const id of ctx.unitIds) {
    const u = units[id];
    if (u.status === 'map' && u.hex === hex) return ctx.units[id].side;
  }
  return null;
}

/** Hex -> unit ids of one side, built once per question on hot paths. */
export function occupancy(s: GameState, ctx: Ctx): Record<HexId, { side: Side; units: string[] }> {
  const out: Record<HexId, { side: Side; units: string[] }> = {};
  const units = unitsOf(s);
  for (const id of ctx.unitIds) {
    const u = units[id];
    if (u.status !== 'map' || !u.hex) continue;
    const cell = out[u.hex];
    if (cell) cell.units.push(id);
    else out[u.hex] = { side: ctx.units[id].side, units: [id] };
  }
  return out;
}

export function otherSide(ctx: Ctx, side: Side): Side {
  return ctx.sides[0] === side ? ctx.sides[1] : ctx.sides[0];
}

export function sideName(ctx: Ctx, side: Side): string {
  return ctx.scenario.sides.find((x) => x.id === side)?.adjective ?? side;
}

export function pieceName(ctx: Ctx, id: string): string {
  return ctx.units[id]?.name ?? ctx.leaders[id]?.name ?? id;
}

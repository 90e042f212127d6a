// Facts about pieces that every rules module needs: who owns them, where they are, how strong they are.
import type { GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import type { ScenarioUnit, UnitType } from '../scenario/schema';
import { roundNormal } from '../tables/percentReduction';
import { latest, peekField, readView } from '../core/readView';
import { memoOn } from './memo';

/**
 * The pieces for reading, also when `s` is an immer draft: a read view (core/readView.ts). Reading the
 * collection through the draft's proxies drafts every unit read, and immer's current() drafts them all.
 */
export function unitsOf(s: GameState): GameState['units'] {
  return readView(s).units;
}


/** A unit as the state (or a draft of it) holds it now, read without drafting anything (core/readView.ts latest). */
export function peekUnit(s: GameState, id: string): GameState['units'][string] {
  return latest(latest(peekField(s, 'units'))[id]);
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
  return [...(occupancy(s, ctx)[hex]?.units ?? [])];
}

export function leadersAt(s: GameState, ctx: Ctx, hex: HexId): string[] {
  // an unchanged draft gives back its frozen original, whose answer is remembered (./memo.ts)
  const leaders = readView(s).leaders;
  return [...(leaderHexes(leaders, ctx)[hex] ?? [])];
}

function leaderHexes(leaders: GameState['leaders'], ctx: Ctx): Readonly<Record<HexId, readonly string[]>> {
  return memoOn(leaders, 'leaderHexes', (ls) => {
    const out: Record<HexId, string[]> = {};
    for (const id of ctx.leaderIds) if (ls[id].status === 'map' && ls[id].hex) (out[ls[id].hex!] ??= []).push(id);
    return Object.isFrozen(ls) ? Object.freeze(out) : out;
  });
}

/** Side whose combat units occupy a hex, or null. */
export function occupant(s: GameState, ctx: Ctx, hex: HexId): Side | null {
  return occupancy(s, ctx)[hex]?.side ?? null;
}

export type Occupancy = Record<HexId, { side: Side; units: string[] }>;

/**
 * Hex -> unit ids (the side of the first in scenario order). It is asked from some 45 places, often
 * several times per command: remembered per frozen state (./memo.ts), and then frozen: do not change it.
 */
export function occupancy(s: GameState, ctx: Ctx): Occupancy {
  // a draft's units come as a read view (unitsOf), built afresh; untouched units as their remembered original
  return occupancyOf(unitsOf(s), ctx);
}

function occupancyOf(units: GameState['units'], ctx: Ctx): Occupancy {
  return memoOn(units, 'occupancy', (us) => {
    const out = buildOccupancy(ctx, (id) => us[id]);
    if (!Object.isFrozen(us)) return out;
    for (const c of Object.values(out)) Object.freeze(c.units) && Object.freeze(c);
    return Object.freeze(out);
  });
}

function buildOccupancy(ctx: Ctx, unit: (id: string) => GameState['units'][string]): Occupancy {
  const out: Occupancy = {};
  for (const id of ctx.unitIds) {
    const u = unit(id);
    if (u.status !== 'map' || !u.hex) continue;
    const cell = out[u.hex];
    if (cell) cell.units.push(id);
    else out[u.hex] = { side: ctx.units[id].side, units: [id] };
    // NLC 20.2.3: a brigade in extended line fills the second hex too (it is attacked there as a separate unit)
    const second = u.line ? linePartner(u) : null;
    if (second) (out[second] ??= { side: ctx.units[id].side, units: [] }).units.push(id);
  }
  return out;
}

/** NLC 20.2.3: the second hex a brigade in extended line fills, or null (no line, or one left behind by a retreat). */
export function linePartner(u: { hex: HexId | null; status: string; line?: readonly [HexId, HexId] }): HexId | null {
  return u.line && u.status === 'map' && u.hex === u.line[0] ? u.line[1] : null;
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

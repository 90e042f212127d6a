// NLC 5.4 zones of control: every combat unit projects one into the adjacent hexes, but not across an
// impassable hexside (a major river without bridge, trestle or ford) and not into a chateau, unless two
// units hold the chateau: it is then clear terrain (NLC 10).
import type { GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import type { MapIndex } from '../board/mapIndex';
import { linePartner, unitsOf } from './pieces';
import { frozenSet, memoOn } from './memo';
import { hooksOf } from '../core/hookAnswer';

export function impassable(map: MapIndex, a: HexId, b: HexId): boolean {
  const f = map.side(a, b)?.features;
  if (!f || !f.includes('river')) return false;
  return !(f.includes('bridge') || f.includes('trestle') || f.includes('ford'));
}

/** Hexes in the ZOC of `side`'s combat units (the units of that side project it). */
export function zocOf(s: GameState, ctx: Ctx, side: Side, except: readonly string[] = []): Set<HexId> {
  return zocAndChateaux(s, ctx, side, except).zoc;
}

/**
 * The ZOC of `side`, and the chateaux next to its units that the ZOC does not reach only because fewer
 * than two units hold them (a group filling one to two units enters the ZOC, NLC 10).
 */
export function zocAndChateaux(s: GameState, ctx: Ctx, side: Side, except: readonly string[] = []): { zoc: Set<HexId>; chateaux: Set<HexId> } {
  // remembered per frozen state (./memo.ts): every move and legal-move question asks it
  const units = unitsOf(s);
  // module rules: hexes no ZOC enters (MOP 37.3.3 improved positions); they live outside `units`, so they are part of the key
  const free = zocFreeHexes(s, ctx);
  if (except.length || !Object.isFrozen(units)) return computeZoc(s, ctx, side, except, free);
  return memoOn(units, `zoc:${side}:${free ? [...free].sort().join(',') : ''}`, () => {
    const r = computeZoc(s, ctx, side, except, free);
    return Object.freeze({ zoc: frozenSet(r.zoc), chateaux: frozenSet(r.chateaux) });
  });
}

function computeZoc(s: GameState, ctx: Ctx, side: Side, except: readonly string[], free: Set<HexId> | null): { zoc: Set<HexId>; chateaux: Set<HexId> } {
  const zoc = new Set<HexId>();
  const chateaux = new Set<HexId>();
  const units = unitsOf(s);
  let held: Record<HexId, number> | null = null;
  const project = (from: HexId) => {
    for (const n of ctx.map.hexes[from].neighbours) {
      if (impassable(ctx.map, from, n)) continue;
      if (free && free.has(n)) continue;
      if (ctx.map.hexes[n].terrain === 'chateau') {
        held ??= unitsPerHex(s, ctx);
        if ((held[n] ?? 0) < 2) {
          chateaux.add(n);
          continue;
        }
      }
      zoc.add(n);
    }
  };
  for (const id of ctx.unitIds) {
    const u = units[id];
    if (u.status !== 'map' || !u.hex || ctx.units[id].side !== side) continue;
    if (except.length && except.includes(id)) continue;
    project(u.hex);
    // NLC 20.2.3: a brigade in extended line exerts its ZOC from both hexes it fills
    if (u.line) {
      const second = linePartner(u);
      if (second) project(second);
    }
  }
  return { zoc, chateaux };
}

function zocFreeHexes(s: GameState, ctx: Ctx): Set<HexId> | null {
  let out: Set<HexId> | null = null;
  for (const hk of hooksOf(ctx, 'zocFree')) {
    const hs = hk(s, ctx);
    if (hs?.length) for (const h of hs) (out ??= new Set()).add(h);
  }
  return out;
}

function unitsPerHex(s: GameState, ctx: Ctx): Record<HexId, number> {
  const units = unitsOf(s);
  const out: Record<HexId, number> = {};
  for (const id of ctx.unitIds) {
    const u = units[id];
    if (u.status === 'map' && u.hex) out[u.hex] = (out[u.hex] ?? 0) + 1;
  }
  return out;
}

export function inEnemyZoc(s: GameState, ctx: Ctx, hex: HexId, side: Side): boolean {
  const enemy = ctx.sides.find((x) => x !== side)!;
  return zocOf(s, ctx, enemy).has(hex);
}

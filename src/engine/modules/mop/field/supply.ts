// MOP 37.7 supply. A unit is in supply when a line of at most 14 hexes reaches a friendly supply source or
// its own formation's baggage train; the train must stand on a road or trail and trace along roads and
// trails to a friendly supply source. Enemy units block lines; fords carry them; damaged spans do not
// (37.3.1); rivers are crossed only at spans and fords. A formation whose train is not on the
// map traces to the train's entry hex when it is still to arrive, else to any friendly train (two units a
// train at most) or to a source. Units under March orders are in supply through a column of their own
// formation (adjacent, or one hex apart) whose far end is within 14 hexes of the train. Supply is checked
// on weather turns (37.4 roll turns); out of supply has the effects of Corps Demoralization (NLC 15).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleOn } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { occupancy } from '../../../rules/pieces';
import { memoOn } from '../../../rules/memo';
import { currentOrder } from '../../nlc/orders/types';
import { ordersActive } from '../../nlc/orders/enforce';
import { fieldDraft, fieldOf } from './state';
import { isDamaged } from './spans';
import { hasPontoon } from './pontoons';
import { trainDef, trainsOf } from './trains';
import { weatherRollDue } from './weather';

export const SUPPLY_RULE = 'MOP 37.7';
export const SUPPLY_LINE = 14;

export interface SupplyAnswer {
  side: Side;
  /** Friendly supply source hexes (scenario map hexes with supply = side). */
  sources: HexId[];
  trains: Record<string, { hex: HexId; inSupply: boolean; kind: 'baggage' | 'pontoon'; formation: string }>;
  units: Record<string, { inSupply: boolean; via: 'source' | 'train' | 'entry' | 'column' | null; train?: string }>;
  /** Hexes a unit could stand in and be in supply (within 14 of a source or a supplied train): the overlay. */
  hexes: HexId[];
  rule: string;
}

/** Can a supply line pass from `a` to the adjacent `b`? */
function lineStep(ctx: Ctx, s: GameState, a: HexId, b: HexId): boolean {
  const f = ctx.map.side(a, b)?.features ?? [];
  // a pontoon is only ever deployed across a river or stream (pontoons.ts): no need to look for one elsewhere
  const span = f.includes('bridge') || f.includes('trestle') || ((f.includes('river') || f.includes('stream')) && hasPontoon(s, a, b));
  if (span && isDamaged(s, a, b)) return false;
  // a line wades streams as units do; a river only at a span or a ford
  return !(f.includes('river') && !span && !f.includes('ford'));
}

/** Distances (hexes) from the sources along open lines, up to `max`; blocked hexes are neither entered nor left. */
function lineDistances(ctx: Ctx, s: GameState, from: HexId[], max: number, blocked: (h: HexId) => boolean, roadsOnly = false): Record<HexId, number> {
  const dist: Record<HexId, number> = {};
  let frontier = from.filter((h) => !blocked(h));
  for (const h of frontier) dist[h] = 0;
  for (let k = 1; k <= max && frontier.length; k++) {
    const next: HexId[] = [];
    for (const h of frontier) {
      for (const n of ctx.map.hexes[h].neighbours) {
        if (n in dist || blocked(n)) continue;
        if (roadsOnly && !ctx.map.link(h, n)) continue;
        if (!lineStep(ctx, s, h, n)) continue;
        dist[n] = k;
        next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

export function supplySources(ctx: Ctx, side: Side): HexId[] {
  // map hexes marked for the side, and the scenario's MOP 37.13 supply sources (a battle on a shared
  // sheet names its sources there: the sheet carries no side's supply)
  const listed = (ctx.scenario.mop?.victory?.supplySources ?? []).filter((x) => x.side === side).map((x) => x.hex);
  const marked = ctx.scenario.map.hexes.filter((h) => h.supply === side).map((h) => h.id);
  return [...new Set([...marked, ...listed])].filter((h) => ctx.map.has(h)).sort();
}

/**
 * MOP 37.7: the supply state of a side now. Remembered per frozen state (rules/memo.ts): every unit's
 * question (37.6 at elimination, 37.13 sources held) and the overlay share one trace of the side.
 */
export function supplyOf(s: GameState, ctx: Ctx, side: Side): SupplyAnswer {
  return memoOn(s, `mop:supply:${side}`, () => {
    const a = traceSupply(s, ctx, side);
    if (Object.isFrozen(s)) deepFreeze(a);
    return a;
  });
}

function deepFreeze(o: object): void {
  for (const v of Object.values(o)) if (v && typeof v === 'object' && !Object.isFrozen(v)) deepFreeze(v);
  Object.freeze(o);
}

function traceSupply(s: GameState, ctx: Ctx, side: Side): SupplyAnswer {
  const occ = occupancy(s, ctx);
  const enemyHeld = (h: HexId) => !!occ[h] && occ[h].side !== side;
  const sources = supplySources(ctx, side);
  const f = fieldOf(s);
  // trains: on a road or trail hex, tracing along roads and trails to a source (any length)
  const roadToSource = lineDistances(ctx, s, sources, Infinity, enemyHeld, true);
  const trains: SupplyAnswer['trains'] = {};
  for (const id of trainsOf(s, ctx, side)) {
    const def = trainDef(ctx, id)!;
    const hex = f!.trains[id].hex!;
    const onRoad = ctx.map.hexes[hex].neighbours.some((n) => !!ctx.map.link(hex, n));
    trains[id] = { hex, kind: def.kind, formation: def.formation, inSupply: def.kind === 'baggage' && onRoad && hex in roadToSource };
  }
  const near = (hexes: HexId[]) => lineDistances(ctx, s, hexes, SUPPLY_LINE, enemyHeld);
  const fromSources = near(sources);
  const fromTrain: Record<string, Record<HexId, number>> = {};
  for (const id of Object.keys(trains)) if (trains[id].inSupply) fromTrain[id] = near([trains[id].hex]);
  const overlay = new Set(Object.keys(fromSources));
  for (const d of Object.values(fromTrain)) for (const h of Object.keys(d)) overlay.add(h);
  // each formation's own baggage train on the map, or the entry hex of one still to arrive
  const ownTrain = (formation: string) => Object.keys(trains).find((id) => trains[id].kind === 'baggage' && trains[id].formation === formation) ?? null;
  const pendingEntry = (formation: string): HexId | null => {
    const t = (ctx.scenario.mop?.trains ?? []).find((x) => x.kind === 'baggage' && x.formation === formation && f?.trains[x.id]?.status === 'pending');
    return t?.arrives?.hex ?? null;
  };
  const units: SupplyAnswer['units'] = {};
  const share: Record<string, number> = {};
  for (const u of ctx.unitIds) {
    const su = ctx.units[u];
    const st = s.units[u];
    if (su.side !== side || st.status !== 'map' || !st.hex) continue;
    const hex = st.hex;
    if (hex in fromSources) {
      units[u] = { inSupply: true, via: 'source' };
      continue;
    }
    const own = ownTrain(su.formation);
    if (own) {
      units[u] = fromTrain[own] && hex in fromTrain[own] ? { inSupply: true, via: 'train', train: own } : { inSupply: false, via: null };
      continue;
    }
    const entry = pendingEntry(su.formation);
    if (entry && hex in near([entry])) {
      units[u] = { inSupply: true, via: 'entry' };
      continue;
    }
    // no train of its own on the map: any friendly supplied train, two units a train at most (scenario order)
    const other = Object.keys(fromTrain).find((id) => (share[id] ?? 0) < 2 && hex in fromTrain[id]);
    if (other) {
      share[other] = (share[other] ?? 0) + 1;
      units[u] = { inSupply: true, via: 'train', train: other };
    } else units[u] = { inSupply: false, via: null };
  }
  // units under March orders: a column of their formation (adjacent or one hex apart) to a supplied unit
  if (ordersActive(s, ctx)) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const u of Object.keys(units)) {
        if (units[u].inSupply) continue;
        const fm = ctx.units[u].formation;
        if (currentOrder(s, side, fm)?.spec.type !== 'march') continue;
        const hex = s.units[u].hex!;
        const link = Object.keys(units).find(
          (v) => v !== u && units[v].inSupply && ctx.units[v].formation === fm && units[v].via !== 'source' && ctx.map.distance(hex, s.units[v].hex!) <= 2,
        );
        if (link) {
          units[u] = { inSupply: true, via: 'column' };
          changed = true;
        }
      }
    }
  }
  return { side, sources, trains, units, hexes: [...overlay].sort(), rule: SUPPLY_RULE };
}

/** Is the unit in supply now (for other MOP rules, e.g. 37.6 PEU at elimination)? */
export function unitInSupply(s: GameState, ctx: Ctx, unit: string): boolean {
  const su = ctx.units[unit];
  if (!su || !hasSupplyNet(ctx, su.side)) return true;
  return supplyOf(s, ctx, su.side).units[unit]?.inSupply ?? true;
}

/** A side with no supply source and no baggage train in the scenario is never out of supply (ruling). */
export function hasSupplyNet(ctx: Ctx, side: Side): boolean {
  return supplySources(ctx, side).length > 0 || (ctx.scenario.mop?.trains ?? []).some((t) => t.side === side && t.kind === 'baggage');
}

/** MOP 37.7: on weather turns, record who is out of supply (they suffer NLC 15 effects until the next check). */
export function checkSupply(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  if (!weatherRollDue(ctx.scenario, d.clock.turn)) return;
  const s = d as GameState;
  const outOf: string[] = [];
  for (const side of ctx.sides) {
    if (!hasSupplyNet(ctx, side)) continue;
    const a = supplyOf(s, ctx, side);
    const cut = ctx.unitIds.filter((u) => a.units[u] && !a.units[u].inSupply);
    outOf.push(...cut);
    if (cut.length) {
      log(d, out, `Supply check: ${cut.map((u) => ctx.units[u].name).join(', ')} out of supply (movement and morale -1 until the next check)`, {
        rule: SUPPLY_RULE,
        hexes: cut.map((u) => s.units[u].hex!),
      });
    }
  }
  const f = fieldDraft(d);
  f.outOfSupply = outOf;
  f.supplyTurn = d.clock.turn;
}

export function outOfSupply(s: GameState, unit: string): boolean {
  return !!fieldOf(s)?.outOfSupply.includes(unit);
}

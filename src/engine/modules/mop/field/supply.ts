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
import { onRoadOrTrail } from '../../../board/mapIndex';
import { memoOn } from '../../../rules/memo';
import { currentOrder } from '../../nlc/orders/types';
import { supplySources } from '../../nlc/supply/trace';
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

/**
 * The map as supply lines walk it, by hex number: each hex's neighbours, whether a road or trail leads
 * there, and whether the hexside is open whatever the state (no span, river or stream: lineStep is true).
 * A trace walks a dozen lines for each side of every state a view shows; numbers and flat arrays keep it
 * from hashing hex ids, and only spans, rivers and streams ask the state.
 */
interface LineGraph {
  ids: readonly HexId[];
  index: ReadonlyMap<HexId, number>;
  /** Hex i's neighbours are to[start[i]] .. to[start[i + 1] - 1]. */
  start: Int32Array;
  to: Int32Array;
  road: Uint8Array;
  open: Uint8Array;
}

const graphs = new WeakMap<Ctx['map'], LineGraph>();

function lineGraph(map: Ctx['map']): LineGraph {
  let g = graphs.get(map);
  if (g) return g;
  const ids = map.ids;
  const index = new Map(ids.map((h, i) => [h, i]));
  const start = new Int32Array(ids.length + 1);
  const to: number[] = [];
  const road: number[] = [];
  const open: number[] = [];
  ids.forEach((h, i) => {
    start[i] = to.length;
    for (const n of map.hexes[h].neighbours) {
      const j = index.get(n);
      if (j === undefined) continue;
      const f = map.side(h, n)?.features ?? [];
      to.push(j);
      road.push(map.link(h, n) ? 1 : 0);
      open.push(f.includes('bridge') || f.includes('trestle') || f.includes('river') || f.includes('stream') ? 0 : 1);
    }
  });
  start[ids.length] = to.length;
  g = { ids, index, start, to: Int32Array.from(to), road: Uint8Array.from(road), open: Uint8Array.from(open) };
  graphs.set(map, g);
  return g;
}

/** The hexes a line reaches from its sources (only whether a hex is reached is ever asked, not how far). */
class LineReach {
  constructor(
    private readonly g: LineGraph,
    private readonly seen: Uint8Array,
    /** Hex numbers in the order reached. */
    readonly reached: readonly number[],
  ) {}
  has(h: HexId): boolean {
    const i = this.g.index.get(h);
    return i !== undefined && this.seen[i] === 1;
  }
  hexes(): HexId[] {
    return this.reached.map((i) => this.g.ids[i]);
  }
}

/** The hexes within `max` of the sources along open lines; blocked hexes are neither entered nor left. */
function traceLines(ctx: Ctx, s: GameState, from: readonly HexId[], max: number, blocked: Uint8Array, roadsOnly = false): LineReach {
  const g = lineGraph(ctx.map);
  const seen = new Uint8Array(g.ids.length);
  const reached: number[] = [];
  for (const h of from) {
    const i = g.index.get(h);
    if (i === undefined || blocked[i] || seen[i]) continue;
    seen[i] = 1;
    reached.push(i);
  }
  let lo = 0;
  for (let k = 1; k <= max && lo < reached.length; k++) {
    const hi = reached.length;
    for (let x = lo; x < hi; x++) {
      const h = reached[x];
      for (let e = g.start[h]; e < g.start[h + 1]; e++) {
        const n = g.to[e];
        if (seen[n] || blocked[n]) continue;
        if (roadsOnly && !g.road[e]) continue;
        if (!g.open[e] && !lineStep(ctx, s, g.ids[h], g.ids[n])) continue;
        seen[n] = 1;
        reached.push(n);
      }
    }
    lo = hi;
  }
  return new LineReach(g, seen, reached);
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
  // enemy units block lines
  const g = lineGraph(ctx.map);
  const enemyHeld = new Uint8Array(g.ids.length);
  for (const h of Object.keys(occ)) if (occ[h].side !== side && g.index.has(h)) enemyHeld[g.index.get(h)!] = 1;
  const sources = supplySources(ctx, side);
  const f = fieldOf(s);
  // trains: on a road or trail hex, tracing along roads and trails to a source (any length)
  const roadToSource = traceLines(ctx, s, sources, Infinity, enemyHeld, true);
  const trains: SupplyAnswer['trains'] = {};
  for (const id of trainsOf(s, ctx, side)) {
    const def = trainDef(ctx, id)!;
    const hex = f!.trains[id].hex!;
    trains[id] = { hex, kind: def.kind, formation: def.formation, inSupply: def.kind === 'baggage' && onRoadOrTrail(ctx.map, hex) && roadToSource.has(hex) };
  }
  // the lines from one hex (a train, an entry hex) are traced once in a trace, however many units ask
  const from = new Map<HexId, LineReach>();
  const near = (hex: HexId) => {
    let d = from.get(hex);
    if (!d) from.set(hex, (d = traceLines(ctx, s, [hex], SUPPLY_LINE, enemyHeld)));
    return d;
  };
  const fromSources = traceLines(ctx, s, sources, SUPPLY_LINE, enemyHeld);
  const fromTrain: Record<string, LineReach> = {};
  for (const id of Object.keys(trains)) if (trains[id].inSupply) fromTrain[id] = near(trains[id].hex);
  const overlay = new Set(fromSources.hexes());
  for (const d of Object.values(fromTrain)) for (const h of d.hexes()) overlay.add(h);
  // each formation's own baggage train on the map, or the entry hex of one still to arrive
  // (the first listed of each formation, as asked unit by unit)
  const ownTrains = new Map<string, string>();
  for (const id of Object.keys(trains)) if (trains[id].kind === 'baggage' && !ownTrains.has(trains[id].formation)) ownTrains.set(trains[id].formation, id);
  const ownTrain = (formation: string) => ownTrains.get(formation) ?? null;
  const entries = new Map<string, HexId | null>();
  for (const x of ctx.scenario.mop?.trains ?? []) {
    if (x.kind === 'baggage' && f?.trains[x.id]?.status === 'pending' && !entries.has(x.formation)) entries.set(x.formation, x.arrives?.hex ?? null);
  }
  const pendingEntry = (formation: string): HexId | null => entries.get(formation) ?? null;
  const units: SupplyAnswer['units'] = {};
  const share: Record<string, number> = {};
  for (const u of ctx.unitIds) {
    const su = ctx.units[u];
    const st = s.units[u];
    if (su.side !== side || st.status !== 'map' || !st.hex) continue;
    const hex = st.hex;
    if (fromSources.has(hex)) {
      units[u] = { inSupply: true, via: 'source' };
      continue;
    }
    const own = ownTrain(su.formation);
    if (own) {
      units[u] = fromTrain[own] && fromTrain[own].has(hex) ? { inSupply: true, via: 'train', train: own } : { inSupply: false, via: null };
      continue;
    }
    const entry = pendingEntry(su.formation);
    if (entry && near(entry).has(hex)) {
      units[u] = { inSupply: true, via: 'entry' };
      continue;
    }
    // no train of its own on the map: any friendly supplied train, two units a train at most (scenario order)
    const other = Object.keys(fromTrain).find((id) => (share[id] ?? 0) < 2 && fromTrain[id].has(hex));
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
  return { side, sources: [...sources].sort(), trains, units, hexes: [...overlay].sort(), rule: SUPPLY_RULE };
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

// What the candidate player knows about the board, built only from its side's view (viewFor) and the
// scenario (public data: map, order of battle, objectives). Never the true state: the engine's
// previews are asked on a probe state rebuilt from the view (see probe.ts).
import { contextOf, isNight, query, unitStrength, type Ctx, type HexId, type PlayerView, type Side } from '../../engine';
import { probeState } from './probe';
import type { GameState } from '../../engine';

export interface Stack {
  side: Side;
  units: string[];
  strength: number;
}

export interface World {
  view: PlayerView;
  /** A state holding only what the view holds (probe.ts): for contextOf and the engine's previews. */
  probe: GameState;
  ctx: Ctx;
  side: Side;
  enemy: Side;
  /** Pieces on the map by hex. */
  stacks: Record<HexId, Stack>;
  /** Each unit's current strength (0 when off the map or eliminated). */
  strength: Record<string, number>;
  ownTotal: number;
  enemyTotal: number;
  /**
   * N20 15.0: the side that wins ties on morale at the end (the scenario's baseVictorySide) needs only to
   * lose no more morale than the enemy, so it fights only at good odds and keeps off the enemy's ZOC.
   */
  holder: boolean;
  /**
   * N20: how hard the side that does not win ties must press (0..1): it wins only by breaking the enemy's
   * morale (N20 15.0), so it presses harder as the turns run out and as the enemy's morale falls.
   */
  press: number;
  /** N20 13.0: the phasing side has neither moved nor fought this turn, so ending now earns a lull. */
  lullOpen: boolean;
  /**
   * N20 14.0, 15.0: no night turn is left and the base victory (morale only) decides, so objective hexes no
   * longer change the result (with the Expansion Kit's victory, N20X 15.0, the battlefield hexes count at the end).
   */
  afterLastNight: boolean;
  /**
   * NLC 12.2: the order each of the side's formations follows now (complied with), from the side's own
   * secret part of the view: where its Attack, Probe or March takes it, where its Defend holds.
   */
  orderOf: Record<string, { type: string; target: HexId[] }>;
}

const cache = new WeakMap<PlayerView, World>();

export function worldOf(view: PlayerView, side: Side): World {
  const hit = cache.get(view);
  if (hit && hit.side === side) return hit;
  const probe = probeState(view);
  const ctx = contextOf(probe);
  const enemy = ctx.sides.find((s) => s !== side) ?? side;
  const stacks: Record<HexId, Stack> = {};
  const strength: Record<string, number> = {};
  let ownTotal = 0;
  let enemyTotal = 0;
  const n20Units = (view.n20?.units ?? {}) as Record<string, { broken?: boolean }>;
  for (const id of ctx.unitIds) {
    const u = view.units[id];
    if (!u || u.status !== 'map' || !u.hex) {
      strength[id] = 0;
      continue;
    }
    const def = ctx.units[id];
    // a broken N20 unit counts for little: it cannot attack and routs easily (N20 10.0)
    const str = unitStrength(def, u.steps) * (n20Units[id]?.broken ? 0.3 : 1) * (u.disrupted ? 0.75 : 1);
    strength[id] = str;
    const cell = (stacks[u.hex] ??= { side: def.side, units: [], strength: 0 });
    cell.units.push(id);
    cell.strength += str;
    if (def.side === side) ownTotal += str;
    else enemyTotal += str;
  }
  const holder = ctx.scenario.system === 'n20' && (ctx.scenario as { n20?: { baseVictorySide?: string } }).n20?.baseVictorySide === side;
  let press = 0;
  let lullOpen = false;
  if (ctx.scenario.system === 'n20' && view.n20) {
    const st = view.n20 as unknown as { morale: Record<string, number>; activity?: { moved: boolean; fought: boolean }; phasing?: string | null };
    const turns = ctx.scenario.turns.count;
    const late = Math.min(1, Math.max(0, (view.clock.turn - 1) / Math.max(1, turns - 1)));
    const weak = 1 - Math.min(1, (st.morale[enemy] ?? 14) / 14);
    // the tie-winner behind on morale must win some back (N20 15.0 needs its morale at least the enemy's):
    // it presses too, the harder the bigger the gap and the later the turn
    const gap = ((st.morale[enemy] ?? 0) - (st.morale[side] ?? 0)) / 2;
    press = holder ? (gap > 0 ? Math.min(1, 0.2 * gap + 0.4 * late) : 0) : Math.min(1, 0.35 + 0.45 * late + 0.4 * weak);
    lullOpen = (st.morale[side] ?? 0) < 20 && !!st.activity && !st.activity.moved && !st.activity.fought && !isNight(ctx.scenario, view.clock.turn);
  }
  const afterLastNight =
    ctx.scenario.system === 'n20' && view.options.rules['N20X 15.0'] !== true && !ctx.scenario.turns.night.some((t) => t >= view.clock.turn);
  const w: World = { view, probe, ctx, side, enemy, stacks, strength, ownTotal, enemyTotal, holder, press, lullOpen, afterLastNight, orderOf: ordersFollowed(view, side) };
  cache.set(view, w);
  return w;
}

const formationMemo = new WeakMap<World, Map<string, string[]>>();

/** Each formation's units on the map (strength above 0), in unit id order: found once per world. */
export function formationUnits(w: World): Map<string, string[]> {
  let hit = formationMemo.get(w);
  if (hit) return hit;
  hit = new Map();
  for (const id of w.ctx.unitIds) {
    const f = w.ctx.units[id].formation;
    if (!f || !w.strength[id]) continue;
    const list = hit.get(f);
    if (list) list.push(id);
    else hit.set(f, [id]);
  }
  formationMemo.set(w, hit);
  return hit;
}

const suppliedMemo = new WeakMap<World, Set<HexId> | null>();

/**
 * MOP 37.7, 37.13: in the last two turns only (the final position decides), the hexes where a unit of the
 * side would be in supply, from the engine's supply overlay for the side's own supply; null earlier, or
 * without March on Paris supply. An objective counts for the side standing on it only in supply, and for
 * the side that last passed through it when nobody stands on it. Traced on first asking, once per world
 * (it is dear).
 */
export function suppliedHexes(w: World): Set<HexId> | null {
  let hit = suppliedMemo.get(w);
  if (hit !== undefined) return hit;
  // stepping off an objective out of supply all game long lets the enemy walk in before the end (Brienne-La
  // Rothiere French seed 1 lost so, issue 14): only in the last two turns
  const late = !!w.probe.mop && w.view.clock.turn >= w.ctx.scenario.turns.count - 1;
  hit = late ? mopSupplied(w.probe, w.side) : null;
  suppliedMemo.set(w, hit);
  return hit;
}

/** MOP 37.7: the side's supply overlay (the engine's answer for the side's own supply), or null. */
function mopSupplied(probe: GameState, side: Side): Set<HexId> | null {
  const a = query(probe, side, { type: 'supply', side });
  const hexes = a.type === 'supply' ? (a.supply as { hexes?: HexId[] } | null)?.hexes : undefined;
  return hexes ? new Set(hexes) : null;
}

/** An order as the side's own secret part of the view holds it (NLC 12): what the players read of it. */
export interface OrderLite {
  formation: string;
  spec: { type: string; target: HexId[] };
  then?: { type: string; target: HexId[] }[];
  status: string;
}

interface OrdersPart {
  orders?: Record<string, OrderLite>;
  formations?: Record<string, { current: number | null; leader?: string | null }>;
}

/** The side's own orders (NLC 12), from its secret part of the view: never the enemy's. */
export function ownOrdersPart(view: PlayerView, side: Side): OrdersPart | undefined {
  return (view.secret as Record<string, { orders?: OrdersPart } | undefined> | undefined)?.[side]?.orders;
}

function ordersFollowed(view: PlayerView, side: Side): World['orderOf'] {
  const o = ownOrdersPart(view, side);
  const out: World['orderOf'] = {};
  for (const [f, fc] of Object.entries(o?.formations ?? {})) {
    const cur = fc.current ? o?.orders?.[String(fc.current)] : undefined;
    if (cur && cur.status === 'complied') out[f] = cur.spec;
  }
  return out;
}

/** Enemy strength in the hexes next to `hex`. */
export function adjacentEnemy(w: World, hex: HexId, side = w.side): number {
  let sum = 0;
  for (const h of w.ctx.map.inRange(hex, 1)) {
    const c = w.stacks[h];
    if (h !== hex && c && c.side !== side) sum += c.strength;
  }
  return sum;
}

/** One side's strength within `r` hexes of `hex`, not counting `exclude`. */
export function strengthNear(w: World, side: Side, hex: HexId, r: number, exclude: string[] = []): number {
  let sum = 0;
  for (const h of w.ctx.map.inRange(hex, r)) {
    const c = w.stacks[h];
    if (c && c.side === side) for (const u of c.units) if (!exclude.includes(u)) sum += w.strength[u];
  }
  return sum;
}

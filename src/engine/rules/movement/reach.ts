// NLC 5: where a group of pieces may move now, and whether a declared path is legal. The search and
// the validator share stepCost and one entry check, so the map highlights exactly the moves that
// applyCommand accepts. Rules that depend on the situation (ZOC, night, reinforcement entry) come in a
// MovePolicy built by the rules module, so this file holds only the mechanics.
import type { GameState, HexId, RuleError, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { isLeader, moveClass, occupancy, pieceHex, pieceSide, type MoveClass, type Occupancy } from '../pieces';
import { joinProblem } from '../stacking';
import { stepCost, stepCoster, type StepCost } from './stepCost';
import { terrainClass, terrainTable } from '../terrainTable';

export interface MovePolicy {
  /** Hexes in the enemy's ZOC (NLC 5.4); null when ZOC plays no part for this group. */
  enemyZoc: Set<HexId> | null;
  /** Chateaux next to the enemy that fall in his ZOC once a group fills them to two units (NLC 10). */
  chateauZoc?: Set<HexId>;
  /** The group began the action in an enemy ZOC: it may not leave (NLC 5.4). */
  lockedInZoc: boolean;
  /** Leaving an enemy ZOC hex entered during the move costs +1 MP (NLC 5.4). */
  zocLeaveCost: boolean;
  /** May the group enter an enemy ZOC hex: always, never (night, NLC 5.5/16), or only one held by friends (leaders, NLC 11.1). */
  enterZoc: 'yes' | 'no' | 'friendlyOnly';
  /** Movement allowance change in halves per unit (e.g. -2 for a demoralized corps, NLC 15). */
  mpAdjustHalves: (id: string) => number;
  /** Pieces entering from off the map (NLC 9): the hexes they may enter first and the cost already used there. */
  entry?: { hexes: HexId[]; usedHalves: Record<HexId, number> };
  /** Module changes to one step's cost (MOP 37.4 mud, 37.9 damaged spans; core/module.ts moveStep). */
  stepAdjust?: (from: HexId, to: HexId, cost: StepCost) => StepCost;
  /** The step changes read the pieces on the board, not only the map and the modules' state (MOP 37.2 columns; StepAdjust). */
  stepReadsPieces?: boolean;
  /** The hexes' occupancy as the mover sees it (MOP 37.10: enemy hidden forces left out); the true one when absent. */
  occupancy?: Occupancy;
  /** Hexes the mover may not enter though it sees no unit there (MOP 37.10: hidden-force markers with no repulse in play). */
  closed?: ReadonlySet<HexId>;
}

export const OPEN_POLICY: MovePolicy = {
  enemyZoc: null,
  lockedInZoc: false,
  zocLeaveCost: false,
  enterZoc: 'yes',
  mpAdjustHalves: () => 0,
};

export interface MoverInfo {
  side: Side;
  /** The hex the group stands in; null when it enters from off the map. */
  from: HexId | null;
  leftHalves: number;
  /** True when none of the pieces has moved in this activation (the one-hex minimum move applies). */
  fresh: boolean;
  cls: MoveClass | 'leader';
  lone: boolean;
  combatUnits: number;
  /** The combat units of the group (for stacking, NLC 5.3 or a module's limit). */
  units: string[];
}

function err(code: string, message: string, rule: string): RuleError {
  return { code, message, rule };
}

/** Checks that the pieces can move together now; returns the group's movement facts. */
export function moverInfo(s: GameState, ctx: Ctx, pieces: string[], policy: MovePolicy = OPEN_POLICY): MoverInfo | RuleError {
  if (pieces.length === 0) return err('no-pieces', 'no pieces to move', 'NLC 5');
  if (new Set(pieces).size !== pieces.length) return err('duplicate', 'a piece is listed twice', 'NLC 5');
  let side: Side | null = null;
  let from: HexId | null | undefined;
  let left = Infinity;
  let fresh = true;
  let cls: MoveClass | 'leader' = 'leader';
  let combatUnits = 0;
  const units: string[] = [];
  for (const id of pieces) {
    const pSide = pieceSide(ctx, id);
    if (!pSide) return err('unknown-piece', `there is no piece "${id}"`, 'NLC 5');
    const entering = !!policy.entry && (s.units[id]?.status === 'pending' || s.leaders[id]?.status === 'pending');
    const hex = entering ? null : pieceHex(s, id);
    if (!entering && !hex) return err('not-on-map', `${id} is not on the map`, 'NLC 5');
    if (side && side !== pSide) return err('mixed-sides', 'pieces of both sides cannot move together', 'NLC 5');
    if (from !== undefined && from !== hex) return err('not-stacked', 'only pieces in the same hex move as a stack', 'NLC 5');
    side = pSide;
    from = hex;
    const veto = ctx.mayMove(s, id);
    if (veto) return veto;
    if (isLeader(ctx, id)) {
      const l = s.leaders[id];
      // NLC 5: like a unit, a leader may move on in the same activation while he has movement points left
      const spent = l.movedIn === s.clock.activation ? (l.mpSpentHalves ?? ctx.leaders[id].movement * 2) : 0;
      left = Math.min(left, ctx.leaders[id].movement * 2 - spent);
      if (spent > 0) fresh = false;
    } else {
      const u = s.units[id];
      const spent = u.movedIn === s.clock.activation ? u.mpSpentHalves : 0;
      if (spent > 0) fresh = false;
      left = Math.min(left, ctx.units[id].movement * 2 + policy.mpAdjustHalves(id) - spent);
      const c = terrainClass(ctx, ctx.units[id].type);
      // the most restricted class governs the stack (cavalry and artillery pay more in woods)
      cls = cls === 'leader' || cls === 'infantry' ? c : cls;
      combatUnits++;
      units.push(id);
    }
  }
  if (!side || from === undefined) return err('no-pieces', 'no pieces to move', 'NLC 5');
  if (from && policy.lockedInZoc) {
    return err('zoc-locked', 'units that began the action in an enemy ZOC may leave it only by retreat or advance', 'NLC 5.4');
  }
  if (left <= 0 && !fresh) return err('no-mp', 'these pieces have no movement points left', 'NLC 5');
  return { side, from, leftHalves: left, fresh, cls, lone: pieces.length === 1, combatUnits, units };
}

type Occ = ReturnType<typeof occupancy>;

/** The board as this group sees it (MOP 37.10 hidden forces: policy.occupancy). */
const occOf = (s: GameState, ctx: Ctx, policy: MovePolicy): Occ => policy.occupancy ?? occupancy(s, ctx);

/** Is `hex` in the enemy ZOC once the group stands there (a chateau it fills to two units is, NLC 10)? */
function zocAt(occ: Occ, mover: MoverInfo, policy: MovePolicy, hex: HexId): boolean {
  if (!policy.enemyZoc) return false;
  if (policy.enemyZoc.has(hex)) return true;
  if (!policy.chateauZoc?.has(hex) || hex === mover.from) return false;
  return (occ[hex]?.units.length ?? 0) + mover.combatUnits >= 2;
}

type EntryBlock = 'enemy-hex' | 'hidden' | 'night-zoc' | 'leader-zoc';

/** What keeps the group out of `to`, or null (the search asks this of every step, so no words are built here). */
function entryBlockOf(occ: Occ, mover: MoverInfo, policy: MovePolicy, to: HexId): EntryBlock | null {
  const cell = occ[to];
  if (cell && cell.side !== mover.side) return 'enemy-hex';
  if (policy.closed?.has(to)) return 'hidden';
  if (zocAt(occ, mover, policy, to)) {
    if (policy.enterZoc === 'no') return 'night-zoc';
    if (policy.enterZoc === 'friendlyOnly' && !cell) return 'leader-zoc';
  }
  return null;
}

/** Why the group may not enter `to` at all, or null. */
function entryBlock(occ: Occ, mover: MoverInfo, policy: MovePolicy, to: HexId): RuleError | null {
  switch (entryBlockOf(occ, mover, policy, to)) {
    case 'enemy-hex':
      return err('enemy-hex', `hex ${to} holds enemy units`, 'NLC 5');
    case 'hidden':
      return err('enemy-hex', `hex ${to} holds a hidden enemy force`, 'MOP 37.10');
    case 'night-zoc':
      return err('night-zoc', `no unit may enter an enemy ZOC (${to}) on a night turn`, 'NLC 16');
    case 'leader-zoc':
      return err('leader-zoc', `a leader may not enter an enemy ZOC (${to}) unless friendly units hold it`, 'NLC 11.1');
    default:
      return null;
  }
}

function roadRateOk(occ: Occ, mover: MoverInfo, to: HexId): boolean {
  // NLC 5.2: leaders pay the road rate whatever their stacking (or orders)
  if (mover.combatUnits === 0) return true;
  // a lone piece; the hex entered must hold no friendly combat units (ruling NLC 5.2)
  return mover.lone && !occ[to];
}

type Table = ReturnType<typeof terrainTable>;

/** The terrain cost of one step with the modules' changes (MOP mud, damaged spans...). */
function adjustedCost(ctx: Ctx, occ: Occ, mover: MoverInfo, policy: MovePolicy, here: HexId, next: HexId, table: Table): StepCost {
  const c0 = stepCost(ctx.map, here, next, mover.cls, roadRateOk(occ, mover, next), table);
  return policy.stepAdjust ? policy.stepAdjust(here, next, c0) : c0;
}

const leaveCost = (occ: Occ, mover: MoverInfo, policy: MovePolicy, here: HexId) => (policy.zocLeaveCost && zocAt(occ, mover, policy, here) ? 2 : 0);

/** Cost in halves of one step, or the reason it is impossible (`table`: the terrain chart in force, asked once a search). */
function step(ctx: Ctx, occ: Occ, mover: MoverInfo, policy: MovePolicy, here: HexId, next: HexId, table: Table): number | RuleError {
  const block = entryBlock(occ, mover, policy, next);
  if (block) return block;
  const c = adjustedCost(ctx, occ, mover, policy, here, next, table);
  if ('prohibited' in c) return err('prohibited', `${here} to ${next}: ${c.prohibited}`, c.rule);
  return c.halves + leaveCost(occ, mover, policy, here);
}

/** Cost in halves of entering the map at `hex` (NLC 9: the entry hex is the first hex of movement). */
function entryStep(ctx: Ctx, occ: Occ, mover: MoverInfo, policy: MovePolicy, hex: HexId): number | RuleError {
  const block = entryBlock(occ, mover, policy, hex);
  if (block) return block;
  const own = entryOwnCost(ctx, occ, mover, hex);
  if (typeof own !== 'number') return own;
  return own + (policy.entry?.usedHalves[hex] ?? 0);
}

/**
 * This group's own cost in halves of entering at `hex`, before what earlier stacks paid there (NLC 9):
 * the road rate if it may use it there (NLC 5.2), otherwise the terrain cost.
 */
export function entryOwnCost(ctx: Ctx, occ: Occ, mover: MoverInfo, hex: HexId): number | RuleError {
  const info = ctx.map.hexes[hex];
  // leaders take the road rate on roads and trails whatever their stacking (NLC 5.2)
  const leaders = mover.combatUnits === 0;
  const roadIn =
    roadRateOk(occ, mover, hex) && info.neighbours.some((n) => ctx.map.link(hex, n) === 'road' || (leaders && ctx.map.link(hex, n) === 'trail'));
  const c = stepCost(ctx.map, hex, hex, mover.cls, false, terrainTable(ctx));
  if ('prohibited' in c) return err('prohibited', `cannot enter at ${hex}: ${c.prohibited}`, c.rule);
  return roadIn ? 1 : c.halves;
}

export interface Reach {
  /** Cheapest cost in halves to each reachable hex, and the path to it. */
  cost: Map<HexId, number>;
  prev: Map<HexId, HexId | null>;
  /**
   * The hexes the search expanded (the group's own hex first): it looked at these and their neighbours
   * only, so a change of the board elsewhere cannot change its answer (reachReuse.ts).
   */
  expanded: ReadonlySet<HexId>;
}

/** Dijkstra from the group's hex (or its entry hexes); ties broken by hex id for determinism. */
export function reach(s: GameState, ctx: Ctx, mover: MoverInfo, policy: MovePolicy = OPEN_POLICY): Reach {
  const occ = occOf(s, ctx, policy);
  const cost = new Map<HexId, number>();
  const prev = new Map<HexId, HexId | null>();
  const expand = new Set<HexId>();
  const frontier = new Frontier();
  const left = mover.leftHalves;
  const offer = (hex: HexId, total: number, from: HexId | null) => {
    // the one-hex minimum move: a fresh group on the map may always take its first step (NLC 5); an arrival
    // that cannot pay for its entry hex is postponed instead (NLC 9), as checkPath says
    const minimum = mover.fresh && mover.from !== null && from === mover.from;
    if (total > left && !minimum) return;
    const capped = Math.min(total, left);
    const was = cost.get(hex);
    if (was !== undefined && was <= capped) return;
    cost.set(hex, capped);
    prev.set(hex, from);
    if (total <= left) frontier.push(capped, hex);
  };
  if (mover.from) {
    cost.set(mover.from, 0);
    frontier.push(0, mover.from);
  } else {
    for (const h of policy.entry?.hexes ?? []) {
      const c = entryStep(ctx, occ, mover, policy, h);
      if (typeof c === 'number') offer(h, c, null);
    }
  }
  // stepHalves with what does not depend on the step looked up once: the search prices every step it meets
  const costOf = stepCoster(ctx.map, mover.cls, terrainTable(ctx));
  const adjust = policy.stepAdjust;
  const hexes = ctx.map.hexes;
  while (frontier.size) {
    const here = frontier.pop();
    if (expand.has(here)) continue;
    expand.add(here);
    const base = cost.get(here)! + leaveCost(occ, mover, policy, here);
    for (const next of hexes[here].neighbours) {
      // an expanded hex already has its cheapest cost (costs are never negative): offering it again
      // would change nothing, so its step is not even priced (the hot path of legalCommands)
      if (next === mover.from || expand.has(next)) continue;
      if (entryBlockOf(occ, mover, policy, next)) continue;
      const c0 = costOf(here, next, roadRateOk(occ, mover, next));
      const c = adjust ? adjust(here, next, c0) : c0;
      if ('prohibited' in c) continue;
      offer(next, base + c.halves, here);
    }
  }
  if (mover.from) cost.delete(mover.from);
  return { cost, prev, expanded: expand };
}

/**
 * The search frontier: a binary heap ordered by cost, then by hex id, so the expansion order (and with it
 * every path the search returns) is the same on every machine.
 */
class Frontier {
  private costs: number[] = [];
  private hexes: HexId[] = [];
  get size(): number {
    return this.hexes.length;
  }
  private less(i: number, j: number): boolean {
    const a = this.costs[i];
    const b = this.costs[j];
    return a < b || (a === b && this.hexes[i] < this.hexes[j]);
  }
  private swap(i: number, j: number): void {
    const c = this.costs[i];
    this.costs[i] = this.costs[j];
    this.costs[j] = c;
    const h = this.hexes[i];
    this.hexes[i] = this.hexes[j];
    this.hexes[j] = h;
  }
  push(cost: number, hex: HexId): void {
    this.costs.push(cost);
    this.hexes.push(hex);
    let i = this.hexes.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      this.swap(i, p);
      i = p;
    }
  }
  pop(): HexId {
    const top = this.hexes[0];
    const last = this.hexes.length - 1;
    this.swap(0, last);
    this.costs.pop();
    this.hexes.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < last && this.less(l, m)) m = l;
      if (r < last && this.less(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }
}

export function pathTo(r: Reach, to: HexId): HexId[] {
  const path: HexId[] = [];
  // the start hex has no entry in prev; an entry hex from off the map has prev null
  for (let h: HexId | null | undefined = to; h !== null && h !== undefined && r.prev.has(h); h = r.prev.get(h)) path.push(h);
  return path.reverse();
}

/** Validates a declared path step by step; names the first illegal step and its rule. */
export function checkPath(
  s: GameState,
  ctx: Ctx,
  mover: MoverInfo,
  pieces: string[],
  path: HexId[],
  policy: MovePolicy = OPEN_POLICY,
): { halves: number } | RuleError {
  const occ = occOf(s, ctx, policy);
  const table = terrainTable(ctx);
  let total = 0;
  let here = mover.from;
  for (let i = 0; i < path.length; i++) {
    const next = path[i];
    if (!ctx.map.has(next)) return err('off-map', `hex ${next} is not on the map`, 'NLC 5');
    let c: number | RuleError;
    if (here === null) {
      if (!policy.entry?.hexes.includes(next)) {
        return err('not-entry', `reinforcements enter at ${policy.entry?.hexes.join(' or ') || 'their entry hex'}, not ${next}`, 'NLC 9');
      }
      c = entryStep(ctx, occ, mover, policy, next);
    } else {
      if (!ctx.map.hexes[here].neighbours.includes(next)) return err('not-adjacent', `${here} and ${next} are not adjacent`, 'NLC 5');
      c = step(ctx, occ, mover, policy, here, next, table);
    }
    if (typeof c !== 'number') return c;
    total += c;
    const minimum = i === 0 && path.length === 1 && mover.fresh && mover.from !== null;
    if (total > mover.leftHalves && !minimum) {
      return err(
        here === null ? 'entry-postponed' : 'too-far',
        here === null
          ? `not enough movement points to enter at ${next} this turn (needs ${total / 2}, has ${mover.leftHalves / 2}): arrival is postponed`
          : `not enough movement points to enter ${next} (needs ${total / 2}, has ${mover.leftHalves / 2})`,
        here === null ? 'NLC 9' : 'NLC 5.2',
      );
    }
    here = next;
  }
  const dest = path[path.length - 1];
  if (mover.combatUnits > 0) {
    const over = joinProblem(s, ctx, dest, occ[dest]?.units ?? [], mover.units);
    if (over) return over;
  }
  return { halves: Math.min(total, mover.leftHalves) };
}

/** Reachable destinations that also respect stacking at the end of the move. */
export function legalDestinations(
  s: GameState,
  ctx: Ctx,
  pieces: string[],
  policy: MovePolicy = OPEN_POLICY,
): { mover: MoverInfo; reach: Reach; dests: HexId[] } | RuleError {
  const mover = moverInfo(s, ctx, pieces, policy);
  if ('code' in mover) return mover;
  return { mover, ...destinationsOf(s, ctx, pieces, mover, policy) };
}

/** The reach of a group whose mover facts are known, and its destinations that respect stacking. */
export function destinationsOf(
  s: GameState,
  ctx: Ctx,
  pieces: readonly string[],
  mover: MoverInfo,
  policy: MovePolicy,
): { reach: Reach; dests: HexId[] } {
  const r = reach(s, ctx, mover, policy);
  return { reach: r, dests: stackedDests(s, ctx, pieces, mover, policy, r.cost.keys()) };
}

/** Those of the reached `hexes` where the group may end its move (NLC 5.3 stacking, or a module's limit), sorted. */
export function stackedDests(s: GameState, ctx: Ctx, pieces: readonly string[], mover: MoverInfo, policy: MovePolicy, hexes: Iterable<HexId>): HexId[] {
  const occ = occOf(s, ctx, policy);
  return [...hexes]
    .filter((h) => {
      if (mover.combatUnits === 0) return true;
      return !joinProblem(s, ctx, h, occ[h]?.units ?? [], mover.units);
    })
    .sort();
}

// NLC 5: where a group of pieces starting in one hex may move now, and whether a declared path is legal.
// The search and the validator share stepCost and the same entry checks, so the map highlights
// exactly the moves applyCommand accepts.
import type { GameState, HexId, RuleError, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { isLeader, moveClass, occupancy, pieceHex, pieceSide, type MoveClass } from '../pieces';
import { stackLimit } from '../stacking';
import { stepCost } from './stepCost';

export interface MoverInfo {
  side: Side;
  from: HexId;
  /** Movement points left, in halves. */
  leftHalves: number;
  /** True when none of the pieces has moved in this activation (the one-hex minimum move applies). */
  fresh: boolean;
  cls: MoveClass | 'leader';
  lone: boolean;
  combatUnits: number;
}

function err(code: string, message: string, rule: string): RuleError {
  return { code, message, rule };
}

/** Checks that the pieces can move together now; returns the group's movement facts. */
export function moverInfo(s: GameState, ctx: Ctx, pieces: string[]): MoverInfo | RuleError {
  if (new Set(pieces).size !== pieces.length) return err('duplicate', 'a piece is listed twice', 'NLC 5');
  let side: Side | null = null;
  let from: HexId | null = null;
  let left = Infinity;
  let fresh = true;
  let cls: MoveClass | 'leader' = 'leader';
  let combatUnits = 0;
  for (const id of pieces) {
    const pSide = pieceSide(ctx, id);
    if (!pSide) return err('unknown-piece', `there is no piece "${id}"`, 'NLC 5');
    const hex = pieceHex(s, id);
    if (!hex) return err('not-on-map', `${id} is not on the map`, 'NLC 5');
    if (side && side !== pSide) return err('mixed-sides', 'pieces of both sides cannot move together', 'NLC 5');
    if (from && from !== hex) return err('not-stacked', 'only pieces in the same hex move as a stack', 'NLC 5');
    side = pSide;
    from = hex;
    const veto = ctx.mayMove(s, id);
    if (veto) return veto;
    if (isLeader(ctx, id)) {
      const l = s.leaders[id];
      const mp = ctx.leaders[id].movement * 2;
      left = Math.min(left, l.movedIn === s.clock.activation ? 0 : mp);
      if (l.movedIn === s.clock.activation) fresh = false;
    } else {
      const u = s.units[id];
      const spent = u.movedIn === s.clock.activation ? u.mpSpentHalves : 0;
      if (spent > 0) fresh = false;
      left = Math.min(left, ctx.units[id].movement * 2 - spent);
      const c = moveClass(ctx.units[id].type);
      // the slowest terrain class governs the stack: infantry < artillery/cavalry in woods costs
      cls = cls === 'leader' ? c : cls === 'infantry' ? c : cls;
      combatUnits++;
    }
  }
  if (!side || !from) return err('no-pieces', 'no pieces to move', 'NLC 5');
  if (left <= 0 && !fresh) return err('no-mp', 'these pieces have no movement points left', 'NLC 5');
  return { side, from, leftHalves: left, fresh, cls, lone: pieces.length === 1, combatUnits };
}

type Occ = ReturnType<typeof occupancy>;

/** Why the group may not enter `to` at all (enemy units), or null. */
function entryBlock(occ: Occ, side: Side, to: HexId): RuleError | null {
  const cell = occ[to];
  if (cell && cell.side !== side) return err('enemy-hex', `hex ${to} holds enemy units`, 'NLC 5');
  return null;
}

function roadRateOk(occ: Occ, mover: MoverInfo, to: HexId): boolean {
  // a lone piece; the hex entered must hold no friendly combat units (ruling NLC 5.2)
  if (!mover.lone) return false;
  return !occ[to];
}

export interface Reach {
  /** Cheapest cost in halves to each reachable hex, and the path to it. */
  cost: Record<HexId, number>;
  prev: Record<HexId, HexId>;
}

/** Dijkstra over the map from the group's hex; ties broken by hex id for determinism. */
export function reach(s: GameState, ctx: Ctx, mover: MoverInfo): Reach {
  const occ = occupancy(s, ctx);
  const cost: Record<HexId, number> = { [mover.from]: 0 };
  const prev: Record<HexId, HexId> = {};
  const done = new Set<HexId>();
  const frontier: HexId[] = [mover.from];
  while (frontier.length) {
    let bi = 0;
    for (let i = 1; i < frontier.length; i++) {
      const a = frontier[i];
      const b = frontier[bi];
      if (cost[a] < cost[b] || (cost[a] === cost[b] && a < b)) bi = i;
    }
    const here = frontier.splice(bi, 1)[0];
    if (done.has(here)) continue;
    done.add(here);
    for (const next of ctx.map.hexes[here].neighbours) {
      if (entryBlock(occ, mover.side, next)) continue;
      const c = stepCost(ctx.map, here, next, mover.cls, roadRateOk(occ, mover, next));
      if ('prohibited' in c) continue;
      const total = cost[here] + c.halves;
      const minimumMove = here === mover.from && mover.fresh;
      if (total > mover.leftHalves && !minimumMove) continue;
      if (cost[next] === undefined || total < cost[next]) {
        cost[next] = minimumMove && total > mover.leftHalves ? mover.leftHalves : total;
        prev[next] = here;
        if (!(minimumMove && total > mover.leftHalves)) frontier.push(next);
      }
    }
  }
  delete cost[mover.from];
  return { cost, prev };
}

export function pathTo(r: Reach, from: HexId, to: HexId): HexId[] {
  const path: HexId[] = [];
  for (let h = to; h !== from; h = r.prev[h]) path.unshift(h);
  return path;
}

/** Validates a declared path step by step; names the first illegal step and its rule. */
export function checkPath(s: GameState, ctx: Ctx, mover: MoverInfo, pieces: string[], path: HexId[]): { halves: number } | RuleError {
  const occ = occupancy(s, ctx);
  let here = mover.from;
  let total = 0;
  for (let i = 0; i < path.length; i++) {
    const next = path[i];
    if (!ctx.map.has(next)) return err('off-map', `hex ${next} is not on the map`, 'NLC 5');
    if (!ctx.map.hexes[here].neighbours.includes(next)) return err('not-adjacent', `${here} and ${next} are not adjacent`, 'NLC 5');
    const block = entryBlock(occ, mover.side, next);
    if (block) return block;
    const c = stepCost(ctx.map, here, next, mover.cls, roadRateOk(occ, mover, next));
    if ('prohibited' in c) return err('prohibited', `${here} to ${next}: ${c.prohibited}`, c.rule);
    total += c.halves;
    if (total > mover.leftHalves && !(i === 0 && path.length === 1 && mover.fresh)) {
      return err('too-far', `not enough movement points to enter ${next} (needs ${total / 2}, has ${mover.leftHalves / 2})`, 'NLC 5.2');
    }
    here = next;
  }
  const dest = path[path.length - 1];
  const there = occ[dest]?.units.filter((u) => !pieces.includes(u)).length ?? 0;
  if (mover.combatUnits > 0 && there + mover.combatUnits > stackLimit(ctx.map, dest)) {
    return err('overstack', `hex ${dest} would hold ${there + mover.combatUnits} units (limit ${stackLimit(ctx.map, dest)})`, 'NLC 5.3');
  }
  return { halves: Math.min(total, mover.leftHalves) };
}

/** Reachable destinations that also respect stacking at the end of the move. */
export function legalDestinations(s: GameState, ctx: Ctx, pieces: string[]): { mover: MoverInfo; reach: Reach; dests: HexId[] } | RuleError {
  const mover = moverInfo(s, ctx, pieces);
  if ('code' in mover) return mover;
  const r = reach(s, ctx, mover);
  const occ = occupancy(s, ctx);
  const dests = Object.keys(r.cost)
    .filter((h) => {
      if (mover.combatUnits === 0) return true;
      const there = occ[h]?.units.filter((u) => !pieces.includes(u)).length ?? 0;
      return there + mover.combatUnits <= stackLimit(ctx.map, h);
    })
    .sort();
  return { mover, reach: r, dests };
}

// MOP 37.2: a unit of 8 strength points or more, and every train (12 SP, always in road movement on a
// road or trail), takes up two hexes in road movement: the hex it stands in and the hex it came from (the
// counter lies on the hexside between). Our ruling on what that means, over our NLC 5.2 ruling (the road
// rate only into a hex free of friendly combat units):
// - a huge unit's last road-rate step leaves its tail in the hex it came from, until it moves again, is
//   moved by combat, or the turn ends; a train's last step along a road or trail does the same;
// - no friendly piece takes the road rate into a hex holding a friendly train or a friendly tail;
// - a huge unit takes the road rate only out of a hex it leaves free: no other friendly combat unit,
//   train or tail there (its tail is about to lie in it).
// For every other purpose (stacking, ZOC, combat) the piece stands in its own hex only.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Out } from '../../../core/ops';
import { latest, peekField } from '../../../core/readView';
import { occupancy, type MoveClass } from '../../../rules/pieces';
import { stepCost, type StepAdjust, type StepCost } from '../../../rules/movement/stepCost';
import { terrainClass, terrainTable } from '../../../rules/terrainTable';
import { memoOn } from '../../../rules/memo';
import type { MovePolicy } from '../../../rules/movement/reach';
import { mopDraft, mopState, type MopState } from '../state';
import { hugeOnRoad } from './stacking';

export const ROAD_COLUMN_RULE = 'MOP 37.2';

export interface RoadTail {
  /** The hex behind the piece, taken up by it in road movement. */
  hex: HexId;
  /** The hex the piece stood in when the tail was laid: the tail lapses once it stands elsewhere. */
  at: HexId;
  turn: number;
}

interface TrainLike {
  hex: HexId | null;
  deployed?: HexId;
  status: string;
  side: Side;
}

function trainsOn(s: GameState): Record<string, TrainLike> {
  return ((s.mop as { field?: { trains?: Record<string, TrainLike> } } | undefined)?.field?.trains ?? {}) as Record<string, TrainLike>;
}

/** Where the piece stands and whose it is, when on the map (a unit or a train). */
function standing(s: GameState, ctx: Ctx, id: string): { hex: HexId; side: Side } | null {
  const u = s.units[id];
  if (u) return u.status === 'map' && u.hex ? { hex: u.hex, side: ctx.units[id].side } : null;
  const t = trainsOn(s)[id];
  return t && t.status === 'map' && t.hex ? { hex: t.hex, side: t.side } : null;
}

/** The tails in force now: piece id to the hex it takes up behind it. */
export function roadTails(s: GameState, ctx: Ctx): Record<string, HexId> {
  if (!s.mop) return {};
  return memoOn(s, 'mop:roadTails', () => {
    const out: Record<string, HexId> = {};
    for (const [id, t] of Object.entries(mopState(s).roadTails ?? {})) {
      const at = standing(s, ctx, id);
      if (at && at.hex === t.at && t.turn === s.clock.turn) out[id] = t.hex;
    }
    return out;
  });
}

/** Hexes of `side` taken up for road movement by pieces other than `except`: its trains and every tail. */
export function columnHexes(s: GameState, ctx: Ctx, side: Side, except: readonly string[] = []): Set<HexId> {
  const out = new Set<HexId>();
  // a deployed pontoon bridge takes up no room (37.2)
  for (const [id, t] of Object.entries(trainsOn(s))) if (t.status === 'map' && t.hex && !t.deployed && t.side === side && !except.includes(id)) out.add(t.hex);
  for (const [id, hex] of Object.entries(roadTails(s, ctx))) if (!except.includes(id) && standing(s, ctx, id)?.side === side) out.add(hex);
  return out;
}

function stackClass(ctx: Ctx, units: string[]): MoveClass {
  let cls: MoveClass | 'leader' = 'leader';
  for (const u of units) {
    const c = terrainClass(ctx, ctx.units[u].type);
    cls = cls === 'leader' || cls === 'infantry' ? c : cls;
  }
  return cls === 'leader' ? 'infantry' : cls;
}

/** Why this road-rate step is refused the road rate by 37.2, or null. */
export function columnBlock(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId): string | null {
  const units = pieces.filter((p) => ctx.units[p]);
  if (!units.length) return null;
  const side = ctx.units[units[0]].side;
  const taken = columnHexes(s, ctx, side, pieces);
  if (taken.has(to)) return `${to} is taken up by a friendly train or a huge unit's column`;
  if (units.some((u) => hugeOnRoad(s, ctx, u))) {
    const others = (occupancy(s, ctx)[from]?.units ?? []).filter((u) => !pieces.includes(u));
    if (others.length || taken.has(from)) return `a unit of 8 SP or more needs ${from} free behind it for its column`;
  }
  return null;
}

/** Hooks.moveStep: a road-rate step the column rule forbids costs the terrain rate instead. */
export function roadColumnStep(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId, cost: StepCost): StepCost {
  if ('prohibited' in cost || !cost.road) return cost;
  if (!columnBlock(s, ctx, pieces, from, to)) return cost;
  return stepCost(ctx.map, from, to, stackClass(ctx, pieces.filter((p) => ctx.units[p])), false, terrainTable(ctx));
}

/**
 * roadColumnStep for this group in this state (Hooks.moveStepFor), or null when it changes no step: the
 * column hexes and the group's size are settled once for the whole movement search.
 */
export function roadColumnStepFor(s: GameState, ctx: Ctx, pieces: string[]): StepAdjust | null {
  // columnBlock's facts that do not depend on the step
  const units = pieces.filter((p) => ctx.units[p]);
  if (!units.length) return null;
  const taken = columnHexes(s, ctx, ctx.units[units[0]].side, pieces);
  const huge = units.some((u) => hugeOnRoad(s, ctx, u));
  if (!taken.size && !huge) return null;
  const blocked = (from: HexId, to: HexId) => {
    if (taken.has(to)) return true;
    if (!huge) return false;
    const others = (occupancy(s, ctx)[from]?.units ?? []).filter((u) => !pieces.includes(u));
    return others.length > 0 || taken.has(from);
  };
  const step: StepAdjust = (from, to, cost) => {
    if ('prohibited' in cost || !cost.road || !blocked(from, to)) return cost;
    return stepCost(ctx.map, from, to, stackClass(ctx, units), false, terrainTable(ctx));
  };
  // a huge unit reads the hex each step leaves; a tail lapses once its piece stands elsewhere (the trains
  // alone are the module's own state)
  if (huge || Object.keys(roadTails(s, ctx)).length) step.readsPieces = true;
  return step;
}

function setTail(d: Draft<GameState>, id: string, tail: RoadTail | null): void {
  const m = mopDraft(d);
  if (tail) (m.roadTails ??= {})[id] = tail;
  else if (m.roadTails?.[id]) delete m.roadTails[id];
}

/** Hooks.onMoved: a huge unit whose last step took the road rate lays its tail in the hex it came from. */
export function layTail(d: Draft<GameState>, ctx: Ctx, _out: Out, before: GameState, pieces: string[], from: HexId | null, path: HexId[], policy: MovePolicy): void {
  const units = pieces.filter((p) => ctx.units[p]);
  // after every move: read without drafting (core/readView.ts)
  const tails = latest(latest(peekField(d as GameState, 'mop') as MopState | undefined)?.roadTails);
  if (tails) for (const u of units) if (tails[u]) setTail(d, u, null);
  if (units.length !== 1 || !path.length || !hugeOnRoad(before, ctx, units[0])) return;
  const dest = path[path.length - 1];
  const prev = path.length > 1 ? path[path.length - 2] : from;
  if (!prev) return;
  // the last step as the move paid it: the road rate needs a lone unit entering a hex free of friends (NLC 5.2 ruling)
  const free = !occupancy(before, ctx)[dest];
  const c0 = stepCost(ctx.map, prev, dest, stackClass(ctx, units), pieces.length === 1 && free, terrainTable(ctx));
  const c = policy.stepAdjust ? policy.stepAdjust(prev, dest, c0) : c0;
  if ('prohibited' in c || !c.road) return;
  setTail(d, units[0], { hex: prev, at: dest, turn: d.clock.turn });
}

/** A train moved along `path` (trains always move by road, 37.2): its tail is the hex before the last, along a road or trail. */
export function layTrainTail(d: Draft<GameState>, ctx: Ctx, id: string, from: HexId, path: HexId[]): void {
  const dest = path[path.length - 1];
  const prev = path.length > 1 ? path[path.length - 2] : from;
  setTail(d, id, dest && ctx.map.link(prev, dest) ? { hex: prev, at: dest, turn: d.clock.turn } : null);
}

// NLC 12.1 command range: 3 MP from the formation's leader at the cheapest rate (roads and trails at
// 1/2), traced through enemy ZOCs only where friendly units stand, never through enemy units.
import { isDraft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { otherSide } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { seenOccupancy, unseenBy } from '../../../rules/unseen';
import { mpDistances } from './distance';
import { ordersOf } from './types';
import { unitAttachedCorps, unitDivisionOnOrders, wingOf } from './recipients';
import { directed } from '../optional/directCommand';
import { ruleIn } from '../../../core/ctx';
import { divisionCommandHexes, divisionCommandUnits, divisionMoveTest } from '../optional/divisionCommand';
import { frozenSet, memoOn } from '../../../rules/memo';
import { DOCTRINE } from '../optional/doctrine';

export const COMMAND_RANGE_MP = 3;

const cache = new WeakMap<GameState, Map<string, Set<HexId> | null>>();

/** The formation's leader now: its Assign'ed leader, else the scenario leader. */
export function formationLeader(s: GameState, ctx: Ctx, formation: string): string | null {
  const def = ctx.scenario.formations.find((f) => f.id === formation);
  // NLC 12.14 a wing commander leads himself; NLC 12.13 a division has no leader counter (rating 1)
  if (!def) return wingOf(ctx, formation) ? formation : null;
  const assigned = ordersOf(s, def.side)?.formations[formation]?.leader;
  return assigned ?? def.leader ?? null;
}

/**
 * Hexes within command range of the formation's leader, or null when the leader is not on the map
 * (a ruling: then the range does not restrict the units, e.g. reinforcements entering ahead of him).
 */
export function commandHexes(s: GameState, ctx: Ctx, formation: string): Set<HexId> | null {
  // drafts change under us: cache only finished states
  let per = isDraft(s) ? new Map<string, Set<HexId> | null>() : cache.get(s);
  if (!per) {
    per = new Map();
    cache.set(s, per);
  }
  const key = formation;
  if (per.has(key)) return per.get(key)!;
  const leader = formationLeader(s, ctx, formation);
  const l = leader ? s.leaders[leader] : null;
  let out: Set<HexId> | null = null;
  if (l && l.status === 'map' && l.hex) {
    const side = ctx.leaders[leader!].side as Side;
    // MOP 37.10 (rules/unseen.ts): traced on the board as the side sees it, enemy hidden forces left out
    const unseen = unseenBy(s, side);
    const zoc = zocOf(s, ctx, otherSide(ctx, side), unseen as string[]);
    const trace = () => {
      const occ = seenOccupancy(s, ctx, side, unseen);
      // a unit standing in an enemy ZOC hex is in range if the trace reaches that hex; the trace goes on
      // through it only where friendly units stand (so a unit moving into a ZOC hex holds it itself)
      const enter = (h: HexId) => !(occ[h] && occ[h].side !== side);
      const expand = (h: HexId) => !zoc.has(h) || (!!occ[h] && occ[h].side === side);
      return frozenSet(new Set(Object.keys(mpDistances(ctx.map, [l.hex!], 'cheapest', COMMAND_RANGE_MP * 2, enter, expand))));
    };
    // the trace depends on the pieces alone, not on the orders: remembered with the (frozen) enemy ZOC,
    // which is itself remembered per units object, so the whole Command Phase (nobody moves) asks it once;
    // while something is hidden from the side that ZOC is made afresh and nothing is remembered
    out = memoOn(zoc, `nlc.commandRange:${side}:${l.hex}`, trace);
  }
  per.set(key, out);
  return out;
}

/** Is the unit in command range (NLC 12.1)? True when its leader is off the map (ruling). */
export function inCommand(s: GameState, ctx: Ctx, unit: string, hex: HexId | null = s.units[unit]?.hex ?? null): boolean {
  const f = ctx.units[unit]?.formation;
  if (!f || !hex) return true;
  // asked of every destination of every move listed: what does not depend on the hex is settled once a state
  return memoOn(s, 'nlc.inCommand:' + unit, () => commandTest(s, ctx, unit, f))(hex);
}

/** inCommand of one unit as a test of hexes (the same answers), for a caller asking many hexes of one state. */
export function commandTestOf(s: GameState, ctx: Ctx, unit: string): (hex: HexId | null) => boolean {
  const f = ctx.units[unit]?.formation;
  if (!f) return () => true;
  const test = memoOn(s, 'nlc.inCommand:' + unit, () => commandTest(s, ctx, unit, f));
  return (hex) => !hex || test(hex);
}

/** The unit's command-range test of one hex in this state. */
function commandTest(s: GameState, ctx: Ctx, unit: string, f: string): (hex: HexId) => boolean {
  // NLC 12.13: a division on divisional orders is freed from command range
  if (unitDivisionOnOrders(s, ctx, unit)) return () => true;
  // NLC 20.7 (optional): nor are units under the OC's direct command
  if (directed(s, ctx, unit)) return () => true;
  // NLC 12.13: a division assigned to another corps traces command range to that corps' leader
  const corps = unitAttachedCorps(s, ctx, unit) ?? f;
  // NLC 20.2.2 (optional doctrine): division by division from the corps leader instead of the 3 MP range
  if (ruleIn(s, ctx, DOCTRINE)) return divisionTest(s, ctx, corps, unit);
  const range = commandHexes(s, ctx, corps);
  return (hex) => !range || range.has(hex);
}

const divisionCache = new WeakMap<GameState, Map<string, Set<string> | null>>();

/** NLC 20.2.2: is the unit (standing at a hex) in command of its corps leader, division by division? */
function divisionTest(s: GameState, ctx: Ctx, corps: string, unit: string): (hex: HexId) => boolean {
  const leader = formationLeader(s, ctx, corps);
  const l = leader ? s.leaders[leader] : null;
  // as for NLC 12.1 (ruling): the leader off the map does not restrict his units
  if (!l || l.status !== 'map' || !l.hex) return () => true;
  const members = () =>
    ctx.unitIds.filter((u) => (unitAttachedCorps(s, ctx, u) ?? ctx.units[u].formation) === corps && !unitDivisionOnOrders(s, ctx, u) && !directed(s, ctx, u));
  const side = ctx.leaders[leader!].side as Side;
  const here = s.units[unit].hex;
  // a move's every destination is asked of one state: the other divisions' command is worked out once
  let moved: ((hex: HexId) => boolean) | undefined;
  return (hex) => {
    if (hex !== here) return (moved ??= divisionMoveTest(s, ctx, side, l.hex!, members(), unit))(hex);
    let per = isDraft(s) ? new Map<string, Set<string> | null>() : divisionCache.get(s);
    if (!per) divisionCache.set(s, (per = new Map()));
    if (!per.has(corps)) per.set(corps, divisionCommandUnits(s, ctx, side, l.hex!, members()));
    return per.get(corps)!.has(unit);
  };
}

/**
 * The hexes in command range of the formation under the rule in force, for the map's shading: the 3 MP
 * range of NLC 12.1, or with the doctrine option the division-level range of NLC 20.2.2 (where a division
 * would be in command standing there). Null when the leader is off the map (no restriction, a ruling).
 */
export function commandRangeHexes(s: GameState, ctx: Ctx, formation: string): { hexes: Set<HexId> | null; rule: string } {
  if (!ruleIn(s, ctx, DOCTRINE)) return { hexes: commandHexes(s, ctx, formation), rule: 'NLC 12.1' };
  const leader = formationLeader(s, ctx, formation);
  const l = leader ? s.leaders[leader] : null;
  if (!l || l.status !== 'map' || !l.hex) return { hexes: null, rule: DOCTRINE };
  const members = ctx.unitIds.filter(
    (u) => (unitAttachedCorps(s, ctx, u) ?? ctx.units[u].formation) === formation && !unitDivisionOnOrders(s, ctx, u) && !directed(s, ctx, u),
  );
  return { hexes: divisionCommandHexes(s, ctx, ctx.leaders[leader!].side as Side, l.hex, members), rule: DOCTRINE };
}

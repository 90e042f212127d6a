// NLC 12.8 order success, 12.9 cancellation of a blocked March and the order-specific failures of
// 12.2 (Defend/Delay leaders leaving the 2-hex radius), and NLC 16 (Attack/Probe not on the target fail at night).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Out } from '../../../core/ops';
import { log } from '../../../core/ops';
import { readView } from '../../../core/readView';
import { occupancy, otherSide } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { isNight } from '../../../rules/clock';
import { formationLeader } from './commandRange';
import { advanceRoutes } from './route';
import { hexesTo } from './distance';
import { closeOrder, failOrder, nextInSequence, orderText, recipientName } from './lifecycle';
import { ordersDraft, type Order } from './types';
import { isDivision, recipientUnits } from './recipients';

function unitsOfFormation(s: GameState, ctx: Ctx, formation: string): string[] {
  return recipientUnits(ctx, formation).filter((u) => s.units[u].status === 'map' && !!s.units[u].hex);
}

/** Does a unit of the formation stand in (March) or control (Attack) a hex of the target (NLC 12.8, 18)? */
export function targetHeld(s: GameState, ctx: Ctx, side: Side, formation: string, target: HexId[], control: boolean): boolean {
  const units = unitsOfFormation(s, ctx, formation);
  if (units.some((u) => target.includes(s.units[u].hex!))) return true;
  if (!control) return false;
  const occ = occupancy(s, ctx);
  return target.some((h) => s.control[h] === side && !(occ[h] && occ[h].side !== side));
}

/**
 * Success, blocked Marches, Defend/Delay radius, night failures, for one side's formations. `lostSteps`
 * tells which formations lost steps since the last command phase (a ruling: "attacked in the last turn"
 * is read as having lost a step or standing next to the enemy).
 */
export function checkSuccess(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, lostSteps: Set<string>): void {
  const o = ordersDraft(d, side);
  // read as it stands, without drafting the pieces (see ordersChecks in ./phase.ts)
  const s = readView(d as GameState);
  const enemy = otherSide(ctx, side);
  const zoc = zocOf(s, ctx, enemy);
  const night = isNight(ctx.scenario, s.clock.turn);
  // NLC 12.2: March waypoints the formations stand on are passed (route.ts)
  advanceRoutes(d, ctx, side);
  for (const fid of Object.keys(o.formations).sort()) {
    const fc = o.formations[fid];
    if (!fc.current) continue;
    const order = o.orders[String(fc.current)];
    if (!order || order.status !== 'complied') continue;
    const units = unitsOfFormation(s, ctx, fid);
    const spec = order.spec;
    const inZoc = units.some((u) => zoc.has(s.units[u].hex!));
    if (!ctx.scenario.formations.some((f) => f.id === fid) && !isDivision(ctx, fid)) continue;
    // NLC 16: at night an Attack or Probe that holds no part of its target fails (not one meant for the next day)
    if (night && (spec.type === 'attack' || spec.type === 'probe') && !spec.nextDay && !targetHeld(s, ctx, side, fid, spec.target, true)) {
      failOrder(d, ctx, out, order, 'night fell before the target was taken, NLC 16');
      continue;
    }
    if (spec.type === 'march' || spec.type === 'attack') {
      const reached = targetHeld(s, ctx, side, fid, spec.target, spec.type === 'attack');
      const occ = occupancy(s, ctx);
      const adjacentEnemy = units.some((u) => ctx.map.hexes[s.units[u].hex!].neighbours.some((n) => occ[n]?.side === enemy));
      if (reached && !inZoc && !lostSteps.has(fid) && !adjacentEnemy) {
        closeOrder(d, ctx, order, 'succeeded', 'target reached');
        log(d, out, `${recipientName(ctx, fid)}: ${orderText(ctx, order as Order)} succeeds`, { rule: 'NLC 12.8', visibleTo: side });
        nextInSequence(d, ctx, out, order, spec.target);
        continue;
      }
    }
    if (spec.type === 'march' && marchBlocked(s, ctx, fid, spec.target, zoc)) {
      // NLC 12.9: the March is cancelled when the leader's way is blocked by an enemy ZOC; next order, else Defend where he stands
      const leader = formationLeader(s, ctx, fid);
      const at = leader && s.leaders[leader].hex ? [s.leaders[leader].hex!] : spec.target;
      closeOrder(d, ctx, order, 'cancelled', 'blocked by the enemy');
      log(d, out, `${recipientName(ctx, fid)}: the March is blocked by the enemy and cancelled`, { rule: 'NLC 12.9', visibleTo: side });
      nextInSequence(d, ctx, out, order, at);
      continue;
    }
    if (spec.type === 'defend' || spec.type === 'delay') {
      const leader = formationLeader(s, ctx, fid);
      const lh = leader && s.leaders[leader].status === 'map' ? s.leaders[leader].hex : null;
      if (lh) {
        const within = hexesTo(ctx.map, lh, spec.target) <= 2;
        if (within) fc.arrived = true;
        else if (fc.arrived) {
          failOrder(d, ctx, out, order, 'the leader left the 2-hex radius of the target, NLC 12.2');
          continue;
        }
      }
    }
  }
}

/** A March is blocked (NLC 12.9) when its leader stands in or next to an enemy ZOC hex nearer the target than he is (a ruling). */
export function marchBlocked(s: GameState, ctx: Ctx, formation: string, target: HexId[], zoc: Set<HexId>): boolean {
  const leader = formationLeader(s, ctx, formation);
  const lh = leader && s.leaders[leader].status === 'map' ? s.leaders[leader].hex : null;
  if (!lh || target.includes(lh)) return false;
  if (zoc.has(lh)) return true;
  const here = hexesTo(ctx.map, lh, target);
  return ctx.map.hexes[lh].neighbours.some((n) => zoc.has(n) && hexesTo(ctx.map, n, target) < here);
}

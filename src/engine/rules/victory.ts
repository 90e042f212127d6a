// NLC 18: victory points for objective hexes controlled and enemy steps eliminated.
import type { Draft } from 'immer';
import type { GameResult, GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import { maxSteps, occupancy, sideName } from './pieces';
import { zocOf } from './zoc';
import { hooksOf } from '../core/hookAnswer';

/** NLC 18: moving a combat unit into or through an objective hex takes control of it. */
export function updateControl(d: Draft<GameState>, ctx: Ctx, hexes: HexId[], side: Side): void {
  for (const o of ctx.scenario.objectives) if (hexes.includes(o.hex)) d.control[o.hex] = side;
}

/**
 * NLC 18: an empty objective is controlled by the side that last had it in its ZOC and not in the
 * enemy's; an occupied one by its occupant.
 */
export function updateControlByZoc(d: Draft<GameState>, ctx: Ctx): void {
  const s = d as GameState;
  const occ = occupancy(s, ctx);
  const zocs = Object.fromEntries(ctx.sides.map((side) => [side, zocOf(s, ctx, side)]));
  for (const o of ctx.scenario.objectives) {
    const cell = occ[o.hex];
    if (cell) {
      d.control[o.hex] = cell.side;
      continue;
    }
    const holders = ctx.sides.filter((side) => zocs[side].has(o.hex));
    if (holders.length === 1) d.control[o.hex] = holders[0];
  }
}

export function victoryPoints(s: GameState, ctx: Ctx): Record<Side, number> {
  // a module may count victory its own way (MOP 37.13)
  for (const hk of hooksOf(ctx, 'victoryPoints')) {
    const v = hk(s, ctx);
    if (v) return v;
  }
  return nlcVictoryPoints(s, ctx);
}

/** NLC 18 as it stands: objectives held and enemy steps eliminated. */
export function nlcVictoryPoints(s: GameState, ctx: Ctx): Record<Side, number> {
  const vp: Record<Side, number> = Object.fromEntries(ctx.sides.map((x) => [x, 0]));
  for (const o of ctx.scenario.objectives) {
    const owner = s.control[o.hex];
    if (owner) vp[owner] += o.vp;
  }
  for (const id of ctx.unitIds) {
    const u = s.units[id];
    const su = ctx.units[id];
    const lost = u.status === 'pending' ? 0 : maxSteps(su) - (u.status === 'eliminated' ? 0 : u.steps);
    if (lost > 0) {
      const enemy = ctx.sides.find((x) => x !== su.side)!;
      vp[enemy] += lost * ctx.scenario.vpPerStep;
    }
  }
  return vp;
}

export function finalResult(s: GameState, ctx: Ctx, reason: string, demoralized: Side[] = []): GameResult {
  for (const hk of hooksOf(ctx, 'gameResult')) {
    const r = hk(s, ctx, reason, demoralized);
    if (r) return r;
  }
  const vp = victoryPoints(s, ctx);
  const [a, b] = ctx.sides;
  // NLC 14 (ruling): an army that is demoralized when its opponent is not has lost, whatever the points
  if (demoralized.length === 1) {
    const winner = ctx.sides.find((x) => x !== demoralized[0])!;
    const text = `the ${sideName(ctx, demoralized[0])} army is demoralized: victory for the ${sideName(ctx, winner)} (${vp[a]} to ${vp[b]} VP)`;
    return { winner, level: 'Victory', vp, reason: `${reason}: ${text}`, rule: 'NLC 14' };
  }
  const diff = vp[a] - vp[b];
  const winner = diff > 0 ? a : diff < 0 ? b : null;
  const margin = Math.abs(diff);
  const level = winner === null ? 'Draw' : margin >= 10 ? 'Decisive victory' : margin >= 4 ? 'Victory' : 'Marginal victory';
  const text = winner ? `${level} for the ${sideName(ctx, winner)} (${vp[a]} to ${vp[b]} VP)` : `Draw (${vp[a]} to ${vp[b]} VP)`;
  return { winner, level, vp, reason: `${reason}: ${text}`, rule: 'NLC 18' };
}

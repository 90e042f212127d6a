// NLC 18: victory points for objective hexes controlled and enemy steps eliminated.
import type { Draft } from 'immer';
import type { GameResult, GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import { maxSteps, occupancy, sideName } from './pieces';

/** A hex is controlled by the side whose combat unit last occupied it (NLC 18). */
export function updateControl(d: Draft<GameState>, ctx: Ctx, hexes: HexId[]): void {
  const occ = occupancy(d as GameState, ctx);
  for (const o of ctx.scenario.objectives) {
    if (!hexes.includes(o.hex)) continue;
    const cell = occ[o.hex];
    if (cell) d.control[o.hex] = cell.side;
  }
}

export function victoryPoints(s: GameState, ctx: Ctx): Record<Side, number> {
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

export function finalResult(s: GameState, ctx: Ctx, reason: string): GameResult {
  const vp = victoryPoints(s, ctx);
  const [a, b] = ctx.sides;
  const diff = vp[a] - vp[b];
  const winner = diff > 0 ? a : diff < 0 ? b : null;
  const margin = Math.abs(diff);
  const level = winner === null ? 'Draw' : margin >= 10 ? 'Decisive victory' : margin >= 4 ? 'Victory' : 'Marginal victory';
  const text = winner ? `${level} for the ${sideName(ctx, winner)} (${vp[a]} to ${vp[b]} VP)` : `Draw (${vp[a]} to ${vp[b]} VP)`;
  return { winner, level, vp, reason: `${reason}: ${text}`, rule: 'NLC 18' };
}

// Units leaving the map: Broken (N20 9.6, to the Broken box, may rally at night), and the morale those
// losses move (N20 12.0, N20X 12.7.1 small formations).
import type { Draft } from 'immer';
import type { GameState, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, type Out } from '../../core/ops';
import { pieceName } from '../../rules/pieces';
import { MORALE } from './data/morale';
import { enemyOf, printedStrength } from './board';
import { halfMorale } from './options';
import { n20d } from './state';

export function breakUnit(d: Draft<GameState>, ctx: Ctx, out: Out, id: string, why: string, rule: string): void {
  const u = d.units[id];
  const hex = u.hex;
  u.status = 'eliminated';
  u.hex = null;
  const st = n20d(d);
  const x = st.units[id];
  x.broken = true;
  x.routed = false;
  x.disordered = false;
  const side = ctx.units[id].side;
  if (st.dc[side] === id) st.dc[side] = null;
  const b = st.battle;
  if (b && (b.attackers.includes(id) || b.defenders.includes(id)) && !b.broken.includes(id)) b.broken.push(id);
  log(d, out, `${pieceName(ctx, id)} is Broken (${why})`, { rule, hexes: hex ? [hex] : [] });
}

/** N20X 12.7.1: a 0- or 1-printed-strength unit moves morale by half when routed or broken (half-point module). */
export function lossWeight(d: Draft<GameState> | GameState, ctx: Ctx, id: string): number {
  return halfMorale(ctx, d as GameState) && printedStrength(ctx, id) <= MORALE.smallFormationMaxStrength ? 0.5 : 1;
}

/** Morale swing of units routed or broken: [points for the units' side, points for the enemy]. */
export function lossSwing(d: Draft<GameState> | GameState, ctx: Ctx, routed: string[], broken: string[]): { own: number; enemy: number } {
  let own = 0;
  let enemy = 0;
  for (const id of broken) {
    const w = lossWeight(d, ctx, id);
    own += MORALE.breakOwn * w;
    enemy += MORALE.breakEnemy * w;
  }
  for (const id of routed) {
    if (broken.includes(id)) continue;
    const w = lossWeight(d, ctx, id);
    own += MORALE.routOwn * w;
    enemy += MORALE.routEnemy * w;
  }
  return { own, enemy };
}

export function loserEnemy(ctx: Ctx, side: Side): Side {
  return enemyOf(ctx, side);
}

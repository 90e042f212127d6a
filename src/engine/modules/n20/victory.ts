// Victory. Base game (N20 15.0, ruling): a side whose morale falls to 0 loses at once; at the end the
// scenario's tie side wins if its morale is at least the other's, otherwise a draw. With the Expansion
// Kit's conditions (N20X 15.0): Decisive at any time, then Marginal, Tactical or Draw at the end.
import type { Draft } from 'immer';
import type { GameResult, GameState, HexId, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, type Out } from '../../core/ops';
import { sideName } from '../../rules/pieces';
import { enemyOf, locHexes, occupancyMap } from './board';
import { expandedVictory } from './options';
import { n20 } from './state';

function moralePoints(s: GameState, ctx: Ctx): Record<Side, number> {
  const st = n20(s);
  return Object.fromEntries(ctx.sides.map((x) => [x, st.morale[x] / 2]));
}

function fmt(h: number): string {
  const p = h / 2;
  return Number.isInteger(p) ? `${p}` : `${Math.floor(p)} 1/2`;
}

/** N20X 15.0 "in possession of the battlefield": enemy Objective and LoC hexes and every Redoubt and Fort hex occupied. */
export function battlefieldHexes(s: GameState, ctx: Ctx, side: Side): HexId[] {
  const enemy = enemyOf(ctx, side);
  const occ = occupancyMap(s, ctx);
  const hexes = new Set<HexId>();
  for (const o of ctx.scenario.objectives) if (o.owner === enemy) hexes.add(o.hex);
  for (const h of locHexes(ctx, enemy)) hexes.add(h);
  for (const h of Object.keys(n20(s).works)) hexes.add(h);
  return [...hexes].filter((h) => occ[h] && ctx.units[occ[h]].side === side).sort();
}

/** Decisive (N20X 15.0) or the base sudden death (N20 15.0): checked after every morale change. */
export function checkSuddenDeath(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  if (d.result) return;
  const s = d as GameState;
  const st = n20(s);
  const [a, b] = ctx.sides;
  const downA = st.morale[a] <= 0;
  const downB = st.morale[b] <= 0;
  if (!downA && !downB) return;
  const vp = moralePoints(s, ctx);
  const rule = expandedVictory(ctx, s) ? 'N20X 15.0' : 'N20 15.0';
  if (downA && downB) {
    d.result = { winner: null, level: 'Draw', vp, reason: 'Both armies reached 0 Morale at the same moment', rule };
  } else {
    const winner = downA ? b : a;
    const loser = enemyOf(ctx, winner);
    const level = expandedVictory(ctx, s) ? 'Decisive Victory' : 'Victory';
    d.result = {
      winner,
      level,
      vp,
      reason: `${sideName(ctx, loser)} Army Morale fell to ${fmt(st.morale[loser])}: ${level} for the ${sideName(ctx, winner)}`,
      rule,
    };
  }
  log(d, out, `Game over. ${d.result.reason}`, { rule });
}

export function finalResult(s: GameState, ctx: Ctx): GameResult {
  const st = n20(s);
  const vp = moralePoints(s, ctx);
  const [a, b] = ctx.sides;
  const ma = st.morale[a];
  const mb = st.morale[b];
  const score = `morale ${sideName(ctx, a)} ${fmt(ma)}, ${sideName(ctx, b)} ${fmt(mb)}`;
  if (expandedVictory(ctx, s)) {
    const fa = battlefieldHexes(s, ctx, a).length;
    const fb = battlefieldHexes(s, ctx, b).length;
    for (const [x, mx, my, fx, fy] of [
      [a, ma, mb, fa, fb],
      [b, mb, ma, fb, fa],
    ] as const) {
      if (mx >= my && fx > fy) {
        return { winner: x, level: 'Marginal Victory', vp, reason: `End of the game: ${sideName(ctx, x)} holds the battlefield (${fx} to ${fy} hexes), ${score}`, rule: 'N20X 15.0' };
      }
    }
    for (const [x, mx, my] of [
      [a, ma, mb],
      [b, mb, ma],
    ] as const) {
      if (mx - my >= 2) return { winner: x, level: 'Tactical Victory', vp, reason: `End of the game: ${score}`, rule: 'N20X 15.0' };
    }
    return { winner: null, level: 'Draw', vp, reason: `End of the game: ${score}, neither side holds the battlefield`, rule: 'N20X 15.0' };
  }
  const tie = ctx.scenario.n20?.baseVictorySide ?? b;
  const other = enemyOf(ctx, tie);
  if (st.morale[tie] >= st.morale[other]) {
    return { winner: tie, level: 'Victory', vp, reason: `End of the game: ${score}; the ${sideName(ctx, tie)} morale is at least the ${sideName(ctx, other)}`, rule: 'N20 15.0' };
  }
  return { winner: null, level: 'Draw', vp, reason: `End of the game: ${score}`, rule: 'N20 15.0' };
}

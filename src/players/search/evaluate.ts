// The static evaluation that ends a rollout (issue 14): from the searching side's view of the position,
// the game's result if it is over, else strength on the map (steps lost are victory points: NLC 18,
// the scenario's vpPerStep), objectives held (NLC 18, N20 14.0), N20 army morale (N20 12.0, 15.0), and
// how well each of our stacks stands (threats, support, objectives: the candidate player's hexValue).
import { victoryPoints, viewFor, type GameState, type Side } from '../../engine';
import { hexValue } from '../candidate/position';
import { worldOf } from '../candidate/world';

export function evaluate(s: GameState, side: Side): number {
  if (s.result) return s.result.winner === side ? 1000 : s.result.winner === null ? 0 : -1000;
  const w = worldOf(viewFor(s, side), side);
  let v = (w.ownTotal - w.enemyTotal) * 1.0;
  for (const o of w.ctx.scenario.objectives) {
    const c = w.view.control[o.hex];
    const occ = w.stacks[o.hex]?.side;
    if (c === side || occ === side) v += (o.vp + 1) * 1.5;
    else if (c === w.enemy || occ === w.enemy) v -= (o.vp + 1) * 1.5;
  }
  if (w.ctx.scenario.system !== 'n20') {
    // NLC 18 (and MOP 37.13): the victory points as the game counts them decide the result, so they
    // weigh most; a rollout state missing hidden enemy pieces cannot count them and skips this term
    try {
      const vp = victoryPoints(s, w.ctx);
      v += ((vp[side] ?? 0) - (vp[w.enemy] ?? 0)) * 2;
    } catch {
      // hidden pieces: the strength and objective terms stand alone
    }
  }
  const n20 = w.view.n20 as unknown as { morale?: Record<string, number> } | undefined;
  if (n20?.morale) v += ((n20.morale[side] ?? 0) - (n20.morale[w.enemy] ?? 0)) * 1.5;
  // per unit, not per stack: a stack's standing counts for each unit in it, so joining a stack (on an
  // objective, in support) is not scored as a stack lost
  let pos = 0;
  for (const [hex, st] of Object.entries(w.stacks)) if (st.side === side) pos += hexValue(w, hex, st.units).total * st.units.length;
  return v + pos * 0.15;
}

// The static evaluation that ends a rollout (issue 14): from the searching side's view of the position,
// the game's result if it is over, else a forecast of the result: NLC, the final victory-point margin
// (NLC 18: steps lost are victory points at the scenario's vpPerStep, objectives held count theirs); N20,
// the army morale margin (N20 12.0, 15.0) with strength on the map and objectives (N20 14.0); both with
// how well each of our stacks stands (the candidate player's hexValue), which the fits weigh at nearly nothing.
import { victoryPoints, viewFor, type GameState, type Side } from '../../engine';
import { hexValue } from '../candidate/position';
import { worldOf, type World } from '../candidate/world';

/**
 * NLC weights, in final victory points per unit of each term: fitted by least squares of the final margin
 * on these terms over positions at each activation's start in candidate-vs-candidate games (tutorial 80
 * games, demo 100). Steps taken and strength on the map last to the end; an objective held early is
 * often lost again, so control counts little at first and more as the turns run out; the standing of
 * the stacks (hexValue) adds next to nothing once those are known.
 */
const NLC = { steps: 0.8, strength: 0.45, controlEarly: 0.1, controlLate: 0.8, occupied: 0.15, standing: 0.005 };

export function evaluate(s: GameState, side: Side): number {
  if (s.result) return s.result.winner === side ? 1000 : s.result.winner === null ? 0 : -1000;
  const w = worldOf(viewFor(s, side), side);
  return w.ctx.scenario.system === 'n20' ? n20Evaluate(w, side) : nlcEvaluate(s, w, side);
}

/** The standing of our stacks, per unit, not per stack: joining a stack (on an objective, in support) is not scored as a stack lost. */
function standing(w: World, side: Side): number {
  let pos = 0;
  for (const [hex, st] of Object.entries(w.stacks)) if (st.side === side) pos += hexValue(w, hex, st.units).total * st.units.length;
  return pos;
}

/** NLC 18 (and MOP 37.13): the forecast final margin in victory points (see NLC above). */
function nlcEvaluate(s: GameState, w: World, side: Side): number {
  const turns = w.ctx.scenario.turns.count;
  const late = Math.min(1, Math.max(0, (w.view.clock.turn - 1) / Math.max(1, turns)));
  let control = 0;
  let occupied = 0;
  for (const o of w.ctx.scenario.objectives) {
    const c = w.view.control[o.hex];
    if (c === side) control += o.vp;
    else if (c === w.enemy) control -= o.vp;
    const occ = w.stacks[o.hex]?.side;
    if (occ === side) occupied += o.vp + 1;
    else if (occ === w.enemy) occupied -= o.vp + 1;
  }
  // the victory points as the game counts them, less the objectives' share: the steps taken (a module's
  // own points, MOP 37.13, besides); a rollout state missing hidden enemy pieces cannot count them, and
  // the strength term stands alone
  let steps = 0;
  try {
    const vp = victoryPoints(s, w.ctx);
    steps = (vp[side] ?? 0) - (vp[w.enemy] ?? 0) - control;
  } catch {
    steps = 0;
  }
  return (
    NLC.steps * steps +
    NLC.strength * (w.ownTotal - w.enemyTotal) +
    (NLC.controlEarly + (NLC.controlLate - NLC.controlEarly) * late) * control +
    NLC.occupied * occupied +
    NLC.standing * standing(w, side)
  );
}

/**
 * N20 weights, in army morale points (N20 15.0: the army whose morale breaks loses): fitted the same way on
 * gzhatsk20 (60 candidate-vs-candidate games, the result on these terms): morale decides, strength on the
 * map counts a quarter point, objectives held (N20 14.0) a little, the stacks' standing next to nothing.
 */
const N20 = { morale: 1, strength: 0.25, objective: 0.3, standing: 0.002 };

/** N20: army morale (N20 12.0, 15.0), strength, objectives held (N20 14.0) and the stacks' standing. */
function n20Evaluate(w: World, side: Side): number {
  let objectives = 0;
  for (const o of w.ctx.scenario.objectives) {
    const c = w.view.control[o.hex];
    const occ = w.stacks[o.hex]?.side;
    if (c === side || occ === side) objectives += o.vp + 1;
    else if (c === w.enemy || occ === w.enemy) objectives -= o.vp + 1;
  }
  const n20 = w.view.n20 as unknown as { morale?: Record<string, number> } | undefined;
  const morale = n20?.morale ? (n20.morale[side] ?? 0) - (n20.morale[w.enemy] ?? 0) : 0;
  return N20.morale * morale + N20.strength * (w.ownTotal - w.enemyTotal) + N20.objective * objectives + N20.standing * standing(w, side);
}

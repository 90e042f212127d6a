// Who may act in the field rules' own commands (damage or repair a span, build an improved position, move
// a train): units of the formations acting now, in their Movement Segment (NLC 4.5), on their side's turn.
import type { GameState, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { nlcOf } from '../../nlc/state';
import { unitDemoralizedBy } from '../../../core/module';

/** Why `side` has no movement segment open now, or null. */
export function movementVeto(s: GameState, side: Side, rule: string): RuleError | null {
  const top = s.stack[s.stack.length - 1];
  const n = s.nlc ? nlcOf(s) : null;
  if (!n || !top || top.k !== 'decide' || top.type !== 'formationMove' || top.side !== side || n.activeSide !== side) {
    return { code: 'not-now', message: 'this is done in one of your formations\' Movement Segment', rule };
  }
  return null;
}

/** Why this unit may not spend movement points now, or null. */
export function unitActVeto(s: GameState, ctx: Ctx, side: Side, unit: string, rule: string): RuleError | null {
  const su = ctx.units[unit];
  if (!su) return { code: 'unknown-unit', message: `there is no unit "${unit}"`, rule };
  if (su.side !== side) return { code: 'not-yours', message: `${su.name} is not yours`, rule };
  const u = s.units[unit];
  if (u.status !== 'map' || !u.hex) return { code: 'not-on-map', message: `${su.name} is not on the map`, rule };
  if (!nlcOf(s).active.includes(su.formation)) return { code: 'not-active', message: `${su.name}'s formation is not acting now`, rule: 'NLC 4.5' };
  return ctx.mayMove(s, unit);
}

/** Movement points a unit has left this activation, in halves (NLC 5; NLC 15 and MOP 37.7 take one). */
export function halvesLeft(s: GameState, ctx: Ctx, unit: string): number {
  const u = s.units[unit];
  const spent = u.movedIn === s.clock.activation ? u.mpSpentHalves : 0;
  const demoralized = nlcOf(s).demoralizedFormations.includes(ctx.units[unit].formation) || unitDemoralizedBy(ctx, s, unit);
  return ctx.units[unit].movement * 2 - (demoralized ? 2 : 0) - spent;
}

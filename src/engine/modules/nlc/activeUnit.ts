// The checks every NLC combat declaration (assault, bombardment, charge) begins with: the unit exists,
// is the declaring side's, stands on the map and belongs to an activated formation (NLC 4.5).
import type { GameState, RuleError, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { sideName } from '../../rules/pieces';
import { unitFormation } from '../../core/module';

/** Why `id` cannot take part for `side` in the activation of `formations`, or null; `rule` is the declaring step's case. */
export function activeUnitVeto(s: GameState, ctx: Ctx, side: Side, formations: string[], id: string, rule: string): RuleError | null {
  const su = ctx.units[id];
  const u = s.units[id];
  const err = (code: string, message: string, r = rule): RuleError => ({ code, message, rule: r });
  if (!su) return err('unknown-unit', `there is no unit "${id}"`);
  if (su.side !== side) return err('not-yours', `${su.name} is not a ${sideName(ctx, side)} unit`);
  if (u.status !== 'map' || !u.hex) return err('not-on-map', `${su.name} is not on the map`);
  if (!formations.includes(unitFormation(s, ctx, id))) return err('not-active', `${su.name} does not belong to the activated formation`, 'NLC 4.5');
  return null;
}

// Fixed orders (MOP 37.22): in the Brienne – La Rothière campaign Barclay keeps III Corps and the Austrian
// V Corps on "support the attack on La Rothière" throughout. The scenario lists such formations in
// command.fixed; their at-start order (or sequence) is the only one they ever have: no overall or wing
// commander writes them another, they make no Local Decision and no Bad Move changes it. A division of
// a fixed corps is fixed with it.
import type { RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { parseDivision } from './recipients';
import { recipientName } from './lifecycle';

export const FIXED_RULE = 'MOP 37.22';

/** Is this formation (or the corps of this division) under a fixed order? */
export function hasFixedOrder(ctx: Ctx, formation: string): boolean {
  const base = parseDivision(formation)?.formation ?? formation;
  return (ctx.scenario.command?.fixed ?? []).includes(base);
}

/** Why no new order may reach this formation, or null. */
export function fixedOrderVeto(ctx: Ctx, formation: string): RuleError | null {
  if (!hasFixedOrder(ctx, formation)) return null;
  return {
    code: 'fixed-order',
    message: `${recipientName(ctx, formation)} keeps its fixed order for the whole scenario: no written order, Local Decision or Bad Move changes it`,
    rule: FIXED_RULE,
  };
}

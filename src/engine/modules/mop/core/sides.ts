// Which side is the French one (MOP 37.1 odd/even pull, 37.16 special leaders): the scenario names it, or
// the side whose adjective reads French, or the first side (a ruling, MOP 37.1).
import type { Ctx } from '../../../core/ctx';
import type { Side } from '../../../types';
import { mopScenario } from '../on';

export function frenchSide(ctx: Ctx): Side {
  const named = mopScenario(ctx).french;
  if (named) return named;
  return ctx.scenario.sides.find((x) => /^fren/i.test(x.adjective))?.id ?? ctx.scenario.firstSide;
}

export function alliedSide(ctx: Ctx): Side {
  const fr = frenchSide(ctx);
  return ctx.sides.find((x) => x !== fr) ?? fr;
}

// Is the March on Paris module part of this game? (MOP 37: switched on by the scenario's `mop` section.)
import type { Ctx } from '../../core/ctx';
import type { Scenario } from '../../scenario/schema';
import type { MopScenario } from './scenarioSchema';

export function isMopScenario(scenario: Pick<Scenario, 'mop'> | { mop?: unknown }): boolean {
  return scenario.mop !== undefined;
}

/** The scenario's March on Paris section; only called where the module applies. */
export function mopScenario(ctx: Ctx): MopScenario {
  if (!ctx.scenario.mop) throw new Error(`${ctx.scenario.id} is not a March on Paris scenario`);
  return ctx.scenario.mop;
}

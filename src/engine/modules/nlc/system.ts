// The NLC rules system: the core sequence module plus rule modules switched on in the options.
import type { RulesSystem } from '../../core/module';
import { basicTurnModule } from './basicTurn';
import { combatModules } from './combat/index';
import { placePieces } from '../../rules/setup';
import { proc, push } from '../../core/run';
import { log } from '../../core/ops';

export const nlcSystem: RulesSystem = {
  id: 'nlc',
  name: "Napoleon's Later Campaigns",
  modules: [basicTurnModule, ...combatModules],
  setup(d, ctx, out) {
    placePieces(d, ctx);
    log(d, out, `${ctx.scenario.name}: ${ctx.scenario.sides.map((s) => s.name).join(' against ')}`, { rule: 'NLC 4' });
    push(d, proc('turnStart'));
  },
};

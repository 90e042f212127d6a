// The special rules of the March on Paris battles (MOP 37.17-37.23) that a scenario switches on in its
// `mop.rules` section: Olsufiev's held initiative and first Bad Move (37.19), Yorck's exhaustion (37.20).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { firstBadMoveOrder, freeInitiative, initiativeHeldVeto } from './olsufiev';
import { countRest, exhaustedInCombat, exhaustedMoved, exhaustedUnit, setupExhaustion } from './exhaustion';

export const mopScenarioRulesModule: RulesModule = {
  id: 'mop-scenario-rules',
  appliesTo: (s) => isMopScenario(s) && !!s.mop?.rules,
  hooks: {
    onSetup: setupExhaustion,
    localDecisionVeto: initiativeHeldVeto,
    badMoveOrder: firstBadMoveOrder,
    onAssault(d, ctx, out, side, target, attackers, defenders) {
      freeInitiative(d, ctx, out, side, target);
      exhaustedInCombat(d, ctx, out, side, target, attackers, defenders);
    },
    onMoved: (d, ctx, _out, _before, pieces) => exhaustedMoved(d, ctx, pieces),
    onTurnStart: countRest,
    unitDemoralized: exhaustedUnit,
  },
};

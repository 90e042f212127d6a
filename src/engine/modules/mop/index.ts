// The March on Paris rules (MOP 37) as modules over the NLC system, a file (or folder) per rule area.
// They apply only to scenarios with a `mop` section; NLC code knows nothing of them beyond the core hooks.
import type { RulesModule } from '../../core/module';
import { isMopScenario } from './on';
import { emptyMopState } from './state';
import { MOP_TOGGLES } from './toggles';
import { mopcoreModules } from './core';
import { mopFieldModule } from './field';
import { mopCardsModule } from './cards/index';
import { mopHiddenModule } from './field/hiddenModule';
import { mopSpecialEffectsModule } from './core/specialLeaderEffects';
import { mopScenarioRulesModule } from './scenarioRules';

export const mopCoreModule: RulesModule = {
  id: 'mop',
  appliesTo: isMopScenario,
  toggles: MOP_TOGGLES,
  hooks: {
    onSetup(d) {
      d.mop = emptyMopState() as unknown as typeof d.mop;
    },
  },
};

/** Every March on Paris module, in the order their hooks are asked. */
export const mopModules: RulesModule[] = [mopCoreModule, ...mopcoreModules, mopFieldModule, mopCardsModule, mopSpecialEffectsModule];
// MOP 37.19, 37.20: the battles' special rules, where the scenario has them (scenarioRules/)
mopModules.push(mopScenarioRulesModule);
// MOP 37.10, 37.11 (hidden forces, vedettes): optional, last
mopModules.push(mopHiddenModule);

// MOP 37.2 as a module: the stacking limit for movement, retreats, advances and the state's invariants,
// and huge units and trains taking up two hexes in road movement (roadColumn.ts).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { mopStackingWithTrains } from './stacking';
import { layTail, roadColumnStep, roadColumnStepFor } from './roadColumn';

export const mopStackingModule: RulesModule = {
  id: 'mop-stacking',
  appliesTo: isMopScenario,
  hooks: {
    // trains count as 12 SP (MOP 37.2)
    stacking: mopStackingWithTrains,
    moveStep: roadColumnStep,
    moveStepFor: roadColumnStepFor,
    onMoved: layTail,
  },
};

// MOP 37.2 as a module: the stacking limit for movement, retreats, advances and the state's invariants,
// and huge units and trains taking up two hexes in road movement (roadColumn.ts).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { mopStacking } from './stacking';
import { layTail, roadColumnStep } from './roadColumn';

export const mopStackingModule: RulesModule = {
  id: 'mop-stacking',
  appliesTo: isMopScenario,
  hooks: {
    stacking: (s, ctx, hex, units) => mopStacking(s, ctx, hex, units),
    moveStep: roadColumnStep,
    onMoved: layTail,
  },
};

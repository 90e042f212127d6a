// MOP 37.10 hidden forces and 37.11 vedettes as one module over the shared hidden-force mechanism
// (rules/hidden.ts); both optional toggles (mop/toggles.ts), nothing happens while they are off.
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { hiddenGunVeto, hideCommand, revealSpotted } from './hiddenForces';
import { vedetteCountdown } from './vedettes';

export const mopHiddenModule: RulesModule = {
  id: 'mop-hidden',
  appliesTo: isMopScenario,
  sideCommands: { 'mop-hide': hideCommand },
  hooks: {
    // MOP 37.10: revealed at the start of the movement, charge or assault segment
    onFormationAction: (d, ctx, out) => revealSpotted(d, ctx, out, 'in sight as a formation action begins'),
    onSegmentStart: (d, ctx, out, _side, segment) => revealSpotted(d, ctx, out, `in sight as the ${segment} segment begins`),
    onTurnStart: (d, ctx, out) => vedetteCountdown(d, ctx, out),
    mayBombard: hiddenGunVeto,
  },
};

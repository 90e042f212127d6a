// The NLC cavalry module: charges (NLC 7.7), pursuit (7.8), reaction charges (7.9) with standing
// instructions, and the charge modifiers (7.10). The cavalry retreat before assault (7.11) lives with the
// assault in ../combat.
import type { RulesModule } from '../../../core/module';
import { segmentDecisions, segmentProcs } from './segment';
import { chargeResolveDecisions, chargeResolveProcs } from './resolve';
import { moversHeldForCharge, reactionDecisions, reactionProcs } from './trigger';
import { setInstruction } from './standing';

export const cavalryModule: RulesModule = {
  id: 'nlc-cavalry',
  procs: { ...segmentProcs, ...chargeResolveProcs, ...reactionProcs },
  decisions: { ...segmentDecisions, ...chargeResolveDecisions, ...reactionDecisions },
  sideCommands: { reaction: setInstruction },
  hooks: { standingApart: moversHeldForCharge },
};

export { queueEnfiladeReaction, cavalryInChargeRange, queueReaction } from './trigger';

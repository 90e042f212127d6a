// NLC 13 rally of eliminated units at night, as a module over the NLC system; with the command rules
// (it needs Reserve orders) and its own toggle.
import type { RulesModule } from '../../../core/module';
import { rallyDecisions, rallyProcs } from './phase';
import { RALLY_TOGGLE } from './state';

export const rallyModule: RulesModule = {
  id: 'nlc-rally',
  toggles: [{ id: RALLY_TOGGLE, label: 'Rally of eliminated units at night (with the command rules)', kind: 'module', default: true }],
  procs: rallyProcs,
  decisions: rallyDecisions,
};
export { rallyAttempt, rallyVeto, type RallyAttemptOptions, type RallyAttemptResult } from './attempt';

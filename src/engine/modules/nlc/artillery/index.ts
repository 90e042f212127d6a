// The NLC artillery module: bombardment (NLC 8.1) with line of sight (NLC 8.3), facing (8.4), enfilade
// (8.5), and the artillery toggles: remote support (19.3), more detail (19.4), support (20.3),
// alternate resolution (20.12) and opportunity fire (20.13). Assault fire uses assaultFire.ts (8.2-8.5).
import type { RulesModule } from '../../../core/module';
import { bombardDecisions, bombardProcs } from './bombard';
import { ARTILLERY_TOGGLES } from './toggles';
import { enfiladeSquare } from './squareChoice';
import { noteMoved, opportunityFire, opportunityProcs } from './opportunity';

export const artilleryModule: RulesModule = {
  id: 'nlc-artillery',
  toggles: ARTILLERY_TOGGLES,
  procs: { ...bombardProcs, ...opportunityProcs },
  decisions: { ...bombardDecisions, enfiladeSquare, opportunityFire },
  hooks: { onMoved: noteMoved },
};

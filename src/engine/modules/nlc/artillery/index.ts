// The NLC artillery module: bombardment (NLC 8.1) with line of sight (NLC 8.3).
import type { RulesModule } from '../../../core/module';
import { bombardDecisions, bombardProcs } from './bombard';

export const artilleryModule: RulesModule = {
  id: 'nlc-artillery',
  procs: bombardProcs,
  decisions: bombardDecisions,
};

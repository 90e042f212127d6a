// The NLC sequence of play as one rules module (NLC 4), with the toggles it owns.
import type { RulesModule } from '../../../core/module';
import { turnDecisions, turnProcs } from './turn';
import { formationAction, formationEnd, formationMove } from './formationAction';

export const sequenceModule: RulesModule = {
  id: 'nlc-sequence',
  toggles: [
    { id: 'NLC 19.2', label: 'Disruption removal needs a morale check', kind: 'advanced', default: true },
    { id: 'NLC 16', label: 'Night turns: skip the chit pull, each side moves all its formations', kind: 'optional', default: false },
    { id: 'NLC 20.11', label: 'Taking the initiative: fewer retreats last turn adds to the Initial Action roll', kind: 'optional', default: false },
  ],
  procs: { ...turnProcs, formationAction, formationEnd },
  decisions: { ...turnDecisions, formationMove },
};

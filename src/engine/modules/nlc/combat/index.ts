// The NLC combat modules: assault with its retreats and advance (NLC 7.1-7.6, 7.11, 10, 11, 14, 15,
// 19.1, 19.5, 20.4, 20.10); charges and bombardment come later.
import type { RulesModule } from '../../../core/module';
import { assaultDecisions, assaultProcs } from './assault';
import { assaultCombat, combatDecisions } from './resolve';
import { enemyCommandOnPath, onEnterHex } from '../leaders';

export const assaultModule: RulesModule = {
  id: 'nlc-assault',
  toggles: [
    { id: 'NLC 19.1', label: 'Retreating units check morale or are disrupted; involuntary retreats always disrupt', kind: 'advanced', default: true },
    { id: 'NLC 19.5', label: 'Tiny units: a step worth 1 strength point satisfies half a hit', kind: 'advanced', default: true },
    { id: 'NLC 20.4', label: 'Roll six to hit: one die per strength point, each 6 is a hit', kind: 'optional', default: false },
    { id: 'NLC 20.10', label: 'Rout: failing a morale check by 3 or more eliminates the unit', kind: 'optional', default: false },
  ],
  procs: { ...assaultProcs, assaultCombat },
  decisions: { ...assaultDecisions, ...combatDecisions },
  hooks: { onEnterHex: (d, ctx, out, side, hex) => onEnterHex(d, ctx, out, side, hex), enterHexFor: enemyCommandOnPath },
};

export const combatModules: RulesModule[] = [assaultModule];

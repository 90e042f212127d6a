// NLC 17 supply as a module over the NLC system: the 09:00 check, with the command rules and its own
// toggle; the trace itself (trace.ts) also answers the client's supply overlay.
import type { RulesModule } from '../../../core/module';
import { SUPPLY_TOGGLE } from '../rally/state';
import { supplyProcs } from './check';

export const supplyModule: RulesModule = {
  id: 'nlc-supply',
  toggles: [{ id: SUPPLY_TOGGLE, label: 'Supply: the 09:00 trace check (with the command rules)', kind: 'module', default: true }],
  procs: supplyProcs,
};

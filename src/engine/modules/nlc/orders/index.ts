// The NLC command system (NLC 12, with 11.5, 7.3, 9 and 16) as one rules module over the NLC system,
// switched by the NLC 12 toggle: off, or in a scenario without a command section, nothing changes.
import type { RulesModule } from '../../../core/module';
import { orderDecisions, orderProcs } from './phase';
import { hqMovement } from './hq';
import { checkMove, inReserve, mayAssault, mustAssault, onFormationAction, ORDERS_TOGGLE, owes } from './enforce';

export const ordersModule: RulesModule = {
  id: 'nlc-orders',
  toggles: [{ id: ORDERS_TOGGLE, label: 'Command: written orders with couriers, compliance, command range', kind: 'module', default: true }],
  procs: { ...orderProcs, hqMovement },
  decisions: orderDecisions,
  hooks: { checkMove, mayEndMovement: owes, inReserve, mayAssault, mustAssault, onFormationAction },
};

// The artillery rules a player switches on at the start (NLC 19.3, 19.4 advanced; 20.3, 20.12, 20.13
// optional). NLC 20.4 (roll six to hit) belongs to the combat module; its artillery conversions live here.
import type { RuleToggle } from '../../../core/module';

export const REMOTE_SUPPORT = 'NLC 19.3';
export const ARTILLERY_DETAIL = 'NLC 19.4';
export const ARTILLERY_SUPPORT = 'NLC 20.3';
export const ALTERNATE_RESOLUTION = 'NLC 20.12';
export const OPPORTUNITY_FIRE = 'NLC 20.13';
export const SIXES = 'NLC 20.4';

export const ARTILLERY_TOGGLES: RuleToggle[] = [
  { id: REMOTE_SUPPORT, label: 'Remote support: artillery in range and sight fires for a unit it does not stack with', kind: 'advanced', default: false },
  { id: ARTILLERY_DETAIL, label: 'More artillery detail: +50% against stacks and in defence, bombard at range 3 at half', kind: 'advanced', default: false },
  { id: ARTILLERY_SUPPORT, label: 'Artillery support: more hits thanks to the guns disrupt the enemy and halve its hits', kind: 'optional', default: false },
  { id: ALTERNATE_RESOLUTION, label: 'Alternate artillery resolution: each hit a step, strongest unit first, disruption on 9+', kind: 'optional', default: false },
  { id: OPPORTUNITY_FIRE, label: 'Opportunity fire: guns that have not moved fire at half at stacks entering their field of fire', kind: 'optional', default: false },
];

// The March on Paris choices players agree before play (MOP 37.1, 37.10, 37.11, 37.12). They are listed
// on the start screen only for March on Paris scenarios (the module's appliesTo).
import type { RuleToggle } from '../../core/module';

export const MOP_T = {
  thirdCup: 'MOP 37.1',
  hiddenForces: 'MOP 37.10',
  vedettes: 'MOP 37.11',
  /** Event modes (MOP 37.12): one choice; none of them on = historical study (37.12.2). */
  restricted: 'MOP 37.12 Restricted',
  tables: 'MOP A.III Tables',
  full: 'MOP 37.12 Full',
} as const;

const EVENTS = {
  id: 'MOP 37.12',
  label: 'Events and cards',
  none: 'Historical study: no cards or events; reinforcements come early or late on a die (MOP 37.12.2, A.II)',
};

export const MOP_TOGGLES: RuleToggle[] = [
  { id: MOP_T.restricted, group: EVENTS, label: 'Events and cards: Restricted card play: each day turn each side draws a card, a die decides whether it is played (recommended, MOP 37.12.3)', kind: 'module', default: true },
  { id: MOP_T.tables, group: EVENTS, label: 'Events and cards: Random Events Tables instead of cards: a d66 roll each day turn, a die for the side it befalls (MOP A.III)', kind: 'module', default: false },
  { id: MOP_T.full, group: EVENTS, label: 'Events and cards: Full card play: each side holds a hand and plays cards when it chooses (MOP 37.12.1)', kind: 'module', default: false },
  { id: MOP_T.thirdCup, label: 'Third cup: pull a side marker, then a chit from that side\'s cup', kind: 'optional', default: false },
  { id: MOP_T.hiddenForces, label: 'Hidden forces and dummy stacks', kind: 'optional', default: false },
  { id: MOP_T.vedettes, label: 'Vedettes and repulse', kind: 'optional', default: false },
];

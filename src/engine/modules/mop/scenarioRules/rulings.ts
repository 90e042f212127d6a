// Our rulings on the battles' special rules (MOP 37.19, 37.20, 37.23.2), gathered by ../rulings.ts.
import type { Ruling } from '../../../rulings';

export const MOP_SCENARIO_RULINGS: Ruling[] = [
  {
    rule: 'MOP 37.19',
    question: 'What is Olsufiev\'s "Local Initiative", what counts as Baye being assaulted, and what if his first Bad Move cannot be Defend Champaubert?',
    ruling:
      'Local Initiative is the Local Decision of NLC 12.11 (for IX Corps and for its divisions, which are his to decide). An assault declared by the French on the Baye hex frees it, whatever its result; bombardment or a charge does not. His first Bad Move becomes Defend Champaubert, complied with at once; if IX Corps already defends Champaubert the Bad Move changes nothing, and if the order cannot be given at all the French player chooses as usual. The rule plays in the Champaubert battle and in the mini-campaign that opens with it.',
  },
  {
    rule: 'MOP 37.20',
    question: 'How does Yorck\'s exhaustion play, and how does it end?',
    ruling:
      'As the fatigue of NLC 20.8 (played for this corps even though Forced March orders are not): every unit of I Corps counts as demoralized (morale one lower, the demoralized movement and combat effects) from the start. It ends once the corps has spent three consecutive hours on the map in Reserve (without the command rules: three hours in which none of its units moved); an hour in which any of its units assaults or is assaulted is no rest and the count starts again. Hours before it arrives do not count. The order compliance tables are not shifted for it. It plays in Montmirail and in the mini-campaign from 11 February (37.23.1).',
  },
  {
    rule: 'MOP 37.23',
    question: 'What do cumulative alternate reinforcement lists (37.23.2) mean with our Alternate Reinforcements card, which sends a scheduled group elsewhere?',
    ruling:
      'Our card 29 sends one group still to come elsewhere (A.III f). In the Six Days mini-campaigns and the grand campaign (mop.reinforcements.cumulative) a day\'s groups are its list, and the lists add up: the player who plays the card from his hand chooses any group still to come whose scheduled day is today or earlier, not only the next one; a group of a later day is not yet on any list. With no such group, the next group goes. Played from the Random Events Tables (no hand), it takes the next group.',
  },
];

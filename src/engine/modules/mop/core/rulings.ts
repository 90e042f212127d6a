// Our rulings on the March on Paris core rules (MOP 37.1-37.16), gathered by ../rulings.ts.
import type { Ruling } from '../../../rulings';

export const MOPCORE_RULINGS: Ruling[] = [
  {
    rule: 'MOP 37.1',
    question: 'Which side is French for the odd/even cup roll when the scenario does not say?',
    ruling: 'The side the scenario names in mop.french; otherwise the side whose adjective is French; otherwise the first side.',
  },
  {
    rule: 'MOP 37.1',
    question: 'With the third cup, how is the side marker drawn?',
    ruling: 'Each side has one marker for each chit left in its cup, so a side is drawn in proportion to its chits; then a chit is drawn from that side\'s cup. No die is rolled. A Coordinated Action chit is a chit of its side.',
  },
  {
    rule: 'MOP 37.1',
    question: 'When are the cards played "before the first chit"?',
    ruling: 'After the cup is filled and before the Initial Action chit acts: the card rules use the beforeChitPull seam there.',
  },
  {
    rule: 'MOP 37.1',
    question: 'What does a Night PM turn change beyond sight, bombardment and guns?',
    ruling: 'Nothing: chits are pulled, ZOCs may be entered and orders work as on a day turn. Sight is one hex, no bombardment (nor opportunity fire, which is a bombardment), and each gun counts half its strength in an assault, attacking or defending.',
  },
  {
    rule: 'MOP 37.2',
    question: 'Which strength counts for the 12 SP limit, and does the NLC one-unit limit in woods remain?',
    ruling: 'A unit counts the strength its steps give now (a flipped unit its back value). The March on Paris limit replaces NLC 5.3 everywhere, woods included: two units or 12 SP.',
  },
  {
    rule: 'MOP 37.2',
    question: 'What is "one division" for the exception, and may a train join a division\'s stack beyond two?',
    ruling: 'Units sharing a division id in the scenario, or Russian infantry (flag russianInfantry) of one formation (37.2.1). A train is never part of a division: with a train the two-unit count holds.',
  },
];

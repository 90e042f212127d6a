// Our rulings on the hidden-force rules (NLC 20.1 hidden movement, MOP 37.10 hidden forces, MOP 37.11
// vedettes), gathered by ../rulings.ts. Tests: tests/engine/hidden/.
import type { Ruling } from '../rulings';

export const HIDDEN_RULINGS: Ruling[] = [
  {
    rule: 'NLC 20.1',
    question: 'How is a hidden march asked for, and which path is "plotted exactly"?',
    ruling:
      'In the Command Phase, after writing an order with a target, the side marks it hidden (hidden-march:plot). The engine plots the leader\'s path as the cheapest infantry path from his hex through the order\'s route waypoints to its first target hex; the path is the owner\'s secret. It is allowed when some hex within one move (the units\' movement allowance) along the path is out of every enemy unit\'s and leader\'s sight.',
  },
  {
    rule: 'NLC 20.1',
    question: 'When are the MP collected and the Hidden Movement table rolled, and what counts as the first move?',
    ruling:
      'Each Command Phase after the side\'s orders are received and before its Local Decisions are resolved: the first time is the phase the order is complied with. 4 MP (6 when every unit is cavalry or light cavalry) are added, then one die is rolled on the row of the number of turns of hiding (3+ after a superseded order). The hexes the leader reaches with the first turn\'s MP are the first move and never cause discovery. The closest enemy HQ (by hexes from the march\'s start) is Austrian or Russian when the units of its commander\'s formations are.',
  },
  {
    rule: 'NLC 20.1',
    question: 'Where are the units placed when a march is revealed?',
    ruling:
      'The leader walks the plotted path paying infantry costs (roads at the road rate) until his MP run out or before a blocking hex (an enemy unit, enemy ZOC, or a hex an enemy unit or leader sees). Units are placed behind him along the path: under March orders one unit per hex back from the leader\'s hex, otherwise each as close to him as stacking allows; so they are never further ahead than the leader, which meets both the Fall Back and the other orders\' clause. A unit that fits nowhere on the path stays where it stood.',
  },
  {
    rule: 'NLC 20.1',
    question: 'When exactly is a hidden march taken off the map because the enemy charges or assaults next to it, and what happens on a Bad Move or a new order?',
    ruling:
      'When the enemy\'s charge or assault segment begins with one of its units next to a counter of the hidden march, the march is revealed first (its counters leave their apparent hexes and are placed as above), so the attack meets what is really there. A march whose order is no longer the formation\'s current one (a Bad Move, a new order, a cancelled or failed order) is revealed at the next Command Phase check or formation action. Changing the route by Local Decision (20.1.3) is not offered: a new hidden order is written instead.',
  },
  {
    rule: 'NLC 20.1',
    question: 'How are collisions (20.1.4) and hidden traffic jams (20.1.6) played?',
    ruling:
      'Collisions: the virtual position of each side\'s hidden march leader watches like an enemy unit, so when one side\'s march passes into sight of the other\'s virtual leader at a Command Phase it is revealed. Traffic jams (toggle NLC 20.1.6): plotting a path that shares a hex with another friendly hidden march costs both half a turn\'s MP on the next turn.',
  },
  {
    rule: 'MOP 37.10',
    question: 'Which pieces may hide, when, and how far do enemies spot them?',
    ruling:
      'Any stack of units (with the leaders in it) in a hex that no enemy stack is next to or spots; the side gives mop-hide:hide at any of its own decisions. Spotting: 3 hexes in sight, 12 for a leader on high ground (MOP 37.3.2) or a unit within its movement allowance in hexes of such a leader, never beyond the visibility in force. The check is made as each formation action begins (before its charge and movement segments) and as its assault segment begins, for both sides\' stacks.',
  },
  {
    rule: 'MOP 37.10',
    question: 'How many dummy stacks, where, and how do they move?',
    ruling:
      'One per formation led by a corps or wing leader (or with no leader). A dummy is made in any hex no enemy occupies or spots, and moves (mop-hide:move) at any of its side\'s decisions to any such hex, regardless of orders; it has no ZOC and does not block. The enemy sees it exactly as a hidden stack: one marker per hex, no count, no identity. A hidden gun must show its stack before it bombards.',
  },
  {
    rule: 'MOP 37.11',
    question: 'How much of the vedette rule is played?',
    ruling:
      'Separate vedette counters, their deployment and reorganisation, their free cavalry attack, and repulse (37.11.1) are not played yet. With the rule on, light cavalry scouts as vedettes do for 37.11.2: seeing a hidden force in line of sight beyond the 37.10 spotting range, it marks it with the turns (at its movement allowance, cavalry costs) it would take to ride to its formation commander, 99 when he is not on the map; the marker drops by one each turn start and the force is revealed at zero, or at once when the scout is within one move of its commander. A force that moves away leaves the marker behind.',
  },
];

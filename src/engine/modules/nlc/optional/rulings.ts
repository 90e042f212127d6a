// Our rulings for the optional command rules (NLC 20.5, 20.6, 20.9); gathered by rulings.ts.
import type { Ruling } from '../../../rulings';

export const NLC_OPTIONAL_COMMAND_RULINGS: Ruling[] = [
  {
    rule: 'NLC 20.9',
    question: 'Are the 10% steps compounded, which orders count, and who are "the units being attacked"?',
    ruling:
      'Each step adds or takes 10% of the printed limit (not compounded), the limit rounded normally and never below 1. Compliance counts for written orders, Local Decisions and Bad Moves holding an Attack or Probe, not at-start orders nor the automatic next step of a sequence; "receives" a Fall Back or General Retreat means a written one arriving. The attacked are the enemy formations with units on or next to the failed Attack\'s target.',
  },
  {
    rule: 'NLC 20.6',
    question: 'When is the proximity of a demoralized formation judged, and what is "division-sized"?',
    ruling:
      'Whenever demoralization is checked (after losses and rallies) and at every command phase, leader to leader in hexes. A formation whose leader is a division leader, or whose units are all cavalry or horse artillery, spreads no panic. Each such neighbour counts (cumulative). The divisional clause is not played (divisions do not demoralize separately).',
  },
  {
    rule: 'NLC 20.5',
    question: 'Which orders confuse a wing commander, and how is the 1L applied?',
    ruling:
      'A written order of an overall commander arriving at a formation (or division) of a wing whose commander is on the map and not within the OC\'s range and sight (as for NLC 12.14). For that turn and the two after, compliance checks of orders to the wing commander are made one column left, and his Local Decisions one rating lower.',
  },
  {
    rule: 'NLC 20.8',
    question: 'How much of the night march rule is played?',
    ruling:
      'At night the leader of a formation under March may not move and its units may only move to end nearer him (closing up on the bivouac; NLC 16 already keeps them out of ZOCs); reinforcements do not enter at night. Forced March orders are not offered, so the fatigue and exhaustion of a night march, and of a Fall Back kept through the night, are not played.',
  },
  {
    rule: 'NLC 20.7',
    question: 'When does the OC take direct command, and when do the units act "with the OC"?',
    ruling:
      'In the Command Phase, when he sends his orders (positions then are the start of the turn); units of his side stacked with or next to him, at most his rating less the orders he gives that turn (each directed unit also uses up one order). The OC has no activation of his own, so the units act when their own formation is activated, that turn free of any order and of command range. The next turn he gives no orders, and compliance and Local Decisions of the formations whose units he directed are 1L. "French" means a side whose adjective is French.',
  },
];

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
  {
    rule: 'MOP 37.3',
    question: 'Our maps give each hex one terrain: how does "the more defender-friendly of two terrains in a hex" apply?',
    ruling: 'The map records the defender-friendlier terrain as the hex\'s terrain, so combat reads it directly; a hexside (stream, slope, crest) still adds to the hex as in NLC 7.6, except a bridge, which replaces it.',
  },
  {
    rule: 'MOP 37.3',
    question: 'Which rows of the March on Paris Terrain Effects on Combat chart replace the NLC chart, and what of rows it lacks?',
    ruling: 'Bridge, chateau, crest, marsh, slope, stream, town and woods come from the March on Paris chart (marsh: 2 MP on foot, 4 mounted and guns, 50% off assaults; slope: 25% off an assault and 50% off a charge up it; stream: +1 MP). Clear, village, river, ford and trestle keep the NLC rows and rulings. Charges take no terrain reduction in our NLC charge rules, so the chart\'s charge column is shown but not applied.',
  },
  {
    rule: 'MOP 37.3',
    question: 'When does a slope block a line of sight, and what is "higher terrain" for the 12-hex sight?',
    ruling: 'A slope hexside the line crosses (along a hexspine, any slope touching it) blocks unless the spotter\'s or the target\'s hex is the high side of some slope hexside. A hex on the high side of a slope hexside is higher terrain: from there one sees 12 hexes on a turn of normal (8-hex) visibility; night, a Night PM turn or rain keep their shorter sight.',
  },
  {
    rule: 'MOP 37.5',
    question: 'Where does a unit\'s initiative value come from, and what if a scenario gives none?',
    ruling: 'The scenario\'s mop.initiative table, by unit id, else by formation id; morale is that value plus one. A unit with no value keeps its printed morale (a scenario may store initiative + 1 there directly). Russian infantry adds one when defending in an assault, to at most 5.',
  },
  {
    rule: 'MOP 37.6',
    question: 'How does rallying from the UAR box work while the NLC rally (13) is not built?',
    ruling: 'At the start of each night turn, for each formation with units in the UAR box whose leader is on the map and seen by no enemy unit (and, with the command rules on, in Reserve): up to two units, in scenario order, that fit the leader\'s hex at reduced strength each roll a die; 1-4 returns the unit there with one step less than full, 5-6 sends it to the PEU box. The NLC one-step pairing is not applied. Units eliminated before the supply rules exist count as in supply.',
  },
  {
    rule: 'MOP 37.14',
    question: 'Are leader ratings adjusted by the engine from the printed ones?',
    ruling: 'No: the scenario\'s ratings are the ratings in force. At load a leader named in the 37.14 table (accents and case ignored) must carry that rating (Grouchy 3 or 1); otherwise the scenario is refused with the JSON path.',
  },
  {
    rule: 'MOP 37.15',
    question: 'How is "an army with no OC on the map rated 0" applied?',
    ruling: 'A side whose overall commanders are all off the map (not yet arrived, or lost) rolls the Initial Action with rating 0 and makes no Coordinated Action roll, which is what the NLC sequence already does; the test pins it for March on Paris.',
  },
  {
    rule: 'MOP 37.16',
    question: 'Who are the special leaders, and is Napoleon\'s or Ney\'s +25% a choice?',
    ruling: 'The leaders the scenario names in mop.special, else by name (Napoleon, Ney, Blücher). The bonus applies whenever the leader shares the hex in an assault (the player chooses by placing him): Napoleon to infantry attacking or defending, Ney to any attacking unit. Their costs the next turn and Blücher\'s effects are not built yet.',
  },
];

// Our rulings on the March on Paris field rules (MOP 37.3.3, 37.4, 37.7, 37.8, 37.9), gathered by ../rulings.ts.
import type { Ruling } from '../../../rulings';

export const MOP_FIELD_RULINGS: Ruling[] = [
  {
    rule: 'MOP 37.4',
    question: 'Which turns roll for weather, and what is the weather before the first roll or without a table?',
    ruling:
      'The first turn that is not a night turn rolls, then every day turn whose hour holds Noon or 3 PM. Before the first roll the table\'s "initial" weather holds (fair by default); a scenario without a weather table plays in fair weather.',
  },
  {
    rule: 'MOP 37.4',
    question: 'Rain: when does infantry "fight infantry", and when is cavalry "against infantry"?',
    ruling:
      'When every enemy unit in that fight (the stack assaulted or assaulting, the stack charged or charging) is infantry. Infantry then keeps its strength; otherwise it is halved. Cavalry is doubled only against all-infantry. The factors apply to the unit\'s strength before the terrain percentage.',
  },
  {
    rule: 'MOP 37.4',
    question: 'Mud and snowstorm double the costs of trains and artillery: what of a stack mixing guns with other units?',
    ruling: 'The stack moves at the pace of its slowest member: every step of a stack holding artillery costs double.',
  },
  {
    rule: 'MOP 37.4',
    question: 'Snow and snowstorm: which side of a charge suffers the -25%?',
    ruling: 'The charging cavalry (in a charge or a reaction charge); the charged units fight as usual (infantry still -25% in a snowstorm).',
  },
  {
    rule: 'MOP 37.9',
    question: 'A damaged span "ceases to exist" (37.9.1) yet costs +2 to cross (37.3.1): which?',
    ruling:
      'A damaged span can still be crossed by combat units: the off-road cost of the step plus 2 MP, never at the road rate. Baggage trains and supply lines cannot cross it (37.3.1), nor can any train (37.8).',
  },
  {
    rule: 'MOP 37.9',
    question: 'Bridges cross rivers and trestles cross streams: what of a bridge drawn over a stream?',
    ruling:
      'Our map sheets draw a few stream crossings as bridges, as the histories name them (the Saint-Prix bridge over the Petit Morin, the Rosnay bridge over the Voire). A span is accepted on any river or stream hexside and keeps the kind it is drawn as, which sets its cost to damage and repair; a span on a hexside with no water is refused at load.',
  },
  {
    rule: 'MOP 37.9',
    question: 'How is damaging or repairing a span given, and when?',
    ruling:
      'In the acting formation\'s Movement Segment: choose the unit at one end and the hex across the span. The unit spends 1 MP (trestle) or 2 MP (bridge) and may go on moving with what it has left. Repair is rolled at once: 4 or less, 3 if either end is in an enemy ZOC, 2 if either end holds an enemy unit.',
  },
  {
    rule: 'MOP 37.3.3',
    question: 'What does "two infantry units with Defend orders spend their Activation" mean while written orders (NLC 12) are off?',
    ruling:
      'With NLC 12 on, both units\' formations must be under Defend orders. With it off, any two infantry units of the acting formation(s) in one hex that have not moved this activation may dig in. Either way they spend their whole movement and do not assault in that activation; a 1 on one die builds the position.',
  },
  {
    rule: 'MOP 37.3.3',
    question: 'Assaults against an improved position suffer -50%: whose fire?',
    ruling: 'The attackers\' fire, after their other halvings and before the terrain percentage; the defenders fire as usual.',
  },
  {
    rule: 'MOP 37.8',
    question: 'How does a train move, and how far?',
    ruling:
      'With the side command mop-train in its formation\'s Movement Segment, naming the destination: the cheapest legal path is taken. Its allowance is the scenario\'s "movement" (6 by default); it pays cavalry costs at the road rate wherever a road or trail links the hexes, crosses rivers and streams only at undamaged bridges and trestles (no fords), slopes only along a road or trail, and never enters an enemy ZOC or an enemy-held hex.',
  },
  {
    rule: 'MOP 37.8',
    question: 'A baggage train "should move" within double command range of its corps commander: a hard limit?',
    ruling:
      'Yes: a baggage train may end its move only in hexes within twice the NLC 12.1 command range (6 MP at the cheapest rate) of its formation\'s leader. With the leader off the map there is no limit. Pontoon trains need March orders only while written orders (NLC 12) are on; compliance is then automatic.',
  },
  {
    rule: 'MOP 37.8',
    question: 'When does a train due as a reinforcement enter, and what if its arrival hex is taken (a train counts 12 SP, 37.2)?',
    ruling:
      'Like any reinforcement (NLC 9), as its formation\'s action begins on or after its turn, at its arrival hex; it may move on in that action. Not at the start of the turn: placed then, a train due with other reinforcements at the same hex (Brienne, 16:00: the Guard\'s park and Gérard\'s reserve at 5203) would fill it before they came, and they could only pass through. While an enemy unit holds the hex, or friendly units already there leave no room for 12 SP (37.2), it waits for a later action of its formation.',
  },
  {
    rule: 'MOP 37.8',
    question: 'When does an enemy "enter" a train\'s hex?',
    ruling:
      'When an enemy combat unit moves into or through the hex in its movement, or comes into it by a retreat, an advance after combat or a cavalry move after a charge. A captured pontoon train changes sides where it stands. A baggage train so destroyed counts as captured: 2 VP to the taker (37.13).',
  },
  {
    rule: 'MOP 37.7',
    question: 'How is a supply line counted and what blocks it?',
    ruling:
      'At most 14 hexes from the unit\'s hex to the source or train, through hexes free of enemy units (ZOCs do not block), wading streams, crossing rivers only at undamaged spans and fords. A train traces along road and trail links only, with no length limit, to a source hex of its side (scenario map hexes marked supply). A side with neither sources nor baggage trains is never out of supply.',
  },
  {
    rule: 'MOP 37.7',
    question: 'What do units out of supply suffer, and for how long?',
    ruling:
      'From one weather-turn check to the next, morale and movement -1 as in a demoralized corps (NLC 15), never doubled with the corps\'s own demoralization. Strangers to a train (no train of their own on the map) take the first two places on the first supplied train in reach, in scenario order.',
  },
  {
    rule: 'MOP 37.2',
    question: 'Which units take up two hexes in road movement, and what does it change?',
    ruling:
      'A unit whose strength now (its steps) is 8 or more, and every train (12 SP, always in road movement on a road or trail). A huge unit whose last step took the road rate leaves its tail in the hex it came from (a train after any step along a road or trail), until it moves again, is moved by combat, or the turn ends. No friendly piece takes the road rate into a hex holding a friendly train or tail, and a huge unit or train takes it only out of a hex it leaves free of other friendly units, trains and tails. Stacking, ZOC and combat count the piece in its own hex only.',
  },
  {
    rule: 'MOP 37.13',
    question: 'How is supply checked "at the moment of exiting", and what does "lost for corps demoralization" change?',
    ruling:
      'The 37.7 trace is made from the edge hex the units leave, on the state as they stood there. Units out of supply add their full strength to their corps\'s losses for NLC 15 (and the demoralization check runs at once); they stay exited, not eliminated, for victory points. A unit leaving at a friendly supply source hex is always in supply.',
  },
  {
    rule: 'MOP 37.8',
    question: 'How is a pontoon bridge deployed and taken up, what does it bridge, and what does it cost?',
    ruling:
      'Ours (the seed gives only the limits): in its formation\'s Movement Segment a pontoon train that has not moved in the activation bridges one river or stream hexside of its hex with no span, towards a hex the enemy does not hold (choose mop-train:deploy and the hex across); not in frost, snow or snowstorm (37.4). It spends the activation; taking it up (mop-train:pickup) spends another, and a deployed train does not move. The bridge carries units at the off-road cost of the hex entered plus the bridge\'s (+1 MP), trains and supply lines; it can be damaged and repaired as a bridge (+2 MP to cross while damaged, 37.3.1). It takes no room for stacking or road columns (37.2). An enemy entering the train\'s hex takes or destroys the train (37.8) and the bridge goes with it.',
  },
  {
    rule: 'MOP 37.6',
    question: 'Rallying from the UAR box "(13)": which of NLC 13 applies?',
    ruling:
      'The rally is NLC 13\'s rally attempt with its die on every try (1-4 rallies, 5-6 sends the unit to the PEU box), at most two tries a leader a night, into the leader\'s hex if the unit fits there at its reduced strength (37.2). A one-step unit rallies only with a second one-step unit of identical ratings from the UAR box, which goes to the PEU box (NLC 13); with none, it waits.',
  },
];

// Rulings for NLC assault combat where the rules are silent or can be read two ways; each has a test.
import type { Ruling } from '../../../rulings';

export const NLC_COMBAT_RULINGS: Ruling[] = [
  {
    rule: 'NLC 7.1',
    question: 'The first hit must fall on infantry and damaged units must take hits first: which wins?',
    ruling:
      'The first hit goes to an infantry unit if there is one (a damaged one among them first); every later hit goes to a damaged unit if there is one, so a unit once hit goes on taking hits until it is eliminated.',
  },
  {
    rule: 'NLC 7.6',
    question: 'How do the halvings (disrupted, cavalry) combine with rounding by terrain percentage?',
    ruling:
      "Each unit's strength is halved and reduced for terrain exactly; the units of a side with the same percentage are added and rounded normally as a group, and the rounded groups are added.",
  },
  {
    rule: 'NLC 7.6',
    question: 'How do several terrain lines combine?',
    ruling:
      "The hexside's best line and the hex's line are added (at most -75%); a bridge or trestle replaces the hex's line; a crest counts only when attacking up to its high side; the chateau's -50% is the halving of NLC 10 (not a second one). Each attacking stack uses its own hexside.",
  },
  {
    rule: 'NLC 7.6',
    question: 'Woods: what is "fire between woods"?',
    ruling:
      "An attacker in woods firing into woods suffers no woods reduction, and the defender's fire out of woods is not reduced when any attacking stack is itself in woods.",
  },
  {
    rule: 'NLC 7.6',
    question: 'When is a defender flanked?',
    ruling:
      'When it has at most one friendly stack next to it and an enemy stack next to it (attacking or not) is not adjacent to any other attacking stack, i.e. it is engaged from two separate directions. A single attacking stack with no other enemy around never flanks.',
  },
  {
    rule: 'NLC 7.3',
    question: 'No ganging up: which stacks "will not be assaulted this segment"?',
    ruling:
      'Those not assaulted so far. When several stacks assault together, at most one of them may be next to another enemy stack not yet assaulted; assault that stack first to free the others.',
  },
  {
    rule: 'NLC 7.3',
    question: 'May units of a stack that assaulted make a second assault with the units that stayed out?',
    ruling: 'No: a hex from which an assault was launched launches no other assault in the segment.',
  },
  {
    rule: 'NLC 7.3',
    question: 'Chateaux over units over HQs: which stacks does it bind, and what is an assault on an HQ?',
    ruling:
      'Every stack must take an unassaulted chateau first (NLC 10 says any attacking unit); stacks with infantry must take combat units before an HQ. An HQ alone is assaulted without fire and is destroyed when an attacker advances into its hex.',
  },
  {
    rule: 'NLC 8.2',
    question: 'Must the infantry or cavalry that artillery assaults with be in its own stack?',
    ruling: 'No: one infantry or cavalry unit anywhere in the same assault is enough.',
  },
  {
    rule: 'NLC 7.4',
    question: 'May a side retreat voluntarily when it has nowhere to go?',
    ruling:
      'A voluntary retreat is offered only if at least one of its stacks has a hex to retreat into or stands on the map edge; a stack of a retreating side that has neither stays and loses an extra step.',
  },
  {
    rule: 'NLC 7.4',
    question: 'Where may a retreat go?',
    ruling:
      'Any adjacent hex free of enemy units, not across a major river, not into prohibited terrain or an occupied chateau, chosen by the owner (forced when there is one choice). Friendly units do not cancel the enemy ZOC for the extra step loss. From a map-edge hex a stack may also retreat off the map (NLC 5.6): its units count as eliminated, and leaders with it stay in the hex.',
  },
  {
    rule: 'NLC 7.4',
    question: 'Stacking overflow: which units are the excess, and what if they cannot go on?',
    ruling:
      "The retreating stack's last units (in counter order) beyond the limit go on from the overflow hex to another hex, never back to hexes already passed; if they have none, they are eliminated.",
  },
  {
    rule: 'NLC 7.4',
    question: 'Does the morale check for involuntary retreat count the step losses of the same combat?',
    ruling: 'Yes: the hits are applied first, so a unit that just lost a step checks at -1.',
  },
  {
    rule: 'NLC 7.4',
    question: 'La Garde: which rolls does the Guard lower, and when is the Guard broken?',
    ruling:
      "The -1 applies to the enemy's involuntary retreat roll only. The side's morale drops for good, in every morale check (the NLC 19.2 disruption-removal check included), when an assaulting Old Guard infantry unit is among the units that retreat involuntarily (units flagged oldGuard).",
  },
  {
    rule: 'NLC 10',
    question: 'Does a chateau garrison check morale for an involuntary retreat? What about a lone cavalry unit in a chateau?',
    ruling:
      'A single infantry unit in a chateau neither retreats nor checks. A single non-infantry unit in a chateau still gets the -50% terrain line but none of the other chateau effects.',
  },
  {
    rule: 'NLC 7.11',
    question: 'How does cavalry retreat before an assault?',
    ruling:
      'All eligible cavalry and horse artillery of the hex leave together by the retreat procedure, with the NLC 19.1 morale check of a voluntary retreat; other units stay and are assaulted alone. Units in an enemy ZOC at the start of the turn are those the sequence recorded then (unknown counts as not).',
  },
  {
    rule: 'NLC 7.5',
    question: 'Which units may advance, and do leaders go with them?',
    ruling:
      'Attacking units from one hex: any one non-artillery unit, or both attacking units of the hex if a friendly leader is there or both belong to the same division (artillery only with a non-artillery unit). Leaders go with the last units leaving their hex.',
  },
  {
    rule: 'NLC 11.2',
    question: 'Which losses make a leader roll, and what happens until he is replaced?',
    ruling:
      'Leaders in a hex whose units took a hit from fire roll once per combat (extra retreat steps do not count). A lost leader leaves the map at once. At the start of the next turn his replacement, rated 1, is placed where he was lost if his side\'s units are there, otherwise with the nearest unit of his formation (or of his side).',
  },
  {
    rule: 'NLC 11.1',
    question: 'What is the nearest friendly unit?',
    ruling: 'The fewest hexes away, ties to the lowest hex id. A leader with no friendly unit left on the map stays where he is.',
  },
  {
    rule: 'NLC 2.3',
    question: 'Which leaders give the +1 ("its leader, WC or OC")?',
    ruling: 'A leader of the unit\'s formation (or one with no formation set), or any overall or wing commander of its side, in the same hex.',
  },
  {
    rule: 'NLC 2.3',
    question: 'Who is exempt from the step-loss modifier: "British, King\'s German Legion, and Russian infantry" (2.3) or "British and KGL" (the chart)?',
    ruling: 'Every British and KGL unit, whatever its arm, and Russian infantry: the chart names British and KGL without limiting them to infantry.',
  },
  {
    rule: 'NLC 20.10',
    question: 'How does rout work with group morale checks?',
    ruling:
      'Every morale check can rout: the involuntary retreat check, both NLC 19.1 checks (retreat, leaving a ZOC) and the NLC 19.2 disruption-removal check. A group that fails its check by 3 or more routs as a whole; friendly stacks next to a routed unit then check as groups, and a rout there spreads again. Failing a rout check by less than 3 has no effect. In the individual checks (19.1 retreat, 19.2) each unit routs on its own margin; the 19.2 routs follow all the simultaneous removal rolls.',
  },
  {
    rule: 'NLC 20.4',
    question: 'Which parts of "roll six to hit" are modelled?',
    ruling:
      'One die per point of the (halved and reduced) fire strength, each 6 a hit. The conversion paragraph (modifiers as +1 to the dice, morale differences as ±25% strength, artillery disruption on 5-6, the two-hit 20.3 threshold) is modelled with the artillery rules: see the NLC 20.4 artillery ruling.',
  },
  {
    rule: 'NLC 19.5',
    question: 'Do tiny units also halve extra step losses (retreat into ZOC, no retreat)?',
    ruling: 'Yes: such a loss is one hit to satisfy, so a tiny unit loses two steps (or one with another unit).',
  },
  {
    rule: 'NLC 14',
    question: 'Is army demoralization lifted when rallies bring the destroyed strength below the level?',
    ruling: 'No: once reached, an army stays demoralized. Corps demoralization (NLC 15) is lifted as the rules say.',
  },
  {
    rule: 'NLC 19.1',
    question: 'Does the last unit leaving an enemy ZOC hex by retreat check morale again?',
    ruling: 'No: retreating units already check (voluntary) or are disrupted (involuntary). The check applies to movement (see the next ruling).',
  },
];

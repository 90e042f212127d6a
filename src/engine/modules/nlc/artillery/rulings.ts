// Rulings for NLC line of sight and bombardment where the rules are silent or can be read two ways;
// each has a test (tests/engine/nlc/artillery/).
import type { Ruling } from '../../../rulings';

export const NLC_ARTILLERY_RULINGS: Ruling[] = [
  {
    rule: 'NLC 8.3',
    question: 'Which hexes does a line of sight pass, and what happens where it runs exactly along a hexside (the hexspine)?',
    ruling:
      'The line runs from hex centre to hex centre. Where it runs along the hexside between two hexes, it is blocked only when both of them block (by terrain, units or elevation); a hex off the map edge never blocks. Along a hexspine, a crest on any hexside touching the corners the line passes blocks (the crest\'s endpoints count).',
  },
  {
    rule: 'NLC 8.3',
    question: 'When does a crest hexside block, and what is "the same elevation"?',
    ruling:
      'A crest blocks when the two ends of the line are at the same map elevation, including a crest on a hexside of either end hex. Between different elevations the elevation rules alone decide (an end on the crest\'s high side sees down).',
  },
  {
    rule: 'NLC 8.3',
    question: 'Which terrain and pieces block sight?',
    ruling:
      'Woods, chateau and town hexes, and villages (the maps\' smaller built-up areas) block; so do combat units of either side. Leaders and HQs do not block. The end hexes never block by their terrain or units.',
  },
  {
    rule: 'NLC 8.3',
    question: 'The intermediate-elevation rule speaks of a lower hex lying between the intermediate hex and the higher one: lower than what?',
    ruling: 'A hex as low as the lower end of the line (or lower) lying between the intermediate hex and the higher end.',
  },
  {
    rule: 'NLC T.TEC',
    question: 'Crest is "N/A" in the bombardment column: which bombardments across a crest are not allowed?',
    ruling:
      'A bombardment whose line climbs a crest hexside from its low side to its high side (the target is behind the crest). Artillery on the high side may fire down across it when it can see the target.',
  },
  {
    rule: 'NLC 8.1',
    question: 'The first bombardment hit is a disruption: what if the target stack is already disrupted?',
    ruling: 'The first hit is still spent on the disruption, which has no further effect ("multiple disruptions are ignored"); only later hits cost steps.',
  },
  {
    rule: 'NLC 8.1',
    question: 'Does bombardment reach an adjacent hex, and does a village reduce it?',
    ruling: 'Yes: "up to two hexes away" includes adjacent hexes. A village reduces bombardment by 25% (our terrain, as the village line of the Terrain Effects chart data).',
  },
  {
    rule: 'NLC 11.2',
    question: 'Does a leader roll for loss when a bombardment only disrupts his stack?',
    ruling: 'Yes: the disruption is the first hit of the bombardment, so the stack suffered a hit in combat.',
  },
  {
    rule: 'NLC 8.2',
    question: 'Does artillery that bombarded still defend, and does a lone gun defend?',
    ruling: 'Yes to both: artillery fires in defence whether or not it bombarded this turn and whether or not infantry or cavalry share its hex (facing, NLC 8.4, may still silence it).',
  },
  {
    rule: 'NLC 8.3',
    question: 'What is the visibility on a turn that is both rainy and at night?',
    ruling: 'The shorter one: 1 hex. Scenarios list rain turns in turns.rain; sight then reaches 4 hexes.',
  },
  {
    rule: 'NLC 8.4',
    question: 'What does a gun "face", and what if an assault comes both from a faced hex and from a new one?',
    ruling:
      'A gun faces every hex that held an enemy unit next to it when the Stage (formation action) began. It stays silent only when no attacking stack comes from a hex it faces; if one does, it fires at the whole assault. With NLC 20.13 on, such a gun bombards and fires at opportunity only into the hexes it faces.',
  },
  {
    rule: 'NLC 8.5',
    question: 'How is the flank-charge direction of NLC 7.10 read for a gun, and where does its line enter the target?',
    ruling:
      'The line enters the target through the gun\'s own hex when adjacent, else through the hex the line passes just before the target (along a hexspine the one of the two hexes farther from the friendly unit). The fire enfilades when the target is next to a unit of the guns\' side (other than the guns\' own stack) and that entry hex is neither that unit\'s hex nor next to it. In an assault only attacking guns enfilade; defending guns fire at the whole assault.',
  },
  {
    rule: 'NLC 8.5',
    question: 'Enfilading squares: which cavalry counts as "within charging range", and who is asked when?',
    ruling:
      'Cavalry of the guns\' side adjacent to the target, or two hexes away through an empty clear hex, when the target and the hexes crossed are clear (crest hexsides allowed). The infantry\'s owner is asked once per bombardment, before the dice, only when the line does not already enfilade. The immediate reaction charge after a refusal belongs to the cavalry rules.',
  },
  {
    rule: 'NLC 8.5',
    question: 'How do enfilade and NLC 19.4\'s +50% combine?',
    ruling: 'Each adds 50% of the gun\'s strength (both: double), applied after halvings and before the terrain reduction. Each counts once however many guns have it.',
  },
  {
    rule: 'NLC 19.3',
    question: 'Which guns may fire in remote support, at what, and how strong?',
    ruling:
      'Guns of the attacked side, of the formation of one of the attacked units, not in the attacked hex, not assaulted this segment, that did not bombard this turn and have no enemy next to them from a formation not activated now. Each fires at the nearest attacking stack it sees within its bombardment range, not across any crest hexside, with that hex\'s bombardment terrain column, range 3 at half (NLC 19.4) and enfilade (NLC 8.5). Its strength is added to the defence; it takes no hits, does not retreat, gives no artillery-fire morale modifier and does not change the order of retreat. It takes part automatically: it cannot lose anything by it.',
  },
  {
    rule: 'NLC 19.4',
    question: 'Range 3 is "half strength, round down": of each gun or of the stack?',
    ruling: 'Of the stack: the guns\' exact strengths (after terrain) are added, then halved and rounded down.',
  },
  {
    rule: 'NLC 20.3',
    question: 'Which artillery is "firing in support", and what is "the hits caused by the enemy"?',
    ruling:
      'Guns fighting in an assault beside infantry or cavalry of their side, attacking or defending, and guns in remote support (NLC 19.3). The support works when the side\'s hits on the same roll are more than its strength without the guns would have scored; the hits the enemy scored on this side are then halved, rounded normally (1 stays 1). "Both sides end up disrupted" means every unit of both sides is disrupted after the support: then nothing is halved.',
  },
  {
    rule: 'NLC 20.4',
    question: 'How do the conversion paragraph\'s modifiers, morale and artillery disruption work in Aigle?',
    ruling:
      'The combat modifiers converted are the artillery ones (enfilade, 19.4\'s stack and defence bonuses): each kind is +1 to all of that side\'s dice, so a die of 5 hits with one. In an assault the sides\' group morale (with their combat modifiers) is compared: each point of difference is +25% of the better side\'s strength and -25% of the worse one\'s, rounded normally. Bombardment and opportunity fire disrupt the target when a die (with its modifiers) shows 5 or more, and every hit is then a step. With 20.3, the support needs 2 hits.',
  },
  {
    rule: 'NLC 20.12',
    question: 'Which fire does the alternate resolution cover, and who chooses the later hits?',
    ruling:
      'Bombardment and opportunity fire (artillery firing alone). Every hit goes to the strongest eligible unit (cavalry counting double, ties in scenario order), the rule\'s first-hit priority applied to all hits to spare a decision per hit. Disruption needs strength plus the 2d6 roll of 9 or more; under NLC 20.4 its 5-or-6 rule decides instead.',
  },
  {
    rule: 'NLC 20.13',
    question: 'When in a move is opportunity fire resolved, at which hexes, and what counts as having moved?',
    ruling:
      'Once a move command is made, the guns\' owner is asked about every hex the stack entered in it (sight as it is then); the fire is a bombardment of the moving units at half strength, rounded down, with the Terrain Effects of the hex fired into. A gun fires once at a given stack (the same units) per activation. A gun that made a move command this turn does not fire; retreats and advances neither count as moving nor draw opportunity fire. No opportunity fire at night (as no bombardment, NLC 16).',
  },
];

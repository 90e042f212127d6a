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
    question: 'An intermediate elevation blocks "if there is another lower elevation hex between it and the higher hex": lower than what?',
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
];

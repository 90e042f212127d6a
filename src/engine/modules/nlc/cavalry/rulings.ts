// Rulings for NLC cavalry charges, pursuit and reaction charges where the rules are silent or can be read
// two ways; each has a test (tests/engine/nlc/cavalry/rulings.test.ts).
import type { Ruling } from '../../../rulings';

export const NLC_CAVALRY_RULINGS: Ruling[] = [
  {
    rule: 'NLC 7.7',
    question: 'Which terrain may a charge cross, given that the Terrain Effects chart has a charge column for towns, woods and streams?',
    ruling:
      'Rule 7.7 decides: the target hex and the intervening hex must be clear, and every hexside crossed must be bare, a crest or a slope (our gentler crest). Towns, villages, woods, chateaux, marshes, streams, fords, bridges and rivers cannot be charged across or into, so the chart\'s charge column never reduces a charge.',
  },
  {
    rule: 'NLC 7.7',
    question: 'What must "empty" mean for the intervening hex, and which one counts when two hexes lie between?',
    ruling: 'Empty of combat units of either side (leaders and HQs do not count). When two hexes lie between, one empty clear hex reached over open hexsides is enough; the charge enters the target from it (for flanking).',
  },
  {
    rule: 'NLC 7.7',
    question: 'May several cavalry units charge one hex, and may a hex be charged twice in a segment?',
    ruling: 'Cavalry from one or more hexes may charge a hex together in one declaration; a hex is charged only once per segment. The chargers cannot move, assault or charge again this turn from the moment they are declared.',
  },
  {
    rule: 'NLC 7.7',
    question: 'What does the winner of a tied charge with no losses on either side do, and where is the cavalry during the fight?',
    ruling:
      'The defender wins ties, including 0 to 0, and the charging cavalry goes back to its starting hex. The cavalry stays on its starting hex until it wins; then it holds the charged hex (if no enemy is left there), from which it may pursue, stay or go back.',
  },
  {
    rule: 'NLC 7.7',
    question: 'Is there a charge at night?',
    ruling: 'No: nothing is seen beyond one hex on night turns (NLC 16), and we do not let cavalry charge in the dark.',
  },
  {
    rule: 'NLC 7.8',
    question: 'Where does a pursuit go when a unit that declined pursuit rolls over its pursuit rating, and what is each unit\'s pursuit rating?',
    ruling:
      'It pursues into the adjacent enemy hex holding units that just retreated from the charge, or else the first such hex by hex id. Pursuit ratings follow NLC 2.2: 4, British cavalry 2, Imperial Guard cavalry 5. Only units with an enemy to pursue test.',
  },
  {
    rule: 'NLC 7.8',
    question: 'Do all the winning units pursue when the player chooses to pursue?',
    ruling: 'Yes: a stack that chooses pursuit pursues together into one hex; after its one round it stays in the pursued hex (if it won and the hex is empty) or goes back to where it started the charge.',
  },
  {
    rule: 'NLC 7.9',
    question: 'A move is given as a whole path: when may the enemy react, and where is the moving stack charged?',
    ruling:
      'After the move is declared the reacting side is asked once for the whole path: it picks the hex (any hex of the path its cavalry can charge by a 7.7 route) and the cavalry. The moving stack is met there; if it wins it goes on to the end of its path (unless enemy units now stand in the way), if it loses it retreats from there and its move ends. Declining counts as the one test per moving unit.',
  },
  {
    rule: 'NLC 7.9',
    question: 'Where does a reaction charge meet charging or pursuing cavalry, and what if that cavalry loses?',
    ruling:
      'In the hex they charge (friendly units there are ignored, as the rule says). Beaten chargers go back to their starting hex: their charge is off. Reaction chargers that beat moving, charging or pursuing units do not pursue; winning, they stay where they are (for retreating units, see the retreat ruling).',
  },
  {
    rule: 'NLC 7.9',
    question: 'What do the standing instructions "only with a leader" and "at least N in 6" do?',
    ruling:
      'They answer for the player without asking: every cavalry unit that may react and is stacked with a friendly leader (or whose morale, with the leader bonus, passes on at least N faces) is declared, on the path hex most of them can reach (the earliest on a tie). The others let the enemy pass. "Ask me" brings the curtain up; "never" never reacts. The instruction is kept secret from the other side.',
  },
  {
    rule: 'NLC 7.10',
    question: 'Is forming square a choice, and how is the morale check made?',
    ruling:
      'The charged side chooses whether its undisrupted infantry tries; one die against the group morale of that infantry. Flanking doubles each charging unit whose entry hex qualifies; a backhand blow doubles every unit of a reaction charge.',
  },
  {
    rule: 'NLC 7.10',
    question: 'What is the declared MP usage for the backhand blow when a move is given as a whole path?',
    ruling: 'The path is the declaration: infantry or artillery whose movement points spent this action, including the whole declared path, exceed half its allowance suffers the backhand blow (the highest in the stack counts). The reacting player sees the figures before deciding.',
  },
  {
    rule: 'NLC 7.9',
    question: 'Which cavalry may reaction-charge units retreating after an assault or a charge, and when?',
    ruling:
      'Any undisrupted cavalry of the other side that can charge the hex the retreating units enter, asked (or answered by its standing instruction) as soon as they arrive, before the combat goes on. The cavalry that has just beaten them in a charge does not react: it may pursue them instead (NLC 7.8). A reaction charger that beats retreating units is victorious charging cavalry: it may pursue an adjacent enemy from the hex it charged (riding into it if it is empty), or hold where it is after testing its pursuit rating (NLC 7.8). Retreat hex choices warn when enemy cavalry can reach the hex.',
  },
  {
    rule: 'NLC 20.4',
    question: 'How does the conversion paragraph of roll six to hit apply to cavalry charges?',
    ruling:
      'The flank charge and the backhand blow are the charge\'s combat modifiers: each kind that applies is +1 to every die of the chargers instead of doubling them. The square still halves the charge and infantry and guns still defend at half (these are not bonuses). Each point of difference between the chargers\' and the charged units\' group morale is +25% strength to the better side and -25% to the other, as in an assault.',
  },
  {
    rule: 'NLC 7.9',
    question: 'Moving units charged in a hex they were passing, where friendly units stand, must stop there: what if the hex is then over the stacking limit (NLC 5.3)?',
    ruling:
      'They stand in that hex for the fight whatever its stacking (the friendly units there take no part). If they win they go on with their move. If they must stop, they stop there when the limit allows; otherwise they go back along the way they came to the nearest hex where they fit and no enemy stands, the hex they started from at the furthest.',
  },
];

// Our rulings for Napoleonic 20 where the research marks the base rules unknown or inferred, and for the
// Expansion Kit's open points. Listed by src/engine/rulings.ts; each has a test under tests/engine/n20.
import type { Ruling } from '../../rulings';

export const N20_RULINGS: Ruling[] = [
  {
    rule: 'N20 4.0',
    question: 'What does a player turn contain, and what happens on a night turn?',
    ruling:
      'Daylight player turn: Random Events, Movement, the enemy Reaction Phase, Combat. Night turn: each player has a Movement Phase only (no event card, no zones of control, no battles), then the Night Phase: morale for LOC and objective hexes and Pursuit, +1 recovery for each side, rally (first player first), and the event deck is reshuffled.',
  },
  {
    rule: 'N20 5.0',
    question: 'What happens when the event deck runs out before the night reshuffle?',
    ruling: 'The discards are reshuffled into a new deck at once. Cards are drawn at random at the moment of the draw.',
  },
  {
    rule: 'N20 6.0',
    question: 'Terrain costs and benefits not in the research (marsh, streams, fords, slopes, roads).',
    ruling:
      'Forest and marsh: the unit stops on entering, +1 defence. Town and village +1, chateau +2. Stream and ford hexsides: stop, +1 when every attacker crosses one. Slope or crest: +1 to a defender on the high side when every attacker crosses it. River without bridge or ford: no movement, no attack, no ZOC. A road hexside costs 1 MP whatever the hex. All in data/terrain.ts.',
  },
  {
    rule: 'N20 6.0',
    question: 'How many units may share a hex, and how do units move?',
    ruling: 'One unit a hex at the end of any move. Units move one at a time, each once per Movement Phase, and may pass through friendly units.',
  },
  {
    rule: 'N20 7.0',
    question: 'Which units have a zone of control, and may a unit leave one?',
    ruling:
      'Every unit on the map has a ZOC except Routed units (the Kit keeps it for Disordered units, implying Routed ones lose it) and every unit at night (N20X 9.6.9 note). ZOCs do not cross rivers. A unit that starts its Movement Phase in an enemy ZOC cannot move; only Disengagement in the Reaction Phase takes it out.',
  },
  {
    rule: 'N20 7.0',
    question: 'What exactly is mandatory in the Combat Phase?',
    ruling:
      'The phase cannot end while a friendly unit that is not Routed and has not attacked is next to an enemy unit that has a ZOC and has not yet defended this phase. Routed enemy units may be attacked but need not be. A battle may involve several attackers and defenders: each attacker next to a defender and each defender next to an attacker. Each enemy unit defends in one battle a phase (unitary strength, 9.3), so a battle that would leave such a friendly unit with no enemy to attack must include it. A Guard unit whose side cannot pay for its commitment may not attack and is not obliged to.',
  },
  {
    rule: 'N20 8.0',
    question: 'What may the non-phasing player do in the Reaction Phase?',
    ruling:
      'Each of his units next to an enemy unit may do one thing: Disengage one hex into an empty hex outside enemy ZOCs, or (cavalry only) Countercharge one adjacent enemy unit alone, as a normal battle with the reacting player as attacker, at no Morale cost. The Guard still pays for commitment.',
  },
  {
    rule: 'N20 9.0',
    question: 'What are the lettered steps of the battle sequence?',
    ruling:
      'A: the attacker names attacking units and defenders (and pays for the Guard); A.1: maneuver chits (Kit); B: attacker reserves; C: defender reserves; D/E: totals, terrain, differential and CRT column; F.1: reveal chits (Kit); F: roll; G: results (retreats, breaks, morale, disorder); H: advance after combat.',
  },
  {
    rule: 'N20 9.0',
    question: 'The v2.0 CRT was not recovered. Which table is used?',
    ruling: 'The verified 1999 Waterloo 20 grid, columns -2 to +4, with AE and DE read as AB and DB and the two EX cells read as DW. One data file (data/crt.ts) holds it.',
  },
  {
    rule: 'N20 9.0',
    question: 'How do reserves and column shifts work?',
    ruling:
      'Each side may commit reserves once per battle for 1 Morale Point: one column in its favour. The differential is first clamped to -2..+4, then every shift (reserves, cards, the Maneuver Matrix) is added and the column clamped again. No side may spend Morale below 1 (1/2 with half-point morale).',
  },
  {
    rule: 'N20 9.0',
    question: 'When do hexside benefits count for the defender?',
    ruling: 'Only the single best benefit of any defender counts; a hexside benefit counts when every attacker next to that defender attacks across such a hexside. Field works: redoubt +2, fort +3.',
  },
  {
    rule: 'N20 9.0',
    question: '(Base rule 9.6) What does Routed mean?',
    ruling:
      'A Routed unit retreats 1d6 hexes (elite -2, at least 1). It keeps a Routed marker: combat strength halved rounding up (this reproduces every example of N20X 9.6.9), movement unchanged, no ZOC, may not attack or advance. It recovers by a night rally or an event.',
  },
  {
    rule: 'N20 9.0',
    question: '(Base rule 9.8) How do retreats work, and when are they hazardous?',
    ruling:
      'Each hex must be nearer some friendly LOC hex than the last; never into enemy units or across rivers; through friendly units only if there is no other hex, and never ending on one. Entering an enemy ZOC hex: roll a die, 1-3 the unit Breaks. A unit that reaches a friendly LOC hex with hexes left to go, or has no legal hex, Breaks.',
  },
  {
    rule: 'N20 9.0',
    question: '(Base rule 9.9.3) How far do victorious units advance after combat?',
    ruling: 'One victorious unit (not artillery, not Routed) may advance into each battle hex the losers vacated, one hex only, ignoring zones of control.',
  },
  {
    rule: 'N20 10.0',
    question: 'What are the rally numbers?',
    ruling:
      'At night, one die per Routed or Broken unit: a Routed unit recovers on 3 or more; a Broken unit returns at a free friendly LOC hex on 4 or more and is lost for good on a natural 1. +1 for elite units; +1 at most for spending Morale.',
  },
  {
    rule: 'N20X 12.7',
    question: '(12.7.2) +1 is the most a rally roll may gain: does the elite +1 count within it?',
    ruling:
      'No: the cap limits what Morale Points buy (half a point for one unit or a whole point for all, never both); the elite +1 is a base-rule modifier and comes on top, so an elite unit may rally at +2.',
  },
  {
    rule: 'N20 11.0',
    question: 'When and how do reinforcements enter?',
    ruling: 'At the start of their side\'s Movement Phase on or after their turn, on their entry hex, and then move normally; if the entry hex is occupied they wait.',
  },
  {
    rule: 'N20 12.0',
    question: 'What gains and costs Morale Points?',
    ruling:
      'Each unit routed: -1 to its side, +1 to the enemy; each unit broken: -1 and +1 (a routed unit that then breaks counts once, as broken); a combat withdrawal (AW, DW) costs nothing, but a unit withdrawn from the map (by an event) costs its side 1 full point (N20X 12.7.5). Reserves 1, the Guard 1 (and 1 more if its battle is not won), rally +1 for all rolls 1. Night: +1 recovery, -1 per own objective held by the enemy, -1 per pair of own LOC hexes held by the enemy. Lull +1. The track tops out at 10. All in data/morale.ts.',
  },
  {
    rule: 'N20 12.0',
    question: '(Base rule 12.6) When does committing the Guard cost Morale, and what is a failure?',
    ruling: 'Attacking with one or more Guard units costs 1 Morale Point once per battle; if the result is not a defender result (DW, DR, DB) the Guard failed and the attacker loses 1 more.',
  },
  {
    rule: 'N20 13.0',
    question: 'When does a player gain Morale for passing?',
    ruling: 'A phasing player who neither moves a unit nor fights a battle in a daylight player turn gains 1 Morale Point (up to the track\'s top).',
  },
  {
    rule: 'N20 14.0',
    question: 'What are the night morale adjustments?',
    ruling: 'For each side in turn: own LOC hexes occupied by the enemy (one point per pair; 1/2 per hex with half-point morale), own objective hexes occupied by the enemy (-1 each), enemy units sent off in Pursuit (-1 each); then +1 recovery for both sides.',
  },
  {
    rule: 'N20 15.0',
    question: 'How is a game won without the Expansion Kit victory conditions?',
    ruling:
      'A side whose morale falls to 0 loses at once (the other side wins a Victory; both at once is a Draw). At the end, the scenario\'s named side (the defender) wins if its morale is at least the other\'s, otherwise the game is a Draw, as in the first Borodino 20.',
  },
  {
    rule: 'N20X 5.0',
    question: 'Spicy says to shuffle "all four Retain cards" into the event deck, but there are four Reveal and twelve Retain cards.',
    ruling: 'The four Reveal cards are shuffled into the event deck; the twelve Retain cards form the Special Events draw pile.',
  },
  {
    rule: 'N20X 5.0',
    question: 'When are Retain cards played, and where do they go?',
    ruling:
      'Movement cards in the owner\'s Movement Phase; battle cards at the owner\'s reserve step (B or C) of a battle. A played card is public; it goes to the Special Events discard pile in Spicy and is set aside otherwise. Each player is asked at his reserve step whenever he can commit reserves or holds any Retain card, so the question tells the opponent nothing he could not count.',
  },
  {
    rule: 'N20X 9.0',
    question: 'Several levels of a module are switched on at once.',
    ruling: 'The most intense one wins: Spicy over Medium over Mild, Furious over Fun over Fast.',
  },
  {
    rule: 'N20X 9.0',
    question: 'Fun: what is "at or adjacent to" a battle, and what if a player forgets his marker?',
    ruling:
      'A Direct Command marker is in range when its unit is in, or next to, the hex of any attacking or defending unit. The Movement Phase cannot end until the marker is placed. A marker removed with its unit stays off the map until its side\'s next Movement Phase.',
  },
  {
    rule: 'N20X 9.0',
    question: 'How do Cav doubling, Cuirassier Shock and the matrix shift combine?',
    ruling: 'Attacking cavalry is doubled at most once (after artillery doubling, which cavalry never has). The matrix shift is added with the other column shifts after the differential is clamped.',
  },
  {
    rule: 'N20X 9.6.9',
    question: 'Who is disordered by Ad, Dd and Bd?',
    ruling: 'The named side\'s units that took part in the battle and are still on the map after the result (and retreats) are applied.',
  },
  {
    rule: 'N20X 15.0',
    question: 'Which hexes count for "possession of the battlefield", and what if both armies reach 0 together?',
    ruling:
      'Enemy Objective hexes, enemy LOC hexes and every Redoubt and Fort hex, whoever built it, occupied by the side\'s units at the end. Both armies at 0 at the same moment is a Draw. Tactical needs a margin of one full point.',
  },
  {
    rule: 'N20X 16.8',
    question: 'How is Pursuit conducted, and how long does a pursuer count?',
    ruling:
      'In its Movement Phase, while the enemy may withdraw (the "Kutuzov Hesitates" event), a unit that can reach an enemy LOC hex held by a friendly unit may march off there; one unit per such hex per turn. Each pursuer costs the enemy 1 Morale Point at the next night, once.',
  },
  {
    rule: 'N20X GZ',
    question: 'What does the field works construction roll give?',
    ruling: 'One die before play: 1 one redoubt; 2 two redoubts; 3 two and a fort; 4 three and a fort; 5 three and two forts; 6 four and two forts. The Russians place them on the marked sites of the heights.',
  },
];

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
      'One per formation led by a corps or wing leader (or with no leader). A dummy is made in any hex no enemy occupies or spots, and moves (mop-hide:move) at any of its side\'s decisions to any such hex, regardless of orders; it has no ZOC. Its hex is closed to enemy moves exactly as a hidden stack\'s is (see below), so that nothing tells them apart. The enemy sees it exactly as a hidden stack: one marker per hex, no count, no identity. A hidden gun must show its stack before it bombards.',
  },
  {
    rule: 'MOP 37.10',
    question: 'How does a side\'s move meet an enemy hidden force it has not found out?',
    ruling:
      'As if only what the side sees were on the board (rules/unseen.ts): until the force is revealed (at the start of a segment, or by a repulse) its units project no ZOC, hold no hex and count in none of the mover\'s checks (ZOC costs and bans, night, reinforcement entry, orders, command range), so the moves offered are the same whether the marker covers real units or a dummy. Its hex may be entered only when the repulse of 37.11.1 is in play (vedettes on), which finds out what is there; otherwise every marker\'s hex, real or dummy, is closed to enemy moves with the same reason. A marker on a reinforcement\'s entry hex blocks it as an enemy unit would (NLC 9: the closest free hexes are used), and a repulse can stop an entering march short of it.',
  },
  {
    rule: 'MOP 37.10',
    question: 'May a gun bombard (NLC 8.1) a hidden-force marker it has not identified?',
    ruling:
      'No. Bombardment targets are read on the board as the side sees it: an enemy hidden force is not there for it until revealed (at the start of a movement, charge or assault segment in sight, or by a vedette), and its marker, real or dummy alike, is refused as a target with the same reason, so firing at a marker never tells which it is. The gun-range overlay and the sight lines of the Bombardment Segment leave hidden forces out the same way.',
  },
  {
    rule: 'MOP 37.11',
    question: 'How many vedettes does a unit have, when are they sent out and gathered, and what becomes of the unit?',
    ruling:
      'The scenario lists each unit\'s number (mop.vedettes, the counter\'s corner figure); light cavalry it does not list has 2. In its formation\'s Movement Segment, before it moves, a light cavalry unit is set aside and its vedettes stand in its hex; a brigade listed with its own vedettes stays and adds them. When all its surviving vedettes stand in one hex (own vedettes: in the brigade\'s hex) they gather: the unit comes back there with its movement spent for the activation. If every vedette of a set-aside unit is lost, the unit is lost with them. Vedettes are never hidden (37.10 hides flag-backed counters): both sides see them. The seed gives six Prussian and one Württemberg brigade their own vedettes without naming them: our battles list the Prussian brigades of Yorck\'s and Kleist\'s corps (Montmirail, Vauchamps) with one each, and the sampler one Württemberg unit.',
  },
  {
    rule: 'MOP 37.11',
    question: 'When and how far do vedettes move, and what do they not do?',
    ruling:
      'Without orders and always in command, each vedette moves in the Movement Segment of its unit\'s formation, up to that unit\'s movement allowance, on the cavalry costs (37.3) with the road rate on every road or trail step, ignoring zones of control; never into a hex of enemy units or enemy vedettes. They have no ZOC, do not count for stacking, cannot be bombarded and take no part in assaults; in a stack that is attacked they stay where they are (the rule lets them stay) until an enemy enters. Reorganising vedettes is not played (they are not eliminated units).',
  },
  {
    rule: 'MOP 37.11',
    question: 'What is the free attack of cavalry entering vedettes, and where do vedettes fall back?',
    ruling:
      'Enemy units may move into vedettes\' hex when no units of the vedettes\' side are there, and move on. Cavalry (and light cavalry) among them first fire once on the Fire Table at half their current strength (rounded down, at least 1); each hit takes one vedette. The survivors fall back two hexes at once, to the hex two hexes away (through a hex free of enemy units and vedettes) farthest from where the enemy came, lowest hex id on a tie; with no such hex they are lost. The same when enemy units retreat or advance into them after combat (no free attack).',
  },
  {
    rule: 'MOP 37.11',
    question: 'How do vedettes fight vedettes?',
    ruling:
      'A side\'s vedettes next to a hex holding only enemy vedettes may attack it in their Movement Segment (mop-vedette:attack): both sides fire once on the Fire Table at 2 a vedette, each hit taking one vedette of the other side; the attackers\' movement is over. Nobody advances.',
  },
  {
    rule: 'MOP 37.11',
    question: '37.11.1 repulse: what does a move into an unseen hidden force do, and what does "checks morale" lead to?',
    ruling:
      'With vedettes and hidden forces both in play, a move may be given into a hex holding an enemy hidden force. A dummy there is removed and the move goes on. Real units are revealed and the movers stop in the hex they entered from (the longest legal part of the path when the ZOC of the force just found out would have stopped them sooner), their movement over, and check morale once as a group: failed, they are disrupted (as NLC 19.1). Units whose orders forbid entering an enemy ZOC (NLC 12.2) go one hex further back along their path and are disrupted with no check. A vedette riding into a hidden force stops before it and the force is revealed (no morale check).',
  },
  {
    rule: 'MOP 37.11',
    question: '37.11.2: which pieces report hidden forces, and does the owner ever answer "vedette"?',
    ruling:
      'Only vedette counters report. Seeing a hidden force in line of sight beyond the 37.10 spotting range, a vedette marks it with the turns it would take (at its unit\'s movement, cavalry costs) to ride to its formation commander, 99 when he is not on the map; the marker drops by one each turn start and the force is revealed at zero, or at once when the vedette is within one move of its commander. Since vedettes never hide, the owner\'s answer is always "not vedettes". A force that moves away leaves the marker behind. Reports are made as each formation action and segment begins and whenever a vedette moves.',
  },
  {
    rule: 'MOP 37.10',
    question: 'Do hidden forces block a line of sight (NLC 8.3), and for whom?',
    ruling:
      'A line of sight is traced over the board as the tracing side sees it. An enemy hidden-force marker blocks as a stack would, real or dummy alike (the side cannot tell them apart, so neither can its guns nor its line-of-sight tool); enemy pieces hidden from it without a marker do not. This holds for bombardment, opportunity fire, remote support and the gun-range and sight overlays; the line-of-sight tool answers each player from that player\'s board and the referee from the true one.',
  },
];

// Our rulings where the command rules (NLC 12, 11.5, 16) are silent or ambiguous; gathered by rulings.ts.
import type { Ruling } from '../../../rulings';

export const NLC_ORDER_RULINGS: Ruling[] = [
  {
    rule: 'NLC 12.6',
    question: 'Does halving the distance for an OC who sees the leader apply to the 3 MP "received at once" test too, and how is x.5 rounded?',
    ruling:
      'Yes: the distance is halved first, then an order within 3 MP is received at once; otherwise distance / 6 is rounded half up (8 MP: 1 turn, 9 MP: 2 turns, either in sight: 1 turn). The courier rides at cavalry rates, roads and trails at their rate, ignoring units and ZOCs.',
  },
  {
    rule: 'NLC 12.2',
    question: 'How are the 10 MP to a target measured?',
    ruling:
      'From the leader or any in-command unit (where they will enter, for reinforcements), at the cheapest rate for each hex (the lower of the infantry and cavalry costs, roads and trails at 1/2), ignoring units and ZOCs; every hex joined by road or trail to a hex within 10 MP is also in reach. A target of several hexes needs one of them in reach.',
  },
  {
    rule: 'NLC 12.2',
    question: '"Must move" at the speed of the slowest unit, and "must move at least one hex closer": how are these obligations judged?',
    ruling:
      'When the player ends movement: every in-command unit under Attack or Probe (not yet within 2 hexes of the enemy, not having bombarded or charged) and every unit under March must end nearer its target than it began the activation; a Defend leader more than 2 hexes out must end nearer; a Fall Back unit within 3 hexes of the enemy must end farther from it. A unit that has no legal move that would do it owes nothing.',
  },
  {
    rule: 'NLC 12.2',
    question: 'How does a March follow its route waypoints, and when is a waypoint passed?',
    ruling:
      'The route is kept per formation (the column follows its head): the March obligations measure towards the first waypoint not yet passed, then towards the target. A waypoint is passed once the formation\'s leader or one of its units stands on it, or an active unit of it enters it; success still needs the target (NLC 12.8).',
  },
  {
    rule: 'NLC 12.5',
    question: 'How does the instant March-to-Attack switch of a leader rated 3 or more work?',
    ruling:
      'Only for a March whose next order in the sequence is an Attack: its units may enter an enemy ZOC, and the moment they do the March is closed (cancelled, switched) and the Attack complied with, without a compliance roll. Under a lower-rated leader the March forbids the ZOC; the March is cancelled when blocked (NLC 12.9) and the Attack follows in the command phase.',
  },
  {
    rule: 'NLC 12.1',
    question: 'Is a unit that moves into an enemy ZOC hex within command range, and is a unit in range while its leader is off the map?',
    ruling:
      'The range is traced into any hex free of enemy units, and on through an enemy ZOC hex only where friendly units stand; so the end hex of a move counts. While the leader is not on the map (arriving later, lost), his units are not restricted by command range.',
  },
  {
    rule: 'NLC 12.8',
    question: '"No unit has been attacked in the last turn": how is this known?',
    ruling: 'A March or Attack does not succeed in a command phase if the formation lost a step since the previous one, or if any of its units stands next to an enemy unit.',
  },
  {
    rule: 'NLC 12.9',
    question: 'When is a March "blocked", and who moves the 3-hex failure retreat?',
    ruling:
      'A March is cancelled in the command phase when its leader stands in or next to an enemy ZOC hex that is nearer the target than he is. Units blocked while their leader is not keep the formation\'s March (orders are kept per formation, not per unit): they may not enter the enemy ZOC under it and owe no move they cannot make, so they stand while the head of the column marches on. The failure retreat is moved by the engine: each unit steps up to three times to the neighbour farthest from the nearest enemy unit (never into enemy units, across a river, over the stacking limit or into an enemy ZOC, where it stops); the leader joins his nearest unit; the Fall Back heads for the side\'s HQ.',
  },
  {
    rule: 'NLC 12.3',
    question: 'How do both sides record Local Decisions and send orders "at the same time" on one screen?',
    ruling: 'Each step is a secret choice of both sides (the first side first in hot-seat); nothing written is shown to the other side, and the results come out only when the rules make them public (a Bad Move, a formation moving).',
  },
  {
    rule: 'NLC 11.5',
    question: 'How far and by which way does an HQ under a March or Fall Back order move in the Reserve Phase?',
    ruling: 'Up to 5 MP at infantry costs (roads at their rate) along the cheapest way to the hex nearest its target, never into enemy units or ZOCs; the order succeeds when it stands on the target.',
  },
  {
    rule: 'NLC 12.2',
    question: 'May a scenario formation act without any order?',
    ruling: 'A formation that has no order (the scenario gave none and none has been complied with) moves as without the orders system, command range apart; NLC 9 reinforcements with an HQ on the map march to it and then defend there.',
  },
];

// NLC 12.13 divisional orders and NLC 12.14 wing commanders.
NLC_ORDER_RULINGS.push(
  {
    rule: 'NLC 12.13',
    question: 'How is a division named, who writes its orders, and when does its divisional order end?',
    ruling:
      'A division is the units of a corps with the same division name (recipient "<corps>/<division>"); it has no leader counter in our scenarios, so its rating is 1. Overall (and active wing) commanders write divisional orders, and a corps commander may give one by his Local Decision: he rolls on the Local Decision Table with his own rating (+1 if his corps is in Reserve); on "acts locally" the order rides from his hex like a written one and compliance is checked on arrival (his rating plus 1); on a Bad Move the opponent orders the division. The divisional order ends when it closes (success, failure, cancellation) or when the corps complies with a new order of its own, which countermands it: the division is back under its corps.',
  },
  {
    rule: 'NLC 12.13',
    question: 'Units on divisional orders must end their movement close together (3 hexes): how is that enforced?',
    ruling:
      'At each move: a unit of a division on divisional orders may not end a move more than 3 hexes from another counter of its division unless it ends nearer the farthest of them than it began (so a scattered division may close up). Under Defend every unit likewise keeps within 2 hexes of the target. Such a unit may not move into a hex holding friendly units of another division or formation. Joining an assault with units outside the division is not yet refused.',
  },
  {
    rule: 'NLC 12.14',
    question: 'When is a wing commander "in command range and LOS" of an overall commander, and how many orders may he give?',
    ruling:
      'When an OC on the map is within 3 MP of him at the cheapest rate and sees his hex (NLC 8.3); then he is unused and writes no orders. Otherwise he may write to the formations of his wing (and their divisions) as many orders a turn as his rating, with no HQ penalty, his couriers riding from his hex; each order must be consistent with his own current order: March always, the same type, or Reserve while another formation of his wing has his type.',
  },
  {
    rule: 'NLC 12.14',
    question: 'What of the wing commander rolling for Initial and Coordinated Actions and moving once a turn?',
    ruling:
      'A wing commander who is away from every OC (not within 3 MP and sight) is offered with the OCs when a side chooses who rolls for the Coordinated and the Initial Action; with his rating, and the chits he may then pick are those of his wing only. Like an OC he moves once a turn, in an action in which a formation of his wing is activated.',
  },
  {
    rule: 'NLC 12.13',
    question: 'When may a divisional order be cancelled "at any time" by the player, and what does Assign do to a division?',
    ruling:
      'A divisional order from the corps commander\'s Local Decision (or one a division entered with as reinforcements) may be cancelled in its player\'s own command phase, with his orders, when every unit of the division on the map is within the corps commander\'s command range; the division is then back under its corps. A division Assigned to another corps is reattached to it: it is activated with that corps (not its own), traces command range to its leader, follows its order, and every division after the first so added lowers that leader\'s rating by 1 for compliance and Local Decisions. A division or corps Assigned to a wing commander joins his wing: he may write to it when active.',
  },
  {
    rule: 'NLC 20.2',
    question: 'En colonne (20.2.1): how are pairs, "the same path" and "road moves" judged?',
    ruling:
      'A division\'s infantry brigades on the map are en colonne when they stand in pairs (one alone with an odd number); with more than two brigades their stacks must also stand in one line of touching hexes, each touching at most two others (the path they follow, judged where they stand). Otherwise each brigade has 1 MP less, judged when it moves, except in a road move: one brigade moving alone, every step along a road or trail into a hex free of friendly combat units. En bataille: the brigades\' hexes form one touching group and none shares its hex with other infantry; otherwise each brigade fights at -20%, counted with the other percent changes.',
  },
  {
    rule: 'NLC 20.2',
    question: 'Division command range (20.2.2): what counts as a division, what must touch, and what passes command on?',
    ruling:
      'With the option it replaces the 3 MP range of NLC 12.1 for every purpose of that case. A division (the infantry brigades sharing a division name), an infantry brigade without one, and a light cavalry unit each count as a division; stacked with or next to the corps leader, or next to a unit of another division already in command, it is in command. An en bataille division needs one brigade doing so (and may face such a unit across one gap hex: empty of units, not sight-blocking terrain, in no enemy ZOC, and in both units\' ZOCs; judged as the side sees the board (MOP 37.10): a hidden enemy force projects no ZOC into it, and its marker, real or dummy, fills it); a division not en bataille needs every brigade to. Artillery and heavy cavalry are put in command the same way and pass it on to units next to them, but not across a gap. A move is judged with the moving unit at its destination and the others where they stand; with the leader off the map the units are not restricted (as in NLC 12.1).',
  },
  {
    rule: 'NLC 20.2',
    question: 'Extended lines (20.2.3): who may deploy, when, what does it cost, and how does a line move?',
    ruling:
      'Any infantry brigade of combat strength 2 or more (the division name is not required) of the moving formation, in its Movement Segment, with `line` naming the hex across the hexside: the counter then fills its own hex and that one. It pays the dearer of entering either hex (never the road rate) from its allowance, and the move is judged as a step into the second hex for orders, command range and the en colonne allowance. Neither hex may be in an enemy ZOC (a line is deployed out of contact), hold enemy units or a hidden-force marker, or other infantry, and each takes the brigade only within its stacking limit (NLC 5.3). It ends the line with `line:revert` into either hex at no cost; an ordinary move starts from its own hex and leaves the line. It moves as a line with `line:move` (hex: where the half in its own hex goes, second: the other half\'s): each half goes at most one hex (or stays, or takes the hex the other leaves), onto any hexside next to where it stands, paying the dearer of entering the two hexes (a half that stays counts as entering across the new hexside); never out of an enemy ZOC (NLC 5.4: a line in contact may only revert), never into enemy units, a hidden-force marker or other infantry, within the stacking limit and the allowance, and each half\'s step judged like a move for orders and command range. It may enter an enemy ZOC, and then stands.',
  },
  {
    rule: 'NLC 20.2',
    question: 'Extended lines (20.2.3): what does "halved for all purposes" and "each hex attacked as a separate unit" cover, where does the line attack from, how does it retreat, and where do the cavalry and artillery with it stand and act from (bombardment, charge, assault, opportunity fire, remote support)?',
    ruling:
      'The strength is halved (with every other modifier, rounded once at the end) in all its fire: assaults, as target of charges and in defence. The brigade fills both hexes: it exerts a ZOC from each, blocks sight in each, and either hex may be assaulted, charged or bombarded as a target holding it; two attacks on its two hexes are resolved one after the other, and the second is not fought if the brigade has left. It assaults only from its own hex (the first). In retreat the owner chooses: revert and retreat, with what stands in its own hex, from either of its hexes into any hex next to it that a retreat may enter (the two hexes at the ends of the hexside are next to both), or keep the line: each half one hex back into a hex it may retreat into (a half may take the hex the other leaves, neither may stay in the hex fought over), the two next to each other, no overflow and no other infantry, one extra step if either is in an enemy ZOC. Stacking: cavalry and artillery stand in one hex of the line, other infantry in neither. Whenever a line\'s hex is assaulted, charged or bombarded, its owner places each cavalry or artillery unit standing with the line in the attacked hex (it defends, or takes the fire) or the other (it stays out), within the stacking limit, before the combat; when the line\'s cavalry reaction-charges (NLC 7.9, in the enemy\'s formation action) he chooses the hex of the line it charges from (asked only when both reach the target; range, route and the flank of NLC 7.10 depend on it). A place holds for the rest of the formation action (the combat round: its bombardments, charges, reaction charges and assaults), so a unit is never in both hexes in one round and a later attack on the other hex finds it where it was placed. In its own formation action the owner chooses too: a gun or cavalry unit of the line not yet placed in this round bombards or charges from either hex that reaches the target (within the stacking limit): when both do, the command names the hex (each is listed), and without one the hex it stands in is taken; taking its place in the other hex is no move (no movement points, no order or command-range test), and it then holds that hex for the round like any placement. It assaults from either hex of the line next to the target too (asked when both are): the assault\'s stack rules (NLC 7.3, 10) and the stacking limit are judged with the hex chosen, and a stack that has assaulted bars only its own hex. In the enemy\'s formation action a gun of the line not yet placed fires at a passing enemy (NLC 20.13) and in remote support of an assaulted hex (NLC 19.3, placed before the assault\'s fire) from either hex that reaches: placed there at once, and logged, when only one hex does, its owner asked when both do; in opportunity fire it keeps its own facing (NLC 8.4) wherever it fires from. When several units of a line act together (a joint reaction charge, an assault, remote support), the hexes they take must hold them all within the stacking limit (NLC 5.3), counting the units that stay and not those that leave: a declared reaction charge or assault that cannot be stood so is refused, and an instruction that declares by itself leaves out the units that would have to take their place in the other hex, the last first, until the rest fit; guns that fire in remote support are left out the same way: those left out stay where they stand for the round and do not fire. The map draws a gun\'s range and sight lines from every hex it may fire from. A reaction charge fights only the units that moved (NLC 7.9), so a unit standing with a line hex it strikes is not in that fight and is not asked about.',
  },
  {
    rule: 'NLC 20.2',
    question: 'Extended lines (20.2.3): how do lines count for en bataille and the division command range?',
    ruling:
      'Both hexes count: the division is en bataille when all the hexes its brigades fill touch in one group, none holds other infantry, and no brigade stands next to both hexes of another brigade\'s line. For the command range of 20.2.2 a brigade in line touches (and faces across a gap) from either of its hexes, and the map\'s command-range shading counts both.',
  },
  {
    rule: 'NLC 20.2',
    question: 'Light cavalry retreat (20.2.4): what does "can always retreat" change in NLC, and what is "started adjacent"?',
    ruling:
      'Every side that took a hit may already retreat voluntarily in NLC 7.4, so only the morale check is added: defending light cavalry (every defending unit light cavalry) assaulted by a force with cavalry that has not moved in this activation (so stood next to it) rolls its group morale to retreat voluntarily; failing, it stands and takes full hits. Attacking light cavalry may reaction charge under NLC 7.9 already (only disrupted or charged cavalry may not).',
  },
);

// Our rulings where the rules are silent or ambiguous. The in-game rules reference lists them;
// each has a test naming its case id.
import { TERRAIN_EFFECTS } from './tables/terrainEffects';
import { N20_RULINGS } from './modules/n20/rulings';
import { NLC_COMBAT_RULINGS } from './modules/nlc/combat/rulings';
import { NLC_ARTILLERY_RULINGS } from './modules/nlc/artillery/rulings';
import { NLC_ORDER_RULINGS } from './modules/nlc/orders/rulings';
import { NLC_CAVALRY_RULINGS } from './modules/nlc/cavalry/rulings';
import { MOP_RULINGS } from './modules/mop/rulings';
import { NLC_RALLY_RULINGS } from './modules/nlc/rally/rulings';
import { NLC_OPTIONAL_COMMAND_RULINGS } from './modules/nlc/optional/rulings';
import { HIDDEN_RULINGS } from './rules/hiddenRulings';

export interface Ruling {
  rule: string;
  question: string;
  ruling: string;
}

export const RULINGS: Ruling[] = [
  {
    rule: 'NLC 5.2',
    question: 'Road movement needs March or Fall Back orders; who may use it while the orders system is off?',
    ruling:
      'Any lone unit may use the road or trail rate when it enters through a road or trail hexside into a hex without friendly combat units. A stack of units moves at the terrain rate. Leaders (alone or together) always pay 1/2 on roads and trails, as the rule says.',
  },
  {
    rule: 'NLC 5.3',
    question: 'Stacking is checked at the end of the movement segment; when does Aigle check it?',
    ruling:
      'At the end of each move command: a move may not finish over the limit, even if another unit would later leave. We keep the per-move check because the map cannot yet show an over-stacked hex between moves, so every position on the screen stays legal; moving the unit that leaves first does what the end-of-segment check allows in nearly every case.',
  },
  {
    rule: 'NLC 5',
    question: 'May a stack drop or pick up units?',
    ruling:
      'Yes: a piece may make several moves in one activation while it has movement points left, so a stack can drop a unit and go on, or a unit can join another and move on with it at the lower remaining allowance.',
  },
  {
    rule: 'NLC 5.2',
    question: 'What does a stack of infantry and cavalry pay in woods?',
    ruling: 'The stack pays the cost of its slowest member (cavalry and artillery costs where they differ).',
  },
  {
    rule: 'NLC 18',
    question: 'What victory level does a VP margin give in scenarios that set none?',
    ruling: 'Margin 1-3 marginal victory, 4-9 victory, 10 or more decisive victory, 0 a draw.',
  },
  {
    rule: 'NLC 4',
    question: 'Which formations act in the Reserve Action Stage while the orders system is off (no formation can have Reserve orders)?',
    ruling: 'Formations that the scenario gives no chit act there, the first side first; all others go in the cup.',
  },
  {
    rule: 'NLC 4.2',
    question: 'May the Initial Action winner choose his Coordinated Action chit?',
    ruling: 'Yes: "any of his side\'s chits" includes it; both coordinated formations then act first.',
  },
  {
    rule: 'NLC 9',
    question: 'Where do reinforcements enter when their entry hex is blocked or in an enemy ZOC, and when do they arrive?',
    ruling:
      'They arrive when their formation is activated, on or after their turn. A blocked entry hex is replaced by the nearest free hexes not in an enemy ZOC (up to 3 hexes away). Units not entered in their formation\'s movement segment wait for the next turn.',
  },
  {
    rule: 'NLC 5.6',
    question: 'How does a unit leave the map?',
    ruling: 'From a map-edge hex, with at least 1 MP left (or before it has moved), as its move for the action.',
  },
  {
    rule: 'NLC 5.4',
    question: 'Does a unit that began the action in an enemy ZOC, and whose enemy has since gone, stay stuck?',
    ruling: 'No: the restriction applies while the unit is still in an enemy ZOC.',
  },
  {
    rule: 'NLC 16',
    question: 'How do the players "move in parallel" at night on one screen?',
    ruling: 'With the option on, night turns skip the chit preparation and pull: the first side activates all its formations, then the other side.',
  },
  {
    rule: 'NLC 11.4',
    question: 'Where does a destroyed HQ come back after nightfall?',
    ruling:
      'At the start of the first night turn after its loss ("the first turn after nightfall"), with any friendly unit: its owner picks the hex before anything else happens that turn. The overall commander\'s -1 lasts the rest of that day, i.e. until that night turn.',
  },
  {
    rule: 'NLC 19.1',
    question: 'How often does a moving stack check morale for leaving enemy ZOC hexes as the last unit?',
    ruling:
      'Once per move: if the move leaves any enemy ZOC hex with no friendly unit behind, one die is rolled against the group morale and every moving unit is disrupted on a failure. Cavalry ignores ZOCs and never checks.',
  },
  {
    rule: 'NLC 14',
    question: 'What does army demoralization do to victory in scenarios that say nothing?',
    ruling: 'At the end of the game an army that is demoralized while its opponent is not has lost, whatever the points.',
  },
  ...NLC_COMBAT_RULINGS,
  ...NLC_ARTILLERY_RULINGS,
  ...NLC_ORDER_RULINGS,
  ...NLC_CAVALRY_RULINGS,
  ...MOP_RULINGS,
  ...NLC_RALLY_RULINGS,
  ...NLC_OPTIONAL_COMMAND_RULINGS,
  ...HIDDEN_RULINGS,
  ...Object.values(TERRAIN_EFFECTS)
    .filter((t) => t.source === 'ruling')
    .map((t) => ({
      rule: 'NLC T.TEC',
      question: `The Terrain Effects chart has no line for ${t.id}. What does it do?`,
      ruling: describeTerrain(t.id),
    })),
  ...N20_RULINGS,
];

function describeTerrain(id: keyof typeof TERRAIN_EFFECTS): string {
  const t = TERRAIN_EFFECTS[id];
  const mv = (c: number | 'prohibited') => (c === 'prohibited' ? 'prohibited' : `${c} MP`);
  const move =
    t.move.infantry === t.move.cavalry
      ? `movement ${t.kind === 'hexside' ? '+' : ''}${mv(t.move.infantry)}`
      : `movement ${mv(t.move.infantry)} for infantry, ${mv(t.move.cavalry)} for cavalry and artillery`;
  const red = (r: number | string) => (r === 'NE' ? 'no effect' : r === 'NA' ? 'not allowed' : `-${r}%`);
  return `Treated as: ${move}${t.uphillOnly ? ' (uphill only)' : ''}; assault ${red(t.assault)}, bombardment ${red(t.bombardment)}, charge ${red(t.charge)}.`;
}

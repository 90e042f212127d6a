// Our rulings where the rules are silent or ambiguous. The in-game rules reference lists them;
// each has a test naming its case id.
import { TERRAIN_EFFECTS } from './tables/terrainEffects';

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
      'Any lone piece may use the road or trail rate when it enters through a road or trail hexside into a hex without friendly combat units. A stack moves at the terrain rate.',
  },
  {
    rule: 'NLC 5.3',
    question: 'Stacking is checked at the end of the movement segment; when does Aigle check it?',
    ruling: 'At the end of each move command: a move may not finish over the limit, even if another unit would later leave.',
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
  ...Object.values(TERRAIN_EFFECTS)
    .filter((t) => t.source === 'ruling')
    .map((t) => ({
      rule: 'NLC T.TEC',
      question: `The Terrain Effects chart has no line for ${t.id}. What does it do?`,
      ruling: describeTerrain(t.id),
    })),
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

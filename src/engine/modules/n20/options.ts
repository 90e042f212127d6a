// Which Expansion Kit modules are on (N20X 1.0: both players agree before play). Each module is a rule
// toggle by case id; where a module has levels, the most intense level switched on wins, so "every toggle
// on" is a valid configuration.
import type { RuleToggle } from '../../core/module';
import { ruleOn, type Ctx } from '../../core/ctx';
import type { GameState, Options } from '../../types';

export const T = {
  mild: 'N20X 5.0 Mild',
  medium: 'N20X 5.0 Medium',
  spicy: 'N20X 5.0 Spicy',
  fast: 'N20X 9.0 Fast',
  fun: 'N20X 9.0 Fun',
  furious: 'N20X 9.0 Furious',
  half: 'N20X 12.1',
  victory: 'N20X 15.0',
  pursuit: 'N20X 16.8',
  fieldWorks: 'N20X GZ',
} as const;

// the levels of a module are one choice (none or one level); core/options.ts normalises a set with two
const EVENTS = { id: 'N20X 5.0', label: 'Random Events' };
const MATRIX = { id: 'N20X 9.0', label: 'Maneuver Matrix' };

export const N20_TOGGLES: RuleToggle[] = [
  { id: T.mild, group: EVENTS, label: 'Random Events: Mild (two special cards shuffled into the deck)', kind: 'module', default: false },
  { id: T.medium, group: EVENTS, label: 'Random Events: Medium (one Reveal card, and one Retain card picked by each player)', kind: 'module', default: false },
  { id: T.spicy, group: EVENTS, label: 'Random Events: Spicy (Reveal cards in the deck, Retain cards in a Special Events pile)', kind: 'module', default: false },
  { id: T.fast, group: MATRIX, label: 'Maneuver Matrix: Fast (one battle per friendly Combat Phase)', kind: 'module', default: false },
  { id: T.fun, group: MATRIX, label: 'Maneuver Matrix: Fun (battles near the Direct Command marker)', kind: 'module', default: false },
  { id: T.furious, group: MATRIX, label: 'Maneuver Matrix: Furious (any battle, if either player wants it)', kind: 'module', default: false },
  { id: T.half, label: 'Half-point Army Morale (12.1, 12.7)', kind: 'module', default: false },
  { id: T.victory, label: 'Expanded Victory Conditions: Decisive, Marginal, Tactical, Draw (15.0)', kind: 'module', default: false },
  { id: T.pursuit, label: 'Optional: Pursuit (16.8)', kind: 'optional', default: false },
];

export type EventsLevel = 'Mild' | 'Medium' | 'Spicy' | null;
export type MatrixMode = 'Fast' | 'Fun' | 'Furious' | null;

function on(ctx: Ctx, o: Options, id: string): boolean {
  return ruleOn(ctx, o, id);
}

export function eventsLevel(ctx: Ctx, s: { options: Options }): EventsLevel {
  if (on(ctx, s.options, T.spicy)) return 'Spicy';
  if (on(ctx, s.options, T.medium)) return 'Medium';
  if (on(ctx, s.options, T.mild)) return 'Mild';
  return null;
}

export function matrixMode(ctx: Ctx, s: { options: Options }): MatrixMode {
  if (on(ctx, s.options, T.furious)) return 'Furious';
  if (on(ctx, s.options, T.fun)) return 'Fun';
  if (on(ctx, s.options, T.fast)) return 'Fast';
  return null;
}

export const halfMorale = (ctx: Ctx, s: GameState | { options: Options }) => on(ctx, s.options, T.half);
export const expandedVictory = (ctx: Ctx, s: GameState | { options: Options }) => on(ctx, s.options, T.victory);
export const pursuitOn = (ctx: Ctx, s: GameState | { options: Options }) => on(ctx, s.options, T.pursuit);
/** N20X 9.6.9: the Disordered result exists only with the Maneuver Matrix. */
export const disorderOn = (ctx: Ctx, s: GameState | { options: Options }) => matrixMode(ctx, s) !== null;

// The March on Paris rules' own state, kept in GameState.mop (JSON, part of the saved replay's result).
// Each rule area adds its fields; the side-secret parts (hands, hidden cards) live in GameState.secret.
import type { Draft } from 'immer';
import type { GameState } from '../../types';
import type { CardsPublic } from './cards/state';

export interface MopState {
  /** Marker that the module was set up; rule areas add their own fields beside it. */
  v: 1;
  /** mopcore MOP 37.6: eliminated units in the Unit Awaiting Reorganization and Permanently Eliminated Units boxes. */
  boxes?: { uar: string[]; peu: string[] };
  /** Field rules (mopfield): weather, spans, improved positions, trains, supply (field/state.ts). */
  field?: import('./field/state').MopFieldState;
  /** MOP 37.12, 37.13: the events both sides see, General Retreat, supply sources held (cards/state.ts). */
  cards?: CardsPublic;
  /** MOP 37.2: huge units and trains strung out on a road: the hex behind each (core/roadColumn.ts). */
  roadTails?: Record<string, import('./core/roadColumn').RoadTail>;
  /** MOP 37.16: the turn Napoleon or Ney last added his 25%, by leader (core/specialLeaderEffects.ts). */
  specialUsed?: Record<string, number>;
  /** MOP 37.11: vedettes on the map and the units they replace (field/vedetteCounters.ts). */
  vedettes?: import('./field/vedetteCounters').VedetteState;
  /** MOP 37.19, 37.20: the battles' special rules (scenarioRules/state.ts). */
  scenarioRules?: import('./scenarioRules/state').ScenarioRulesState;
}

export function emptyMopState(): MopState {
  return { v: 1 };
}

export function mopState(s: GameState): MopState {
  if (!s.mop) throw new Error('the March on Paris state is missing: is this a March on Paris scenario?');
  return s.mop as unknown as MopState;
}

export function mopDraft(d: Draft<GameState>): Draft<MopState> {
  if (!d.mop) throw new Error('the March on Paris state is missing: is this a March on Paris scenario?');
  return d.mop as unknown as Draft<MopState>;
}

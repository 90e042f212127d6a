// The state of a scenario's special rules (MOP 37.17-37.23), kept in GameState.mop.scenarioRules.
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import { mopDraft, mopState } from '../state';

export interface ScenarioRulesState {
  /** MOP 37.19: formations whose initiative has been freed (an assault on the place came). */
  freed: string[];
  /** MOP 37.19: formations whose first Bad Move has been played. */
  badMoveUsed: string[];
  /** MOP 37.20: exhausted formations and the consecutive turns they have rested so far. */
  exhausted: Record<string, number>;
  /** MOP 37.20: the last turn an exhausted formation fought or moved (it does not rest that turn). */
  busy: Record<string, number>;
}

export function rulesState(s: GameState): ScenarioRulesState | undefined {
  return (mopState(s) as { scenarioRules?: ScenarioRulesState }).scenarioRules;
}

export function rulesDraft(d: Draft<GameState>): Draft<ScenarioRulesState> {
  const m = mopDraft(d) as Draft<{ scenarioRules?: ScenarioRulesState }>;
  return (m.scenarioRules ??= { freed: [], badMoveUsed: [], exhausted: {}, busy: {} });
}

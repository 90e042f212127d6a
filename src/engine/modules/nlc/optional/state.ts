// Bookkeeping of the NLC optional command rules (under GameState.nlc.optional), created on first use.
import type { Draft } from 'immer';
import type { GameState } from '../../../types';
import { nlcDraft, nlcOf } from '../state';

export interface OptionalState {
  /** NLC 20.9: each formation's demoralization limit change, in percent of its printed limit. */
  ops: Record<string, number>;
  /** NLC 20.5: wing commanders confused until this turn (inclusive). */
  confused: Record<string, number>;
  /** NLC 20.7: units each OC commands directly, and the turn. */
  direct?: Record<string, { turn: number; units: string[] }>;
  /** NLC 20.2.3: cavalry and artillery placed in one hex of a line in this combat round (the formation action `activation`). */
  lineHeld?: { activation: number; units: string[] };
}

export function optionalOf(s: GameState): OptionalState | null {
  return (nlcOf(s) as { optional?: OptionalState }).optional ?? null;
}

export function optionalDraft(d: Draft<GameState>): Draft<OptionalState> {
  const n = nlcDraft(d) as Draft<{ optional?: OptionalState }>;
  return (n.optional ??= { ops: {}, confused: {} }) as Draft<OptionalState>;
}

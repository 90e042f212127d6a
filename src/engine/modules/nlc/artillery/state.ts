// The artillery rules' own bookkeeping under nlc.guns (plain JSON). Created on first use so games and
// tests built before these rules keep their state unchanged until an artillery rule has something to note.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import { nlcDraft, nlcOf } from '../state';

export interface OpportunityMove {
  /** The side that moved, its moving units and the hexes they entered (NLC 20.13). */
  side: Side;
  units: string[];
  path: HexId[];
  /** Stable id of the moving stack in this activation: a gun fires at one moving stack once. */
  key: string;
  /** The command (decision number) that moved it. */
  seq: number;
}

export interface GunsState {
  /** NLC 8.4: enemy-held hexes next to each artillery unit when the current Stage began. */
  facing: Record<string, HexId[]>;
  /** The activation (Stage) the facing was recorded in. */
  facingActivation: number;
  /** NLC 20.13: units that moved this turn (artillery that moved does not fire at opportunity). */
  movedTurn: number;
  moved: string[];
  /** NLC 20.13: "gun>stack key" pairs already fired this activation. */
  oppFired: string[];
  /** NLC 20.13: the move that may draw opportunity fire now, until the guns' owner has answered. */
  opp: OpportunityMove | null;
}

export function emptyGuns(): GunsState {
  return { facing: {}, facingActivation: -1, movedTurn: 0, moved: [], oppFired: [], opp: null };
}

export function gunsOf(s: GameState): GunsState {
  return (nlcOf(s).guns as GunsState | undefined) ?? emptyGuns();
}

export function gunsDraft(d: Draft<GameState>): Draft<GunsState> {
  const n = nlcDraft(d);
  if (!n.guns) n.guns = emptyGuns();
  return n.guns as Draft<GunsState>;
}

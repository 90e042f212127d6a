// The field rules' state in GameState.mop.field (MOP 37.4, 37.3.3, 37.7, 37.8, 37.9): plain JSON.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Weather } from './weather';

export interface TrainState {
  hex: HexId | null;
  /** 'pending' before its arrival; destroyed or captured for good (MOP 37.8); exited in a General Retreat (37.13.1). */
  status: 'map' | 'pending' | 'destroyed' | 'captured' | 'exited';
  /** The side holding it now (a captured pontoon train changes hands, MOP 37.8). */
  side: Side;
  /** Activation in which it last moved, and the movement spent then in half points. */
  movedIn: number;
  mpSpentHalves: number;
  /** A pontoon train deployed as a bridge: the hex across the water (pontoons.ts). */
  deployed?: HexId;
}

export interface MopFieldState {
  /** MOP 37.4: the weather in force, and every roll so far (the turn track shows them). */
  weather: Weather;
  rolls: { turn: number; roll: number; weather: Weather }[];
  /** MOP 37.9: damaged spans as sorted hexside keys "a-b". */
  damaged: string[];
  /** MOP 37.3.3: hexes with an improved position. */
  ips: HexId[];
  /** The units that spent this activation building one, and that activation (no assault by them). */
  ipBuilders?: string[];
  ipActivation?: number;
  trains: Record<string, TrainState>;
  /** MOP 37.7: units found out of supply at the last check, and the turn of that check. */
  outOfSupply: string[];
  supplyTurn: number | null;
  /** MOP 37.13.1: units that left the map out of supply (lost for corps demoralization). */
  exitedOutOfSupply?: string[];
}

export function fieldOf(s: GameState): MopFieldState | null {
  return ((s.mop as { field?: MopFieldState } | undefined)?.field ?? null) as MopFieldState | null;
}

export function fieldDraft(d: Draft<GameState>): Draft<MopFieldState> {
  const f = (d.mop as { field?: MopFieldState } | undefined)?.field;
  if (!f) throw new Error('the March on Paris field state is missing');
  return f as Draft<MopFieldState>;
}

/** A hexside's key, the two hex ids sorted. */
export function spanKey(a: HexId, b: HexId): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

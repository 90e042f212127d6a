// The NLC rules' own part of the game state (plain JSON, under GameState.nlc).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../types';
import type { CombatRecord } from './combat/types';
import type { GunsState } from './artillery/state';

export type Segment = 'bombard' | 'charge' | 'move' | 'assault';

export interface NlcState {
  /** Chits still in the cup: formation ids, or 'ca:<side>' for a Coordinated Action chit (NLC 3.1, 4.1). */
  cup: string[];
  /** Chits drawn this turn, in order (public). */
  drawn: string[];
  /** Formations set aside to move together when the side's Coordinated Action chit is drawn (NLC 4.1). */
  coordinated: Record<Side, string[]>;
  /** Formations activated now (one, or two under a Coordinated Action). */
  active: string[];
  activeSide: Side | null;
  segment: Segment | null;
  /** Units that began this formation action in an enemy ZOC (NLC 5.4: they leave only by advance or retreat). */
  zocLocked: string[];
  /** Units that charged or bombarded this turn (they may not move or assault: NLC 4.5, 7.7, 8.1). */
  charged: string[];
  bombarded: string[];
  /** Units that took part in an assault in the current segment. */
  assaulted: string[];
  /** Hexes already assaulted in the current segment (NLC 7.3: one stack per defending stack). */
  assaultedHexes: HexId[];
  /** Retreats per side this turn, for Taking the Initiative (NLC 20.11). */
  retreats: Record<Side, number>;
  combats: Record<Side, number>;
  /** Demoralized armies and formations (NLC 14, 15). */
  demoralizedArmies: Side[];
  demoralizedFormations: string[];
  /** Army demoralization level adjustments (NLC 11.4: -5 for a lost HQ). */
  armyLevelAdjust: Record<Side, number>;
  /** Leaders lost on 11-12 (NLC 11.2): replaced by a rating-1 leader at the start of the next turn. */
  leadersLost: string[];
  leadersReplaced: string[];
  /** Where each lost leader left the map (NLC 11.2: his replacement appears there next turn). */
  leaderLostAt: Record<string, HexId>;
  /** HQ counters (NLC 3.2, 11.4). */
  hqs: Record<string, { hex: HexId | null; status: 'map' | 'destroyed' }>;
  /** NLC 7.4 La Garde: once assaulting Guard infantry retreats involuntarily, all French morale is -1. */
  guardBroken: Side[];
  /** Reaction-charge tests taken, as 'cavalry>mover' (NLC 7.9: once per moving unit); cleared each formation action. */
  reactionTested?: string[];
  /** Units whose move, charge or pursuit a reaction charge broke off this formation action (NLC 7.9). */
  reactionStopped?: string[];
  /** Which OC moved this turn (NLC 4.4: once per turn). */
  ocMoved: string[];
  /** The assault in progress, or the last one of the segment (NLC 7): public, for the combat panel. */
  combat: CombatRecord | null;
  combatSeq: number;
  /** Hexes from which an assault was launched this segment (NLC 7.3: a stack assaults one defending stack). */
  assaultFrom: HexId[];
  /** Units disrupted when the assault segment began (NLC 7.6: only they fire at half strength). */
  assaultDisrupted: string[];
  /** Units in an enemy ZOC at the start of the turn (NLC 7.11), recorded by recordTurnStartZoc. */
  turnStartZoc: { turn: number; units: string[] };
  /** HQs destroyed (NLC 11.4), with the turn: the OC's rating is -1 for the rest of that day. */
  hqLost: Record<string, number>;
  /** Movement already paid at each entry hex this turn by earlier reinforcement stacks (NLC 9), in halves. */
  entryUsed: Record<HexId, number>;
  /** Units retreated by each side in the previous turn, for Taking the Initiative (NLC 20.11). */
  lastRetreats: Record<Side, number>;
  lastCombats: Record<Side, number>;
  /** The Initial Action of this turn, if a side won it (NLC 4.2). */
  initiative: { side: Side; margin: number } | null;
  /** The chit the Initial Action winner chose (NLC 4.2). */
  initiativeChit: string | null;
  /** Artillery bookkeeping (NLC 8.4 facing, 20.13 opportunity fire), created on first use (artillery/state.ts). */
  guns?: GunsState;
}

export function nlcOf(s: GameState): NlcState {
  if (!s.nlc) throw new Error('the NLC rules are not running in this game');
  return s.nlc as unknown as NlcState;
}

export function nlcDraft(d: Draft<GameState>): Draft<NlcState> {
  if (!d.nlc) throw new Error('the NLC rules are not running in this game');
  return d.nlc as unknown as Draft<NlcState>;
}

export function emptyNlcState(sides: Side[]): NlcState {
  const perSide = <T>(v: T) => Object.fromEntries(sides.map((s) => [s, v])) as Record<Side, T>;
  return {
    cup: [],
    drawn: [],
    coordinated: perSide<string[]>([]),
    active: [],
    activeSide: null,
    segment: null,
    zocLocked: [],
    charged: [],
    bombarded: [],
    assaulted: [],
    assaultedHexes: [],
    retreats: perSide(0),
    combats: perSide(0),
    demoralizedArmies: [],
    demoralizedFormations: [],
    armyLevelAdjust: perSide(0),
    leadersLost: [],
    leadersReplaced: [],
    leaderLostAt: {},
    hqs: {},
    guardBroken: [],
    ocMoved: [],
    combat: null,
    combatSeq: 0,
    assaultFrom: [],
    assaultDisrupted: [],
    turnStartZoc: { turn: 0, units: [] },
    hqLost: {},
    entryUsed: {},
    lastRetreats: perSide(0),
    lastCombats: perSide(0),
    initiative: null,
    initiativeChit: null,
  };
}

// NLC 12: the order data model. Everything here lives in GameState.secret[side].orders: orders, couriers,
// pending compliance and local decisions are the owning side's secret (viewFor hands them only to it).
import type { Draft } from 'immer';
import type { GameState, HexId, Json, Side } from '../../../types';

/** NLC 12.2 order types. */
export const ORDER_TYPES = ['attack', 'probe', 'defend', 'delay', 'march', 'fallBack', 'generalRetreat', 'assign', 'reserve'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** What an order says: its type, its target location (one hex or several: a road, a crest, a town), a March route, a new leader for Assign. */
export interface OrderSpec {
  type: OrderType;
  /** Hexes of the target location; empty only for Reserve. */
  target: HexId[];
  /** March waypoints (NLC 12.2 March), in order. */
  route: HexId[];
  /** Assign: the corps or wing commander the formation is placed under. */
  leader?: string;
  /** NLC 12.5: an Attack to start the next day (does not fail at night). */
  nextDay?: boolean;
}

/**
 * Status of an order (NLC 12.4, 12.6, 12.7, 12.9): in transit; received and awaiting compliance (1T
 * next turn, R4 or R5 rolled each phase); complied (the formation's current order); or closed.
 */
export type OrderStatus = 'transit' | '1T' | 'R4' | 'R5' | 'complied' | 'ignored' | 'cancelled' | 'succeeded' | 'failed' | 'night';

export interface CompliancePreview {
  sender: number;
  recipient: number;
  /** Net shift (right positive) and its reasons. */
  shift: number;
  shifts: string[];
  column: number;
}

/** One written order (the paper order sheet of NLC 12.4, one line). */
export interface Order {
  id: number;
  formation: string;
  /** The sender: an OC, or the formation's own leader for a Local Decision, or the opponent for a Bad Move. */
  from: string;
  spec: OrderSpec;
  /** Later orders of a sequence (NLC 12.5), executed in turn. */
  then: OrderSpec[];
  /** "Await further orders" at the end of a sequence: Reserve instead of Defend (NLC 12.8). */
  awaitFurther: boolean;
  written: number;
  arrives: number;
  faceToFace: boolean;
  kind: 'written' | 'local' | 'badMove' | 'scenario' | 'default';
  status: OrderStatus;
  compliance: CompliancePreview | null;
  /** The 2d6 (compliance) roll and its result, when rolled. */
  roll: number[] | null;
  result: string | null;
  /** Turn the order was complied with / closed. */
  since: number | null;
  closed: number | null;
  /** Why it was closed (success, failure reason), for the history. */
  note: string | null;
}

/** A formation's command situation. */
export interface FormationCommand {
  /** The order being followed, or null (no order yet: the formation acts as before the orders system). */
  current: number | null;
  /** The formation's leader (changed by Assign). */
  leader: string | null;
  /** Steps on the map at the last command phase (NLC 12.10: a loss starts the confidence checks). */
  steps: number;
  /** Confidence checks are due (a step was lost under the current order). */
  confidence: boolean;
  /** Turns in which the formation bombarded to satisfy an Attack (NLC 12.2: at most 2). */
  bombardTurns: number;
  /** Turn of the last order failure (NLC 12.9). */
  failedTurn: number | null;
  /** Defend/Delay: the leader has come within 2 hexes of the target (from now on leaving the radius fails the order). */
  arrived: boolean;
  /** March route waypoints passed, by order id (NLC 12.2; route.ts). */
  routeDone?: Record<string, number>;
}

/** One confidence check (NLC 12.10), kept for the orders panel like the compliance rolls on the orders. */
export interface ConfidenceRoll {
  turn: number;
  formation: string;
  /** The order whose confidence was checked. */
  order: number;
  /** The die must not exceed this (the Order Confidence Check). */
  target: number;
  die: number;
  /** What set the target. */
  leaderRating: number;
  demoralized: boolean;
  objectiveHeld: boolean;
  ok: boolean;
}

export interface OrdersSide {
  next: number;
  orders: Record<string, Order>;
  formations: Record<string, FormationCommand>;
  /** Orders given by each OC this turn (NLC 12.12) and the turn they count for. */
  given: Record<string, number>;
  givenTurn: number;
  /** NLC 12.12: the OC has been away from his HQ since this turn, with this many orders given since. */
  away: Record<string, { since: number; orders: number }>;
  /** Local Decisions recorded this turn (NLC 12.11): order ids, resolved at the end of the phase. */
  local: number[];
  /** Where each unit of the active formations stood when its activation began (obligations, NLC 12.2). */
  startHex: Record<string, HexId>;
  /** Turn each HQ last moved under orders (NLC 11.5, 12.12). */
  hqMoved: Record<string, number>;
  /** Confidence checks rolled (NLC 12.10), oldest first (absent in games saved before it was kept). */
  confidence?: ConfidenceRoll[];
}

export function emptyOrdersSide(): OrdersSide {
  return { next: 1, orders: {}, formations: {}, given: {}, givenTurn: 0, away: {}, local: [], startHex: {}, hqMoved: {}, confidence: [] };
}

export function ordersOf(s: GameState, side: Side): OrdersSide | null {
  return ((s.secret[side] as Record<string, Json> | undefined)?.orders as unknown as OrdersSide | undefined) ?? null;
}

export function ordersDraft(d: Draft<GameState>, side: Side): Draft<OrdersSide> {
  const sec = d.secret[side] as Record<string, Json>;
  if (!sec.orders) sec.orders = emptyOrdersSide() as unknown as Json;
  return sec.orders as unknown as Draft<OrdersSide>;
}

/** The order a formation follows now, or null. */
export function currentOrder(s: GameState, side: Side, formation: string): Order | null {
  const o = ordersOf(s, side);
  const id = o?.formations[formation]?.current;
  return id ? o!.orders[String(id)] : null;
}

export const ATTACK_TYPE: readonly OrderType[] = ['attack', 'probe'];
export const DEFEND_TYPE: readonly OrderType[] = ['defend', 'delay'];

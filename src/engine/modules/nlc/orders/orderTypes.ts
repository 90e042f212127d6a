// NLC 12.2: what each order type obliges and forbids, as data the engine and the client both read.
import type { OrderType } from './types';

export interface OrderTypeInfo {
  label: string;
  /** One line on what it obliges (the composer shows it). */
  obliges: string;
  needsTarget: boolean;
  /** May the formation's units attack (assault or charge)? 'target' = only hexes of the target location (Defend). */
  attack: 'yes' | 'no' | 'target';
  /** May units enter an enemy ZOC? 'target' = only hexes of the target location (Defend). */
  enterZoc: 'yes' | 'no' | 'target' | 'escape';
  /** Road and trail rate allowed (NLC 5.2: March and Fall Back). */
  road: boolean;
  /** The units must close on the target (Attack, Probe: one hex closer each activation until 2 hexes from the enemy). */
  approach: boolean;
  /** Units may not move farther from the target (Attack, Probe, Delay). */
  noRetire: boolean;
  /** May leave an enemy ZOC paying +1 MP (NLC 5.4: Fall Back, Reserve, General Retreat). */
  leaveZoc: boolean;
}

export const ORDER_INFO: Record<OrderType, OrderTypeInfo> = {
  attack: {
    label: 'Attack',
    obliges: 'Close on the target, then attack every turn; never move away from it',
    needsTarget: true,
    attack: 'yes',
    enterZoc: 'yes',
    road: false,
    approach: true,
    noRetire: true,
    leaveZoc: false,
  },
  probe: {
    label: 'Probe',
    obliges: 'Like Attack, but at most two units enter enemy ZOCs and bombardment may stand in for assault',
    needsTarget: true,
    attack: 'yes',
    enterZoc: 'yes',
    road: false,
    approach: true,
    noRetire: true,
    leaveZoc: false,
  },
  defend: {
    label: 'Defend',
    obliges: 'Go to the target and hold within 2 hexes of it; attack only inside the target',
    needsTarget: true,
    attack: 'target',
    enterZoc: 'target',
    road: false,
    approach: false,
    noRetire: false,
    leaveZoc: false,
  },
  delay: {
    label: 'Delay',
    obliges: 'Never move away from the target, enter no enemy ZOC, make no attack',
    needsTarget: true,
    attack: 'no',
    enterZoc: 'no',
    road: false,
    approach: false,
    noRetire: true,
    leaveZoc: false,
  },
  march: {
    label: 'March',
    obliges: 'Move towards the target along the route at road speed; stop before any enemy ZOC; no attack',
    needsTarget: true,
    attack: 'no',
    enterZoc: 'no',
    road: true,
    approach: false,
    noRetire: false,
    leaveZoc: false,
  },
  fallBack: {
    label: 'Fall Back',
    obliges: 'Move away from the enemy; no attack; may leave enemy ZOCs',
    needsTarget: true,
    attack: 'no',
    enterZoc: 'escape',
    road: true,
    approach: false,
    noRetire: false,
    leaveZoc: true,
  },
  generalRetreat: {
    label: 'General Retreat',
    obliges: 'The whole army falls back towards a friendly map edge; no attack',
    needsTarget: true,
    attack: 'no',
    enterZoc: 'escape',
    road: true,
    approach: false,
    noRetire: false,
    leaveZoc: true,
  },
  assign: {
    label: 'Assign',
    obliges: 'Place the formation under another corps or wing commander',
    needsTarget: false,
    attack: 'yes',
    enterZoc: 'yes',
    road: false,
    approach: false,
    noRetire: false,
    leaveZoc: false,
  },
  reserve: {
    label: 'Reserve',
    obliges: 'Stand in reserve: the leader stays put, no unit enters an enemy ZOC or attacks; acts in the Reserve stage',
    needsTarget: false,
    attack: 'no',
    enterZoc: 'no',
    road: false,
    approach: false,
    noRetire: false,
    leaveZoc: true,
  },
};

export function orderLabel(t: OrderType): string {
  return ORDER_INFO[t]?.label ?? 'Order';
}

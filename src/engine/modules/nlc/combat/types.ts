// The public record of the assault in progress (NLC 7.1-7.6, 7.11), kept in nlc.combat for the
// client's combat panel. Plain JSON: no undefined, no secrets.
import type { HexId, Side } from '../../../types';

export type CombatRole = 'attacker' | 'defender';

/** One unit's contribution to its side's fire (NLC 7.1, 7.3, 7.6, 6.3, 10). */
export interface FireLine {
  unit: string;
  hex: HexId;
  /** Printed strength for the steps it has (NLC 6.1, 6.2). */
  base: number;
  /** Halvings applied: 'disrupted' (NLC 7.6), 'cavalry' (NLC 7.3). */
  halvings: string[];
  /** Terrain percentage reduction, 0/25/50/75 (NLC 7.6, T.TEC), and the terrain giving it. */
  pct: number;
  pctSource: string[];
  /** Exact contribution before rounding. */
  value: number;
  /** Doublings applied in a charge: 'flank', 'backhand' (NLC 7.10). */
  doublings?: string[];
  /** Changes from the modules, with their case: percents (MOP 37.1 Night PM guns -50, 37.16 Napoleon/Ney +25) and multipliers ("rain -50% (MOP 37.4)"). */
  mods?: string[];
  /** +50% each: 'enfilade' (NLC 8.5), 'stack' and 'defence' (NLC 19.4); +1 to the dice under NLC 20.4. */
  bonuses?: string[];
  /** Fires in remote support (NLC 19.3): takes no hits, no part in morale or retreat. */
  remote?: boolean;
}

export interface FireRecord {
  lines: FireLine[];
  /** Sum of the exact contributions before rounding (NLC 7.1: add reduced strengths, then round). */
  exact: number;
  strength: number;
  /** The Fire Table rows looked up (over 24: 24 and the remainder with the same roll, NLC 7.1). */
  rows: number[];
  /** 2d6 (or one die per strength point under NLC 20.4). */
  dice: number[];
  hits: number;
  /** 'table' or 'sixes' (NLC 20.4). */
  method: string;
  /** NLC 20.4 conversion: added to every die (one per combat modifier). */
  dieMod?: number;
  /** Modules' modifiers to the 2d6 total (Hooks.fireRoll, MOP A.I cards), already in `hits`. */
  rollMod?: number;
}

export interface MoraleLine {
  unit: string;
  morale: number;
  mods: string[];
}

export interface MoraleCheckRecord {
  role: CombatRole;
  side: Side;
  /** 'involuntary' (NLC 7.4), 'retreatDisruption' (NLC 19.1), 'rout' (NLC 20.10). */
  kind: string;
  units: string[];
  morale: number;
  die: number;
  passed: boolean;
  rule: string;
}

export interface CombatSide {
  side: Side;
  /** Units involved when the fire was exchanged. */
  units: string[];
  hexes: HexId[];
  /** Group morale for the retreat roll (NLC 2.4, 7.3: over all attacking stacks) with each unit's line. */
  morale: number;
  moraleLines: MoraleLine[];
  /** Combat morale modifiers this side suffers: 'flank', 'artilleryFire', 'oldGuard'. */
  moraleMods: string[];
  hadArtillery: boolean;
  fire: FireRecord | null;
  /** Hits scored on this side by the enemy's fire, and the hits it must take after halving. */
  hitsRolled: number;
  hitsTaken: number;
  /** Units that lost a step in the exchange of fire. */
  lostSteps: number;
  retreat: 'none' | 'voluntary' | 'involuntary';
}

/** Work still to do inside a combat; the head of the queue is done first. */
export type CombatTask =
  | {
      t: 'allocate';
      role: CombatRole;
      side: Side;
      /** Units that may take these step losses. */
      pool: string[];
      /** Hits left, in halves (NLC 19.5: a tiny unit's step satisfies half a hit). */
      halves: number;
      /** The first hit must come from infantry if possible (NLC 7.1). */
      firstInfantry: boolean;
      rule: string;
      reason: string;
    }
  | {
      t: 'retreat';
      role: CombatRole;
      side: Side;
      units: string[];
      /** Where the units physically are, and where the retreat has (virtually) got to. */
      from: HexId;
      at: HexId;
      visited: HexId[];
      kind: 'voluntary' | 'involuntary' | 'cavalry' | 'overflow' | 'charge';
      rule: string;
    };

export interface CombatRecord {
  id: number;
  /** The turn and formation activation (clock) it was fought in: the client clears its panel once it is old. */
  turn?: number;
  activation?: number;
  /** 'bombardment' for NLC 8.1 (one-sided fire, no retreat); absent for an assault. */
  kind?: 'assault' | 'bombardment' | 'charge' | 'reaction' | 'pursuit';
  /** The charge details (NLC 7.7-7.10) when kind is 'charge', 'reaction' or 'pursuit'. */
  charge?: ChargeInfo;
  phase: 'cavalry' | 'fire' | 'voluntary' | 'allocate' | 'applied' | 'involuntary' | 'retreating' | 'advance' | 'done';
  target: HexId;
  attacker: CombatSide;
  defender: CombatSide;
  /** NLC 7.6 flanking of the defender. */
  flank: boolean;
  /** Sides in the order they choose retreat and check morale (NLC 7.4). */
  order: CombatRole[];
  /** Voluntary retreat answers, in order. */
  choices: { role: CombatRole; choice: 'retreat' | 'stand' | 'notOffered' }[];
  /** Hits halved by a voluntary retreat (NLC 7.4). */
  halved: boolean;
  allocations: { role: CombatRole; unit: string; halves: number; reason: string; chateauCover: boolean }[];
  checks: MoraleCheckRecord[];
  retreats: { role: CombatRole; units: string[]; from: HexId; to: HexId | null; kind: string; note: string }[];
  disrupted: string[];
  eliminated: string[];
  leaderRolls: { leader: string; dice: number[]; lost: boolean }[];
  /** NLC 7.11: units of the defender that retreated before the assault. */
  cavalryRetreat: string[];
  advance: { units: string[]; hex: HexId } | null;
  advanceDeclined: boolean;
  queue: CombatTask[];
  /** Hexes where units took a hit, for the leader loss roll (NLC 11.2). */
  hitHexes: HexId[];
  /** Artillery fire (artillery/): NLC 8.5 enfilade as decided ('asked' while the owner chooses). */
  enfilade?: 'asked' | 'line' | 'square' | 'refused' | 'none';
  /** NLC 20.13 opportunity fire at a moving stack (the defender's units, wherever they now are). */
  opportunity?: boolean;
  /** NLC 20.3 artillery support: the roles whose guns disrupted the enemy, and whether hits were halved. */
  support?: { roles: CombatRole[]; halved: CombatRole[] };
}

/** What a cavalry charge adds to the combat record (NLC 7.7-7.10); see modules/nlc/cavalry. */
export interface ChargeInfo {
  /** Where each charging unit started (its retreat hex, NLC 7.7) and the hex it charged through (flank, NLC 7.10). */
  from: Record<string, HexId>;
  entry: Record<string, HexId>;
  step: 'square' | 'fire' | 'applied' | 'outcome' | 'retreating' | 'after' | 'done';
  square: { units: string[]; morale: number; die: number; passed: boolean } | null;
  /** NLC 8.5: the owner declined the enfilade bonus, so no square halves this reaction charge. */
  noSquare: boolean;
  /** Charging units whose strength is doubled by a flank charge, and whether it is a backhand blow (NLC 7.10). */
  flankUnits: string[];
  backhand: boolean;
  /** Defenders that do not fire: just retreated from the charge (NLC 7.8) or infantry/artillery against a flank charge (NLC 7.10). */
  silent: string[];
  /** 'attacker' or 'defender' once decided; 'empty' when the charged hex was empty (NLC 7.9). */
  winner: CombatRole | null;
  emptyWin: boolean;
  /** The winners' choice after the charge (NLC 7.7, 7.8) and any pursuit-rating tests. */
  after: 'chargeStay' | 'chargeReturn' | 'pursueInto' | null;
  pursuitTests: { unit: string; rating: number; die: number; pursues: boolean }[];
  /** The units that pursue and the hex they charge next (NLC 7.8). */
  pursuit: { units: string[]; hex: HexId } | null;
  /** For a reaction charge, what the charged units were doing: 'move', 'retreat', 'charge', 'reaction', 'pursuit', 'bombarded' (NLC 7.9). */
  trigger: string;
  /** Charged units that fall back to these hexes instead of retreating when they lose (charging or pursuing cavalry met by a reaction charge). */
  defenderHome: Record<string, HexId>;
}

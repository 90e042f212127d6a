// Rule systems and optional modules are plug-ins over one core. A module contributes automatic
// procedures, decisions, hooks and rule toggles; the system lists the modules it is built from.
import type { Draft } from 'immer';
import type { Command, DecideFrame, DecisionOptions, GameResult, GameState, HexId, Json, ProcFrame, RuleError, SecretFrame, Side } from '../types';
import type { Ctx } from './ctx';
import type { Scenario } from '../scenario/schema';
import type { Out } from './ops';
import type { TerrainEffect, TerrainId } from '../tables/terrainEffects';
import type { UnitType } from '../scenario/schema';
import type { MoveClass } from '../rules/pieces';
import type { LosResult } from '../rules/los';
import type { StepAdjust, StepCost } from '../rules/movement/stepCost';
import type { MovePolicy } from '../rules/movement/reach';
import type { Viewer } from '../types';
import type { MopView } from '../modules/mop/view';
import { hooksOf } from './hookAnswer';

export interface RuleToggle {
  /** Case id, as in shared/rules-cases.tsv ("NLC 19.1"). */
  id: string;
  label: string;
  kind: 'advanced' | 'optional' | 'module';
  default: boolean;
  /**
   * Levels of one module that exclude each other (N20X 5.0 Mild/Medium/Spicy): toggles sharing a
   * group id are one choice, listed from the mildest level to the most intense. See core/options.ts.
   */
  group?: { id: string; label: string; /** What choosing none of the levels means (MOP 37.12: historical study). */ none?: string };
}

export type ProcFn = (d: Draft<GameState>, frame: Draft<ProcFrame>, ctx: Ctx, out: Out) => void;

export interface DecisionHandler<F extends DecideFrame | SecretFrame = DecideFrame> {
  prompt(s: GameState, f: F, ctx: Ctx): string;
  options(s: GameState, f: F, ctx: Ctx): DecisionOptions;
  /** Every legal command for the deciding side (used by the simulator and the UI). */
  legal(s: GameState, f: F, ctx: Ctx): Command[];
  /** Validate then act. Throws RuleFailure (via reject) before changing anything when illegal. */
  apply(d: Draft<GameState>, f: Draft<F>, cmd: Command, ctx: Ctx, out: Out): void;
}

/** The questions other modules (orders, night, charges) may answer; every module must agree. */
export interface Hooks {
  mayMove(s: GameState, ctx: Ctx, unit: string): RuleError | null;
  /** May this unit take part in an assault now (the orders module will answer it too)? */
  mayAssault(s: GameState, ctx: Ctx, unit: string): RuleError | null;
  /** Must this unit assault now (NLC 7.3: Attack/Probe orders in an enemy ZOC)? */
  mustAssault(s: GameState, ctx: Ctx, unit: string): boolean;
  /**
   * Units of `side` entered `hex` (moving, advancing, retreating): leader displacement, HQ capture (NLC 11).
   * `pieces`: the pieces that entered, when a move or a line's step is entered hex by hex.
   */
  onEnterHex(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: string, pieces?: readonly string[]): void;
  /**
   * Asked once per move before its hexes are entered (`before`: the state before the command): false when
   * this module's onEnterHex can change nothing along this path, which then is not asked hex by hex.
   * Optional: without it onEnterHex is asked for every hex.
   */
  enterHexFor(before: GameState, ctx: Ctx, side: Side, path: readonly HexId[]): boolean;
  /** Orders and command range (NLC 12.1, 12.2): why this group may not take this path, or null. */
  checkMove(s: GameState, ctx: Ctx, pieces: string[], from: string | null, path: string[], halves: number): RuleError | null;
  /** What the acting side still owes before movement may end (NLC 12.2 obligations), or null. */
  mayEndMovement(s: GameState, ctx: Ctx, side: Side): RuleError | null;
  /** Is the formation in Reserve (no chit in the cup, acts in the Reserve Action Stage, NLC 4, 12.2)? */
  inReserve(s: GameState, ctx: Ctx, formation: string): boolean;
  /** A formation action begins (NLC 4.5). */
  onFormationAction(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, formations: string[]): void;
  /** The formation a unit is activated with now, when a module says (NLC 12.13: a division assigned to another corps). */
  actsWith(s: GameState, ctx: Ctx, unit: string): string | undefined;
  /** A change to one unit's movement allowance, in half MP (NLC 20.2.1: -1 MP for a division not en colonne). */
  mpAdjustHalves(s: GameState, ctx: Ctx, unit: string): number;
  /** Leaders besides the overall commanders who may roll for the Initial and Coordinated Actions (NLC 12.14 wing commanders). */
  actionCommanders(s: GameState, ctx: Ctx, side: Side): string[];
  /** A new game is being set up, after the system placed the pieces: a module creates its own state. */
  onSetup(d: Draft<GameState>, ctx: Ctx, out: Out): void;

  // ---- March on Paris core (MOP 37.1-37.16, modules/mop): seams answered by the mop modules; the first
  // module that answers (not undefined) decides, NLC behaviour otherwise.
  /** Which chit of the cup is pulled next (MOP 37.1: a cup per side and the odd/even roll): its index in `cup`. */
  pullChit(d: Draft<GameState>, ctx: Ctx, out: Out, cup: readonly string[]): number | undefined;
  /** The cup is filled and no chit is pulled yet: a module may push decisions here (MOP 37.1: cards are played now). */
  beforeChitPull(d: Draft<GameState>, ctx: Ctx, out: Out): void;
  /** A turn begins, after the system queued its frames: frames pushed here run first (MOP 37.6 night rally). */
  onTurnStart(d: Draft<GameState>, ctx: Ctx, out: Out): void;
  /** Why `units` (all in `hex` together, friendly) break the stacking limit, null when they fit (MOP 37.2). */
  stacking(s: GameState, ctx: Ctx, hex: HexId, units: string[]): RuleError | null | undefined;
  /** The terrain chart in force (MOP Terrain Effects on Combat). */
  terrainEffects(ctx: Ctx): Readonly<Record<TerrainId, TerrainEffect>> | undefined;
  /** Which terrain-cost column a unit type pays (MOP 37.3: guns pay the cavalry costs). */
  terrainClass(ctx: Ctx, type: UnitType): MoveClass | undefined;
  /** The farthest a unit in `from` sees `to` now (MOP 37.1 Night PM, 37.3.2 higher ground). */
  visibility(s: GameState, ctx: Ctx, from: HexId, to: HexId): number | undefined;
  /** An extra reason the line `los` is blocked (MOP 37.3.2 slopes), or null. */
  losBlock(s: GameState, ctx: Ctx, los: LosResult): { at: HexId[]; why: string; rule: string } | null;
  /** May the unit bombard now (MOP 37.1: not on a Night PM turn)? */
  mayBombard(s: GameState, ctx: Ctx, unit: string): RuleError | null;
  /** Percent changes to an assaulting or defending unit's strength (MOP 37.1, 37.3.1, 37.16): e.g. -50, +25. */
  assaultStrengthPercent(s: GameState, ctx: Ctx, unit: string, role: 'attacker' | 'defender', target: HexId, attackers: string[]): { percent: number; why: string; rule: string }[];
  /** A unit's morale before the chart's modifiers (MOP 37.5); `defending` in an assault. */
  baseMorale(s: GameState, ctx: Ctx, unit: string, defending: boolean): number | undefined;
  /** A unit was eliminated from `hex` (MOP 37.6: it goes to the UAR or PEU box). */
  onUnitEliminated(d: Draft<GameState>, ctx: Ctx, out: Out, unit: string, hex: HexId | null): void;
  /** Pieces of `side` moved from `from` along `path` (`before`: the state before the move; `policy`: the costs the move paid; MOP 37.2 huge units on roads). */
  onMoved(d: Draft<GameState>, ctx: Ctx, out: Out, before: GameState, pieces: string[], from: HexId | null, path: HexId[], policy: MovePolicy): void;
  // ---- March on Paris field rules (mopfield: MOP 37.4 weather, 37.3.3 improved positions, 37.7 supply, 37.9 spans)
  // (onTurnStart above also rolls the weather, MOP 37.4)
  /** A cap on how far sight reaches from `from` to `to` now, or null for none; the smallest cap wins over the visibility in force (MOP 37.4). */
  sightLimit(s: GameState, ctx: Ctx, from: HexId, to: HexId): number | null;
  /** One movement step of these pieces, as the module changes it (MOP 37.4 mud doubling, 37.9 damaged spans). */
  moveStep(s: GameState, ctx: Ctx, pieces: string[], from: HexId, to: HexId, cost: StepCost): StepCost;
  /**
   * The module's moveStep for this group in this state, settled once for a whole movement search: null when
   * it changes no step (the search then skips it), else a function giving exactly what moveStep gives.
   * Optional: a module with moveStep and without it is asked step by step.
   */
  moveStepFor(s: GameState, ctx: Ctx, pieces: string[]): StepAdjust | null;
  /** Why the guns at `from` may not bombard now (target null: at all), or null (MOP 37.4). */
  bombardVeto(s: GameState, ctx: Ctx, from: HexId, target: HexId | null): RuleError | null;
  /** Why cavalry at `from` may not charge (or reaction-charge) `target` now, or null (MOP 37.4 mud, 37.3.3 improved positions). */
  chargeVeto(s: GameState, ctx: Ctx, from: HexId, target: HexId): RuleError | null;
  /** Multipliers of one unit's fire strength (MOP 37.4 weather, 37.3.3 improved positions). */
  fireFactors(s: GameState, ctx: Ctx, q: FireQuery): FireFactor[];
  /** Hexes no zone of control extends into (MOP 37.3.3 improved positions), or null. */
  zocFree(s: GameState, ctx: Ctx): HexId[] | null;
  /** Does this unit suffer the NLC 15 effects for a reason of the module's own (MOP 37.7 out of supply, not cumulative)? */
  unitDemoralized(s: GameState, ctx: Ctx, unit: string): boolean;
  /** The supply state of a side for the client's overlay (MOP 37.7), or null when the module has none. */
  supplyMap(s: GameState, ctx: Ctx, side: Side): Json | null;
  // ---- March on Paris cards, reinforcements and victory (MOP 37.12, 37.13, A.II)
  // (onTurnStart above also deals the day's cards and rolls the reinforcements)
  /** A reinforcement's arrival as changed by the module (turn and hex), 'never' when it no longer comes, or null (unchanged). */
  arrival(s: GameState, ctx: Ctx, piece: string): { turn: number; hex: HexId } | 'never' | null;
  /** The running victory points when the module counts them its own way (MOP 37.13), or null. */
  victoryPoints(s: GameState, ctx: Ctx): Record<Side, number> | null;
  /** The end-of-game result when the module decides it (MOP 37.13), or null. */
  gameResult(s: GameState, ctx: Ctx, reason: string, demoralized: Side[]): GameResult | null;
  /** Is this unit in supply now (MOP 37.7; asked by 37.6 PEU at elimination and 37.13 sources held)? null or undefined: the module does not say. */
  unitInSupply(s: GameState, ctx: Ctx, unit: string): boolean | null | undefined;
  // ---- March on Paris field rules, continued (mopfield2: MOP 37.8 trains taken after combat, 37.13.1 exits)
  /** Units of `side` entered `hex` by a retreat or an advance after combat (MOP 37.8: trains there are taken). */
  onCombatEntry(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId): void;
  /** These pieces of `side` left the map at `hex` (`before`: the state as they stood there; MOP 37.13.1 checks their supply). */
  onExit(d: Draft<GameState>, ctx: Ctx, out: Out, before: GameState, side: Side, pieces: string[], hex: HexId): void;
  /** Does this exited unit count as lost for its corps' demoralization (MOP 37.13.1: it left out of supply)? */
  lostOnExit(s: GameState, ctx: Ctx, unit: string): boolean;
  /** Why these pieces may not leave the map at this edge hex now (MOP 37.13.1: only in a General Retreat), or null. */
  exitVeto(s: GameState, ctx: Ctx, side: Side, pieces: string[], hex: HexId): RuleError | null;
  // ---- Hidden forces (rules/hidden.ts: NLC 20.1 hidden movement, MOP 37.10 hidden forces, 37.11 vedettes)
  /** A charge or assault segment of `side`'s formation action begins (what is in sight is revealed now). */
  onSegmentStart(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, segment: 'charge' | 'assault'): void;
  /** Command Phase: `side`'s orders were received, its Local Decisions are not yet resolved (NLC 20.1.2). */
  beforeLocalDecisions(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side): void;
  /**
   * A move's path runs into what the mover could not see (MOP 37.11.1 repulse: an enemy hidden force): the module
   * finds out what is there and may cut the path (empty: no move); `after` runs once the move is made. Undefined: unchanged.
   */
  interceptMove(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, pieces: string[], from: HexId | null, path: HexId[]): { path: HexId[]; after?: (d: Draft<GameState>, out: Out) => void } | undefined;
  /** May a move be given into an enemy hidden force's hex now (MOP 37.11.1: interceptMove finds out what is there)? Otherwise such hexes are closed (rules/unseen.ts). */
  hiddenEntry(s: GameState, ctx: Ctx): boolean;
  /**
   * Units standing in a hex only for a fight declared there, left out of its stacking between commands
   * (NLC 7.9: movers met by a reaction charge in a hex they were passing). Checked by the invariants.
   */
  standingApart(s: GameState, ctx: Ctx): { hex: HexId; units: readonly string[] }[];
  // ---- March on Paris card effects and special leaders (MOP A.I, 37.16; modules/mop/cards/effects*.ts).
  // The draft hooks may record that a face-down card's effect has shown (37.12.1) and so reveal it.
  /** A side's Fire Table roll (assault, charge, bombardment) was made: roll it again, or modify its total (MOP A.I). */
  fireRoll(d: Draft<GameState>, ctx: Ctx, out: Out, q: FireRollQuery, dice: number[]): FireRollAnswer | undefined;
  /** A side checked morale after losses (NLC 7.4): a module may change the outcome (MOP A.I cards 7, 30). */
  retreatCheck(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, units: string[], r: { morale: number; die: number; passed: boolean }): { passed: boolean; why: string; rule: string } | undefined;
  /** This unit passes the check without rolling (MOP A.I: 17 pursuit, 18 reaction charge), or undefined. */
  autoPass(d: Draft<GameState>, ctx: Ctx, out: Out, unit: string, check: 'pursuit' | 'reactionCharge'): { why: string; rule: string } | undefined;
  /** These units retreating into an enemy ZOC are spared the extra step (MOP A.I card 22), or undefined. */
  retreatZocSpared(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, units: string[]): { why: string; rule: string } | undefined;
  /** The side gets (true) or may not have (false) the Initial / Coordinated Action this turn (MOP A.I cards 2, 5, 7). */
  actionGrant(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, kind: 'initial' | 'coordinated'): { grant: boolean; why: string; rule: string } | undefined;
  /** The leader's rating as a module sets it now (MOP A.I card 7: Napoleon 5), or undefined. */
  leaderRating(s: GameState, ctx: Ctx, leader: string, rating: number): number | undefined;
  /** Changes to how many orders this OC may give this turn (MOP A.I 28, 31; 37.16 Napoleon: none). */
  orderCapacity(s: GameState, ctx: Ctx, oc: string): { add: number; why: string; rule: string }[];
  /** Column shifts for an order's compliance (MOP A.I 21, 28); positive to the right. */
  complianceShifts(s: GameState, ctx: Ctx, side: Side, formation: string, specs: { type: string }[]): { shift: number; why: string; rule: string }[];
  /** Why the formation checks no compliance this turn (MOP 37.16 Ney), or null. */
  complianceVeto(s: GameState, ctx: Ctx, formation: string): RuleError | null;
  /** Turns added to an order's transmission (MOP A.I card 24 Populace). */
  orderDelay(s: GameState, ctx: Ctx, side: Side): number;
  /** Morale modifiers for a unit's reaction-charge test or square check against `enemies` (MOP 37.16 Blücher). */
  checkMorale(s: GameState, ctx: Ctx, unit: string, check: 'reactionCharge' | 'formSquare', enemies: string[]): { mod: number; why: string; rule: string }[];
  /** Added to the leader value of a formation's Order Confidence check (MOP 37.16 Blücher: +1 to Attack within his range). */
  confidenceRating(s: GameState, ctx: Ctx, side: Side, formation: string, orderType: string): number;
  // ---- March on Paris cards, continued (cards12: MOP A.I 11 General Advance, 13 Infiltration, 15 Sound of Guns, 19 Mobile Defense)
  /** A Local Decision is rolled for this order: columns to shift right, and whether a Bad Move reads No Effect (MOP A.I 11, 15). */
  localDecisionShift(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, order: { formation: string; spec: { type: string; target: HexId[] }; then: { type: string; target: HexId[] }[] }): { shift: number; noBadMove?: boolean; why: string; rule: string } | undefined;
  /** This unit under Attack or Probe orders in an enemy ZOC need not assault now (MOP A.I 13 Infiltration). */
  assaultExempt(s: GameState, ctx: Ctx, unit: string): boolean;
  /** These units, held in an enemy ZOC since their action began (NLC 5.4), may leave it in this move (MOP A.I 19 Mobile Defense). */
  zocUnlock(s: GameState, ctx: Ctx, units: string[]): boolean;
  // ---- Scenario special rules (MOP 37.17-37.23; modules/mop/scenarioRules)
  /** Why this formation may not make a Local Decision now (MOP 37.19 Olsufiev), or null. */
  localDecisionVeto(s: GameState, ctx: Ctx, formation: string): RuleError | null;
  /** The order a Bad Move of this formation becomes instead of the opponent's choice (MOP 37.19), or undefined; the hook records that it was used. */
  badMoveOrder(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, formation: string): import('../types').OrderDraft | undefined;
  /** Units of `side` assault `target` (declared, NLC 7.3). */
  onAssault(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, target: HexId, attackers: string[], defenders: string[]): void;
  // ---- NLC 20.2.3 extended lines (modules/nlc/optional/extendedLine.ts): movement-segment commands besides moves
  /** More commands `side` may give in its Formation Movement Segment (forming and reverting extended lines). */
  movementCommands(s: GameState, ctx: Ctx, side: Side): Command[];
  /** Applies one of those commands (validating first); false when the command is not the module's, else the hexes its units entered (NLC 7.9 reaction charges). */
  applyMovementCommand(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, cmd: Extract<Command, { type: 'choose' }>): false | HexId[];
}

/** Which Fire Table roll is being made (Hooks.fireRoll). */
export interface FireRollQuery {
  kind: 'assault' | 'charge' | 'bombard';
  /** The side that rolls. */
  side: Side;
  role: 'attacker' | 'defender';
  /** The hex fired at or defended. */
  target: HexId;
  /** The rolling side's units and the enemy's. */
  units: string[];
  enemies: string[];
}

export interface FireRollAnswer {
  /** Roll the dice again; the new roll stands. */
  reroll?: { why: string; rule: string };
  mods?: { mod: number; why: string; rule: string }[];
}

/** Which fire a unit's strength is asked for (Hooks.fireFactors). */
export interface FireQuery {
  kind: 'assault' | 'charge' | 'bombard';
  role: 'attacker' | 'defender';
  unit: string;
  target: HexId;
  /** The units it fights. */
  enemies: string[];
}

export interface FireFactor {
  factor: number;
  /** Short words for the combat panel ("rain -50%"). */
  why: string;
  rule: string;
}

/** Every module's fire factors for one unit (Hooks.fireFactors). */
export function fireFactorsOf(ctx: Ctx, s: GameState, q: FireQuery): FireFactor[] {
  const out: FireFactor[] = [];
  for (const m of ctx.modules) if (m.hooks?.fireFactors) out.push(...m.hooks.fireFactors(s, ctx, q));
  return out;
}

/** The smallest of the modules' sight limits between two hexes, or null (Hooks.visibility). */
export function visibilityCap(ctx: Ctx, s: GameState, from: HexId, to: HexId): number | null {
  let cap: number | null = null;
  for (const hk of hooksOf(ctx, 'sightLimit')) {
    const v = hk(s, ctx, from, to);
    if (v !== null && v !== undefined) cap = cap === null ? v : Math.min(cap, v);
  }
  return cap;
}

/** The first veto of the modules' bombardVeto hooks. */
export function bombardVetoOf(ctx: Ctx, s: GameState, from: HexId, target: HexId | null): RuleError | null {
  for (const hk of hooksOf(ctx, 'bombardVeto')) {
    const e = hk(s, ctx, from, target);
    if (e) return e;
  }
  return null;
}

/** The first veto of the modules' chargeVeto hooks. */
export function chargeVetoOf(ctx: Ctx, s: GameState, from: HexId, target: HexId): RuleError | null {
  for (const hk of hooksOf(ctx, 'chargeVeto')) {
    const e = hk(s, ctx, from, target);
    if (e) return e;
  }
  return null;
}

/** Is the unit demoralized by a module's rule (Hooks.unitDemoralized)? */
export function unitDemoralizedBy(ctx: Ctx, s: GameState, unit: string): boolean {
  return hooksOf(ctx, 'unitDemoralized').some((hk) => hk(s, ctx, unit));
}

/** Is the unit in supply (the first module answering Hooks.unitInSupply)? No module answering: yes. */
export function unitSupplied(ctx: Ctx, s: GameState, unit: string): boolean {
  for (const hk of hooksOf(ctx, 'unitInSupply')) {
    const r = hk(s, ctx, unit);
    if (r !== null && r !== undefined) return r;
  }
  return true;
}

/** The first veto of the modules' exitVeto hooks (MOP 37.13.1). */
export function exitVeto(ctx: Ctx, s: GameState, side: Side, pieces: string[], hex: HexId): RuleError | null {
  for (const hk of hooksOf(ctx, 'exitVeto')) {
    const e = hk(s, ctx, side, pieces, hex);
    if (e) return e;
  }
  return null;
}

/** The formation a unit is activated with: a module's answer (NLC 12.13 Assign), else its own. */
export function unitFormation(s: GameState, ctx: Ctx, unit: string): string {
  for (const hk of hooksOf(ctx, 'actsWith')) {
    const f = hk(s, ctx, unit);
    if (f) return f;
  }
  return ctx.units[unit].formation;
}

/** Every module's onCombatEntry hook (a retreat or advance after combat entered `hex`). */
export function combatEntry(ctx: Ctx, d: Draft<GameState>, out: Out, side: Side, hex: HexId): void {
  for (const hk of hooksOf(ctx, 'onCombatEntry')) hk(d, ctx, out, side, hex);
}

/** The first veto of the modules' checkMove hooks (NLC 12). */
export function moveVeto(ctx: Ctx, s: GameState, pieces: string[], from: string | null, path: string[], halves: number): RuleError | null {
  for (const hk of hooksOf(ctx, 'checkMove')) {
    const e = hk(s, ctx, pieces, from, path, halves);
    if (e) return e;
  }
  return null;
}

/**
 * A command a side may give at any of its own decisions without answering it (a standing instruction such
 * as NLC 7.9 reaction orders): keyed by the choice's head ("reaction" for "reaction:never"). The open
 * decision stays open.
 */
export type SideCommandFn = (d: Draft<GameState>, cmd: Extract<Command, { type: 'choose' }>, ctx: Ctx, out: Out) => void;

export interface RulesModule {
  id: string;
  /**
   * Is the module part of games of this scenario (the March on Paris rules switch on with a scenario's
   * `mop` section)? Absent: always. A module that does not apply adds no toggle, procedure or hook.
   */
  appliesTo?(scenario: Scenario): boolean;
  sideCommands?: Record<string, SideCommandFn>;
  toggles?: RuleToggle[];
  procs?: Record<string, ProcFn>;
  decisions?: Record<string, DecisionHandler<any>>;
  hooks?: Partial<Hooks>;
}

export interface RulesSystem {
  id: 'nlc' | 'n20';
  name: string;
  modules: RulesModule[];
  /** Pushes the first frames of a new game. */
  setup(d: Draft<GameState>, ctx: Ctx, out: Out): void;
  /** Movement preview for the client: where the pieces may go now, at what cost and by which path. */
  reach?(s: GameState, ctx: Ctx, pieces: string[]): ReachAnswer | RuleError;
  /** Combat preview for the client before a player commits (odds, strengths, table rows). */
  combatPreview?(s: GameState, ctx: Ctx, side: Side, units: string[], target: string, from?: string): Json | RuleError;
  /** Why a piece of the deciding side cannot act in the open decision, or null when it can. */
  whyIdle?(s: GameState, ctx: Ctx, piece: string): RuleError | null;
  /** Lines of sight from the pieces' hex to the enemy hexes they could fire at (NLC 8.1, 8.3), for the map. */
  sightLines?(s: GameState, ctx: Ctx, side: Side, pieces: string[]): Json | RuleError;
  /** A gun's range rings and the enemy hexes in them it can see (NLC 8.1, 8.3, 19.4), at any moment. */
  gunRange?(s: GameState, ctx: Ctx, pieces: string[]): { from: string; origins: string[]; range: number; rings: Record<string, number>; targets: string[]; rule: string } | RuleError;
  /** The side's supply net (NLC 17): sources, roads, hexes in supply, units cut off, for the map overlay. */
  supply?(s: GameState, ctx: Ctx, side: Side): Json;
  /** The March on Paris part of a viewer's view (view/viewFor.ts `mop`), from the system that carries its modules. */
  mopView?(s: GameState, viewer: Viewer): MopView;
}

export interface ReachAnswer {
  from: string;
  hexes: Record<string, { mp: number; path: string[] }>;
}

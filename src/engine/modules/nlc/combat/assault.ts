// NLC 7.3 and 8.2, 10: the Formation Assault Segment and assault declarations (who may assault whom).
import type { Draft } from 'immer';
import type { Command, DecideFrame, GameState, HexId, ProcFrame, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject, type Out } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { moveClass, occupancy, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { zocOf } from '../../../rules/zoc';
import { nlcDraft, nlcOf } from '../state';
import { hqsAt } from '../leaders';
import { chateauActive, riverBlocks } from './terrain';
import { emptySide, newCombatRecord } from './resolve';
import type { CombatRecord } from './types';
import { activeUnitVeto } from '../activeUnit';
import { actingHexes, lineOrigins, lineTargets, lineWays, placeActing } from '../optional/lineStacking';
import { hooksOf } from '../../../core/hookAnswer';

const RULE = 'NLC 7.3';

function err(code: string, message: string, rule = RULE): RuleError {
  return { code, message, rule };
}

/** Enemy-held hexes next to `hex` that may still be assaulted this segment (not across a major river). */
export function targetsFrom(s: GameState, ctx: Ctx, hex: HexId, side: Side): HexId[] {
  const n = nlcOf(s);
  const occ = occupancy(s, ctx);
  const out: HexId[] = [];
  for (const h of ctx.map.hexes[hex].neighbours) {
    if (n.assaultedHexes.includes(h) || riverBlocks(ctx, hex, h)) continue;
    const cell = occ[h];
    if (cell && cell.side !== side) out.push(h);
    else if (!cell && hqsAt(s, ctx, h).some((q) => ctx.scenario.hqs.find((x) => x.id === q)?.side !== side)) out.push(h);
  }
  return out.sort();
}

/** Why a unit may not take part in an assault now, or null (NLC 7.3, 4.5, the orders hook). */
export function attackerVeto(s: GameState, ctx: Ctx, side: Side, formations: string[], id: string): RuleError | null {
  const su = ctx.units[id];
  const u = s.units[id];
  const n = nlcOf(s);
  const base = activeUnitVeto(s, ctx, side, formations, id, RULE);
  if (base) return base;
  if (n.assaulted.includes(id)) return err('already-assaulted', `${su.name} has already assaulted this segment`);
  // NLC 20.2.3: a unit standing with its line may still assault from the line's other hex
  if (lineOrigins(s, ctx, id).every((h) => n.assaultFrom.includes(h))) return err('stack-assaulted', `the stack at ${u.hex} has already assaulted this segment: a stack assaults only one defending stack`);
  if (n.charged.includes(id)) return err('charged', `${su.name} charged this turn and cannot assault`, 'NLC 7.7');
  if (n.bombarded.includes(id)) return err('bombarded', `${su.name} bombarded this turn and cannot assault`, 'NLC 8.2');
  return ctx.mayAssault(s, id);
}

export function eligibleAttackers(s: GameState, ctx: Ctx, side: Side, formations: string[]): string[] {
  return ctx.unitIds.filter((id) => ctx.units[id].side === side && !attackerVeto(s, ctx, side, formations, id) && unitTargets(s, ctx, side, id).length > 0);
}

/** Hexes a unit could assault now from any hex it may assault from (NLC 20.2.3: either hex of its line while still to be placed). */
function unitTargets(s: GameState, ctx: Ctx, side: Side, id: string): HexId[] {
  return lineTargets(s, ctx, id, (h) => targetsFrom(s, ctx, h, side));
}

/** Why `id` may not assault `target` from `hex` (a hex it may act from: where it stands, or a hex of its line). */
function originVeto(s: GameState, ctx: Ctx, id: string, hex: HexId, target: HexId): RuleError | null {
  if (!ctx.map.hexes[hex].neighbours.includes(target)) return err('not-adjacent', `${pieceName(ctx, id)} is not adjacent to ${target}`);
  if (riverBlocks(ctx, hex, target)) return err('river', `no assault across the unbridged major river between ${hex} and ${target}`);
  if (nlcOf(s).assaultFrom.includes(hex)) return err('stack-assaulted', `the stack at ${hex} has already assaulted this segment: a stack assaults only one defending stack`);
  return null;
}

/**
 * The ways `units` may stand to assault `target` (NLC 20.2.3): a hex per unit, where it stands or, for a unit
 * of a line still to be placed, either hex of the line next to the target; those the stack rules allow.
 */
export function assaultWays(s: GameState, ctx: Ctx, side: Side, units: string[], target: HexId): HexId[][] {
  return lineWays(s, ctx, units, (u, h) => !originVeto(s, ctx, u, h, target)).filter((w) => !stacksVeto(s, ctx, side, units, target, w));
}

const hasCombatUnits = (s: GameState, ctx: Ctx, hex: HexId) => unitsAt(s, ctx, hex).length > 0;

/** Validate an assault declaration: units (maybe from several stacks) against one defending hex. */
export function checkDeclaration(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], target: HexId | undefined): RuleError | null {
  if (!units.length) return err('no-units', 'choose the attacking units');
  if (!target || !ctx.map.has(target)) return err('no-target', 'choose the hex to assault');
  if (new Set(units).size !== units.length) return err('duplicate', 'a unit is listed twice');
  const occ = occupancy(s, ctx);
  const cell = occ[target];
  const enemyHq = hqsAt(s, ctx, target).some((q) => ctx.scenario.hqs.find((x) => x.id === q)?.side !== side);
  if (!(cell && cell.side !== side) && !enemyHq) return err('no-enemy', `${target} holds no enemy unit or HQ`);
  if (nlcOf(s).assaultedHexes.includes(target)) return err('already-attacked', `${target} has already been assaulted this segment`);
  for (const id of units) {
    const v = attackerVeto(s, ctx, side, formations, id);
    if (v) return v;
    // NLC 20.2.3: a unit of a line may assault from either hex of it (the one it stands in is judged first)
    const from = actingHexes(s, ctx, [id]);
    const vetoes = from.map((h) => originVeto(s, ctx, id, h, target));
    if (vetoes.every((x) => x)) return vetoes[0];
  }
  // NLC 8.2: artillery assaults only together with infantry or cavalry
  if (units.every((u) => moveClass(ctx.units[u].type) === 'artillery')) {
    return err('artillery-alone', 'artillery may assault only together with infantry or cavalry', 'NLC 8.2');
  }
  const ways = lineWays(s, ctx, units, (u, h) => !originVeto(s, ctx, u, h, target));
  // every unit has a hex to assault from (above): none left means the line's hexes cannot hold them together (NLC 20.2.3)
  if (!ways.length) return err('stacking', `${units.map((u) => pieceName(ctx, u)).join(', ')} cannot all take their places in the line's hexes they would assault from: the stacking limit`, 'NLC 5.3');
  let first: RuleError | null = null;
  for (const w of ways) {
    const v = stacksVeto(s, ctx, side, units, target, w);
    if (!v) return null;
    first ??= v;
  }
  return first;
}

/** The stack rules of an assault with `units` standing in the hexes `way` (aligned with them): NLC 7.3, 10, 5.3. */
function stacksVeto(s: GameState, ctx: Ctx, side: Side, units: string[], target: HexId, way: HexId[]): RuleError | null {
  const stacks: Record<HexId, string[]> = {};
  units.forEach((u, i) => (stacks[way[i]] ??= []).push(u));
  const hexes = Object.keys(stacks).sort();
  let others = 0;
  for (const hex of hexes) {
    const cands = targetsFrom(s, ctx, hex, side);
    // NLC 10 / 7.3: a chateau not yet assaulted must be assaulted first
    const chateaux = cands.filter((h) => ctx.map.hexes[h].terrain === 'chateau' && chateauActive(s, ctx, h) && hasCombatUnits(s, ctx, h));
    if (chateaux.length && !chateaux.includes(target)) {
      return err('chateau-first', `the stack at ${hex} must assault the chateau at ${chateaux.join(' or ')} first`, 'NLC 10');
    }
    // NLC 7.3: a stack with infantry assaults combat units before HQs
    const withUnits = cands.filter((h) => hasCombatUnits(s, ctx, h));
    if (stacks[hex].some((u) => ctx.units[u].type === 'infantry') && withUnits.length && !hasCombatUnits(s, ctx, target)) {
      return err('units-before-hq', `the stack at ${hex} must assault enemy combat units before an HQ`);
    }
    if (withUnits.some((h) => h !== target)) others++;
  }
  // NLC 7.3 no ganging up: only one of several stacks may have another unassaulted enemy stack next to it
  if (hexes.length > 1 && others > 1) {
    return err('ganging-up', `several stacks may join an assault only if at most one of them faces another enemy stack that has not been assaulted this segment`);
  }
  return null;
}

/** Mandatory assaults still open (NLC 7.3: Attack/Probe orders in an enemy ZOC), as answered by the hook. */
function mandatoryLeft(s: GameState, ctx: Ctx, side: Side, formations: string[]): string[] {
  return eligibleAttackers(s, ctx, side, formations).filter((u) => moveClass(ctx.units[u].type) !== 'artillery' && ctx.mustAssault(s, u));
}

function subsets<T>(xs: T[]): T[][] {
  const out: T[][] = [];
  for (let m = 1; m < 1 << xs.length; m++) out.push(xs.filter((_, i) => m & (1 << i)));
  return out;
}

/** Every legal declaration (all subsets of up to 6 candidate units per target; beyond that, stacks and all together). */
export function legalDeclarations(s: GameState, ctx: Ctx, side: Side, formations: string[]): { units: string[]; hex: HexId }[] {
  const eligible = eligibleAttackers(s, ctx, side, formations);
  const targets = new Set<HexId>();
  for (const u of eligible) for (const t of unitTargets(s, ctx, side, u)) targets.add(t);
  const out: { units: string[]; hex: HexId }[] = [];
  for (const t of [...targets].sort()) {
    // NLC 20.2.3: from where it stands, or either hex of its line
    const cands = eligible.filter((u) => lineOrigins(s, ctx, u).some((h) => ctx.map.hexes[h].neighbours.includes(t) && !riverBlocks(ctx, h, t)));
    let groups: string[][];
    if (cands.length <= 6) groups = subsets(cands);
    else {
      const byHex: Record<HexId, string[]> = {};
      for (const u of cands) (byHex[s.units[u].hex!] ??= []).push(u);
      groups = [...Object.values(byHex), ...cands.map((u) => [u]), cands];
    }
    for (const g of groups) if (!checkDeclaration(s, ctx, side, formations, g, t)) out.push({ units: g, hex: t });
  }
  return out;
}

export const assaultSegment: ProcFn = (d, f, ctx, out) => {
  const side = f.loc.side as Side;
  const formations = f.loc.formations as string[];
  const n = nlcDraft(d);
  const s = d as GameState;
  if (!f.loc.started) {
    f.loc.started = true;
    n.segment = 'assault';
    n.assaulted = [];
    n.assaultedHexes = [];
    n.assaultFrom = [];
    n.assaultDisrupted = ctx.unitIds.filter((u) => s.units[u].status === 'map' && s.units[u].disrupted);
    for (const hk of hooksOf(ctx, 'onSegmentStart')) hk(d, ctx, out, side, 'assault');
  }
  if (f.loc.done || eligibleAttackers(s, ctx, side, formations).length === 0) {
    log(d, out, `${sideName(ctx, side)} assault segment ends`, { rule: RULE });
    pop(d);
    return;
  }
  push(d, { k: 'decide', side, type: 'assaultDeclare', rule: RULE, loc: { formations } });
};

function segmentFrame(d: Draft<GameState>): Draft<ProcFrame> {
  for (let i = d.stack.length - 1; i >= 0; i--) {
    const f = d.stack[i];
    if (f.k === 'proc' && f.proc === 'assaultSegment') return f as Draft<ProcFrame>;
  }
  throw new Error('no assault segment in progress');
}

function declare(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, units: string[], target: HexId): void {
  const s = d as GameState;
  const n = nlcDraft(d);
  const ordered = ctx.unitIds.filter((u) => units.includes(u));
  const fromHexes = [...new Set(ordered.map((u) => s.units[u].hex!))].sort();
  const defenders = unitsAt(s, ctx, target);
  const enemy = ctx.sides.find((x) => x !== side)!;
  n.assaulted.push(...ordered);
  n.assaultedHexes.push(target);
  n.assaultFrom.push(...fromHexes);
  n.combatSeq += 1;
  n.combat = newCombatRecord(s, n.combatSeq, {
    phase: 'cavalry',
    target,
    attacker: emptySide(side, ordered, fromHexes),
    defender: emptySide(enemy, defenders, [target]),
  }) as Draft<CombatRecord>;
  const who = ordered.map((u) => pieceName(ctx, u)).join(', ');
  log(d, out, `${who} assault${ordered.length > 1 ? '' : 's'} ${target}${defenders.length ? ` (${defenders.map((u) => pieceName(ctx, u)).join(', ')})` : ''}`, {
    rule: RULE,
    hexes: [...fromHexes, target],
  });
  push(d, proc('assaultCombat', {}));
  // a scenario's special rules may watch for assaults (Hooks.onAssault: MOP 37.19 Olsufiev, 37.20 Yorck); a
  // decision a module pushes comes before the combat (NLC 20.2.3: the units standing with a line are placed)
  for (const hk of hooksOf(ctx, 'onAssault')) hk(d, ctx, out, side, target, ordered, defenders);
}

const assaultDeclare: DecisionHandler<DecideFrame> = {
  prompt(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const must = mandatoryLeft(s, ctx, f.side, formations);
    return must.length
      ? `Assault: ${must.map((u) => pieceName(ctx, u)).join(', ')} must still assault. Choose attacking units and a defending hex`
      : 'Assault: choose attacking units and the defending hex, or end the assaults';
  },
  options(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const units = eligibleAttackers(s, ctx, f.side, formations);
    const hexes = new Set<HexId>();
    for (const u of units) for (const t of unitTargets(s, ctx, f.side, u)) hexes.add(t);
    const buttons = mandatoryLeft(s, ctx, f.side, formations).length ? [] : [{ id: 'endAssaults', label: 'End assaults' }];
    return { units, hexes: [...hexes].sort(), buttons };
  },
  legal(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const out: Command[] = [];
    if (!mandatoryLeft(s, ctx, f.side, formations).length) out.push({ type: 'choose', side: f.side, n: s.seq, choice: 'endAssaults' });
    for (const g of legalDeclarations(s, ctx, f.side, formations)) {
      out.push({ type: 'choose', side: f.side, n: s.seq, choice: 'assault', units: g.units, hex: g.hex });
    }
    return out;
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose') reject('not-now', `"${command.type}" is not possible in the assault segment`, RULE);
    const s = d as GameState;
    const formations = f.loc.formations as string[];
    if (command.choice === 'endAssaults') {
      const must = mandatoryLeft(s, ctx, f.side, formations);
      if (must.length) reject('must-assault', `${must.map((u) => pieceName(ctx, u)).join(', ')} must assault first`, RULE);
      pop(d);
      segmentFrame(d).loc.done = true;
      return;
    }
    if (command.choice !== 'assault') reject('bad-choice', 'choose "assault" (with units and a hex) or "endAssaults"', RULE);
    const e = checkDeclaration(s, ctx, f.side, formations, command.units ?? [], command.hex);
    if (e) reject(e.code, e.message, e.rule);
    pop(d);
    const units = command.units!;
    const target = command.hex!;
    // NLC 20.2.3: cavalry and guns standing with their line assault from a hex of it next to the target:
    // placed at once when one hex works, the owner's choice when both do (the declaration follows)
    if (units.some((u) => lineOrigins(s, ctx, u).length > 1)) {
      const ordered = ctx.unitIds.filter((u) => units.includes(u));
      push(d, proc('assaultDeclared', { units: ordered, target }));
      if (placeActing(d, ctx, out, ordered, target, assaultWays(s, ctx, f.side, ordered, target), 'assault')) return;
      pop(d);
    }
    declare(d, ctx, out, f.side, units, target);
  },
};

/** The assault declared, once the units of a line have their place (NLC 20.2.3). */
const assaultDeclared: ProcFn = (d, f, ctx, out) => {
  const units = f.loc.units as string[];
  pop(d);
  declare(d, ctx, out, ctx.units[units[0]].side as Side, units, f.loc.target as HexId);
};

/** Record which units start the turn in an enemy ZOC (NLC 7.11); the sequence calls it at the start of each turn. */
export function recordTurnStartZoc(d: Draft<GameState>, ctx: Ctx): void {
  const s = d as GameState;
  const n = nlcDraft(d);
  const units: string[] = [];
  for (const side of ctx.sides) {
    const enemy = ctx.sides.find((x) => x !== side)!;
    const zoc = zocOf(s, ctx, enemy);
    for (const id of ctx.unitIds) {
      const u = s.units[id];
      if (ctx.units[id].side === side && u.status === 'map' && u.hex && zoc.has(u.hex)) units.push(id);
    }
  }
  n.turnStartZoc = { turn: s.clock.turn, units: ctx.unitIds.filter((u) => units.includes(u)) };
}

export const assaultDecisions: Record<string, DecisionHandler<any>> = { assaultDeclare };
export const assaultProcs: Record<string, ProcFn> = { assaultSegment, assaultDeclared };

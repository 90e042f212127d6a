// NLC 4.5 II and 7.7: the Cavalry Charge Segment of a formation action. The acting side declares its
// charges one by one; then all of them move (each may draw reaction charges, NLC 7.9) and only then all
// of them attack, in the order declared.
import type { Command, DecideFrame, GameState, HexId, ProcFrame, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { DecisionHandler, ProcFn } from '../../../core/module';
import { log, reject } from '../../../core/ops';
import { pop, proc, push } from '../../../core/run';
import { occupancy, otherSide, pieceName, sideName, unitsAt } from '../../../rules/pieces';
import { isNight } from '../../../rules/clock';
import { nlcDraft, nlcOf } from '../state';
import { chargeRoute, CHARGE_RANGE, isCavalry, isRoute, type ChargeRoute } from './route';
import { newChargeInfo, startChargeRecord } from './resolve';
import { actingHexes, lineOrigins, lineTargets, lineStackOnAttack, takeLinePlace } from '../optional/lineStacking';
import { queueReaction } from './trigger';
import { activeUnitVeto } from '../activeUnit';
import { DOCTRINE } from '../optional/doctrine';
import { hooksOf } from '../../../core/hookAnswer';

const RULE = 'NLC 7.7';
const err = (code: string, message: string, rule = RULE): RuleError => ({ code, message, rule });

export interface ChargeDeclaration {
  units: string[];
  hex: HexId;
  from: Record<string, HexId>;
  entry: Record<string, HexId>;
}

/** The declarations of the segment in progress (kept in its frame). */
function segmentFrame(s: GameState): ProcFrame | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f.k === 'proc' && f.proc === 'chargeSegment') return f;
  }
  return null;
}

export function declaredCharges(s: GameState): ChargeDeclaration[] {
  return ((segmentFrame(s)?.loc.decls ?? []) as unknown as ChargeDeclaration[]) ?? [];
}

/** Why a unit may not charge now, or null (NLC 7.7: undisrupted activated cavalry that has not charged). */
export function chargerVeto(s: GameState, ctx: Ctx, side: Side, formations: string[], id: string): RuleError | null {
  const su = ctx.units[id];
  const u = s.units[id];
  const n = nlcOf(s);
  const base = activeUnitVeto(s, ctx, side, formations, id, RULE);
  if (base) return base;
  if (!isCavalry(ctx, id)) return err('not-cavalry', `only cavalry charges; ${su.name} is ${su.type}`);
  if (u.disrupted) return err('disrupted', `${su.name} is disrupted: only undisrupted cavalry charges`);
  if (n.charged.includes(id)) return err('charged', `${su.name} has already charged this turn`);
  if (declaredCharges(s).some((c) => c.units.includes(id))) return err('declared', `${su.name} is already charging this segment`);
  // ruling: no charges at night (nothing can be seen beyond one hex, NLC 16)
  if (isNight(ctx.scenario, s.clock.turn)) return err('night', 'cavalry does not charge at night', 'NLC 16');
  return null;
}

/** Why `hex` may not be charged from `from`, or the route. */
export function targetCheck(s: GameState, ctx: Ctx, side: Side, from: HexId, hex: HexId | undefined, occ = occupancy(s, ctx)): ChargeRoute | RuleError {
  if (!hex || !ctx.map.has(hex)) return err('no-target', 'choose the hex to charge');
  const cell = occ[hex];
  if (!cell || cell.side === side) return err('no-enemy', `${hex} holds no enemy unit`);
  if (declaredCharges(s).some((c) => c.hex === hex)) return err('already-charged', `${hex} is already charged this segment: units charging one hex charge together`);
  return chargeRoute(s, ctx, from, hex, occ);
}

export function targetsFrom(s: GameState, ctx: Ctx, side: Side, from: HexId): HexId[] {
  const occ = occupancy(s, ctx);
  return ctx.map.inRange(from, CHARGE_RANGE).filter((h) => occ[h] && occ[h].side !== side && isRoute(targetCheck(s, ctx, side, from, h, occ))).sort();
}

/** Hexes a cavalry unit could charge now from any hex it may charge from (NLC 20.2.3: either hex of its line while still to be placed). */
function unitTargets(s: GameState, ctx: Ctx, side: Side, id: string): HexId[] {
  return lineTargets(s, ctx, id, (h) => targetsFrom(s, ctx, side, h));
}

export function eligibleChargers(s: GameState, ctx: Ctx, side: Side, formations: string[]): string[] {
  return ctx.unitIds.filter((id) => ctx.units[id].side === side && !chargerVeto(s, ctx, side, formations, id) && unitTargets(s, ctx, side, id).length > 0);
}

/**
 * `units` charging `hex`: where each charges from and through, or why they may not. Cavalry standing with its
 * line, still to be placed, charges from either of its hexes (NLC 20.2.3): from `named` when given and it is
 * one of them (the owner's choice: it must reach), else the one it stands in when that reaches, else the other.
 */
export function checkCharge(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], hex: HexId | undefined, named?: HexId): RuleError | ChargeDeclaration {
  if (!units.length) return err('no-units', 'choose the charging cavalry');
  if (new Set(units).size !== units.length) return err('duplicate', 'a unit is listed twice');
  const from: Record<string, HexId> = {};
  const entry: Record<string, HexId> = {};
  let namedUsed = false;
  for (const id of units) {
    const v = chargerVeto(s, ctx, side, formations, id);
    if (v) return v;
    const origins = actingHexes(s, ctx, [id]);
    const pinned = named !== undefined && origins.length > 1 && origins.includes(named);
    let first: RuleError | null = null;
    for (const o of pinned ? [named] : origins) {
      const r = targetCheck(s, ctx, side, o, hex);
      if (isRoute(r)) {
        from[id] = o;
        entry[id] = r.entry;
        break;
      }
      first ??= r;
    }
    if (pinned && !from[id]) return err('not-origin', `${pieceName(ctx, id)} cannot charge ${hex ?? 'there'} from ${named}: ${first!.message}`, DOCTRINE);
    if (!from[id]) return { ...first!, message: `${pieceName(ctx, id)} cannot charge ${hex ?? 'there'}: ${first!.message}` };
    namedUsed ||= from[id] === named;
  }
  // a hex named must be one some of them charge from (a hex of a line, or where they stand)
  if (named !== undefined && !namedUsed) return err('not-origin', `none of ${units.map((u) => pieceName(ctx, u)).join(', ')} charges ${hex} from ${named}`, DOCTRINE);
  // units taking their place in the same hex of a line must fit there together (NLC 5.3)
  const ordered = ctx.unitIds.filter((u) => units.includes(u));
  for (const o of new Set(Object.values(from))) {
    const coming = ordered.filter((u) => from[u] === o && s.units[u].hex !== o);
    if (coming.length > 1 && !actingHexes(s, ctx, coming).includes(o)) return err('stacking', `${coming.map((u) => pieceName(ctx, u)).join(', ')} do not all fit in ${o}`, 'NLC 5.3');
  }
  return { units: ordered, hex: hex!, from, entry };
}

/**
 * NLC 20.2.3: the hexes of their lines `units` may be named to charge `hex` from, when the charge works from
 * more than one way (one command each); else none (the charge is listed without a hex named).
 */
function namedOrigins(s: GameState, ctx: Ctx, side: Side, formations: string[], units: string[], hex: HexId): HexId[] {
  // the hexes the units stand in first, as bombardments list theirs
  const candidates = new Set<HexId>();
  for (const u of units) {
    const o = actingHexes(s, ctx, [u]);
    if (o.length > 1) for (const h of o) candidates.add(h);
  }
  const out: HexId[] = [];
  const ways = new Set<string>();
  for (const h of candidates) {
    const r = checkCharge(s, ctx, side, formations, units, hex, h);
    if ('code' in r) continue;
    const way = units.map((u) => r.from[u]).join(',');
    if (ways.has(way)) continue;
    ways.add(way);
    out.push(h);
  }
  return out.length > 1 ? out : [];
}

function legalCharges(s: GameState, ctx: Ctx, side: Side, formations: string[]): { units: string[]; hex: HexId; from?: HexId }[] {
  const eligible = eligibleChargers(s, ctx, side, formations);
  const byTarget: Record<HexId, string[]> = {};
  let line = false;
  for (const u of eligible) {
    if (lineOrigins(s, ctx, u).length > 1) line = true;
    for (const t of unitTargets(s, ctx, side, u)) (byTarget[t] ??= []).push(u);
  }
  const out: { units: string[]; hex: HexId; from?: HexId }[] = [];
  for (const t of Object.keys(byTarget).sort()) {
    const us = byTarget[t];
    const groups = us.length === 1 ? [us] : [...us.map((u) => [u]), us];
    for (const g of groups) {
      if (!line) {
        out.push({ units: g, hex: t });
        continue;
      }
      // units of a line taking their place in its other hex together may not fit there (NLC 5.3)
      if (g.length > 1 && 'code' in checkCharge(s, ctx, side, formations, g, t)) continue;
      // a line's cavalry reaching the target from both hexes: one command per hex, its owner names it (NLC 20.2.3)
      const named = namedOrigins(s, ctx, side, formations, g, t);
      if (!named.length) out.push({ units: g, hex: t });
      else for (const from of named) out.push({ units: g, hex: t, from });
    }
  }
  return out;
}

export const chargeSegment: ProcFn = (d, f, ctx, out) => {
  const side = f.loc.side as Side;
  const formations = f.loc.formations as string[];
  const s = d as GameState;
  const n = nlcDraft(d);
  if (!f.loc.started) {
    f.loc.started = true;
    f.loc.decls = [];
    n.reactionTested = [];
    n.reactionStopped = [];
    for (const hk of hooksOf(ctx, 'onSegmentStart')) hk(d, ctx, out, side, 'charge');
    if (!eligibleChargers(s, ctx, side, formations).length) return pop(d);
    n.segment = 'charge';
  }
  const decls = f.loc.decls as unknown as ChargeDeclaration[];
  if (!f.loc.declared) {
    if (!f.loc.done && eligibleChargers(s, ctx, side, formations).length) {
      push(d, { k: 'decide', side, type: 'chargeDeclare', rule: RULE, loc: { formations } });
      return;
    }
    f.loc.declared = true;
    f.loc.i = 0;
    f.loc.stage = 'move';
  }
  const i = f.loc.i as number;
  if (f.loc.stage === 'move') {
    // NLC 7.7: all charges of the segment move first; moving draws reaction charges (NLC 7.9)
    if (i < decls.length) {
      f.loc.i = i + 1;
      const c = decls[i];
      queueReaction(d, ctx, { side: otherSide(ctx, side), movers: c.units, path: [c.hex], kind: 'charge', home: c.from });
      return;
    }
    f.loc.stage = 'attack';
    f.loc.i = 0;
    return;
  }
  if (i < decls.length) {
    f.loc.i = i + 1;
    const c = decls[i];
    const stopped = n.reactionStopped ?? [];
    const units = c.units.filter((u) => s.units[u].status === 'map' && !stopped.includes(u));
    if (!units.length) return;
    const from: Record<string, HexId> = {};
    const entry: Record<string, HexId> = {};
    for (const u of units) {
      from[u] = c.from[u];
      entry[u] = c.entry[u];
    }
    const enemy = otherSide(ctx, side);
    log(d, out, `${units.map((u) => pieceName(ctx, u)).join(', ')} ${units.length > 1 ? 'charge' : 'charges'} ${c.hex}`, { rule: RULE, hexes: [...new Set(Object.values(from)), c.hex] });
    startChargeRecord(d, 'charge', side, enemy, units, unitsAt(s, ctx, c.hex).filter((u) => ctx.units[u].side === enemy), c.hex, newChargeInfo(from, entry));
    push(d, proc('chargeCombat', {}));
    // NLC 20.2.3: first the defending owner places the cavalry and artillery standing with a charged line
    lineStackOnAttack(d, ctx, side, c.hex);
    return;
  }
  if (decls.length) log(d, out, `${sideName(ctx, side)} charge segment ends`, { rule: 'NLC 4.5' });
  n.segment = 'move';
  pop(d);
};

const cmd = (s: GameState, side: Side, extra: { units: string[]; hex: HexId; from?: HexId }): Command => ({ type: 'choose', side, n: s.seq, choice: 'charge', ...extra });

const chargeDeclare: DecisionHandler<DecideFrame> = {
  prompt(s) {
    const k = declaredCharges(s).length;
    return `Cavalry charges: choose cavalry and an enemy hex up to two hexes away (through an empty clear hex), or end the declarations${k ? ` (${k} declared: all move, then all attack)` : ''}`;
  },
  options(s, f, ctx) {
    const formations = f.loc.formations as string[];
    const units = eligibleChargers(s, ctx, f.side, formations);
    const hexes = new Set<HexId>();
    for (const u of units) for (const t of unitTargets(s, ctx, f.side, u)) hexes.add(t);
    return { units, hexes: [...hexes].sort(), buttons: [{ id: 'endCharges', label: 'End charges' }] };
  },
  legal(s, f, ctx) {
    const out: Command[] = [{ type: 'choose', side: f.side, n: s.seq, choice: 'endCharges' }];
    for (const g of legalCharges(s, ctx, f.side, f.loc.formations as string[])) out.push(cmd(s, f.side, g));
    return out;
  },
  apply(d, f, command, ctx, out) {
    if (command.type !== 'choose') reject('not-now', `"${command.type}" is not possible in the charge segment`, 'NLC 4.5');
    const s = d as GameState;
    const seg = segmentFrame(s);
    if (command.choice === 'endCharges') {
      pop(d);
      const fr = segmentFrame(d as GameState);
      if (fr) fr.loc.done = true;
      return;
    }
    if (command.choice !== 'charge') reject('bad-choice', 'choose "charge" (with cavalry and a hex) or "endCharges"', RULE);
    // NLC 20.2.3: `from` names the hex of its line the cavalry charges from; without it, the first that reaches
    const r = checkCharge(s, ctx, f.side, f.loc.formations as string[], command.units ?? [], command.hex, command.from);
    if ('code' in r) reject(r.code, r.message, r.rule);
    pop(d);
    // NLC 20.2.3: cavalry standing with its line charges from the hex chosen, and stays there for the round
    for (const u of r.units) takeLinePlace(d, ctx, out, [u], r.from[u]);
    const fr = segmentFrame(d as GameState)!;
    (fr.loc.decls as unknown as ChargeDeclaration[]).push(r as unknown as ChargeDeclaration);
    // NLC 7.7: the chargers are committed: they cannot move or assault this turn
    const n = nlcDraft(d);
    for (const u of r.units) if (!n.charged.includes(u)) n.charged.push(u);
    log(d, out, `${r.units.map((u) => pieceName(ctx, u)).join(', ')} ${r.units.length > 1 ? 'are' : 'is'} ordered to charge ${r.hex}`, { rule: RULE, hexes: [...new Set(Object.values(r.from)), r.hex] });
    void seg;
  },
};

export const segmentDecisions: Record<string, DecisionHandler<any>> = { chargeDeclare };
export const segmentProcs: Record<string, ProcFn> = { chargeSegment };

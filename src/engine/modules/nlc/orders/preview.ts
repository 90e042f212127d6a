// What the order composer asks before anything is sent (issue 10, client): which order types a
// formation may get now and why not (NLC 12.2, 12.4, 12.12), where their targets may lie, and for a
// drafted order its courier ride (NLC 12.6), compliance column (NLC 12.7) and the chance of each
// result; for a Local Decision the Local Decision Table odds (NLC 12.11); and a leader's command range
// with the units outside it (NLC 12.1). Read-only: every answer comes from the rules the commands use.
import type { GameState, HexId, OrderDraft, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { pieceHex, pieceName } from '../../../rules/pieces';
import { localDecision } from '../../../tables/localDecision';
import { hexDist } from './distance';
import { ORDER_INFO } from './orderTypes';
import { ORDER_TYPES, currentOrder, ordersOf, type CompliancePreview, type OrderType } from './types';
import { checkOrder, recipientHex, retreatHexes, senderFor, type OrderKind } from './giving';
import { formationTargetArea, targetArea, candidatePlaces } from './targets';
import { commandRangeHexes, formationLeader, inCommand } from './commandRange';
import { capacity, type Capacity } from './capacity';
import { complianceOdds, formationDemoralized, ratingOf } from './compliance';
import { isHq, recipientName, sideOfFormation } from './lifecycle';

export interface OrderTypeChoice {
  type: OrderType;
  label: string;
  obliges: string;
  /** Some target makes this order legal now. */
  legal: boolean;
  /** Why not (with the case), when not legal. */
  reason?: string;
  rule?: string;
  /** A legal target to start from (the nearest found). */
  sample?: HexId[];
  /** Assign: the leaders the formation may be placed under. */
  leaders?: string[];
}

export interface OrderChoices {
  formation: string;
  name: string;
  isHq: boolean;
  kind: OrderKind;
  sender: string | null;
  senderName: string | null;
  /** Orders the sender may still give this turn (written orders). */
  capacity: Capacity | null;
  recipientHex: HexId | null;
  /** Hexes a first target may lie in (NLC 12.2: 10 MP or by road/trail from there). */
  area: HexId[];
  types: OrderTypeChoice[];
  /** The order the formation follows now, in words. */
  current: string | null;
}

export type OrderPreview =
  | {
      ok: true;
      kind: OrderKind;
      sender: string;
      senderName: string;
      fromHex: HexId | null;
      recipientHex: HexId | null;
      distanceMp: number;
      los: boolean;
      faceToFace: boolean;
      /** Turns the courier rides (0: received this phase). */
      delay: number;
      arrives: number;
      compliance: CompliancePreview | null;
      demoralized: boolean;
      /** Chance of each result, in table order (compliance, or the Local Decision Table). */
      odds: { result: string; chance: number }[];
      /** Local Decision: the leader's rating and the Reserve +1 (NLC 12.11). */
      local: { rating: number; reserve: boolean } | null;
    }
  | { ok: false; reason: string; rule: string };

export interface CommandRangeAnswer {
  formation: string;
  leader: string | null;
  /** Hexes in command range, or null when the leader is off the map (no restriction, a ruling). */
  hexes: HexId[] | null;
  /** The formation's units on the map outside command range. */
  outOfRange: string[];
  /** The rule the range follows: NLC 12.1 (3 MP), or NLC 20.2 (division by division, the doctrine option). */
  rule: string;
}

const COMPLIANCE_ORDER = ['C', '1T', 'R4', 'R5', 'I'];

/** The formations (and HQs) this viewer may address in this kind of order. */
export function addressable(ctx: Ctx, side: Side, kind: OrderKind): string[] {
  const fs = ctx.scenario.formations.filter((f) => (kind === 'badMove' ? f.side !== side : f.side === side)).map((f) => f.id);
  return kind === 'written' ? [...fs, ...ctx.scenario.hqs.filter((h) => h.side === side).map((h) => h.id)] : fs;
}

function sourceArea(s: GameState, ctx: Ctx, formation: string): Set<HexId> {
  const at = recipientHex(s, ctx, formation);
  if (isHq(ctx, formation)) return at ? targetArea(ctx.map, [at]) : new Set();
  return formationTargetArea(s, ctx, formation);
}

export function orderChoices(s: GameState, ctx: Ctx, decider: Side, formation: string, kind: OrderKind): OrderChoices | { reason: string; rule: string } {
  if (!addressable(ctx, decider, kind).includes(formation)) return { reason: `${formation} is not a formation you may order here`, rule: 'NLC 12.4' };
  const side = sideOfFormation(ctx, formation);
  const at = recipientHex(s, ctx, formation);
  const area = sourceArea(s, ctx, formation);
  const places = candidatePlaces(ctx);
  // targets to try, nearest first: named places in reach, the recipient's own hex, then any hex in reach
  const ordered = [...area].sort((a, b) => (at ? hexDist(ctx.map, at, a) - hexDist(ctx.map, at, b) : 0) || (a < b ? -1 : 1));
  const tries = [...places.filter((p) => area.has(p)), ...(at ? [at] : []), ...ordered];
  const sender = kind === 'written' ? senderFor(s, ctx, side, formation) : kind === 'local' ? formationLeader(s, ctx, formation) : null;
  const types: OrderTypeChoice[] = [];
  const hq = isHq(ctx, formation);
  for (const type of ORDER_TYPES) {
    const info = ORDER_INFO[type];
    const base = { type, label: info.label, obliges: info.obliges };
    if (hq && type !== 'march' && type !== 'fallBack') continue;
    let candidates: OrderDraft[];
    if (type === 'assign') {
      const leaders = Object.keys(ctx.leaders).filter((l) => ctx.leaders[l].side === side && (ctx.leaders[l].role === 'wing' || ctx.leaders[l].role === 'corps') && ctx.leaders[l].formation !== formation);
      candidates = leaders.map((leader) => ({ formation, type, leader }));
    } else if (type === 'generalRetreat') {
      candidates = [...retreatHexes(ctx, side)].sort().slice(0, 1).map((h) => ({ formation, type, target: [h] }));
    } else if (!info.needsTarget) candidates = [{ formation, type }];
    else candidates = [...new Set(tries)].slice(0, 400).map((h) => ({ formation, type, target: [h] }));
    let first: { reason: string; rule: string } | null = null;
    let found: OrderDraft | null = null;
    const okLeaders: string[] = [];
    for (const d of candidates) {
      const c = checkOrder(s, ctx, decider, d, kind);
      if ('code' in c) {
        first ??= { reason: c.message, rule: c.rule };
        // an error about the order as a whole (capacity, sender, type) will not change with the target
        if (!['target-range', 'repeat', 'route', 'general-retreat-target', 'assign-leader'].includes(c.code)) break;
        continue;
      }
      found ??= d;
      if (type === 'assign' && d.leader) okLeaders.push(d.leader);
      else break;
    }
    if (found) types.push({ ...base, legal: true, ...(found.target ? { sample: found.target } : {}), ...(type === 'assign' ? { leaders: okLeaders } : {}) });
    else types.push({ ...base, legal: false, reason: first?.reason ?? 'no legal target in reach', rule: first?.rule ?? 'NLC 12.2' });
  }
  const cur = currentOrder(s, side, formation);
  return {
    formation,
    name: recipientName(ctx, formation),
    isHq: hq,
    kind,
    sender,
    senderName: sender ? pieceName(ctx, sender) : null,
    capacity: kind === 'written' && sender ? capacity(s, ctx, sender) : null,
    recipientHex: at,
    area: [...area].sort(),
    types,
    current: cur && cur.status === 'complied' && kind !== 'badMove' ? `${ORDER_INFO[cur.spec.type].label}${cur.spec.target.length ? ' ' + cur.spec.target.join('-') : ''}` : null,
  };
}

function localOdds(rating: number, reserve: boolean): { result: string; chance: number }[] {
  const out: Record<string, number> = {};
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const r = localDecision(rating, Math.min(12, a + b + (reserve ? 1 : 0)));
      out[r] = (out[r] ?? 0) + 1 / 36;
    }
  }
  return ['ActsLocally', 'NoEffect', 'BadMove'].filter((r) => out[r]).map((r) => ({ result: r, chance: out[r] }));
}

export function orderPreview(s: GameState, ctx: Ctx, decider: Side, draft: OrderDraft, kind: OrderKind): OrderPreview {
  const c = checkOrder(s, ctx, decider, draft, kind);
  if ('code' in c) return { ok: false, reason: c.message, rule: c.rule };
  const demoralized = !isHq(ctx, c.formation) && formationDemoralized(s, c.formation);
  let odds: { result: string; chance: number }[] = [];
  let local: { rating: number; reserve: boolean } | null = null;
  if (c.compliance) {
    const o = complianceOdds(c.compliance.column, demoralized);
    odds = COMPLIANCE_ORDER.filter((r) => o[r]).map((r) => ({ result: r, chance: o[r] }));
  } else if (kind === 'local') {
    const rating = ratingOf(s, ctx, formationLeader(s, ctx, c.formation));
    const reserve = currentOrder(s, c.side, c.formation)?.spec.type === 'reserve';
    local = { rating, reserve };
    odds = localOdds(rating, reserve);
  }
  return {
    ok: true,
    kind,
    sender: c.sender,
    senderName: pieceName(ctx, c.sender),
    fromHex: pieceHex(s, c.sender),
    recipientHex: recipientHex(s, ctx, c.formation),
    distanceMp: c.transmission.distanceMp,
    los: c.transmission.los,
    faceToFace: c.transmission.faceToFace,
    delay: c.transmission.delay,
    arrives: s.clock.turn + c.transmission.delay,
    compliance: c.compliance,
    demoralized,
    odds,
    local,
  };
}

/** A formation's command range now and its units outside it (NLC 12.1). */
export function commandRangeOf(s: GameState, ctx: Ctx, formation: string): CommandRangeAnswer {
  // the range of the rule in force (NLC 20.2.2 replaces the 3 MP range with the doctrine option)
  const { hexes: range, rule } = commandRangeHexes(s, ctx, formation);
  const out: string[] = [];
  for (const u of ctx.unitIds) {
    if (ctx.units[u].formation !== formation || s.units[u].status !== 'map') continue;
    if (!inCommand(s, ctx, u)) out.push(u);
  }
  return { formation, leader: formationLeader(s, ctx, formation), hexes: range ? [...range].sort() : null, outOfRange: out, rule };
}

/** The viewer's side may ask about this formation (its own; for a Bad Move, the opponent's it orders). */
export function ownsFormation(ctx: Ctx, side: Side, formation: string): boolean {
  const f = ctx.scenario.formations.find((x) => x.id === formation) ?? ctx.scenario.hqs.find((h) => h.id === formation);
  return !!f && f.side === side;
}

export { ordersOf };

// MOP 37.10 hidden forces and dummy stacks (optional), on the shared mechanism of rules/hidden.ts. A side
// may hide its pieces in a hex no enemy spots (`mop-hide:hide`, hex): the enemy then sees one generic
// marker there. Up to one dummy stack per corps may be made (`mop-hide:dummy`, hex) and moved at any rate
// regardless of orders (`mop-hide:move:<key>`, hex). At the start of each formation action (before its
// charge and movement segments) and of its assault segment, whatever an enemy stack is next to or spots is
// revealed; a revealed dummy leaves the map. Spotting reaches 3 hexes, 12 for a leader on high ground or a
// unit within its movement of one (MOP 37.3.2 high ground), never beyond the visibility in force.
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { reject, log, type Out } from '../../../core/ops';
import { hiddenDraft, hiddenHexes, hiddenOf, removeDummies, revealPieces, spots } from '../../../rules/hidden';
import { occupancy, otherSide, sideName } from '../../../rules/pieces';
import { onHighGround } from '../core/sight';
import { MOP_T } from '../toggles';
import { vedetteReport } from './vedettes';

const RULE = 'MOP 37.10';
export const SPOT_RANGE = 3;
export const SPOT_RANGE_HIGH = 12;

export function hiddenForcesOn(s: GameState, ctx: Ctx): boolean {
  return ruleIn(s, ctx, MOP_T.hiddenForces);
}

/** The hexes `side`'s stacks spot from, each with its spotting range (MOP 37.10). */
export function spotters(s: GameState, ctx: Ctx, side: Side): { hex: HexId; range: number }[] {
  const high = ctx.leaderIds.filter((l) => ctx.leaders[l].side === side && s.leaders[l].status === 'map' && onHighGround(ctx, s.leaders[l].hex!)).map((l) => s.leaders[l].hex!);
  const out = new Map<HexId, number>();
  for (const h of high) out.set(h, SPOT_RANGE_HIGH);
  for (const u of ctx.unitIds) {
    if (ctx.units[u].side !== side || s.units[u].status !== 'map') continue;
    const hex = s.units[u].hex!;
    const r = high.some((h) => ctx.map.distance(h, hex) <= ctx.units[u].movement) ? SPOT_RANGE_HIGH : SPOT_RANGE;
    out.set(hex, Math.max(out.get(hex) ?? 0, r));
  }
  return [...out].map(([hex, range]) => ({ hex, range }));
}

/** Is `hex` adjacent to or spotted by a stack of `side` now? */
export function spottedBy(s: GameState, ctx: Ctx, side: Side, hex: HexId, eyes = spotters(s, ctx, side)): boolean {
  const occ = new Set(Object.keys(occupancy(s, ctx)));
  return eyes.some((e) => ctx.map.distance(e.hex, hex) <= 1 || spots(s, ctx, e.hex, hex, e.range, occ));
}

/** Reveal every hidden stack an enemy stack is next to or spots (MOP 37.10); dummies leave the map. */
export function revealSpotted(d: Draft<GameState>, ctx: Ctx, out: Out, why: string): void {
  if (!hiddenForcesOn(d as GameState, ctx)) return;
  for (const side of ctx.sides) {
    const hidden = hiddenHexes(d as GameState, side);
    if (!hidden.length) continue;
    const enemy = otherSide(ctx, side);
    const eyes = spotters(d as GameState, ctx, enemy);
    for (const x of hidden) {
      if (!spottedBy(d as GameState, ctx, enemy, x.hex, eyes)) continue;
      const h = hiddenOf(d as GameState, side)!;
      const pieces = h.pieces.filter((p) => (d.units[p] ?? d.leaders[p])?.hex === x.hex);
      const dummies = Object.keys(h.dummies).filter((k) => h.dummies[k] === x.hex);
      if (pieces.length) revealPieces(d, ctx, out, side, pieces, why, RULE);
      if (dummies.length) removeDummies(d, out, side, dummies, why, RULE);
    }
  }
  vedetteReport(d, ctx, out);
}

/** MOP 37.10: the most dummy stacks a side may have on the map: its corps (formations led by a corps or wing leader). */
export function dummyLimit(ctx: Ctx, side: Side): number {
  return ctx.scenario.formations.filter((f) => f.side === side && (!f.leader || ['corps', 'wing'].includes(ctx.leaders[f.leader]?.role ?? 'corps'))).length;
}

function ownPiecesAt(s: GameState, ctx: Ctx, side: Side, hex: HexId): string[] {
  const us = ctx.unitIds.filter((u) => ctx.units[u].side === side && s.units[u].status === 'map' && s.units[u].hex === hex);
  const ls = ctx.leaderIds.filter((l) => ctx.leaders[l].side === side && s.leaders[l].status === 'map' && s.leaders[l].hex === hex);
  return [...us, ...ls];
}

/** Side command `mop-hide:hide|dummy|move:<key>` (MOP 37.10). */
export function hideCommand(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  if (!hiddenForcesOn(s, ctx)) reject('rule-off', 'hidden forces (MOP 37.10) are not in play', RULE);
  const [, what, key] = cmd.choice.split(':');
  const side = cmd.side;
  const hex = cmd.hex;
  if (!hex || !ctx.map.has(hex)) reject('no-hex', 'name the hex', RULE);
  const enemy = otherSide(ctx, side);
  const occ = occupancy(s, ctx);
  if (occ[hex]?.side === enemy) reject('enemy-hex', `${hex} holds enemy units`, RULE);
  if (what === 'reveal') {
    const pieces = hiddenOf(s, side)?.pieces.filter((p) => (s.units[p] ?? s.leaders[p])?.hex === hex) ?? [];
    if (!pieces.length) reject('nothing', `nothing of yours is hidden in ${hex}`, RULE);
    return revealPieces(d, ctx, out, side, pieces, `${sideName(ctx, side)} shows it`, RULE);
  }
  if (spottedBy(s, ctx, enemy, hex)) reject('spotted', `the enemy is next to ${hex} or spots it: nothing there can hide now`, RULE);
  const h = hiddenDraft(d, side);
  if (what === 'hide') {
    const pieces = ownPiecesAt(s, ctx, side, hex).filter((p) => !h.pieces.includes(p));
    if (!pieces.some((p) => ctx.units[p])) reject('nothing', `no ${sideName(ctx, side)} unit to hide in ${hex}`, RULE);
    h.pieces.push(...pieces);
    log(d, out, `Hidden at ${hex}: ${pieces.length} piece${pieces.length === 1 ? '' : 's'}`, { rule: RULE, visibleTo: side, hexes: [hex] });
    log(d, out, `A stack at ${hex} is covered`, { rule: RULE, hexes: [hex] });
    return;
  }
  if (what === 'dummy') {
    const n = Object.keys(h.dummies).length;
    if (n >= dummyLimit(ctx, side)) reject('too-many', `at most ${dummyLimit(ctx, side)} dummy stacks (one per corps)`, RULE);
    const k = `d${h.nextDummy}`;
    h.nextDummy += 1;
    h.dummies[k] = hex;
    log(d, out, `Dummy stack ${k} made at ${hex}`, { rule: RULE, visibleTo: side, hexes: [hex] });
    log(d, out, `A stack at ${hex} is covered`, { rule: RULE, hexes: [hex] });
    return;
  }
  if (what === 'move') {
    const from = key ? h.dummies[key] : undefined;
    if (!from) reject('no-dummy', `no dummy stack "${key ?? ''}"`, RULE);
    h.dummies[key] = hex;
    log(d, out, `Dummy stack ${key} moves ${from} to ${hex}`, { rule: RULE, visibleTo: side, hexes: [from, hex] });
    log(d, out, `A hidden force moves ${from} to ${hex}`, { rule: RULE, hexes: [from, hex] });
    return;
  }
  reject('bad-choice', `"${cmd.choice}": say mop-hide:hide, mop-hide:reveal, mop-hide:dummy or mop-hide:move:<key>`, RULE);
}

/** Hook mayBombard: a hidden gun shows itself before it fires (a ruling). */
export function hiddenGunVeto(s: GameState, ctx: Ctx, unit: string): null | { code: string; message: string; rule: string } {
  const side = ctx.units[unit]?.side;
  if (!side || !hiddenOf(s, side)?.pieces.includes(unit)) return null;
  return { code: 'hidden', message: `${ctx.units[unit].name} is hidden: reveal its stack before it fires`, rule: RULE };
}

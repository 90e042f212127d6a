// Victory in March on Paris (MOP 37.13): points for the strength-point loss differential, enemy corps
// demoralized, baggage trains captured, enemy supply sources held (with the official erratum: only by
// a unit in supply or in its commander's range), the VP of cards played, enemy army commanders taken,
// the scenario's objectives, and the General Retreat exits (37.13.1). Napoleon taken: the Coalition wins.
import type { Draft } from 'immer';
import type { GameResult, GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Out } from '../../../core/ops';
import { appendLogEntry, log } from '../../../core/ops';
import { unitSupplied } from '../../../core/module';
import { occupancy, otherSide, sideName, unitStrength, unitsAt } from '../../../rules/pieces';
import { nlcOf } from '../../nlc/state';
import { supplySources } from '../../nlc/supply/trace';
import { frenchSide } from '../cards/mode';
import { cardsPublic, cardsPublicDraft, sideCards, type PlayedCard } from '../cards/state';
import { mayGeneralRetreat } from '../cards/play';
import { mopState } from '../state';

export interface VpLine {
  what: string;
  vp: number;
  rule: string;
}

export interface MopSideVp {
  side: Side;
  total: number;
  lines: VpLine[];
}

/** Strength points a side has lost: full strength less what its units have left (eliminated: all). */
export function spLost(s: GameState, ctx: Ctx, side: Side): number {
  let lost = 0;
  for (const id of ctx.unitIds) {
    const su = ctx.units[id];
    const u = s.units[id];
    if (su.side !== side || u.status === 'pending') continue;
    lost += su.strength[0] - (u.status === 'eliminated' ? 0 : unitStrength(su, u.steps));
  }
  return lost;
}

/** 37.13: 0-4 SP more lost by the enemy: 0 VP, 5-9: 1, 10-14: 2 ... */
export function lossDifferentialVp(mine: number, theirs: number): number {
  return theirs > mine ? Math.floor((theirs - mine) / 5) : 0;
}

/** Is the unit in supply (MOP 37.7 through the unitInSupply hook)? No module answering: yes. */
function inSupply(s: GameState, ctx: Ctx, unit: string): boolean {
  return unitSupplied(ctx, s, unit);
}

/** The erratum: a hex counts for a side only while a unit of it there is in supply. */
function heldWithErratum(s: GameState, ctx: Ctx, hex: HexId, side: Side): boolean {
  return unitsAt(s, ctx, hex).some((u) => ctx.units[u].side === side && inSupply(s, ctx, u));
}

/** The side holding a supply source or objective: its occupant, else the side that last moved through. */
function holderOf(s: GameState, ctx: Ctx, hex: HexId, last: Side | undefined): Side | null {
  const occ = occupancy(s, ctx)[hex];
  if (occ) return heldWithErratum(s, ctx, hex, occ.side) ? occ.side : null;
  return last ?? null;
}

/** Cards that count: face-up ones, and at the end of the game the face-down ones too. */
function cardsCounted(s: GameState, ctx: Ctx, final: boolean): PlayedCard[] {
  const out = [...cardsPublic(s).played];
  if (final) for (const side of ctx.sides) out.push(...sideCards(s, side).hidden);
  return out;
}

function napoleonId(ctx: Ctx): string | undefined {
  const named = ctx.scenario.mop?.victory?.napoleon;
  if (named) return named;
  const fr = frenchSide(ctx);
  return ctx.leaderIds.find((id) => ctx.leaders[id].side === fr && /napol/i.test(ctx.leaders[id].name));
}

function isCaptured(s: GameState, id: string): boolean {
  return s.leaders[id]?.status === 'eliminated';
}

export function mopVictory(s: GameState, ctx: Ctx, final: boolean): MopSideVp[] {
  const lost = Object.fromEntries(ctx.sides.map((x) => [x, spLost(s, ctx, x)]));
  const n = s.nlc ? nlcOf(s) : null;
  const pub = cardsPublic(s);
  const mop = mopState(s) as { trainsCaptured?: Record<Side, number>; trainsExited?: Record<Side, number> };
  const played = cardsCounted(s, ctx, final);
  return ctx.sides.map((side) => {
    const enemy = otherSide(ctx, side);
    const lines: VpLine[] = [];
    const add = (what: string, vp: number, rule: string) => {
      if (vp) lines.push({ what, vp, rule });
    };
    add(`loss differential (${lost[enemy]} SP lost against ${lost[side]})`, lossDifferentialVp(lost[side], lost[enemy]), 'MOP 37.13');
    const demo = (n?.demoralizedFormations ?? []).filter((f) => ctx.scenario.formations.find((x) => x.id === f)?.side === enemy);
    add(`${demo.length} enemy corps demoralized`, 4 * demo.length, 'MOP 37.13');
    const trains = mop.trainsCaptured?.[side] ?? 0;
    add(`${trains} baggage train${trains === 1 ? '' : 's'} captured`, 2 * trains, 'MOP 37.13');
    // the one list of supply sources: the map's supply hexes (mop/supplySources.ts)
    const sources = supplySources(ctx, enemy).map((hex) => ({ hex })).filter((x) => holderOf(s, ctx, x.hex, pub.sources[x.hex]) === side);
    add(`${sources.length} enemy supply source${sources.length === 1 ? '' : 's'} held (${sources.map((x) => x.hex).join(', ')})`, 4 * sources.length, 'MOP 37.13');
    // the scenario's own conditions: its objectives, under the same erratum
    for (const o of ctx.scenario.objectives) {
      if (holderOf(s, ctx, o.hex, s.control[o.hex]) === side) add(`objective ${ctx.map.hexes[o.hex]?.name ?? o.hex}`, o.vp, 'MOP 37.13');
    }
    const cardVp = played.filter((p) => p.side === side).reduce((a, p) => a + p.vp, 0);
    add('cards played', cardVp, 'MOP 37.12');
    for (const id of ctx.leaderIds) {
      const l = ctx.leaders[id];
      if (l.side === enemy && l.role === 'overall' && isCaptured(s, id) && id !== napoleonId(ctx)) add(`${l.name} taken`, l.rating, 'MOP 37.13');
    }
    if (mayGeneralRetreat(s, side)) {
      const exited = ctx.unitIds.filter((id) => ctx.units[id].side === side && s.units[id].status === 'exited').length;
      const killed = ctx.unitIds.filter((id) => ctx.units[id].side === enemy && s.units[id].status === 'eliminated').length;
      add(`General Retreat: ${exited} units off the map (1 VP for 5, at most ${killed})`, Math.min(Math.floor(exited / 5), killed), 'MOP 37.13.1');
      const tx = mop.trainsExited?.[side] ?? 0;
      add('General Retreat: baggage train off the map', 4 * tx, 'MOP 37.13.1');
    }
    return { side, total: lines.reduce((a, l) => a + l.vp, 0), lines };
  });
}

/** 37.13: Napoleon taken ends the game at once in a Coalition victory. */
export function napoleonCaptured(d: Draft<GameState> | GameState, ctx: Ctx): boolean {
  if (d.result) return true;
  const id = napoleonId(ctx);
  if (!id || !isCaptured(d as GameState, id)) return false;
  const coalition = otherSide(ctx, frenchSide(ctx));
  const vp = Object.fromEntries(mopVictory(d as GameState, ctx, true).map((x) => [x.side, x.total]));
  const reason = `${ctx.leaders[id].name} is taken: the ${sideName(ctx, coalition)} win`;
  (d as GameState).result = { winner: coalition, level: 'Automatic victory', vp, reason, rule: 'MOP 37.13' };
  appendLogEntry(d, { seq: d.seq, text: `Game over. ${reason}`, rule: 'MOP 37.13', visibleTo: 'all' });
  return true;
}

/** 37.13 and our ruling on levels: within the draw margin a draw; a winner with twice the loser's VP decisively. */
export function mopResult(s: GameState, ctx: Ctx, reason: string, demoralized: Side[]): GameResult {
  const tally = mopVictory(s, ctx, true);
  const vp = Object.fromEntries(tally.map((x) => [x.side, x.total]));
  const [a, b] = ctx.sides;
  const napoleon = napoleonId(ctx);
  if (napoleon && isCaptured(s, napoleon)) {
    const coalition = otherSide(ctx, frenchSide(ctx));
    return { winner: coalition, level: 'Automatic victory', vp, reason: `${reason}: ${ctx.leaders[napoleon].name} is taken`, rule: 'MOP 37.13' };
  }
  // a side wins when every corps of the other is demoralized (or its army is, NLC 14)
  const n = s.nlc ? nlcOf(s) : null;
  for (const side of ctx.sides) {
    const corps = ctx.scenario.formations.filter((f) => f.side === side && f.demoralization !== undefined);
    const all = corps.length > 0 && corps.every((f) => n?.demoralizedFormations.includes(f.id));
    if (all || (demoralized.length === 1 && demoralized[0] === side)) {
      const winner = otherSide(ctx, side);
      return { winner, level: 'Victory', vp, reason: `${reason}: the ${sideName(ctx, side)} are demoralized (${vp[a]} to ${vp[b]} VP)`, rule: 'MOP 37.13' };
    }
  }
  const pct = ctx.scenario.mop?.victory?.drawPercent ?? 10;
  const hi = Math.max(vp[a], vp[b]);
  const lo = Math.min(vp[a], vp[b]);
  if (hi - lo <= (hi * pct) / 100 || hi === lo) {
    return { winner: null, level: 'Draw', vp, reason: `${reason}: draw, ${vp[a]} to ${vp[b]} VP (within ${pct}%)`, rule: 'MOP 37.13' };
  }
  const winner = vp[a] > vp[b] ? a : b;
  const level = lo <= 0 || hi >= 2 * lo ? 'Decisive victory' : 'Victory';
  return { winner, level, vp, reason: `${reason}: ${level} for the ${sideName(ctx, winner)} (${vp[a]} to ${vp[b]} VP)`, rule: 'MOP 37.13' };
}

/** Hooks.enterHexFor (37.13): only a path through a supply source can take one. */
export function pathHasSource(_s: GameState, ctx: Ctx, _side: Side, path: readonly HexId[]): boolean {
  for (const h of path) if (ctx.map.hexes[h]?.supply) return true;
  return false;
}

/** 37.13: a unit of the side entering a supply source takes it (the erratum checked when it enters). */
export function recordSourceEntry(d: Draft<GameState>, ctx: Ctx, _out: Out, side: Side, hex: HexId): void {
  if (!ctx.map.hexes[hex]?.supply) return;
  if (!heldWithErratum(d as GameState, ctx, hex, side)) return;
  const pub = cardsPublicDraft(d);
  if (pub.sources[hex] !== side) {
    pub.sources[hex] = side;
    void log;
  }
}

/**
 * 37.13.1: pieces leave the map only once the side may order the General Retreat (card 9 or 22), and
 * only at a map-edge hex with a friendly supply source (the map's supply hexes or the scenario's sources).
 */
export function mopExitVeto(s: GameState, ctx: Ctx, side: Side, _pieces: string[], hex: HexId): { code: string; message: string; rule: string } | null {
  if (!mayGeneralRetreat(s, side)) {
    return { code: 'no-general-retreat', message: 'units leave the map only in a General Retreat, after General Retreat or The Battle Ends is played', rule: 'MOP 37.13.1' };
  }
  const source = ctx.map.hexes[hex]?.supply === side;
  if (!source) return { code: 'no-supply-source', message: `${hex} has no ${sideName(ctx, side)} supply source: the General Retreat leaves the map only there`, rule: 'MOP 37.13.1' };
  return null;
}

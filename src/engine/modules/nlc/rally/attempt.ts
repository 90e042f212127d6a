// NLC 13: one rally attempt of an eliminated unit, placed in a given hex. Shared: the night rally of
// NLC 13 calls it for a leader in Reserve, and other modules (a campaign's rally box) may call it
// with their own hex and rule. Rulings in rally/rulings.ts.
import type { Draft } from 'immer';
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, roll, type Out } from '../../../core/ops';
import { maxSteps, occupancy, otherSide, pieceName } from '../../../rules/pieces';
import { stackLimit } from '../../../rules/stacking';
import { impassable, zocOf } from '../../../rules/zoc';
import { checkDemoralization } from '../losses';
import { isDestroyed, rallyDraft, rallyOf } from './state';

export interface RallyAttemptOptions {
  /** NLC 13: a unit of a demoralized corps or army rallies only on 1-4 (5-6: destroyed for good). */
  demoralized: boolean;
  /** A one-step unit needs an eliminated partner with identical ratings, removed for good (NLC 13). */
  partner?: string;
  /** Case cited in the log (default NLC 13). */
  rule?: string;
  /** Why the die is rolled, for the log (default: the unit is demoralized). A module rolling every rally says its own reason (MOP 37.6). */
  dieReason?: string;
}

export interface RallyAttemptResult {
  outcome: 'rallied' | 'destroyed';
  unit: string;
  /** The one-step partner removed for good, if any. */
  removed: string[];
  /** A unit already in the hex moved aside to make room, and where to. */
  displaced: { unit: string; to: HexId } | null;
  dice: number[];
}

/** Identical ratings for the one-step merge of NLC 13: type, printed strengths, movement, morale, nationality. */
export function identicalRatings(ctx: Ctx, a: string, b: string): boolean {
  const x = ctx.units[a];
  const y = ctx.units[b];
  return (
    x.side === y.side &&
    x.type === y.type &&
    x.strength[0] === y.strength[0] &&
    x.strength[1] === y.strength[1] &&
    x.movement === y.movement &&
    x.morale === y.morale &&
    x.nationality === y.nationality
  );
}

/** Is the unit eliminated and still eligible (not destroyed for good)? */
export function rallyCandidate(s: GameState, ctx: Ctx, unit: string): boolean {
  return !!ctx.units[unit] && s.units[unit].status === 'eliminated' && !isDestroyed(s, unit);
}

/** Eliminated one-step units that could be the partner of `unit` (lowest id first). */
export function rallyPartners(s: GameState, ctx: Ctx, unit: string): string[] {
  return ctx.unitIds.filter((p) => p !== unit && rallyCandidate(s, ctx, p) && maxSteps(ctx.units[p]) === 1 && identicalRatings(ctx, unit, p));
}

/** Where a unit of the hex would be moved aside to make room (a ruling), or null when there is none. */
function displacementHex(s: GameState, ctx: Ctx, hex: HexId, side: string): HexId | null {
  const occ = occupancy(s, ctx);
  const zoc = zocOf(s, ctx, otherSide(ctx, side));
  for (const n of [...ctx.map.hexes[hex].neighbours].sort()) {
    if (impassable(ctx.map, hex, n) || zoc.has(n)) continue;
    const cell = occ[n];
    if (cell && cell.side !== side) continue;
    if ((cell?.units.length ?? 0) >= stackLimit(ctx.map, n)) continue;
    return n;
  }
  return null;
}

/** Why this unit cannot attempt a rally into this hex now, or null. Nothing is rolled or moved. */
export function rallyVeto(s: GameState, ctx: Ctx, unit: string, hex: HexId, opts: Pick<RallyAttemptOptions, 'partner'> = {}): RuleError | null {
  const rule = 'NLC 13';
  if (!ctx.units[unit]) return { code: 'unknown-unit', message: `no unit "${unit}"`, rule };
  if (!rallyCandidate(s, ctx, unit)) {
    const why = isDestroyed(s, unit) ? 'is destroyed for good' : 'is not eliminated';
    return { code: 'not-eliminated', message: `${pieceName(ctx, unit)} ${why} and cannot be rallied`, rule };
  }
  if (!ctx.map.has(hex)) return { code: 'bad-hex', message: `no hex ${hex} on this map`, rule };
  const side = ctx.units[unit].side;
  const occ = occupancy(s, ctx);
  if (occ[hex] && occ[hex].side !== side) return { code: 'enemy-hex', message: `${hex} holds enemy units`, rule };
  if (maxSteps(ctx.units[unit]) === 1) {
    const p = opts.partner;
    if (!p) return { code: 'needs-partner', message: `${pieceName(ctx, unit)} had one step: it rallies only with a second eliminated unit of identical ratings, removed for good`, rule };
    if (!rallyPartners(s, ctx, unit).includes(p)) return { code: 'bad-partner', message: `${pieceName(ctx, p)} is not an eliminated one-step unit with ratings identical to ${pieceName(ctx, unit)}`, rule };
  } else if (opts.partner) return { code: 'no-partner', message: `${pieceName(ctx, unit)} needs no partner to rally`, rule };
  const here = occ[hex]?.units.length ?? 0;
  if (here >= stackLimit(ctx.map, hex) && !displacementHex(s, ctx, hex, side)) {
    return { code: 'no-room', message: `${hex} is full and no unit there can make room`, rule };
  }
  return null;
}

/**
 * One rally attempt (NLC 13): the unit comes back with its reduced steps into `hex`, a unit there moved
 * aside if the stack is full; a demoralized unit needs 1-4 on a die. Callers check eligibility with
 * rallyVeto first (it throws on a veto). Runs the demoralization check afterwards (NLC 15).
 */
export function rallyAttempt(d: Draft<GameState>, ctx: Ctx, out: Out, unit: string, hex: HexId, opts: RallyAttemptOptions): RallyAttemptResult {
  const rule = opts.rule ?? 'NLC 13';
  const veto = rallyVeto(d as GameState, ctx, unit, hex, opts);
  if (veto) throw new Error(`${veto.message} [${veto.rule}]`);
  const r = rallyDraft(d);
  const side = ctx.units[unit].side;
  const res: RallyAttemptResult = { outcome: 'rallied', unit, removed: [], displaced: null, dice: [] };
  if (opts.partner) {
    r.destroyed.push(opts.partner);
    res.removed.push(opts.partner);
  }
  if (opts.demoralized) {
    res.dice = roll(d, out, 1, `rally: ${pieceName(ctx, unit)} (${opts.dieReason ?? 'demoralized'})`, rule);
    if (res.dice[0] >= 5) {
      r.destroyed.push(unit);
      res.outcome = 'destroyed';
      log(d, out, `${pieceName(ctx, unit)} fails to rally (rolled ${res.dice[0]}, needs 1-4${opts.dieReason ? '' : ' when demoralized'}) and is destroyed for good${opts.partner ? `, with ${pieceName(ctx, opts.partner)}` : ''}`, { rule, dice: res.dice, hexes: [hex] });
      checkDemoralization(d, ctx, out);
      return res;
    }
  }
  const occ = occupancy(d as GameState, ctx);
  if ((occ[hex]?.units.length ?? 0) >= stackLimit(ctx.map, hex)) {
    const to = displacementHex(d as GameState, ctx, hex, side)!;
    const moved = [...occ[hex].units].sort().reverse()[0];
    d.units[moved].hex = to;
    res.displaced = { unit: moved, to };
    log(d, out, `${pieceName(ctx, moved)} makes room: moved from ${hex} to ${to}`, { rule, hexes: [hex, to] });
  }
  const u = d.units[unit];
  u.status = 'map';
  u.hex = hex;
  u.steps = Math.max(1, maxSteps(ctx.units[unit]) - 1);
  u.disrupted = false;
  u.mpSpentHalves = 0;
  delete r.eliminated[unit];
  r.rallied[unit] = d.clock.turn;
  log(d, out, `${pieceName(ctx, unit)} rallies at ${hex}${opts.partner ? ` (with ${pieceName(ctx, opts.partner)}, removed for good)` : ''}${res.dice.length ? ` (rolled ${res.dice[0]})` : ''}`, { rule, dice: res.dice.length ? res.dice : undefined, hexes: [hex] });
  checkDemoralization(d, ctx, out);
  return res;
}

export { rallyOf };

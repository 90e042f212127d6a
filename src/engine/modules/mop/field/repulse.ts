// MOP 37.11.1 repulse (with the vedettes toggle `MOP 37.11` and hidden forces `MOP 37.10`): a move may run
// into a hex where the enemy has a hidden force (the mover cannot know what is there). What it holds is
// found out then:
// - a dummy stack is removed (37.10) and the move goes on as given;
// - real units: the force is revealed and the movers stop in the hex they entered from, their move over,
//   and check morale (failed: disrupted, a ruling as NLC 19.1). Units whose orders forbid entering an enemy
//   ZOC fall back one hex more along their path and are disrupted without a check.
// The shortened move must still be legal on the board as the mover now sees it (the force just found out
// counts, forces still hidden do not, rules/unseen.ts): the longest legal part of it is made (a ruling).
import type { Draft } from 'immer';
import type { GameState, HexId, MoveCommand, Side } from '../../../types';
import { contextOf } from '../../../core/ctx';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { hiddenOf, removeDummies, revealPieces } from '../../../rules/hidden';
import { checkPath, moverInfo } from '../../../rules/movement/reach';
import { otherSide, pieceHex, pieceName } from '../../../rules/pieces';
import { moveVeto } from '../../../core/module';
import { moraleCheck } from '../../nlc/morale';
import { nlcPolicy } from '../../nlc/movement';
import { hiddenForcesOn } from './hiddenForces';
import { readView } from '../../../core/readView';
import { vedettesOn } from './vedetteCounters';

export const REPULSE_RULE = 'MOP 37.11.1';

/** Hexes where `side` has a hidden force (real pieces or a dummy). */
export function hiddenForceHexes(s: GameState, side: Side): HexId[] {
  const h = hiddenOf(s, side);
  if (!h) return [];
  const out = new Set<HexId>(Object.values(h.dummies));
  for (const p of h.pieces) {
    const x = s.units[p] ?? s.leaders[p];
    if (x?.status === 'map' && x.hex) out.add(x.hex);
  }
  return [...out].sort();
}

/** Find out what the enemy of `side` hides at `hex`: a dummy is removed ('empty'), real units are revealed ('force'). */
export function probeHidden(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId): 'empty' | 'force' {
  const enemy = otherSide(ctx, side);
  const h = hiddenOf(d as GameState, enemy);
  if (!h) return 'empty';
  const pieces = h.pieces.filter((p) => (d.units[p] ?? d.leaders[p])?.hex === hex);
  const dummies = Object.keys(h.dummies).filter((k) => h.dummies[k] === hex);
  if (dummies.length) removeDummies(d, out, enemy, dummies, 'an enemy unit rode into it', REPULSE_RULE);
  const units = pieces.filter((p) => ctx.units[p]);
  if (units.length) {
    revealPieces(d, ctx, out, enemy, pieces, 'an enemy unit ran into it', REPULSE_RULE);
    return 'force';
  }
  return 'empty';
}

export interface Intercept {
  path: HexId[];
  after?: (d: Draft<GameState>, out: Out) => void;
}

function legalPrefix(s: GameState, ctx: Ctx, pieces: string[], path: HexId[]): { path: HexId[]; zocBanned: boolean } {
  const policy = nlcPolicy(s, ctx, pieces);
  const mover = moverInfo(s, ctx, pieces, policy);
  if ('code' in mover) return { path: [], zocBanned: false };
  let zocBanned = false;
  for (let n = path.length; n > 0; n--) {
    const p = path.slice(0, n);
    const c = checkPath(s, ctx, mover, pieces, p, policy);
    if ('code' in c) continue;
    const v = moveVeto(ctx, s, pieces, mover.from, p, c.halves);
    if (v && /zoc/.test(v.code) && n === path.length) {
      // 37.11.1: their orders forbid entering a ZOC: one hex more back, and disrupted
      zocBanned = true;
      continue;
    }
    if (!v) return { path: p, zocBanned };
  }
  return { path: [], zocBanned };
}

/** Hook interceptMove (MOP 37.11.1): the first hidden enemy force on the path is found out, and the move cut short before real units. */
export function repulse(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, pieces: string[], from: HexId | null, path: HexId[]): Intercept | undefined {
  const s = d as GameState;
  // asked before every move: the toggles are read without drafting (core/readView.ts)
  // (an arrival from off the map never enters a marker's hex first: NLC 9 entry hexes leave them out)
  if (!hiddenForcesOn(s, ctx) || !vedettesOn(s, ctx)) return undefined;
  const units = pieces.filter((p) => ctx.units[p]);
  if (!units.length) return undefined;
  const seen = readView(s);
  const hidden = new Set(hiddenForceHexes(seen, otherSide(ctx, side)));
  const k = path.findIndex((h) => hidden.has(h));
  if (k < 0) return undefined;
  const hex = path[k];
  if (probeHidden(d, ctx, out, side, hex) === 'empty') return undefined;
  const entered = k === 0 ? from : path[k - 1];
  const cut = legalPrefix(s, ctx, pieces, path.slice(0, k));
  const names = units.map((u) => pieceName(ctx, u)).join(' and ');
  const stop = cut.path.length ? cut.path[cut.path.length - 1] : from;
  log(d, out, `Repulse: ${names} run into enemy units at ${hex} and stop ${stop ? `at ${stop}` : 'off the map'}${entered !== stop ? ` (short of ${entered})` : ''}`, {
    rule: REPULSE_RULE,
    hexes: [hex, ...(stop ? [stop] : [])],
  });
  return {
    path: cut.path,
    after: (dd, o) => {
      const at = stop ?? 'the map edge';
      // the move is over for them (37.11.1 ends their movement)
      for (const u of units) {
        dd.units[u].movedIn = dd.clock.activation;
        dd.units[u].mpSpentHalves = ctx.units[u].movement * 2;
      }
      if (cut.zocBanned) {
        for (const u of units) dd.units[u].disrupted = true;
        log(dd, o, `${names} may not enter an enemy ZOC under their orders: back one hex more to ${at}, disrupted`, { rule: REPULSE_RULE, hexes: stop ? [stop] : [] });
        return;
      }
      const r = moraleCheck(dd, ctx, o, units, REPULSE_RULE, `${names} repulsed at ${hex}`);
      if (r.passed) return;
      for (const u of units) dd.units[u].disrupted = true;
      log(dd, o, `${names} ${units.length > 1 ? 'are' : 'is'} disrupted by the repulse`, { rule: REPULSE_RULE, hexes: stop ? [stop] : [] });
    },
  };
}

/**
 * The move that takes `pieces` into the enemy hidden force at `hex` by the cheapest way next to it (for the
 * client's "advance into the hidden force" button), or null when they cannot reach a hex next to it now.
 */
export function repulseMove(s: GameState, side: Side, pieces: string[], hex: HexId): MoveCommand | null {
  const ctx = contextOf(s);
  if (!pieces.length || !hiddenForcesOn(s, ctx) || !vedettesOn(s, ctx) || !ctx.system.reach) return null;
  if (!hiddenForceHexes(s, otherSide(ctx, side)).includes(hex)) return null;
  const from = pieceHex(s, pieces[0]);
  if (!from) return null;
  if (ctx.map.distance(from, hex) === 1) return { type: 'move', side, n: s.seq, units: [...pieces], path: [hex] };
  const r = ctx.system.reach(s, ctx, pieces);
  if ('code' in r) return null;
  let best: { mp: number; path: HexId[] } | null = null;
  for (const n of ctx.map.hexes[hex].neighbours) {
    const x = r.hexes[n];
    if (x && (!best || x.mp < best.mp)) best = x;
  }
  return best ? { type: 'move', side, n: s.seq, units: [...pieces], path: [...best.path, hex] } : null;
}

// MOP 37.11.2 vedettes and hidden forces (optional), on the shared mechanism of rules/hidden.ts. The scouts
// are the vedette counters (vedetteCounters.ts). When one sees a hidden force (line of sight at the
// visibility in force, beyond the 37.10 spotting range), the owner tells whether it is vedettes; a hidden
// force never is (vedettes do not hide, a ruling), so the force gets a countdown marker: the turns the vedette
// would need to ride back to its formation commander (its unit's movement, cavalry costs, MOP 37.3). It drops
// by one each turn start; at zero, or at once when the vedette is within its movement of the commander, the
// force is revealed (a dummy leaves the map).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { hiddenDraft, hiddenHexes, hiddenOf, removeDummies, revealPieces, spots } from '../../../rules/hidden';
import { occupancy, otherSide } from '../../../rules/pieces';
import { visibilityNow } from '../../../rules/visibility';
import { formationLeader } from '../../nlc/orders/commandRange';
import { mpBetween } from '../../nlc/orders/distance';
import { vedetteState, vedettesOf, vedettesOn } from './vedetteCounters';

const RULE = 'MOP 37.11';

export { vedettesOn };

/** The side's scouts on the map: its vedettes (MOP 37.11), each with its hex and the unit it came from. */
export function scouts(s: GameState, ctx: Ctx, side: Side): { id: string; hex: HexId; parent: string }[] {
  void ctx;
  const st = vedetteState(s);
  return vedettesOf(s, side).map((id) => ({ id, hex: st!.pieces[id].hex, parent: st!.pieces[id].parent }));
}

/** Turns for the vedette to ride to its formation commander at its unit's movement rate, and whether he is within one move now. */
export function rideBack(s: GameState, ctx: Ctx, scout: { hex: HexId; parent: string }): { turns: number; inReach: boolean } {
  const leader = formationLeader(s, ctx, ctx.units[scout.parent].formation);
  const lh = leader && s.leaders[leader]?.status === 'map' ? s.leaders[leader].hex : null;
  if (!lh) return { turns: 99, inReach: false };
  const mp = mpBetween(ctx.map, scout.hex, lh, 'cavalry', 200);
  const per = ctx.units[scout.parent].movement;
  if (!Number.isFinite(mp)) return { turns: 99, inReach: false };
  return { turns: Math.max(1, Math.ceil(mp / per)), inReach: mp <= per };
}

function revealAt(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId, why: string): void {
  const h = hiddenOf(d as GameState, side);
  if (!h) return;
  const pieces = h.pieces.filter((p) => (d.units[p] ?? d.leaders[p])?.hex === hex);
  const dummies = Object.keys(h.dummies).filter((k) => h.dummies[k] === hex);
  if (pieces.length) revealPieces(d, ctx, out, side, pieces, why, RULE);
  if (dummies.length) removeDummies(d, out, side, dummies, why, RULE);
  delete hiddenDraft(d, side).reported[hex];
}

/** MOP 37.11.2: scouts that see hidden forces now mark them with a countdown, or reveal them at once. */
export function vedetteReport(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const s = d as GameState;
  if (!vedettesOn(s, ctx)) return;
  const occ = new Set(Object.keys(occupancy(s, ctx)));
  for (const side of ctx.sides) {
    const hidden = hiddenHexes(s, side);
    if (!hidden.length) continue;
    const enemy = otherSide(ctx, side);
    const eyes = scouts(s, ctx, enemy);
    for (const x of hidden) {
      let best: { turns: number; inReach: boolean } | null = null;
      for (const v of eyes) {
        const vh = v.hex;
        if (!spots(s, ctx, vh, x.hex, visibilityNow(s, ctx, vh, x.hex), occ)) continue;
        const r = rideBack(s, ctx, v);
        if (!best || r.inReach || r.turns < best.turns) best = r;
        if (r.inReach) break;
      }
      if (!best) continue;
      if (best.inReach) {
        revealAt(d, ctx, out, side, x.hex, 'an enemy vedette sees it within reach of its commander');
        continue;
      }
      const rep = hiddenDraft(d, side).reported;
      if (rep[x.hex] === undefined || best.turns < rep[x.hex]) {
        rep[x.hex] = best.turns;
        log(d, out, `An enemy vedette sees the hidden force at ${x.hex}: not vedettes; revealed in ${best.turns} turn${best.turns === 1 ? '' : 's'}`, { rule: RULE, hexes: [x.hex] });
      }
    }
  }
}

/** Hook onTurnStart (MOP 37.11.2): every countdown drops by one; at zero the force is revealed. */
export function vedetteCountdown(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  if (!vedettesOn(d as GameState, ctx)) return;
  for (const side of ctx.sides) {
    const h = hiddenOf(d as GameState, side);
    if (!h) continue;
    const live = new Set(hiddenHexes(d as GameState, side).map((x) => x.hex));
    for (const hex of Object.keys(h.reported).sort()) {
      const rep = hiddenDraft(d, side).reported;
      // the marker stays with the hex; a force that moved away leaves it behind (a ruling)
      if (!live.has(hex)) {
        delete rep[hex];
        continue;
      }
      rep[hex] -= 1;
      if (rep[hex] <= 0) revealAt(d, ctx, out, side, hex, 'the vedette\'s report arrives');
    }
  }
}

// NLC 11.1-11.4: leader displacement and loss, HQ capture, and leader ratings after losses.
import { firstAnswer } from '../../core/hookAnswer';
import type { Draft } from 'immer';
import { latest, peekField, readView } from '../../core/readView';
import type { GameState, HexId, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { log, roll, sum, type Out } from '../../core/ops';
import { leadersAt, occupancy, pieceName, sideName } from '../../rules/pieces';
import { nlcDraft, nlcOf, type NlcState } from './state';

/** A leader's command rating now: 1 once lost and replaced (NLC 11.2), -1 for the day after losing his HQ (NLC 11.4). */
export function leaderRating(s: GameState, ctx: Ctx, leaderId: string): number {
  const n = nlcOf(s);
  const l = ctx.leaders[leaderId];
  if (n.leadersReplaced.includes(leaderId) || n.leadersLost.includes(leaderId)) return 1;
  let rating = l.rating;
  for (const hq of ctx.scenario.hqs) {
    if (hq.leader !== leaderId) continue;
    const lost = n.hqLost[hq.id];
    if (lost === undefined) continue;
    const nightSince = ctx.scenario.turns.night.some((t) => t > lost && t <= s.clock.turn);
    if (!nightSince) rating -= 1;
  }
  // a module may set the rating in force (Hooks.leaderRating: MOP A.I cards 7, 30)
  const set = firstAnswer(ctx, 'leaderRating', s, ctx, leaderId, rating);
  return Math.max(0, set ?? rating);
}

/** Is the leader out of action (lost this turn, NLC 11.2)? Such a leader gives no morale bonus. */
export function leaderLost(s: GameState, leaderId: string): boolean {
  return !!s.nlc && nlcOf(s).leadersLost.includes(leaderId);
}

/**
 * NLC 11.2: roll 2d6 for a leader; 11-12 removes him from the map at once (he neither moves nor leads an
 * advance); a leader rated 1 replaces him at the start of the next turn (replaceLostLeaders).
 */
export function leaderLossRoll(d: Draft<GameState>, ctx: Ctx, out: Out, leaderId: string, why: string): { dice: number[]; lost: boolean } {
  const n = nlcDraft(d);
  const dice = roll(d, out, 2, `leader loss: ${pieceName(ctx, leaderId)}`, 'NLC 11.2');
  const lost = sum(dice) >= 11;
  const hex = d.leaders[leaderId].hex;
  log(d, out, `${pieceName(ctx, leaderId)} (${why}) rolls ${sum(dice)} for leader loss: ${lost ? 'lost and removed, replaced next turn by a leader rated 1' : 'safe'}`, {
    rule: 'NLC 11.2',
    dice,
    hexes: hex ? [hex] : [],
  });
  if (lost && !n.leadersLost.includes(leaderId)) {
    n.leadersLost.push(leaderId);
    if (hex) n.leaderLostAt[leaderId] = hex;
    d.leaders[leaderId].status = 'eliminated';
    d.leaders[leaderId].hex = null;
  }
  return { dice, lost };
}

/**
 * NLC 11.2 at the start of a turn: each leader lost last turn is replaced by one rated 1, placed where he
 * was lost if his side's units are there, otherwise with the nearest unit of his formation (or of his
 * side when the formation has none on the map) (a ruling: the rules do not say where).
 */
export function replaceLostLeaders(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const n = nlcDraft(d);
  for (const id of [...n.leadersLost]) {
    n.leadersReplaced.push(id);
    const l = ctx.leaders[id];
    const at = n.leaderLostAt[id];
    delete n.leaderLostAt[id];
    const to = at ? replacementHex(d as GameState, ctx, id, at) : null;
    if (to) {
      d.leaders[id].status = 'map';
      d.leaders[id].hex = to;
    }
    log(d, out, `${l.name} is replaced by a subordinate rated 1${to ? ` at ${to}` : ', who has no unit to join'}`, { rule: 'NLC 11.2', hexes: to ? [to] : [] });
  }
  n.leadersLost = [];
}

function replacementHex(s: GameState, ctx: Ctx, id: string, at: HexId): HexId | null {
  const l = ctx.leaders[id];
  const occ = occupancy(s, ctx);
  if (occ[at]?.side === l.side) return at;
  let best: HexId | null = null;
  let bestD = Infinity;
  for (const pass of [true, false]) {
    for (const hex of Object.keys(occ).sort()) {
      const cell = occ[hex];
      if (cell.side !== l.side) continue;
      if (pass && !cell.units.some((u) => ctx.units[u].formation === l.formation)) continue;
      const dist = ctx.map.distance(at, hex);
      if (dist < bestD) {
        best = hex;
        bestD = dist;
      }
    }
    if (best) return best;
  }
  return null;
}

/** The nearest hex holding combat units of `side` (ties: lowest hex id), or null. */
export function nearestFriendlyHex(s: GameState, ctx: Ctx, side: Side, from: HexId): HexId | null {
  const occ = occupancy(s, ctx);
  let best: HexId | null = null;
  let bestD = Infinity;
  for (const hex of Object.keys(occ).sort()) {
    if (occ[hex].side !== side || hex === from) continue;
    const dist = ctx.map.distance(from, hex);
    if (dist < bestD) {
      best = hex;
      bestD = dist;
    }
  }
  return best;
}

/**
 * An enemy leader or HQ of `side`'s enemy stands on the path (or, given one hex, in that hex).
 * As Hooks.enterHexFor (NLC 11.1, 11.4), asked of the state before the move: nothing of the enemy's comes
 * onto the path while it is entered (a displaced leader goes to his own units), so a move past none of
 * them is not looked at hex by hex.
 */
export function enemyCommandOnPath(s: GameState, ctx: Ctx, side: Side, path: readonly HexId[]): boolean {
  // read without drafting: the per-hex check below runs on the draft of a move (core/readView.ts)
  const leaders = latest(peekField(s, 'leaders'));
  for (const id of ctx.leaderIds) {
    if (ctx.leaders[id].side === side) continue;
    const l = latest(leaders[id]);
    if (l.status === 'map' && l.hex && path.includes(l.hex)) return true;
  }
  const nlc = latest(peekField(s, 'nlc')) as unknown as NlcState | undefined;
  if (!nlc || !ctx.scenario.hqs.length) return false;
  const hqs = latest(nlc.hqs);
  for (const hq of ctx.scenario.hqs) {
    if (hq.side === side) continue;
    const st = latest(hqs[hq.id]);
    if (st && st.status === 'map' && st.hex && path.includes(st.hex)) return true;
  }
  return false;
}

/**
 * Units of `side` entered `hex` (by movement, advance or retreat):
 * NLC 11.1 lone enemy leaders there are placed on their nearest friendly unit and roll for loss (11.2);
 * NLC 11.4 an enemy HQ there is destroyed and its army's demoralization level drops by 5.
 * `troops` false when only leaders entered (they capture nothing).
 */
export function onEnterHex(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId, troops = true): void {
  if (!troops) return;
  // asked for every hex every move enters: first look, without proxies, whether anything of the enemy's is there
  if (!enemyCommandOnPath(d as GameState, ctx, side, [hex])) return;
  const s = readView(d as GameState);
  const enemyLeaders = leadersAt(s, ctx, hex).filter((lid) => ctx.leaders[lid].side !== side);
  const here = enemyLeaders.length ? occupancy(s, ctx)[hex] : undefined;
  for (const lid of enemyLeaders) {
    const l = ctx.leaders[lid];
    if (here && here.side === l.side) continue; // not alone: his own units are with him
    const to = nearestFriendlyHex(s, ctx, l.side, hex);
    if (!to) {
      log(d, out, `${l.name} has no friendly unit to fall back on and stays at ${hex}`, { rule: 'NLC 11.1', hexes: [hex] });
      continue;
    }
    d.leaders[lid].hex = to;
    log(d, out, `${l.name} is displaced from ${hex} to the nearest friendly unit at ${to}`, { rule: 'NLC 11.1', hexes: [hex, to] });
    leaderLossRoll(d, ctx, out, lid, 'displaced');
  }
  for (const hq of ctx.scenario.hqs) {
    const seen = nlcOf(s).hqs[hq.id];
    if (!seen || seen.status !== 'map' || seen.hex !== hex || hq.side === side) continue;
    const n = nlcDraft(d);
    const st = n.hqs[hq.id];
    st.status = 'destroyed';
    st.hex = null;
    n.armyLevelAdjust[hq.side] = (n.armyLevelAdjust[hq.side] ?? 0) - 5;
    n.hqLost[hq.id] = d.clock.turn;
    log(d, out, `${hq.name} is overrun at ${hex} and destroyed: the ${sideName(ctx, hq.side)} demoralization level drops by 5 and ${pieceName(ctx, hq.leader)} commands at -1 for the rest of the day`, {
      rule: 'NLC 11.4',
      hexes: [hex],
    });
  }
}

/** Enemy HQs (not destroyed) in a hex, for assault targets (NLC 7.3). */
export function hqsAt(s: GameState, ctx: Ctx, hex: HexId, side?: Side): string[] {
  if (!s.nlc) return [];
  const n = nlcOf(s);
  return ctx.scenario.hqs
    .filter((h) => n.hqs[h.id]?.status === 'map' && n.hqs[h.id].hex === hex && (side === undefined || h.side === side))
    .map((h) => h.id);
}

/**
 * NLC 11.4: a destroyed HQ comes back with any friendly unit on the first turn after nightfall, which we
 * read as the first night turn after its loss. Returns the HQs that come back now; their owners choose
 * the hex (the placeHq decision). An HQ whose side has no unit on the map waits for the next night.
 */
export function hqsReturning(s: GameState, ctx: Ctx): string[] {
  if (!ctx.scenario.turns.night.includes(s.clock.turn)) return [];
  const n = nlcOf(s);
  return ctx.scenario.hqs
    .filter((hq) => n.hqs[hq.id]?.status === 'destroyed' && (n.hqLost[hq.id] ?? 0) < s.clock.turn && hqReturnHexes(s, ctx, hq.id).length > 0)
    .map((hq) => hq.id);
}

/** Hexes holding units of the HQ's side, where it may be set up again (NLC 11.4). */
export function hqReturnHexes(s: GameState, ctx: Ctx, hqId: string): HexId[] {
  const hq = ctx.scenario.hqs.find((h) => h.id === hqId);
  if (!hq) return [];
  const occ = occupancy(s, ctx);
  return Object.keys(occ)
    .filter((h) => occ[h].side === hq.side)
    .sort();
}

/** Set a destroyed HQ up again at `hex` (NLC 11.4). */
export function placeHq(d: Draft<GameState>, ctx: Ctx, out: Out, hqId: string, hex: HexId): void {
  const n = nlcDraft(d);
  const hq = ctx.scenario.hqs.find((h) => h.id === hqId)!;
  n.hqs[hqId] = { hex, status: 'map' };
  log(d, out, `${hq.name} is set up again at ${hex} after nightfall`, { rule: 'NLC 11.4', hexes: [hex] });
}

// Previews for the client: where a selection may go and by which path. Read-only; answers only about
// the viewer's own pieces. The rules system supplies the reach; without one, the legal move commands do.
import type { GameState, HexId, Json, Viewer } from '../types';
import { contextOf } from './ctx';
import { legalCommands, pendingDecision } from './api';
import type { ReachAnswer } from './module';
import { losAnswer, type LosAnswer } from '../rules/losQuery';
import { orderQuery, type OrderQuery, type OrderQueryAnswer } from '../modules/nlc/orders/query';
import { mopAnswer, type MopAnswer } from '../modules/mop/core/query';
import { hooksOf } from './hookAnswer';

export type Query =
  | { type: 'reach'; pieces: string[] }
  | { type: 'path'; pieces: string[]; to: HexId }
  /** What an attack by these pieces on that hex would look like (strengths, modifiers, table rows). */
  | { type: 'combat'; pieces: string[]; to: HexId; /** NLC 20.2.3: the hex of their line the pieces act from. */ from?: HexId }
  /** Whether this piece may act in the open decision, and if not, why (with the case). */
  | { type: 'idle'; pieces: string[] }
  /** Sight lines from these pieces to the enemy hexes they could fire at (NLC 8.1, 8.3): clear or where blocked. */
  | { type: 'sight'; pieces: string[] }
  /** Line of sight between two hexes now (NLC 8.3); open to every viewer, no pieces needed. */
  | { type: 'los'; from: HexId; to: HexId; pieces?: string[] }
  /** A gun's range (2, 3 under NLC 19.4) and the enemy hexes in it that it can see (NLC 8.1, 8.3). */
  | { type: 'gunRange'; pieces: string[] }
  /** NLC 12 orders (the composer, command range): see modules/nlc/orders/query.ts. */
  | OrderQuery
  /** A side's supply net for the map overlay (NLC 17, or MOP 37.7 when that module answers): that side or the referee only. */
  | { type: 'supply'; side: string; pieces?: string[] }
  /** March on Paris: chits in each side's cup, the UAR and PEU boxes (MOP 37.1, 37.6); public. */
  | { type: 'mop' };

export type QueryAnswer =
  | { type: 'reach'; from: HexId; hexes: Record<HexId, number> }
  | { type: 'path'; path: HexId[]; mp: number }
  | { type: 'combat'; preview: Json }
  | { type: 'ready' }
  | { type: 'sight'; sight: Json }
  | LosAnswer
  | { type: 'gunRange'; from: HexId; origins: HexId[]; range: number; rings: Record<HexId, number>; targets: HexId[]; rule: string }
  | OrderQueryAnswer
  | { type: 'supply'; supply: Json }
  | MopAnswer
  | { type: 'none'; reason: string; rule: string };

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function reachOf(state: GameState, pieces: string[]): ReachAnswer | { code: string; message: string; rule: string } {
  const ctx = contextOf(state);
  if (ctx.system.reach) return ctx.system.reach(state, ctx, pieces);
  const hexes: ReachAnswer['hexes'] = {};
  let from = '';
  for (const c of legalCommands(state)) {
    if (c.type !== 'move' || !sameSet(c.units, pieces)) continue;
    hexes[c.path[c.path.length - 1]] = { mp: c.path.length, path: c.path };
  }
  const p = state.units[pieces[0]] ?? state.leaders[pieces[0]];
  from = p?.hex ?? '';
  return { from, hexes };
}

function idleAnswer(state: GameState, ctx: ReturnType<typeof contextOf>, piece: string): QueryAnswer {
  if (state.result) return { type: 'none', reason: 'the game is over', rule: state.result.rule };
  if (ctx.system.whyIdle) {
    const e = ctx.system.whyIdle(state, ctx, piece);
    return e ? { type: 'none', reason: e.message, rule: e.rule } : { type: 'ready' };
  }
  // a rules system without its own answer: the open decision's pieces may act, the others may not
  const p = pendingDecision(state);
  if (p?.options.units.includes(piece)) return { type: 'ready' };
  return { type: 'none', reason: 'that piece has nothing to do in this step', rule: p?.rule ?? 'engine' };
}

export function query(state: GameState, viewer: Viewer, q: Query): QueryAnswer {
  const ctx = contextOf(state);
  if (q.type === 'los') {
    const a = losAnswer(state, ctx, viewer, q.from, q.to);
    return 'code' in a ? { type: 'none', reason: a.message, rule: a.rule } : a;
  }
  if (q.type === 'orderChoices' || q.type === 'orderPreview' || q.type === 'commandRange') return orderQuery(state, ctx, viewer, q);
  if (q.type === 'supply') {
    if (!ctx.sides.includes(q.side)) return { type: 'none', reason: `no side "${q.side}"`, rule: 'engine' };
    if (viewer !== 'referee' && viewer !== q.side) return { type: 'none', reason: "only your own side's supply", rule: 'engine' };
    // a module's own supply rules (MOP 37.7 baggage trains) take the place of NLC 17
    for (const hk of hooksOf(ctx, 'supplyMap')) {
      const a = hk(state, ctx, q.side);
      if (a) return { type: 'supply', supply: a };
    }
    if (!ctx.system.supply) return { type: 'none', reason: 'no supply rules in this game', rule: 'engine' };
    return { type: 'supply', supply: ctx.system.supply(state, ctx, q.side) };
  }
  if (q.type === 'mop') return mopAnswer(state, ctx);
  if (q.pieces.length === 0) return { type: 'none', reason: 'nothing selected', rule: 'engine' };
  const side = ctx.units[q.pieces[0]]?.side ?? ctx.leaders[q.pieces[0]]?.side;
  if (viewer !== 'referee' && side !== viewer) return { type: 'none', reason: 'not your piece', rule: 'engine' };
  if (q.type === 'idle') return idleAnswer(state, ctx, q.pieces[0]);
  if (q.type === 'gunRange') {
    if (!ctx.system.gunRange) return { type: 'none', reason: 'no artillery ranges in these rules', rule: 'engine' };
    const g = ctx.system.gunRange(state, ctx, q.pieces);
    return 'code' in g ? { type: 'none', reason: g.message, rule: g.rule } : { type: 'gunRange', ...g };
  }
  if (state.clock.activeSide !== side) return { type: 'none', reason: 'that side is not active', rule: 'NLC 4' };
  if (q.type === 'combat') {
    if (!ctx.system.combatPreview) return { type: 'none', reason: 'no combat preview in these rules', rule: 'engine' };
    const p = ctx.system.combatPreview(state, ctx, side, q.pieces, q.to, q.from);
    if (p && typeof p === 'object' && 'code' in p && 'rule' in p) return { type: 'none', reason: String(p.message), rule: String(p.rule) };
    return { type: 'combat', preview: p as Json };
  }
  if (q.type === 'sight') {
    if (!ctx.system.sightLines) return { type: 'none', reason: 'no line of sight in these rules', rule: 'engine' };
    const p = ctx.system.sightLines(state, ctx, side, q.pieces);
    if (p && typeof p === 'object' && 'code' in p && 'rule' in p) return { type: 'none', reason: String(p.message), rule: String(p.rule) };
    return { type: 'sight', sight: p as Json };
  }
  const r = reachOf(state, q.pieces);
  if ('code' in r) return { type: 'none', reason: r.message, rule: r.rule };
  if (q.type === 'reach') {
    const hexes: Record<HexId, number> = {};
    for (const h of Object.keys(r.hexes).sort()) hexes[h] = r.hexes[h].mp;
    return { type: 'reach', from: r.from, hexes };
  }
  const hit = r.hexes[q.to];
  if (!hit) return { type: 'none', reason: `cannot reach ${q.to}`, rule: 'NLC 5' };
  return { type: 'path', path: hit.path, mp: hit.mp };
}

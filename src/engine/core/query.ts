// Previews for the client: where a selection may go and by which path. Read-only; answers only the
// viewer's own pieces (asking about the enemy's reach would tell nothing the rules hide today, but the
// same rule keeps hidden-movement modules safe later).
import type { GameState, HexId, Viewer } from '../types';
import { contextOf } from './ctx';
import { legalDestinations, pathTo } from '../rules/movement/reach';
import { pieceSide } from '../rules/pieces';

export type Query = { type: 'reach'; pieces: string[] } | { type: 'path'; pieces: string[]; to: HexId };

export type QueryAnswer =
  | { type: 'reach'; from: HexId; hexes: Record<HexId, number> }
  | { type: 'path'; path: HexId[]; mp: number }
  | { type: 'none'; reason: string; rule: string };

export function query(state: GameState, viewer: Viewer, q: Query): QueryAnswer {
  const ctx = contextOf(state);
  if (q.pieces.length === 0) return { type: 'none', reason: 'nothing selected', rule: 'engine' };
  const side = pieceSide(ctx, q.pieces[0]);
  if (viewer !== 'referee' && side !== viewer) return { type: 'none', reason: 'not your piece', rule: 'engine' };
  if (state.clock.activeSide !== side) return { type: 'none', reason: 'that side is not active', rule: 'NLC 4' };
  const r = legalDestinations(state, ctx, q.pieces);
  if ('code' in r) return { type: 'none', reason: r.message, rule: r.rule };
  if (q.type === 'reach') {
    const hexes: Record<HexId, number> = {};
    for (const h of r.dests) hexes[h] = r.reach.cost[h] / 2;
    return { type: 'reach', from: r.mover.from, hexes };
  }
  if (!r.dests.includes(q.to)) return { type: 'none', reason: `cannot reach ${q.to}`, rule: 'NLC 5' };
  return { type: 'path', path: pathTo(r.reach, r.mover.from, q.to), mp: r.reach.cost[q.to] / 2 };
}

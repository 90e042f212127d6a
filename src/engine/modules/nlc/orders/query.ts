// The order queries of the client (through core/query.ts): answered only for the viewer's own side
// (or, for a Bad Move, the side that orders it), and only while the orders system runs.
import type { GameState, OrderDraft, Side, Viewer } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ordersActive } from './enforce';
import type { OrderKind } from './giving';
import { commandRangeOf, orderChoices, orderPreview, ownsFormation, type CommandRangeAnswer, type OrderChoices, type OrderPreview } from './preview';

export type OrderQuery =
  /** The order types a formation may get now (legal or why not), and where targets may lie (NLC 12.2, 12.4). */
  | { type: 'orderChoices'; side: Side; formation: string; kind?: OrderKind }
  /** A drafted order's courier ride, arrival turn, compliance column and odds (NLC 12.6, 12.7, 12.11). */
  | { type: 'orderPreview'; side: Side; draft: OrderDraft; kind?: OrderKind }
  /** A formation's command range and its units outside it (NLC 12.1). */
  | { type: 'commandRange'; formation: string };

export type OrderQueryAnswer =
  | { type: 'orderChoices'; choices: OrderChoices }
  | { type: 'orderPreview'; preview: OrderPreview }
  | { type: 'commandRange'; range: CommandRangeAnswer };

type None = { type: 'none'; reason: string; rule: string };

export function orderQuery(state: GameState, ctx: Ctx, viewer: Viewer, q: OrderQuery): OrderQueryAnswer | None {
  if (!ordersActive(state, ctx)) return { type: 'none', reason: 'the command rules (NLC 12) are off', rule: 'NLC 12' };
  if (q.type === 'commandRange') {
    const f = ctx.scenario.formations.find((x) => x.id === q.formation);
    if (!f) return { type: 'none', reason: `no formation "${q.formation}"`, rule: 'NLC 12.1' };
    // the range follows the formation's (possibly Assign'ed, secret) leader: the owner's question only
    if (viewer !== 'referee' && viewer !== f.side) return { type: 'none', reason: 'not your formation', rule: 'NLC 12.1' };
    return { type: 'commandRange', range: commandRangeOf(state, ctx, q.formation) };
  }
  if (viewer !== 'referee' && viewer !== q.side) return { type: 'none', reason: 'not your side', rule: 'engine' };
  const kind = q.kind ?? 'written';
  if (q.type === 'orderChoices') {
    const c = orderChoices(state, ctx, q.side, q.formation, kind);
    return 'reason' in c ? { type: 'none', reason: c.reason, rule: c.rule } : { type: 'orderChoices', choices: c };
  }
  if (kind !== 'badMove' && !ownsFormation(ctx, q.side, q.draft.formation)) return { type: 'none', reason: 'not your formation', rule: 'NLC 12.4' };
  return { type: 'orderPreview', preview: orderPreview(state, ctx, q.side, q.draft, kind) };
}

// NLC 12.5: in a sequence March then Attack, a leader rated 3 or more switches to the Attack at once, the
// moment his units enter an enemy ZOC; other leaders' units stop before the ZOC (the March forbids it,
// NLC 12.2) and take up the Attack when the March is cancelled in the next command phase (NLC 12.9).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import type { Out } from '../../../core/ops';
import { log } from '../../../core/ops';
import { zocOf } from '../../../rules/zoc';
import { otherSide, unitsAt } from '../../../rules/pieces';
import { formationLeader } from './commandRange';
import { closeOrder, nextInSequence, recipientName } from './lifecycle';
import { ordersDraft, ordersOf, type Order } from './types';
import { readView } from '../../../core/readView';

export const INSTANT_SWITCH_RATING = 3;

/** May this March switch to its Attack at once (NLC 12.5: the next order is an Attack, the leader rated 3+)? */
export function instantAttack(s: GameState, ctx: Ctx, formation: string, order: Order): boolean {
  if (order.spec.type !== 'march' || order.then[0]?.type !== 'attack') return false;
  const leader = formationLeader(s, ctx, formation);
  return !!leader && (ctx.leaders[leader]?.rating ?? 0) >= INSTANT_SWITCH_RATING;
}

/** onEnterHex: units of `side` entered `hex`; a March of theirs that may switch does so if the hex is in an enemy ZOC. */
export function switchOnZoc(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, hex: HexId, ordersActive: boolean): void {
  if (!ordersActive) return;
  const s = readView(d as GameState);
  const o = ordersOf(s, side);
  if (!o) return;
  // only a complied March that may switch matters (rare): find those before looking at the hex
  const switching = new Set<string>();
  for (const f of Object.keys(o.formations)) {
    const id = o.formations[f]?.current;
    const order = id ? o.orders[String(id)] : undefined;
    if (order && order.status === 'complied' && instantAttack(s, ctx, f, order)) switching.add(f);
  }
  if (!switching.size) return;
  const here = unitsAt(s, ctx, hex).filter((u) => ctx.units[u].side === side);
  if (!here.length) return;
  const formations = new Set(here.map((u) => ctx.units[u].formation));
  let zoc: Set<HexId> | null = null;
  for (const f of [...formations].sort()) {
    if (!switching.has(f)) continue;
    const id = o.formations[f]!.current;
    zoc ??= zocOf(s, ctx, otherSide(ctx, side));
    if (!zoc.has(hex)) return;
    // written through the draft: what was read above came from a read view (core/readView.ts)
    const od = ordersDraft(d, side).orders[String(id)];
    closeOrder(d, ctx, od, 'cancelled', 'switched to the Attack on entering an enemy ZOC (NLC 12.5)');
    log(d, out, `${recipientName(ctx, f)}: entering the enemy ZOC at ${hex}, the March switches to the Attack at once`, { rule: 'NLC 12.5', visibleTo: side });
    nextInSequence(d, ctx, out, od, od.spec.target);
  }
}

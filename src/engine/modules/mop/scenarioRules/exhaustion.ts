// MOP 37.20 at Montmirail: Yorck's I Corps arrives worn out by its forced march, so it starts with the
// exhaustion of NLC 20.8: every unit of the corps is treated as demoralized until the corps has rested, here three
// consecutive hours in Reserve (with the command rules off: three hours without moving). An hour in
// which any of its units assaults or is assaulted is no rest and starts the count again.
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { inReserve, ordersActive } from '../../nlc/orders/enforce';
import { recipientName } from '../../nlc/orders/lifecycle';
import { rulesDraft, rulesState } from './state';

function entries(ctx: Ctx) {
  return ctx.scenario.mop?.rules?.exhausted ?? [];
}

/** Is this formation still exhausted? */
export function isExhausted(s: GameState, formation: string): boolean {
  const ex = rulesState(s)?.exhausted;
  return !!ex && formation in ex;
}

/** Hook unitDemoralized: the units of an exhausted formation count as demoralized (NLC 20.8). */
export function exhaustedUnit(s: GameState, ctx: Ctx, unit: string): boolean {
  const f = ctx.units[unit]?.formation;
  return !!f && isExhausted(s, f);
}

/** Hook onSetup: the scenario's exhausted formations, none rested yet. */
export function setupExhaustion(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const list = entries(ctx);
  if (!list.length) return;
  const st = rulesDraft(d);
  for (const r of list) {
    st.exhausted[r.formation] = 0;
    log(d, out, `${recipientName(ctx, r.formation)} is exhausted by its forced march: it counts as demoralized until it has rested ${r.restTurns} consecutive hours in Reserve`, { rule: r.rule });
  }
}

function mark(d: Draft<GameState>, ctx: Ctx, formations: string[]): void {
  const st = rulesState(d as GameState);
  if (!st) return;
  for (const f of formations) if (f in st.exhausted) rulesDraft(d).busy[f] = d.clock.turn;
}

/** Hook onAssault: an exhausted formation in combat is not resting. */
export function exhaustedInCombat(d: Draft<GameState>, ctx: Ctx, _out: Out, _side: Side, _target: HexId, attackers: string[], defenders: string[]): void {
  mark(d, ctx, [...attackers, ...defenders].map((u) => ctx.units[u]?.formation).filter((f): f is string => !!f));
}

/** Hook onMoved: without the command rules, moving is no rest either. */
export function exhaustedMoved(d: Draft<GameState>, ctx: Ctx, pieces: string[]): void {
  if (ordersActive(d as GameState, ctx)) return;
  mark(d, ctx, pieces.map((p) => ctx.units[p]?.formation).filter((f): f is string => !!f));
}

/**
 * Hook onTurnStart: count the hour just ended. Rested: in Reserve (command rules on) or not moved (off),
 * and not in combat; otherwise the count starts again. Enough hours: the exhaustion ends.
 */
export function countRest(d: Draft<GameState>, ctx: Ctx, out: Out): void {
  const st = rulesState(d as GameState);
  if (!st || d.clock.turn <= 1) return;
  const s = d as GameState;
  const last = d.clock.turn - 1;
  for (const r of entries(ctx)) {
    if (!(r.formation in st.exhausted)) continue;
    // hours off the map (before it arrives) are no rest: it counts from where it stands
    const onMap = ctx.unitIds.some((u) => ctx.units[u].formation === r.formation && s.units[u].status === 'map');
    const rested = onMap && st.busy[r.formation] !== last && (!ordersActive(s, ctx) || inReserve(s, ctx, r.formation));
    const w = rulesDraft(d);
    const n = rested ? (st.exhausted[r.formation] ?? 0) + 1 : 0;
    if (n >= r.restTurns) {
      delete w.exhausted[r.formation];
      log(d, out, `${recipientName(ctx, r.formation)} has rested ${n} hours: its exhaustion is over`, { rule: r.rule });
    } else {
      w.exhausted[r.formation] = n;
    }
  }
}

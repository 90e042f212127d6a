// MOP 37.19 at Champaubert: Olsufiev, surprised and without orders from Blücher, does nothing on his own
// until the French actually assault Baye; and the first time his Local Decision comes up a Bad Move, he
// falls back to hold Champaubert rather than letting the French player choose what he does.
import type { Draft } from 'immer';
import type { GameState, HexId, OrderDraft, RuleError, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, type Out } from '../../../core/ops';
import { recipientName } from '../../nlc/orders/lifecycle';
import { rulesDraft, rulesState } from './state';
import type { ScenarioRules } from './schema';

function rules(ctx: Ctx): ScenarioRules | undefined {
  return ctx.scenario.mop?.rules;
}

function placeName(ctx: Ctx, hexes: HexId[]): string {
  const names = [...new Set(hexes.map((h) => ctx.map.hexes[h]?.name ?? h))];
  return names.join(' or ');
}

/** Hook localDecisionVeto: the formation's initiative is held until an assault on its place. */
export function initiativeHeldVeto(s: GameState, ctx: Ctx, formation: string): RuleError | null {
  const held = rules(ctx)?.initiativeHeld.find((r) => r.formation === formation);
  if (!held || rulesState(s)?.freed.includes(formation)) return null;
  return {
    code: 'initiative-held',
    message: `${recipientName(ctx, formation)} may not try a Local Decision until a hex of ${placeName(ctx, held.untilAssaulted)} is assaulted`,
    rule: held.rule,
  };
}

/** Hook onAssault: an assault on a held formation's place frees its initiative. */
export function freeInitiative(d: Draft<GameState>, ctx: Ctx, out: Out, _side: Side, target: HexId): void {
  for (const r of rules(ctx)?.initiativeHeld ?? []) {
    if (!r.untilAssaulted.includes(target)) continue;
    const st = rulesDraft(d);
    if (st.freed.includes(r.formation)) continue;
    st.freed.push(r.formation);
    log(d, out, `${placeName(ctx, [target])} is assaulted: ${recipientName(ctx, r.formation)} may now try Local Decisions`, { rule: r.rule, hexes: [target] });
  }
}

/** Hook badMoveOrder: the formation's first Bad Move becomes the scenario's order. */
export function firstBadMoveOrder(d: Draft<GameState>, ctx: Ctx, out: Out, _side: Side, formation: string): OrderDraft | undefined {
  const r = rules(ctx)?.firstBadMove.find((x) => x.formation === formation);
  if (!r || rulesState(d as GameState)?.badMoveUsed.includes(formation)) return undefined;
  rulesDraft(d).badMoveUsed.push(formation);
  log(d, out, `${recipientName(ctx, formation)}'s first Bad Move is not the enemy's to choose: it becomes ${r.order.type} ${placeName(ctx, r.order.target)}`, { rule: r.rule, hexes: r.order.target.slice(0, 1) });
  return { formation, type: r.order.type, target: [...r.order.target] };
}

// Why a piece cannot act now (issue 8): the client asks when a player clicks a piece that is not among
// the decision's pieces, so the refusal names the case (not activated, ZOC at the start, already moved,
// river in the way...). Read-only; the reasons come from the same checks the commands use.
import type { GameState, RuleError } from '../../types';
import type { Ctx } from '../../core/ctx';
import { groupDestinations } from '../../rules/movement/reachReuse';
import { occupancy, pieceName, sideName } from '../../rules/pieces';
import { nlcOf } from './state';
import { activePieces, formationOf, nlcPolicy } from './movement';
import { formationName } from './sequence/commanders';
import { attackerVeto, targetsFrom } from './combat/assault';
import { riverBlocks } from './combat/terrain';
import { BOMBARD_RANGE, bombarderVeto, targetsFrom as bombardTargets } from './artillery/bombard';
import { lineOrigins } from './optional/lineStacking';

const why = (code: string, message: string, rule: string): RuleError => ({ code, message, rule });

/** Null when the piece may act in the open decision, else the reason and its case. */
export function whyIdle(s: GameState, ctx: Ctx, id: string): RuleError | null {
  const name = pieceName(ctx, id);
  const side = (ctx.units[id] ?? ctx.leaders[id])?.side;
  if (!side) return why('unknown', 'that is not a piece of this game', 'NLC 4');
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide') return why('no-decision', `${name} has nothing to do while this step is decided`, 'NLC 4');
  if (top.side !== side) return why('other-side', `it is the ${sideName(ctx, top.side)} player's decision, not the ${sideName(ctx, side)}`, top.rule);
  const n = nlcOf(s);
  const piece = s.units[id] ?? s.leaders[id];
  const formation = formationOf(ctx, id);
  const activeNames = n.active.map((f) => formationName(ctx, f)).join(' and ');
  if (top.type === 'formationMove') {
    if (!activePieces(s, ctx).includes(id)) {
      if (piece.status === 'eliminated') return why('gone', `${name} has been eliminated`, 'NLC 6.1');
      if (piece.status === 'pending') return why('not-arrived', `${name} has not arrived yet: it enters with its formation on its arrival turn`, 'NLC 9');
      if (formation && !n.active.includes(formation)) {
        return why('not-activated', `${name} belongs to ${formationName(ctx, formation)}, which is not activated now (this is the activation of ${activeNames})`, 'NLC 4.5');
      }
      return why('not-activated', `${name} does not move in the activation of ${activeNames}`, 'NLC 4.4');
    }
    if (ctx.units[id] && n.zocLocked.includes(id)) {
      return why('zoc-locked', `${name} began this activation next to an enemy (in its zone of control): it may leave only by retreat or advance`, 'NLC 5.4');
    }
    const r = groupDestinations(s, ctx, [id], nlcPolicy(s, ctx, [id]));
    if ('code' in r) {
      if (r.code === 'no-mp') return why('no-mp', `${name} has already moved: no movement points left`, r.rule);
      return why(r.code, `${name} cannot move: ${r.message}`, r.rule);
    }
    if (!r.dests.length) return why('boxed-in', `${name} has no hex it can move into`, 'NLC 5');
    return null;
  }
  if (top.type === 'assaultDeclare') {
    if (!ctx.units[id]) return why('leader', `${name} is a leader: leaders do not assault, the units with them do`, 'NLC 7.3');
    const formations = (top.loc.formations as string[] | undefined) ?? n.active;
    const veto = attackerVeto(s, ctx, side, formations, id);
    if (veto) {
      if (veto.code === 'not-active' && formation) {
        return why('not-activated', `${name} belongs to ${formationName(ctx, formation)}, which is not activated now (this is the activation of ${activeNames})`, veto.rule);
      }
      return veto;
    }
    const hex = s.units[id].hex!;
    // NLC 20.2.3: a unit standing with its line may assault from either hex of it
    if (lineOrigins(s, ctx, id).some((h) => targetsFrom(s, ctx, h, side).length)) return null;
    const occ = occupancy(s, ctx);
    const enemyNext = ctx.map.hexes[hex].neighbours.filter((h) => occ[h] && occ[h].side !== side);
    const acrossRiver = enemyNext.filter((h) => riverBlocks(ctx, hex, h));
    if (acrossRiver.length && acrossRiver.length === enemyNext.length) {
      return why('river', `${name} cannot assault across the unbridged river towards ${acrossRiver.join(' and ')}`, 'NLC 7.3');
    }
    if (enemyNext.length) return why('assaulted', `the enemy next to ${name} (${enemyNext.join(', ')}) has already been assaulted this segment`, 'NLC 7.3');
    return why('no-enemy', `${name} is not next to an enemy it could assault`, 'NLC 7.3');
  }
  if (top.type === 'bombardDeclare') {
    if (!ctx.units[id]) return why('leader', `${name} is a leader: only artillery bombards`, 'NLC 8.1');
    const formations = (top.loc.formations as string[] | undefined) ?? n.active;
    const veto = bombarderVeto(s, ctx, side, formations, id);
    if (veto) {
      if (veto.code === 'not-active' && formation) {
        return why('not-activated', `${name} belongs to ${formationName(ctx, formation)}, which is not activated now (this is the activation of ${activeNames})`, veto.rule);
      }
      return veto;
    }
    // NLC 20.2.3: a gun standing with its line may fire from either hex of it
    if (lineOrigins(s, ctx, id).some((h) => bombardTargets(s, ctx, side, h).length)) return null;
    return why('no-target', `${name} sees no enemy within ${BOMBARD_RANGE} hexes that it may bombard`, 'NLC 8.1');
  }
  const p = s.stack[s.stack.length - 1];
  return why('not-this-step', `${name} has nothing to do in this step`, p.k === 'decide' ? p.rule : 'NLC 4');
}

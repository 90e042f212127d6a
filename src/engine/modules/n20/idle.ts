// Why an N20 unit cannot act now (issue 8): the client asks when a player clicks a unit that is not among
// the open decision's pieces, so the refusal names the case (already moved, no hex to enter, no enemy to
// attack, already fought). Read-only; the reasons come from the same lists the commands are built from.
import type { GameState, RuleError } from '../../types';
import type { Ctx } from '../../core/ctx';
import { pendingDecision } from '../../core/api';
import { pieceName, sideName } from '../../rules/pieces';
import { adjacentEnemies, onMap } from './board';
import { reachOf } from './movement';
import { eligibleAttackers } from './phases';
import { n20 } from './state';

const why = (code: string, message: string, rule: string): RuleError => ({ code, message, rule });

/** Null when the unit may act in the open decision, else the reason and its case. */
export function whyIdleN20(s: GameState, ctx: Ctx, id: string): RuleError | null {
  const unit = ctx.units[id];
  if (!unit) return why('unknown', 'that is not a unit of this game', 'N20 4.0');
  const name = pieceName(ctx, id);
  const top = s.stack[s.stack.length - 1];
  if (!top || top.k !== 'decide') return why('no-decision', `${name} has nothing to do while this step is decided`, 'N20 4.0');
  if (top.side !== unit.side) return why('other-side', `it is the ${sideName(ctx, top.side)} player's decision, not the ${sideName(ctx, unit.side)}`, top.rule);
  if (!onMap(s, id)) return why('off-map', `${name} is not on the map`, 'N20 11.0');
  if (pendingDecision(s)?.options.units.includes(id)) return null;
  const st = n20(s).units[id];
  if (top.type === 'n20:movement') {
    if (st.acted) return why('moved', `${name} has already moved this phase`, 'N20 6.0');
    if (!reachOf(s, ctx, id).dests.length) return why('boxed-in', `${name} has no hex it can move into`, 'N20 6.0');
    return null;
  }
  if (top.type === 'n20:combat') {
    if (eligibleAttackers(s, ctx, unit.side).includes(id)) return null;
    if (st.fought) return why('fought', `${name} has already fought in a battle this phase`, 'N20 9.0');
    if (!adjacentEnemies(s, ctx, id).length) return why('no-enemy', `${name} is not next to an enemy it could attack`, 'N20 9.0');
    return why('not-eligible', `${name} cannot join a battle now`, 'N20 9.0');
  }
  return why('not-this-step', `${name} has nothing to do in this step`, top.rule);
}

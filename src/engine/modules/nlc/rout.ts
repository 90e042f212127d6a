// NLC 20.10 rout: a unit failing any morale check by 3 or more is eliminated, and friendly units next
// to it check morale at once; a rout among them spreads the same way. Used by every morale check:
// assault retreats (7.4, 19.1), leaving a ZOC (19.1) and disruption removal (19.2).
import type { Draft } from 'immer';
import type { GameState, HexId, Side } from '../../types';
import type { Ctx } from '../../core/ctx';
import { ruleIn } from '../../core/ctx';
import { log, type Out } from '../../core/ops';
import { pieceName, unitsAt } from '../../rules/pieces';
import { moraleCheck } from './morale';
import { nlcDraft } from './state';
import { noteEliminated } from './rally/state';
import { hooksOf } from '../../core/hookAnswer';

export interface RoutCheck {
  side: Side;
  units: string[];
  morale: number;
  die: number;
  passed: boolean;
}

/** NLC 20.10: does a check failed by `margin` rout (with the optional rule on)? */
export function routs(ctx: Ctx, s: GameState, margin: number): boolean {
  return margin >= 3 && ruleIn(s, ctx, 'NLC 20.10');
}

/**
 * Eliminate routed units of one side, then the chain checks of their neighbours (NLC 20.10). Routed units
 * count as retreats for NLC 20.11. Returns every unit eliminated; `onCheck` sees each chain check.
 */
export function routAndSpread(d: Draft<GameState>, ctx: Ctx, out: Out, units: string[], onCheck?: (c: RoutCheck) => void): string[] {
  const s = d as GameState;
  const n = nlcDraft(d);
  const side = ctx.units[units[0]].side;
  const frontier: HexId[] = [...new Set(units.map((u) => s.units[u].hex!).filter(Boolean))];
  const checked = new Set<HexId>(frontier);
  const gone: string[] = [];
  const eliminate = (us: string[]) => {
    for (const u of us) {
      const hex = d.units[u].hex;
      noteEliminated(d, ctx, u, hex);
      d.units[u].status = 'eliminated';
      d.units[u].hex = null;
      d.units[u].steps = 0;
      d.units[u].disrupted = false;
      gone.push(u);
      log(d, out, `${pieceName(ctx, u)} routs and is eliminated`, { rule: 'NLC 20.10', hexes: hex ? [hex] : [] });
      for (const hk of hooksOf(ctx, 'onUnitEliminated')) hk(d, ctx, out, u, hex);
    }
    n.retreats[side] = (n.retreats[side] ?? 0) + us.length;
  };
  eliminate(units);
  while (frontier.length) {
    const hex = frontier.shift()!;
    for (const h of [...ctx.map.hexes[hex].neighbours].sort()) {
      if (checked.has(h)) continue;
      const friends = unitsAt(s, ctx, h).filter((u) => ctx.units[u].side === side);
      if (!friends.length) continue;
      checked.add(h);
      const r = moraleCheck(d, ctx, out, friends, 'NLC 20.10', `Units at ${h} next to a rout check morale`);
      onCheck?.({ side, units: friends, morale: r.morale, die: r.die, passed: r.passed });
      if (r.margin >= 3) {
        eliminate(friends);
        frontier.push(h);
      }
    }
  }
  return gone;
}

// NLC 20.8 night march (optional): at night a formation under March bivouacs: its leader (the head of
// the column) stops and its units only close up on him; reinforcements stay off the map until the first
// daylight turn. Forced March orders and fatigue are not played (rulings.ts).
import type { GameState, HexId, RuleError } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { ruleIn } from '../../../core/ctx';
import { isNight } from '../../../rules/clock';
import { isLeader } from '../../../rules/pieces';
import { hexDist } from '../orders/distance';
import { formationLeader } from '../orders/commandRange';
import { ordersActive, unitOrder } from '../orders/enforce';
import { currentOrder } from '../orders/types';

export const NIGHT_MARCH_TOGGLE = 'NLC 20.8';

const err = (code: string, message: string): RuleError => ({ code, message, rule: 'NLC 20.8' });

/** Hook checkMove: why this move breaks the night bivouac, or null. */
export function nightMarchVeto(s: GameState, ctx: Ctx, pieces: string[], from: HexId | null, path: HexId[]): RuleError | null {
  if (!path.length || !ruleIn(s, ctx, NIGHT_MARCH_TOGGLE) || !isNight(ctx.scenario, s.clock.turn) || !ordersActive(s, ctx)) return null;
  const dest = path[path.length - 1];
  for (const id of pieces) {
    if (!from) return err('night-reinforcements', 'reinforcements stay off the map at night until the first daylight turn');
    if (isLeader(ctx, id)) {
      const f = ctx.scenario.formations.find((x) => formationLeader(s, ctx, x.id) === id);
      const o = f ? currentOrder(s, f.side, f.id) : null;
      if (o && o.status === 'complied' && o.spec.type === 'march') return err('night-bivouac', `${ctx.leaders[id].name} heads a marching column: it bivouacs at night`);
      continue;
    }
    const o = unitOrder(s, ctx, id);
    if (!o || o.spec.type !== 'march') continue;
    const leader = formationLeader(s, ctx, ctx.units[id].formation);
    const lh = leader && s.leaders[leader].status === 'map' ? s.leaders[leader].hex : null;
    if (!lh) return err('night-bivouac', `${ctx.units[id].name} is on the march: at night it stops for the bivouac`);
    if (hexDist(ctx.map, dest, lh) >= hexDist(ctx.map, from, lh)) {
      return err('night-bivouac', `${ctx.units[id].name} is on the march at night: it only closes up on ${ctx.leaders[leader!].name}'s bivouac`);
    }
  }
  return null;
}

// The NLC rules system: the sequence of play plus the combat modules, with their rule toggles. The
// March on Paris modules come after these in their own system (mop/system.ts).
import { moveVeto, type RulesSystem } from '../../core/module';
import { sequenceModule } from './sequence/index';
import { combatModules } from './combat/index';
import { artilleryModule } from './artillery/index';
import { ordersModule } from './orders/index';
import { cavalryModule } from './cavalry/index';
import { rallyModule } from './rally/index';
import { supplyModule } from './supply/index';
import { supplyOverlay } from './supply/trace';
import { optionalCommandModule } from './optional/index';
import { chargePreview } from './cavalry/preview';
import { bombardPreview, sightLines } from './artillery/bombard';
import { gunRange } from './artillery/gunRange';
import { placePieces } from '../../rules/setup';
import { proc, push } from '../../core/run';
import { log } from '../../core/ops';
import { emptyNlcState } from './state';
import { assaultPreview } from './combat/preview';
import { whyIdle } from './idle';
import type { Json } from '../../types';
import { activePieces, nlcPolicy } from './movement';
import { destinationPaths, groupDestinations } from '../../rules/movement/reachReuse';
import { hooksOf } from '../../core/hookAnswer';

export const nlcSystem: RulesSystem = {
  id: 'nlc',
  name: "Napoleon's Later Campaigns",
  modules: [sequenceModule, ...combatModules, artilleryModule, cavalryModule, ordersModule, rallyModule, supplyModule, optionalCommandModule],
  setup(d, ctx, out) {
    placePieces(d, ctx);
    const n = emptyNlcState(ctx.sides);
    for (const h of ctx.scenario.hqs) n.hqs[h.id] = { hex: h.hex, status: 'map' };
    d.nlc = n as unknown as typeof d.nlc;
    for (const hk of hooksOf(ctx, 'onSetup')) hk(d, ctx, out);
    log(d, out, `${ctx.scenario.name}: ${ctx.scenario.sides.map((s) => s.name).join(' against ')}`, { rule: 'NLC 4' });
    push(d, proc('turnStart'));
  },
  combatPreview(s, ctx, side, units, target, from) {
    const top = s.stack[s.stack.length - 1];
    if (top?.k === 'decide' && top.type === 'bombardDeclare') return bombardPreview(s, ctx, side, units, target, from) as unknown as Json;
    if (top?.k === 'decide' && top.type === 'chargeDeclare') return chargePreview(s, ctx, side, units, target, from) as unknown as Json;
    return assaultPreview(s, ctx, side, units, target) as unknown as Json;
  },
  whyIdle,
  sightLines(s, ctx, side, pieces) {
    return sightLines(s, ctx, side, pieces) as unknown as Json;
  },
  gunRange,
  supply: (s, ctx, side) => supplyOverlay(s, ctx, side) as unknown as Json,
  reach(s, ctx, pieces) {
    const top = s.stack[s.stack.length - 1];
    if (!top || top.k !== 'decide' || top.type !== 'formationMove') {
      return { code: 'not-moving', message: 'this is not a movement segment', rule: 'NLC 4.5' };
    }
    const active = activePieces(s, ctx);
    const idle = pieces.find((p) => !active.includes(p));
    if (idle) return whyIdle(s, ctx, idle) ?? { code: 'not-active', message: `${ctx.units[idle]?.name ?? ctx.leaders[idle]?.name ?? idle} is not activated now`, rule: 'NLC 4.4' };
    // the listing's search of this group, when the client asks about the state it listed (reachReuse.ts)
    const r = groupDestinations(s, ctx, pieces, nlcPolicy(s, ctx, pieces));
    if ('code' in r) return r;
    const hexes: Record<string, { mp: number; path: string[] }> = {};
    const paths = destinationPaths(s, pieces, r);
    for (let i = 0; i < r.dests.length; i++) {
      const h = r.dests[i];
      const path = paths[i];
      if (!moveVeto(ctx, s, pieces, r.mover.from, path, r.reach.cost.get(h)!)) hexes[h] = { mp: r.reach.cost.get(h)! / 2, path };
    }
    return { from: r.mover.from ?? 'off-map', hexes };
  },
};

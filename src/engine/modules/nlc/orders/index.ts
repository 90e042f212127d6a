// The NLC command system (NLC 12, with 11.5, 7.3, 9 and 16) as one rules module over the NLC system,
// switched by the NLC 12 toggle: off, or in a scenario without a command section, nothing changes.
import type { RulesModule } from '../../../core/module';
import type { Ctx } from '../../../core/ctx';
import type { GameState } from '../../../types';
import { orderDecisions, orderProcs } from './phase';
import { hqMovement } from './hq';
import { checkMove, inReserve, mayAssault, mustAssault, onFormationAction, ordersActive, ORDERS_TOGGLE, owes } from './enforce';
import { unitAttachedCorps } from './recipients';
import { activeWingCommanders } from './wings';
import { switchOnZoc } from './sequenceSwitch';
import { advanceRoutes, formationsOnRoute } from './route';
import { compliedMarchNow } from './compliedMarch';
import { nlcOf } from '../state';
import { readView } from '../../../core/readView';
import { formationOf } from '../movement';

/** The formation a moving piece acts with (NLC 12.13: a division assigned to another corps, with that corps). */
const moverFormation = (s: GameState, ctx: Ctx, p: string) => (ctx.units[p] ? unitAttachedCorps(s, ctx, p) : null) ?? formationOf(ctx, p);

export const ordersModule: RulesModule = {
  id: 'nlc-orders',
  toggles: [{ id: ORDERS_TOGGLE, label: 'Command: written orders with couriers, compliance, command range', kind: 'module', default: true }],
  procs: { ...orderProcs, hqMovement },
  decisions: orderDecisions,
  hooks: {
    checkMove,
    mayEndMovement: owes,
    inReserve,
    mayAssault,
    mustAssault,
    onFormationAction,
    // NLC 12.5: a 3-rated leader's March switches to its Attack on entering an enemy ZOC
    // only a complied March can pass a waypoint or switch, and none begins while a path is entered
    enterHexFor: (s, ctx, side) => compliedMarchNow(s, ctx, side),
    onEnterHex: (d, ctx, out, side, hex, pieces) => {
      if (!compliedMarchNow(d, ctx, side)) return;
      // NLC 12.2: a March waypoint is passed by the formation whose units or leader enter it (route.ts),
      // not by another formation active with it (a coordinated action)
      const s = readView(d);
      // asked at every hex entered: the movers' formations are worked out only when an active one marches on a route
      const routed = formationsOnRoute(s, side, nlcOf(s).active);
      if (routed.length) advanceRoutes(d, ctx, side, pieces ? routed.filter((f) => pieces.some((p) => moverFormation(s, ctx, p) === f)) : routed, hex);
      switchOnZoc(d, ctx, out, side, hex, true);
    },
    // NLC 12.13: a division assigned to another corps is activated with it
    actsWith: (s, ctx, unit) => (ordersActive(s, ctx) ? (unitAttachedCorps(s, ctx, unit) ?? undefined) : undefined),
    // NLC 12.14: a wing commander away from the OCs may roll for the Initial and Coordinated Actions
    actionCommanders: (s, ctx, side) => (ordersActive(s, ctx) ? activeWingCommanders(s, ctx, side) : []),
  },
};

// The Napoleonic 20 rules system: the base game loop plus the Expansion Kit modules, each a rule toggle.
import type { Draft } from 'immer';
import { whyIdleN20 } from './idle';
import type { GameState, Json } from '../../types';
import type { RulesModule, RulesSystem } from '../../core/module';
import type { Ctx } from '../../core/ctx';
import { log } from '../../core/ops';
import { proc, push } from '../../core/run';
import { placePieces } from '../../rules/setup';
import { battleDecisions, battleProcs } from './battle';
import { phaseDecisions, phaseProcs } from './phases';
import { N20_TOGGLES } from './options';
import { emptyTurnFx, type N20State } from './state';

export function initialN20(ctx: Ctx): N20State {
  const morale: Record<string, number> = {};
  for (const side of ctx.sides) morale[side] = Math.round((ctx.scenario.n20?.morale?.[side] ?? 7) * 2);
  const units: N20State['units'] = {};
  for (const id of ctx.unitIds) units[id] = { disordered: false, routed: false, broken: false, gone: null, fought: false, acted: false };
  return {
    morale,
    units,
    works: {},
    fieldWorksRoll: null,
    dc: Object.fromEntries(ctx.sides.map((x) => [x, null])),
    dcPlaced: Object.fromEntries(ctx.sides.map((x) => [x, false])),
    phasing: null,
    phase: 'setup',
    discard: [],
    specialDiscard: [],
    handCount: Object.fromEntries(ctx.sides.map((x) => [x, 0])),
    turnFx: emptyTurnFx(),
    withdrawal: [],
    pursuit: { sent: {}, usedLoc: [] },
    fastUsed: Object.fromEntries(ctx.sides.map((x) => [x, false])),
    battle: null,
    declaring: { attackers: [], defenders: [] },
    battleCount: 0,
    lastMatrix: null,
    lastEvent: null,
    activity: { moved: false, fought: false },
    hidden: { deck: [], special: [] },
  };
}

export const n20Module: RulesModule = {
  id: 'n20',
  toggles: N20_TOGGLES,
  procs: { ...phaseProcs, ...battleProcs },
  decisions: { ...phaseDecisions, ...battleDecisions },
};

export const n20System: RulesSystem = {
  id: 'n20',
  name: 'Napoleonic 20',
  modules: [n20Module],
  whyIdle: whyIdleN20,
  setup(d: Draft<GameState>, ctx, out) {
    placePieces(d, ctx);
    d.n20 = initialN20(ctx) as unknown as { [k: string]: Json };
    log(d, out, `${ctx.scenario.name}: ${ctx.scenario.sides.map((s) => s.name).join(' against ')}`, { rule: 'N20 4.0' });
    push(d, proc('n20:setup'));
  },
};

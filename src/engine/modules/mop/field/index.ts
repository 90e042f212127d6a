// The March on Paris field rules as one module over NLC: weather (MOP 37.4), improved positions
// (37.3.3), supply (37.7), trains and pontoons (37.8), damaged spans (37.3.1, 37.9). They answer the
// core hooks (core/module.ts, block "March on Paris field rules") and add side commands:
// `mop-span:damage|repair`, `mop-ip`, `mop-train` (see each file).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { mopDraft } from '../state';
import type { MopFieldState } from './state';
import { rollWeather, weatherBombardVeto, weatherChargeVeto, weatherFactors, weatherVisibility } from './weatherRules';
import { spanCommand } from './spans';
import { buildIp, ipAssaultVeto, ipChargeVeto, ipFactors } from './improved';
import { fieldOf, spanKey } from './state';
import { enemyTrainOnPath, initialTrains, moveTrain, trainsArrive, trainsOverrun } from './trains';
import { checkSupply, outOfSupply, supplyOf, unitInSupply } from './supply';
import type { Json } from '../../../types';
import { exitSupplyCheck, lostOnExit } from './exit';
import { pontoonCommand } from './pontoons';
import { fieldStep, fieldStepFor } from './moveStep';
import { exitTrain } from './trainExit';

export const mopFieldModule: RulesModule = {
  id: 'mop-field',
  appliesTo: isMopScenario,
  sideCommands: { 'mop-span': spanCommand, 'mop-ip': buildIp, 'mop-train': (d, cmd, ctx, out) => (cmd.choice === 'mop-train' ? moveTrain(d, cmd, ctx, out) : cmd.choice === 'mop-train:exit' ? exitTrain(d, cmd, ctx, out) : pontoonCommand(d, cmd, ctx, out)) },
  hooks: {
    onSetup(d, ctx) {
      const mop = ctx.scenario.mop!;
      const field: MopFieldState = {
        weather: mop.weather?.initial ?? 'fair',
        rolls: [],
        damaged: mop.damagedSpans.map(([a, b]) => spanKey(a, b)).sort(),
        ips: [...mop.improvedPositions].sort(),
        trains: initialTrains(ctx),
        outOfSupply: [],
        supplyTurn: null,
      };
      mopDraft(d).field = field;
    },
    onTurnStart(d, ctx, out) {
      rollWeather(d, ctx, out);
      checkSupply(d, ctx, out);
    },
    // NLC 9: a train due enters as its formation acts, like the formation's other reinforcements (MOP 37.8)
    onFormationAction: (d, ctx, out, _side, formations) => trainsArrive(d, ctx, out, formations),
    onEnterHex: (d, ctx, out, side, hex) => trainsOverrun(d, ctx, out, side, hex),
    enterHexFor: enemyTrainOnPath,
    onCombatEntry: (d, ctx, out, side, hex) => trainsOverrun(d, ctx, out, side, hex),
    onExit: exitSupplyCheck,
    lostOnExit: (s, _ctx, unit) => lostOnExit(s, unit),
    unitDemoralized: (s, _ctx, unit) => outOfSupply(s, unit),
    supplyMap: (s, ctx, side) => supplyOf(s, ctx, side) as unknown as Json,
    // MOP 37.6 (PEU at elimination) and 37.13 (supply sources held by units in supply) ask this module
    unitInSupply: (s, ctx, unit) => unitInSupply(s, ctx, unit),
    sightLimit: (s) => weatherVisibility(s),
    moveStep: fieldStep,
    moveStepFor: fieldStepFor,
    bombardVeto: (s, ctx, from, target) => weatherBombardVeto(s, ctx, from, target),
    chargeVeto: (s, _ctx, _from, target) => weatherChargeVeto(s) ?? ipChargeVeto(s, target),
    fireFactors: (s, ctx, q) => [...weatherFactors(s, ctx, q), ...ipFactors(s, q)],
    zocFree: (s) => fieldOf(s)?.ips ?? null,
    mayAssault: (s, _ctx, unit) => ipAssaultVeto(s, unit),
  },
};

// The March on Paris cards, random events, variable reinforcements and victory points as one module
// (MOP 37.12, 37.13, A.I-A.III). It answers the core hooks onSetup, onTurnStart, arrival, onEnterHex,
// victoryPoints, gameResult and exitVeto; the deck, hands and discards are each side's secret (cards/state.ts).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { cardDecisions, cardProcs, cardSideCommands, setupDecks } from './events';
import { changedArrival } from './reinforcements';
import { proc, push } from '../../../core/run';
import { mopExitVeto, mopResult, mopVictory, pathHasSource, recordSourceEntry } from '../victory/points';
import { assaultExempt, localDecisionShift, roadColumnMp, zocUnlock } from './marchCards';
import { actionGrant, autoPass, cardChargeVeto, complianceShifts, fireRoll, fireStep, fireStepFor, leaderRating, orderCapacity, orderDelay, retreatCheck, retreatZocSpared } from './effectHooks';

export const mopCardsModule: RulesModule = {
  id: 'mop-cards',
  appliesTo: isMopScenario,
  procs: cardProcs,
  decisions: cardDecisions,
  sideCommands: cardSideCommands,
  hooks: {
    onSetup(d, ctx) {
      setupDecks(d, ctx);
    },
    onTurnStart(d) {
      push(d, proc('mopEvents'));
    },
    arrival: changedArrival,
    onEnterHex: recordSourceEntry,
    enterHexFor: pathHasSource,
    victoryPoints(s, ctx) {
      return Object.fromEntries(mopVictory(s, ctx, s.result !== null).map((x) => [x.side, x.total]));
    },
    gameResult: mopResult,
    exitVeto: mopExitVeto,
    // MOP A.I: the card effects in force (cards/effectHooks.ts)
    fireRoll,
    retreatCheck,
    autoPass,
    retreatZocSpared,
    actionGrant,
    leaderRating,
    orderCapacity,
    complianceShifts,
    orderDelay,
    chargeVeto: (s, ctx, from) => cardChargeVeto(s, ctx, from),
    moveStep: fireStep,
    moveStepFor: fireStepFor,
    // MOP A.I March and Mode cards 1, 11, 13, 15, 19 (cards/marchCards.ts)
    localDecisionShift,
    assaultExempt,
    zocUnlock,
    mpAdjustHalves: roadColumnMp,
  },
};

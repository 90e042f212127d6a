// How the search spends its time in a campaign (issue 14): the 1814 campaigns run 83 to 132 turns of
// thousands of decisions, most of them marches out of reach of the enemy, where every command plays out
// alike; the fights that decide the campaign are a few. Traced at the fixed budget (brienne-la-rothiere,
// turns 20-30, seed 3): 48% of the movement decisions scored alike in every round, and the assaults were
// weighed on 6 rounds, the movement decisions on 5, too few for the t bar to let a better command through.
// So in a campaign a decision that is settled stops early, its unspent budget goes into a bank, and a
// decision still in doubt at its budget draws on the bank up to the strength's bankedMs. The battles keep
// the fixed budget they were measured with.
import type { Scenario } from '../../engine';

/**
 * An NLC scenario whose nights fall between its days (a night turn followed by a day turn): the 1814
 * campaigns. Gzhatsk 20 has its night between two days too, but is one battle of eight N20 turns.
 */
export function isCampaign(sc: Scenario): boolean {
  if (sc.system !== 'nlc') return false;
  const night = new Set(sc.turns.night);
  return sc.turns.night.some((t) => t < sc.turns.count && !night.has(t + 1));
}

/** The most the bank holds, in decisions' budgets: a long quiet march does not buy a whole battle's time. */
export const BANK_CAP = 20;

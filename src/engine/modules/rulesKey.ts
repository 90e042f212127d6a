// Which rules code plays a scenario: its system, with the March on Paris modules over NLC when the
// scenario has a `mop` section (MOP 37, mop/on.ts; that file imports no rules code).
import type { RulesNeed } from '../core/ctx';
import { isMopScenario } from './mop/on';

export type RulesKey = 'nlc' | 'nlc+mop' | 'n20';

/** The key of the rules code for this scenario; a system this version does not have is refused by name. */
export function rulesKeyOf(s: RulesNeed): RulesKey {
  if (s.system === 'nlc') return isMopScenario(s) ? 'nlc+mop' : 'nlc';
  if (s.system === 'n20') return 'n20';
  throw new Error(`the ${String(s.system)} rules system is not available yet`);
}

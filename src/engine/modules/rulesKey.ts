// Which rules code plays a scenario: its system, with the March on Paris modules over NLC when the
// scenario has a `mop` section (MOP 37; the same test as mop/on.ts isMopScenario).
import type { RulesNeed } from '../core/ctx';

export type RulesKey = 'nlc' | 'nlc+mop' | 'n20';

export function rulesKeyOf(s: RulesNeed): RulesKey | null {
  if (s.system === 'nlc') return s.mop !== undefined ? 'nlc+mop' : 'nlc';
  if (s.system === 'n20') return 'n20';
  return null;
}

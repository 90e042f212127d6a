// Which rules system a scenario is played with.
import type { RulesSystem } from '../core/module';
import { registerSystems } from '../core/ctx';
import { nlcSystem } from './nlc/system';

export function systemFor(id: 'nlc' | 'n20'): RulesSystem {
  if (id === 'nlc') return nlcSystem;
  throw new Error(`the ${id} rules system is not available yet`);
}

registerSystems(systemFor);

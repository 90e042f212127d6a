// Which rules system a scenario is played with.
import type { RulesSystem } from '../core/module';
import { registerSystems } from '../core/ctx';
import { nlcSystem } from './nlc/system';
import { n20System } from './n20/system';

export function systemFor(id: 'nlc' | 'n20'): RulesSystem {
  if (id === 'nlc') return nlcSystem;
  if (id === 'n20') return n20System;
  throw new Error(`the ${id} rules system is not available yet`);
}

registerSystems(systemFor);

// Which rules system a scenario is played with. In Node (tests, CLI, the build's scenario check) every
// system is imported at once; the browser takes registry.lazy.ts instead (package.json "imports",
// condition "browser"), which imports a system's code when a game of it is started.
import type { RulesSystem } from '../core/module';
import { registerRules } from '../core/ctx';
import { nlcSystem } from './nlc/system';
import { nlcMopSystem } from './mop/system';
import { n20System } from './n20/system';
import { rulesKeyOf, type RulesKey } from './rulesKey';

const SYSTEMS: Record<RulesKey, RulesSystem> = { nlc: nlcSystem, 'nlc+mop': nlcMopSystem, n20: n20System };

registerRules({
  systemOf: (s) => SYSTEMS[rulesKeyOf(s)],
  load: async () => undefined,
});

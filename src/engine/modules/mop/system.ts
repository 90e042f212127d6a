// NLC with the March on Paris modules (MOP 37) after its own, in the order their hooks are asked: the
// system of the 1814 scenarios. A system of its own so that a plain NLC game never loads MOP code.
import type { RulesSystem } from '../../core/module';
import { nlcSystem } from '../nlc/system';
import { mopModules } from './index';
import { mopView } from './view';

export const nlcMopSystem: RulesSystem = { ...nlcSystem, modules: [...nlcSystem.modules, ...mopModules], mopView };

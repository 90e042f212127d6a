// The NLC combat modules (assault, retreats, advance; charges and bombardment later).
import type { RulesModule } from '../../../core/module';

export const combatModules: RulesModule[] = [];

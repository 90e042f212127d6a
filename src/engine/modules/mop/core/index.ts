// The March on Paris core rules (MOP 37.1-37.6, 37.14-37.16, the MoP Terrain Effects on Combat), a module each.
import type { RulesModule } from '../../../core/module';
import { mopSequenceModule } from './sequence';
import { mopStackingModule } from './stackingModule';
import { mopTerrainModule } from './terrain';
import { mopMoraleModule } from './morale';
import { mopBoxesModule } from './boxes';
import { mopSpecialLeadersModule } from './specialLeaders';

export const mopcoreModules: RulesModule[] = [mopSequenceModule, mopStackingModule, mopTerrainModule, mopMoraleModule, mopBoxesModule, mopSpecialLeadersModule];

// MOP 37.3 as a module: cavalry terrain costs for guns (37.3), the MoP Terrain Effects on Combat chart with
// its slope and stream rows (37.3.1), slope line of sight and sight from high ground (37.3.2).
import type { RulesModule } from '../../../core/module';
import { isMopScenario } from '../on';
import { MOP_TERRAIN_EFFECTS } from './terrainTable';
import { highGroundSight, slopeBlock } from './sight';

export const mopTerrainModule: RulesModule = {
  id: 'mop-terrain',
  appliesTo: isMopScenario,
  hooks: {
    terrainEffects: () => MOP_TERRAIN_EFFECTS,
    // MOP 37.3: foot and horse artillery pay the cavalry column (trains and vedettes too, when they exist)
    terrainClass: (_ctx, type) => (type === 'foot artillery' || type === 'horse artillery' ? 'cavalry' : undefined),
    visibility: (s, ctx, from) => highGroundSight(s, ctx, from),
    losBlock: slopeBlock,
  },
};

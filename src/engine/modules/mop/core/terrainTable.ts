// The March on Paris Terrain Effects on Combat chart: the NLC chart with the MoP rows in place. Where the MoP
// chart differs: marsh is passable (2 foot, 4 mounted and guns) and stronger in combat, a slope takes 25% off
// an assault and 50% off a charge up it, a stream costs +1 (MOP 37.3.1). Rows the MoP chart lacks (clear,
// village, river, ford, trestle) stay as NLC has them.
import { TERRAIN_EFFECTS, type TerrainEffect, type TerrainId } from '../../../tables/terrainEffects';

const all = (cost: number) => ({ infantry: cost, cavalry: cost, artillery: cost });

export const MOP_TERRAIN_EFFECTS: Readonly<Record<TerrainId, TerrainEffect>> = {
  ...TERRAIN_EFFECTS,
  bridge: { ...TERRAIN_EFFECTS.bridge, source: 'MOP TEC', assault: 50, bombardment: 'NE', charge: 'NA', move: all(1) },
  chateau: { ...TERRAIN_EFFECTS.chateau, source: 'MOP TEC', assault: 50, bombardment: 'NA', charge: 'NA', move: all(2) },
  crest: { ...TERRAIN_EFFECTS.crest, source: 'MOP TEC', assault: 25, bombardment: 'NA', charge: 'NE', move: all(0) },
  marsh: {
    ...TERRAIN_EFFECTS.marsh, source: 'MOP TEC', assault: 50, bombardment: 50, charge: 75,
    move: { infantry: 2, cavalry: 4, artillery: 4 },
  },
  slope: { ...TERRAIN_EFFECTS.slope, source: 'MOP TEC', assault: 25, bombardment: 'NA', charge: 50, move: all(1), uphillOnly: true },
  stream: { ...TERRAIN_EFFECTS.stream, source: 'MOP TEC', assault: 25, bombardment: 'NE', charge: 25, move: all(1) },
  town: { ...TERRAIN_EFFECTS.town, source: 'MOP TEC', assault: 25, bombardment: 75, charge: 50, move: all(1) },
  woods: {
    ...TERRAIN_EFFECTS.woods, source: 'MOP TEC', assault: 50, bombardment: 50, charge: 75,
    move: { infantry: 2, cavalry: 4, artillery: 4 }, reducesFireOut: true,
  },
};

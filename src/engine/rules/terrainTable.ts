// The Terrain Effects chart in force: the NLC chart, or a module's own (core hook `terrainEffects`, e.g. the
// March on Paris Terrain Effects on Combat), and the terrain-cost column a unit type pays (hook `terrainClass`).
import type { Ctx } from '../core/ctx';
import { firstAnswer } from '../core/hookAnswer';
import { TERRAIN_EFFECTS, type TerrainEffect, type TerrainId } from '../tables/terrainEffects';
import type { UnitType } from '../scenario/schema';
import { moveClass, type MoveClass } from './pieces';

export function terrainTable(ctx: Ctx): Readonly<Record<TerrainId, TerrainEffect>> {
  return firstAnswer(ctx, 'terrainEffects', ctx) ?? TERRAIN_EFFECTS;
}

/** The terrain-cost column a unit type pays (NLC: its movement class). */
export function terrainClass(ctx: Ctx, type: UnitType): MoveClass {
  return firstAnswer(ctx, 'terrainClass', ctx, type) ?? moveClass(type);
}

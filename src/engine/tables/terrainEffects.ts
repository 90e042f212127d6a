// NLC T.TEC / NLC 5.2 / NLC 7.6: Terrain Effects chart as data.
// Entries with source 'ruling' are not on the NLC chart; they are project rulings.

export type HexTerrainId = 'clear' | 'town' | 'village' | 'chateau' | 'woods' | 'marsh';
export type HexsideTerrainId = 'stream' | 'river' | 'bridge' | 'trestle' | 'ford' | 'crest' | 'slope';
export type TerrainId = HexTerrainId | HexsideTerrainId;

/** Percent reduction of the attacker's strength, 'NE' no effect, 'NA' not allowed. */
export type TerrainReduction = 25 | 50 | 75 | 'NE' | 'NA';

/** Hex: MP to enter. Hexside: extra MP to cross (0 = no effect). */
export type MoveCost = number | 'prohibited';

export interface TerrainMoveCosts {
  readonly infantry: MoveCost;
  readonly cavalry: MoveCost;
  readonly artillery: MoveCost;
}

export type TerrainSource = 'NLC T.TEC' | 'ruling' | 'MOP TEC';

export interface TerrainEffect {
  readonly id: TerrainId;
  readonly kind: 'hex' | 'hexside';
  readonly source: TerrainSource;
  /** Reductions apply to attacking into this terrain. */
  readonly assault: TerrainReduction;
  readonly bombardment: TerrainReduction;
  readonly charge: TerrainReduction;
  readonly move: TerrainMoveCosts;
  /** Hexside effect replaces the in-hex effect instead of adding to it (bridge). */
  readonly overridesHexTerrain?: boolean;
  /** Assault reduction also applies to the defender's fire out of this terrain (woods), not between two such hexes. */
  readonly reducesFireOut?: boolean;
  /** Movement cost only when crossing uphill (slope). */
  readonly uphillOnly?: boolean;
}

const all = (cost: MoveCost): TerrainMoveCosts => ({ infantry: cost, cavalry: cost, artillery: cost });

export const TERRAIN_EFFECTS: Readonly<Record<TerrainId, TerrainEffect>> = {
  // ruling: open ground, base cost, no reductions
  clear: { id: 'clear', kind: 'hex', source: 'ruling', assault: 'NE', bombardment: 'NE', charge: 'NE', move: all(1) },
  town: { id: 'town', kind: 'hex', source: 'NLC T.TEC', assault: 25, bombardment: 75, charge: 50, move: all(1) },
  // ruling: lighter built-up area than a town
  village: { id: 'village', kind: 'hex', source: 'ruling', assault: 25, bombardment: 25, charge: 25, move: all(1) },
  // NLC 10: chateau cannot be bombarded or charged
  chateau: { id: 'chateau', kind: 'hex', source: 'NLC T.TEC', assault: 50, bombardment: 'NA', charge: 'NA', move: all(2) },
  woods: {
    id: 'woods', kind: 'hex', source: 'NLC T.TEC', assault: 50, bombardment: 50, charge: 75,
    move: { infantry: 2, cavalry: 4, artillery: 4 }, reducesFireOut: true,
  },
  // ruling: infantry only off road
  marsh: {
    id: 'marsh', kind: 'hex', source: 'ruling', assault: 25, bombardment: 'NE', charge: 'NA',
    move: { infantry: 3, cavalry: 'prohibited', artillery: 'prohibited' },
  },
  stream: { id: 'stream', kind: 'hexside', source: 'NLC T.TEC', assault: 25, bombardment: 'NE', charge: 25, move: all(2) },
  // ruling: impassable except by bridge/trestle/ford; no assault across (cf. NLC 7.3)
  river: { id: 'river', kind: 'hexside', source: 'ruling', assault: 'NA', bombardment: 'NE', charge: 'NA', move: all('prohibited') },
  bridge: {
    id: 'bridge', kind: 'hexside', source: 'NLC T.TEC', assault: 50, bombardment: 'NE', charge: 'NA',
    move: all(1), overridesHexTerrain: true,
  },
  // ruling: as bridge
  trestle: {
    id: 'trestle', kind: 'hexside', source: 'ruling', assault: 50, bombardment: 'NE', charge: 'NA',
    move: all(1), overridesHexTerrain: true,
  },
  // ruling: as stream
  ford: { id: 'ford', kind: 'hexside', source: 'ruling', assault: 25, bombardment: 'NE', charge: 25, move: all(2) },
  crest: { id: 'crest', kind: 'hexside', source: 'NLC T.TEC', assault: 25, bombardment: 'NA', charge: 'NE', move: all(0) },
  // ruling: +1 MP uphill only, no combat effect
  slope: {
    id: 'slope', kind: 'hexside', source: 'ruling', assault: 'NE', bombardment: 'NE', charge: 'NE',
    move: all(1), uphillOnly: true,
  },
};

export function terrainEffect(id: TerrainId): TerrainEffect {
  const effect = TERRAIN_EFFECTS[id];
  if (!effect) throw new RangeError(`unknown terrain id ${String(id)}`);
  return effect;
}

/** Percent of a reduction, 0 for 'NE'; null for 'NA' (the action is not allowed). */
export function reductionPercent(r: TerrainReduction): 0 | 25 | 50 | 75 | null {
  if (r === 'NE') return 0;
  if (r === 'NA') return null;
  return r;
}

export function isRuling(id: TerrainId): boolean {
  return TERRAIN_EFFECTS[id].source === 'ruling';
}

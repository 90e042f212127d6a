import { describe, it, expect } from 'vitest';
import {
  TERRAIN_EFFECTS,
  terrainEffect,
  reductionPercent,
  isRuling,
  type TerrainId,
} from '../../../src/engine/tables';

// Printed chart rows: [id, assault, bombardment, charge, move].
const PRINTED: [TerrainId, string, string, string, string][] = [
  ['town', '-25', '-75', '-50', '1'],
  ['chateau', '-50', 'NA', 'NA', '2'],
  ['woods', '-50', '-50', '-75', '2/4'],
  ['stream', '-25', 'NE', '-25', '+2'],
  ['crest', '-25', 'NA', 'NE', 'NE'],
  ['bridge', '-50', 'NE', 'NA', '+1'],
];

const asCell = (r: number | string) => (typeof r === 'number' ? `-${r}` : r);

describe('Terrain Effects chart', () => {
  for (const [id, assault, bomb, charge, move] of PRINTED) {
    it(`[NLC T.TEC] ${id}: assault ${assault}, bombardment ${bomb}, charge ${charge}, move ${move}`, () => {
      const t = terrainEffect(id);
      expect(t.source).toBe('NLC T.TEC');
      expect(asCell(t.assault)).toBe(assault);
      expect(asCell(t.bombardment)).toBe(bomb);
      expect(asCell(t.charge)).toBe(charge);
      const { infantry, cavalry, artillery } = t.move;
      if (move === '2/4') {
        expect([infantry, cavalry, artillery]).toEqual([2, 4, 4]);
      } else {
        const n = move === 'NE' ? 0 : Number(move.replace('+', ''));
        expect([infantry, cavalry, artillery]).toEqual([n, n, n]);
        expect(t.kind).toBe(move.startsWith('+') || move === 'NE' ? 'hexside' : 'hex');
      }
    });
  }

  it('[NLC T.TEC] bridge overrides the in-hex terrain; woods reduction also applies to fire out of woods', () => {
    expect(TERRAIN_EFFECTS.bridge.overridesHexTerrain).toBe(true);
    expect(TERRAIN_EFFECTS.woods.reducesFireOut).toBe(true);
    expect(TERRAIN_EFFECTS.town.reducesFireOut).toBeFalsy();
  });

  it('[NLC T.TEC] entries not on the chart are marked as rulings', () => {
    const rulings = (Object.keys(TERRAIN_EFFECTS) as TerrainId[]).filter(isRuling).sort();
    expect(rulings).toEqual(['clear', 'ford', 'marsh', 'river', 'slope', 'trestle', 'village']);
    for (const id of Object.keys(TERRAIN_EFFECTS) as TerrainId[]) expect(TERRAIN_EFFECTS[id].id).toBe(id);
  });

  it('[NLC 5.2] ruling entries: clear, village, marsh, river, trestle, ford, slope', () => {
    expect(TERRAIN_EFFECTS.clear).toMatchObject({ kind: 'hex', assault: 'NE', bombardment: 'NE', charge: 'NE' });
    expect(TERRAIN_EFFECTS.clear.move).toEqual({ infantry: 1, cavalry: 1, artillery: 1 });
    expect(TERRAIN_EFFECTS.village).toMatchObject({ kind: 'hex', assault: 25 });
    expect(TERRAIN_EFFECTS.village.move.infantry).toBe(1);
    expect(TERRAIN_EFFECTS.marsh.move).toEqual({ infantry: 3, cavalry: 'prohibited', artillery: 'prohibited' });
    expect(TERRAIN_EFFECTS.marsh.assault).toBe(25);
    expect(TERRAIN_EFFECTS.river.move).toEqual({ infantry: 'prohibited', cavalry: 'prohibited', artillery: 'prohibited' });
    expect(TERRAIN_EFFECTS.river.assault).toBe('NA');
    expect(TERRAIN_EFFECTS.trestle).toMatchObject({ kind: 'hexside', assault: 50, bombardment: 'NE', charge: 'NA', overridesHexTerrain: true });
    expect(TERRAIN_EFFECTS.trestle.move).toEqual(TERRAIN_EFFECTS.bridge.move);
    expect(TERRAIN_EFFECTS.ford).toMatchObject({ kind: 'hexside', assault: 25 });
    expect(TERRAIN_EFFECTS.ford.move.infantry).toBe(2);
    expect(TERRAIN_EFFECTS.slope).toMatchObject({ kind: 'hexside', assault: 'NE', uphillOnly: true });
    expect(TERRAIN_EFFECTS.slope.move.infantry).toBe(1);
  });

  it('[NLC T.TEC] reductionPercent maps NE to 0 and NA to null', () => {
    expect(reductionPercent('NE')).toBe(0);
    expect(reductionPercent('NA')).toBeNull();
    expect(reductionPercent(75)).toBe(75);
  });
});

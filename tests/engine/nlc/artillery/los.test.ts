import { describe, it, expect } from 'vitest';
import { buildMapIndex } from '../../../../src/engine/board/mapIndex';
import { lineOfSight, losSteps } from '../../../../src/engine/rules/los';
import { miniScenario } from '../../fixtures';

// Flat map, odd columns up. Column 04 is a straight line 0401-0405; 0203-0403 runs along the hexside
// between 0303 and 0304 (a hexspine).
type Hexes = NonNullable<Parameters<typeof miniScenario>[0]['hexes']>;
type Sides = NonNullable<Parameters<typeof miniScenario>[0]['hexsides']>;
const mapOf = (hexes: Hexes = [], hexsides: Sides = []) =>
  buildMapIndex(miniScenario({ columns: 9, rows: 9, hexes, hexsides, units: [{ id: 'x', side: 'fr', hex: '0909' }] }).map);
const none = { occupied: new Set<string>() };

describe('NLC 8.3 line of sight', () => {
  it('[NLC 8.3] open ground is clear; woods, towns, villages and chateaux between the ends block, the ends do not', () => {
    expect(lineOfSight(mapOf(), '0401', '0405', none)).toMatchObject({ clear: true, reason: null });
    for (const terrain of ['woods', 'town', 'village', 'chateau'] as const) {
      const r = lineOfSight(mapOf([{ id: '0403', terrain }]), '0401', '0405', none);
      expect(r, terrain).toMatchObject({ clear: false, reason: 'terrain', blockedAt: ['0403'] });
    }
    const ends = mapOf([{ id: '0401', terrain: 'woods' }, { id: '0405', terrain: 'town' }, { id: '0403', terrain: 'marsh' }]);
    expect(lineOfSight(ends, '0401', '0405', none).clear).toBe(true);
  });

  it('[NLC 8.3] units of either side between the ends block', () => {
    const m = mapOf();
    expect(lineOfSight(m, '0401', '0405', { occupied: new Set(['0404']) })).toMatchObject({ clear: false, reason: 'units', blockedAt: ['0404'] });
    expect(lineOfSight(m, '0401', '0405', { occupied: new Set(['0401', '0405', '0501']) }).clear).toBe(true);
  });

  it('[NLC 8.3] ruling: along a hexspine the line is blocked only with blocking terrain to the right and left', () => {
    expect(losSteps(mapOf(), '0203', '0403').map((s) => s.hexes)).toEqual([['0203'], ['0303', '0304'], ['0403']]);
    expect(lineOfSight(mapOf([{ id: '0303', terrain: 'woods' }]), '0203', '0403', none).clear).toBe(true);
    expect(lineOfSight(mapOf(), '0203', '0403', { occupied: new Set(['0304']) }).clear).toBe(true);
    const both = lineOfSight(mapOf([{ id: '0303', terrain: 'woods' }]), '0203', '0403', { occupied: new Set(['0304']) });
    expect(both).toMatchObject({ clear: false, blockedAt: ['0303', '0304'] });
  });

  it('[NLC 8.3] ruling: a crest blocks between hexes at the same elevation, also on an end hex\'s own hexside and at its endpoints', () => {
    const crest = (a: string, b: string) => [{ a, b, features: ['crest' as const], high: b }];
    expect(lineOfSight(mapOf([], crest('0402', '0403')), '0401', '0405', none)).toMatchObject({ clear: false, reason: 'crest', blockedAt: ['0402', '0403'] });
    expect(lineOfSight(mapOf([], crest('0401', '0402')), '0401', '0405', none)).toMatchObject({ clear: false, reason: 'crest' });
    // along the hexspine 0303/0304 the line passes the corner where 0303, 0304 and 0403 meet
    expect(lineOfSight(mapOf([], crest('0303', '0403')), '0203', '0403', none)).toMatchObject({ clear: false, reason: 'crest' });
    // a crest elsewhere does not matter
    expect(lineOfSight(mapOf([], crest('0502', '0503')), '0401', '0405', none).clear).toBe(true);
    // from the high side down to lower ground the crest does not block
    const hill = mapOf([{ id: '0401', elevation: 1 }], [{ a: '0401', b: '0402', features: ['crest'], high: '0401' }]);
    expect(lineOfSight(hill, '0401', '0405', none).clear).toBe(true);
  });

  it('[NLC 8.3] higher ground between blocks; a hex as high as the higher end blocks the view down', () => {
    expect(lineOfSight(mapOf([{ id: '0403', elevation: 1 }]), '0401', '0405', none)).toMatchObject({ clear: false, reason: 'elevation', blockedAt: ['0403'] });
    // on a plateau both ends see each other
    const plateau = mapOf(['0401', '0402', '0403', '0404', '0405'].map((id) => ({ id, elevation: 1 })));
    expect(lineOfSight(plateau, '0401', '0405', none).clear).toBe(true);
    // standing back from the edge of a hill one cannot see down
    const back = mapOf([{ id: '0401', elevation: 1 }, { id: '0402', elevation: 1 }]);
    expect(lineOfSight(back, '0401', '0405', none)).toMatchObject({ clear: false, reason: 'elevation', blockedAt: ['0402'] });
    expect(lineOfSight(back, '0405', '0401', none).clear).toBe(false);
    expect(lineOfSight(back, '0402', '0405', none).clear).toBe(true);
  });

  it('[NLC 8.3] ruling: an intermediate height blocks when nearer the low end with a low hex between it and the high end', () => {
    const dip = mapOf([{ id: '0401', elevation: 2 }, { id: '0404', elevation: 1 }]);
    expect(lineOfSight(dip, '0401', '0405', none)).toMatchObject({ clear: false, reason: 'elevation', blockedAt: ['0404'] });
    expect(lineOfSight(dip, '0405', '0401', none).clear).toBe(false);
    // a steady slope does not block
    const slope = mapOf([{ id: '0401', elevation: 2 }, { id: '0402', elevation: 1 }, { id: '0403', elevation: 1 }, { id: '0404', elevation: 1 }]);
    expect(lineOfSight(slope, '0401', '0405', none).clear).toBe(true);
  });

  it('[NLC 8.3] sight reaches 8 hexes (1 at night)', () => {
    const m = mapOf();
    expect(lineOfSight(m, '0101', '0109', none).clear).toBe(true);
    expect(m.distance('0101', '0909')).toBeGreaterThan(8);
    expect(lineOfSight(m, '0101', '0909', none)).toMatchObject({ clear: false, reason: 'range' });
    expect(lineOfSight(m, '0401', '0403', { ...none, maxRange: 1 })).toMatchObject({ clear: false, reason: 'range' });
    expect(lineOfSight(m, '0401', '0402', { ...none, maxRange: 1 }).clear).toBe(true);
  });
});

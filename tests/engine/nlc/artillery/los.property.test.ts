// NLC 8.3 line of sight, as properties over random maps: symmetric (the rule names no direction) and
// never longer than the visibility of the turn (8, rain 4, night 1).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildMapIndex } from '../../../../src/engine/board/mapIndex';
import { lineOfSight, LOS_MAX_DAY, LOS_MAX_NIGHT, LOS_MAX_RAIN, visibilityOn } from '../../../../src/engine/rules/los';
import { miniScenario } from '../../fixtures';
import { newGame, query } from '../../engineApi';
import { combatScenario } from '../combatHarness';
import { foe, gun, withRain } from './gunsHarness';

const COLS = 10;
const ROWS = 10;
const hexId = (c: number, r: number) => `${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`;
const hexArb = fc.record({ c: fc.integer({ min: 1, max: COLS }), r: fc.integer({ min: 1, max: ROWS }) }).map((x) => hexId(x.c, x.r));

const mapArb = fc.record({
  terrain: fc.array(fc.tuple(hexArb, fc.constantFrom('woods', 'town', 'village', 'chateau', 'marsh', 'clear')), { maxLength: 14 }),
  heights: fc.array(fc.tuple(hexArb, fc.integer({ min: 0, max: 3 })), { maxLength: 30 }),
  crests: fc.array(fc.tuple(hexArb, fc.integer({ min: 0, max: 5 })), { maxLength: 12 }),
  units: fc.array(hexArb, { maxLength: 12 }),
});

function build(m: fc.Arbitrary<any> extends fc.Arbitrary<infer T> ? T : never) {
  const hexes = new Map<string, { id: string; terrain?: any; elevation?: number }>();
  for (const [id, terrain] of m.terrain) hexes.set(id, { ...(hexes.get(id) ?? { id }), terrain });
  for (const [id, elevation] of m.heights) hexes.set(id, { ...(hexes.get(id) ?? { id }), elevation });
  const base = buildMapIndex(miniScenario({ columns: COLS, rows: ROWS, units: [{ id: 'x', side: 'fr', hex: '0101' }] }).map);
  const sides = new Map<string, { a: string; b: string; features: ['crest']; high: string }>();
  const elev = (h: string) => hexes.get(h)?.elevation ?? 0;
  for (const [a, k] of m.crests) {
    const b = base.hexes[a].neighbours[k % base.hexes[a].neighbours.length];
    if (!b) continue;
    const key = [a, b].sort().join('-');
    // the high side is the higher hex (the loader refuses a crest whose high side is lower)
    sides.set(key, { a, b, features: ['crest'], high: elev(a) >= elev(b) ? a : b });
  }
  return buildMapIndex(miniScenario({ columns: COLS, rows: ROWS, hexes: [...hexes.values()], hexsides: [...sides.values()], units: [{ id: 'x', side: 'fr', hex: '0101' }] }).map);
}

describe('NLC 8.3 line of sight properties', () => {
  it('[NLC 8.3] sight is symmetric: if A sees B, B sees A, whatever the terrain, heights, crests and units', () => {
    fc.assert(
      fc.property(mapArb, hexArb, hexArb, fc.constantFrom(LOS_MAX_DAY, LOS_MAX_RAIN, LOS_MAX_NIGHT), (m, a, b, max) => {
        const map = build(m);
        const occupied = new Set(m.units);
        const ab = lineOfSight(map, a, b, { occupied, maxRange: max });
        const ba = lineOfSight(map, b, a, { occupied, maxRange: max });
        expect(ab.clear, `${a}->${b}: ${ab.why} / ${ba.why}`).toBe(ba.clear);
        expect(ab.reason === null).toBe(ab.clear);
      }),
      { numRuns: 150 },
    );
  });

  it('[NLC 8.3] sight never reaches beyond the visibility limit (8, 4 in rain, 1 at night)', () => {
    fc.assert(
      fc.property(mapArb, hexArb, hexArb, fc.constantFrom(LOS_MAX_DAY, LOS_MAX_RAIN, LOS_MAX_NIGHT), (m, a, b, max) => {
        const map = build(m);
        const r = lineOfSight(map, a, b, { occupied: new Set(m.units), maxRange: max });
        const d = map.distance(a, b);
        if (r.clear) expect(d).toBeLessThanOrEqual(max);
        if (d > max) expect(r).toMatchObject({ clear: false, reason: 'range' });
      }),
      { numRuns: 100 },
    );
  });

  it('[NLC 8.3] visibility is 8 hexes by day, 4 on rain turns, 1 at night; the los query says so', () => {
    const sc = withRain(combatScenario({ units: [gun('g', '0101'), foe('d', '0909')], night: [3] }), [2]);
    expect([1, 2, 3].map((t) => visibilityOn(sc, t))).toEqual([8, 4, 1]);
    const s = newGame(sc, { rules: {} }, 1);
    expect(query(s, 'fr', { type: 'los', from: '0101', to: '0106' })).toMatchObject({ type: 'los', clear: true, range: 5, visibility: 8, rule: 'NLC 8.3' });
    const rain = { ...s, clock: { ...s.clock, turn: 2 } };
    expect(query(rain, 'fr', { type: 'los', from: '0101', to: '0106' })).toMatchObject({ type: 'los', clear: false, blockedBy: 'range', visibility: 4 });
    expect(query(rain, 'al', { type: 'los', from: '0101', to: '0105' })).toMatchObject({ clear: true });
  });

  it('[NLC 8.3] the los query names the blocking hex or hexside, the reason and the case', () => {
    const sc = combatScenario({ units: [gun('g', '0401'), foe('d', '0405')], hexes: [{ id: '0403', terrain: 'woods' }] });
    const s = newGame(sc, { rules: {} }, 1);
    expect(query(s, 'fr', { type: 'los', from: '0401', to: '0405' })).toMatchObject({ clear: false, blockedAt: ['0403'], blockedBy: 'terrain', rule: 'NLC 8.3' });
    expect((query(s, 'fr', { type: 'los', from: '0401', to: '0405' }) as any).reason).toMatch(/blocking terrain \(woods\) at 0403/);
    const crest = combatScenario({ units: [gun('g', '0401'), foe('d', '0405')], hexsides: [{ a: '0403', b: '0404', features: ['crest'], high: '0403' }] });
    expect(query(newGame(crest, { rules: {} }, 1), 'al', { type: 'los', from: '0401', to: '0405' })).toMatchObject({ clear: false, blockedAt: ['0403', '0404'], blockedBy: 'crest' });
    expect(query(s, 'fr', { type: 'los', from: '0401', to: '9999' })).toMatchObject({ type: 'none', rule: 'NLC 8.3' });
  });

  it('[NLC 8.1] the gunRange query gives the range rings (3 under NLC 19.4) and the enemy hexes in sight', () => {
    const sc = combatScenario({ units: [gun('g', '0401'), foe('a', '0403'), foe('b', '0404'), foe('c', '0601')] });
    const s = newGame(sc, { rules: {} }, 1);
    const q = query(s, 'fr', { type: 'gunRange', pieces: ['g'] }) as any;
    expect(q).toMatchObject({ type: 'gunRange', from: '0401', range: 2, rule: 'NLC 8.1' });
    expect(q.targets).toEqual(['0403', '0601']);
    expect(q.rings['0403']).toBe(2);
    const far = query(newGame(sc, { rules: { 'NLC 19.4': true } }, 1), 'fr', { type: 'gunRange', pieces: ['g'] }) as any;
    expect([far.range, far.rings['0404'], far.targets]).toEqual([3, 3, ['0403', '0601']]);
    expect(query(s, 'al', { type: 'gunRange', pieces: ['g'] })).toMatchObject({ type: 'none' });
    expect(query(s, 'al', { type: 'gunRange', pieces: ['a'] })).toMatchObject({ type: 'none', rule: 'NLC 8.1' });
  });
});

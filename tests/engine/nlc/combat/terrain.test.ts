import { describe, it, expect } from 'vitest';
import { contextOf } from '../../engineApi';
import { atAssault, assault, combat, combatScenario } from '../combatHarness';
import { assaultReduction, defenderReduction, isFlanked } from '../../../../src/engine/modules/nlc/combat/terrain';

const fire = (s: ReturnType<typeof atAssault>) => combat(s).attacker.fire!;

describe('NLC 7.6 assault modifiers', () => {
  it('[NLC 7.6] worked example: 6 attacking into a town is 4.5, rounded to 5', () => {
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'town' }],
      units: [{ id: 'a', side: 'fr', hex: '0303', strength: [6, 3] }, { id: 'd', side: 'al', hex: '0403' }],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(fire(s).exact).toBe(4.5);
    expect(fire(s).strength).toBe(5);
    expect(fire(s).lines[0]).toMatchObject({ pct: 25, pctSource: ['town'] });
  });

  it('[NLC 7.6] worked example: 17 at -75% (chateau across a stream) is 4.25, rounded to 4', () => {
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'chateau' }],
      hexsides: [{ a: '0303', b: '0403', features: ['stream'] }],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [9, 4] },
        { id: 'b', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    expect(fire(s).exact).toBe(4.25);
    expect(fire(s).strength).toBe(4);
    expect(fire(s).lines[0]).toMatchObject({ pct: 75, pctSource: ['stream', 'chateau'] });
  });

  it('[NLC 7.6] lines of fire with different percentages are rounded group by group, then added', () => {
    // town for all (25%), and a stream in front of one stack: 3 at 50% = 1.5 rounds to 2 and 2 at 25% = 1.5 rounds to 2
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'town' }],
      hexsides: [{ a: '0303', b: '0403', features: ['stream'] }],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [3, 1] },
        { id: 'b', side: 'fr', hex: '0402', strength: [2, 1] },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    expect(fire(s).lines.map((l) => [l.unit, l.pct])).toEqual([
      ['a', 50],
      ['b', 25],
    ]);
    expect(fire(s).exact).toBe(3);
    expect(fire(s).strength).toBe(4);
  });

  it('[NLC 7.6] hexside and hex effects add up; a bridge replaces the hex effect; a crest counts only uphill', () => {
    const sc = combatScenario({
      hexes: [
        { id: '0403', terrain: 'town' },
        { id: '0603', terrain: 'woods' },
      ],
      hexsides: [
        { a: '0303', b: '0403', features: ['stream'] },
        { a: '0503', b: '0603', features: ['river', 'bridge'] },
        { a: '0304', b: '0403', features: ['crest'], high: '0403' },
        { a: '0402', b: '0403', features: ['crest'], high: '0402' },
      ],
      units: [{ id: 'a', side: 'fr', hex: '0101' }, { id: 'd', side: 'al', hex: '0808' }],
    });
    const s = atAssault(sc);
    const ctx = contextOf(s);
    expect(assaultReduction(s, ctx, '0303', '0403')).toEqual({ pct: 50, source: ['stream', 'town'] });
    expect(assaultReduction(s, ctx, '0503', '0603')).toEqual({ pct: 50, source: ['bridge'] });
    expect(assaultReduction(s, ctx, '0304', '0403')).toEqual({ pct: 50, source: ['crest', 'town'] });
    expect(assaultReduction(s, ctx, '0402', '0403')).toEqual({ pct: 25, source: ['town'] });
    expect(assaultReduction(s, ctx, '0504', '0403')).toEqual({ pct: 25, source: ['town'] });
  });

  it('[NLC 7.6] woods reduce the defender\'s fire out of woods, but not fire between two woods hexes', () => {
    const sc = combatScenario({
      hexes: [
        { id: '0403', terrain: 'woods' },
        { id: '0402', terrain: 'woods' },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [6, 3] },
        { id: 'w', side: 'fr', hex: '0402', strength: [6, 3] },
        { id: 'd', side: 'al', hex: '0403', strength: [6, 3] },
      ],
    });
    let s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(fire(s).strength).toBe(3);
    expect(combat(s).defender.fire!.lines[0]).toMatchObject({ pct: 50, pctSource: ['woods (fire out)'] });
    expect(combat(s).defender.fire!.strength).toBe(3);
    const ctx = contextOf(s);
    expect(defenderReduction(ctx, '0403', ['0402'])).toEqual({ pct: 0, source: [] });
    expect(assaultReduction(s, ctx, '0402', '0403')).toEqual({ pct: 0, source: [] });
    s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['w'], '0403');
    expect(fire(s).strength).toBe(6);
    expect(combat(s).defender.fire!.strength).toBe(6);
  });

  it('[NLC 7.6] flanking: attacked from two directions that do not touch, the defender has morale -2; not in a town', () => {
    const units = [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'b', side: 'fr', hex: '0503' },
      { id: 'd', side: 'al', hex: '0403' },
    ];
    let s = assault(atAssault(combatScenario({ units }), { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    expect(combat(s).flank).toBe(true);
    expect(combat(s).defender.moraleLines[0]).toMatchObject({ unit: 'd', morale: 2 });
    expect(combat(s).defender.moraleLines[0].mods).toContain('flanked -2');
    // the same in a town: never flanked
    s = assault(atAssault(combatScenario({ units, hexes: [{ id: '0403', terrain: 'town' }] }), { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    expect(combat(s).flank).toBe(false);
    expect(combat(s).defender.morale).toBe(4);
  });

  it('[NLC 7.6] flanking: a non-attacking enemy stack counts; a defender with two friendly neighbours is not flanked; one stack alone does not flank', () => {
    const base = [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'b', side: 'fr', hex: '0503' },
      { id: 'd', side: 'al', hex: '0403' },
    ];
    let s = atAssault(combatScenario({ units: base }));
    let ctx = contextOf(s);
    expect(isFlanked(s, ctx, '0403', ['0303'], 'al')).toBe(true);
    s = atAssault(combatScenario({ units: [base[0], base[2]] }));
    ctx = contextOf(s);
    expect(isFlanked(s, ctx, '0403', ['0303'], 'al')).toBe(false);
    s = atAssault(combatScenario({ units: [...base, { id: 'n1', side: 'al', hex: '0404' }, { id: 'n2', side: 'al', hex: '0504' }] }));
    ctx = contextOf(s);
    expect(isFlanked(s, ctx, '0403', ['0303', '0503'], 'al')).toBe(false);
    // a stack next to both attackers does not flank
    s = atAssault(combatScenario({ units: [base[0], base[2], { id: 'c', side: 'fr', hex: '0402' }] }));
    ctx = contextOf(s);
    expect(isFlanked(s, ctx, '0403', ['0303'], 'al')).toBe(false);
  });
});

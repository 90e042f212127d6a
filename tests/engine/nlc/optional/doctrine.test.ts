// NLC 20.2 doctrine (optional): en colonne and en bataille (20.2.1).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { newGame, contextOf, type GameState } from '../../engineApi';
import { miniScenario } from '../../fixtures';
import { nlcPolicy } from '../../../../src/engine/modules/nlc/movement';
import { RULINGS } from '../../../../src/engine/rulings';

/** I Corps with an infantry division of two brigades (a, b) and a lone brigade c of another division. */
function game(on: boolean, a: string, b: string): GameState {
  const sc = miniScenario({
    id: 'doctrine-' + Math.random().toString(36).slice(2),
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: a, division: '1st', type: 'infantry' },
      { id: 'b', side: 'fr', hex: b, division: '1st', type: 'infantry' },
      { id: 'c', side: 'fr', hex: '0308', division: '2nd', type: 'infantry' },
      { id: 'z', side: 'al', hex: '0808' },
    ],
    leaders: [{ id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' }],
  });
  return newGame(sc, { rules: { 'NLC 20.2': on } }, 1);
}
const mpHalves = (s: GameState, u: string) => nlcPolicy(s, contextOf(s), [u]).mpAdjustHalves(u);
const strength = (s: GameState, u: string) => {
  const ctx = contextOf(s);
  return ctx.modules.flatMap((m) => m.hooks?.assaultStrengthPercent?.(s, ctx, u, 'defender', s.units[u].hex!, []) ?? []);
};

describe('NLC 20.2 doctrine', () => {
  it('[NLC 20.2] en colonne: brigades stacked in pairs keep their allowance; apart, each loses 1 MP', () => {
    expect(mpHalves(game(true, '0303', '0303'), 'a')).toBe(0);
    expect(mpHalves(game(true, '0303', '0305'), 'a')).toBe(-2);
    // a division of one brigade is in column on its own
    expect(mpHalves(game(true, '0303', '0305'), 'c')).toBe(0);
    // the option off: no change
    expect(mpHalves(game(false, '0303', '0305'), 'a')).toBe(0);
  });

  it('[NLC 20.2] en bataille: brigades side by side keep their strength; apart, or stacked with other infantry, -20%', () => {
    expect(strength(game(true, '0303', '0304'), 'a')).toEqual([]);
    expect(strength(game(true, '0303', '0306'), 'a')).toEqual([{ percent: -20, why: 'division not en bataille', rule: 'NLC 20.2' }]);
    // stacked together (en colonne) they are not en bataille
    expect(strength(game(true, '0303', '0303'), 'b')[0]?.percent).toBe(-20);
    // stacked with a brigade of another division
    const mixed = produce(game(true, '0303', '0304'), (d) => void (d.units.c.hex = '0304'));
    expect(strength(mixed, 'b')[0]?.percent).toBe(-20);
    expect(strength(game(false, '0303', '0306'), 'a')).toEqual([]);
  });

  it('[NLC 20.2] a division neither en colonne nor en bataille suffers both', () => {
    const s = game(true, '0303', '0306');
    expect(mpHalves(s, 'a')).toBe(-2);
    expect(strength(s, 'a')).toHaveLength(1);
  });

  it('[NLC 20.2] the parts not played are ruled', () => {
    expect(RULINGS.some((r) => r.rule === 'NLC 20.2')).toBe(true);
  });
});

// MOP 37.16 special leaders: the price of Napoleon's and Ney's +25% the next turn, and Blücher's drive.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, type GameState } from '../engineApi';
import { miniScenario } from '../fixtures';
import { assault, atAssault, combat } from '../nlc/combatHarness';
import { capacity, capacityVeto } from '../../../src/engine/modules/nlc/orders/capacity';
import { confidenceFor } from '../../../src/engine/modules/nlc/orders/confidence';
import { specialUsed, mopSpecialEffectsModule } from '../../../src/engine/modules/mop/core/specialLeaderEffects';

const hooks = mopSpecialEffectsModule.hooks!;
const nextTurn = (s: GameState) => produce(s, (d) => void (d.clock.turn += 1));

function battle(leaders: NonNullable<Parameters<typeof miniScenario>[0]['leaders']>, id: string, extra: Parameters<typeof miniScenario>[0]['units'] = []) {
  return miniScenario({
    id,
    columns: 9,
    rows: 9,
    turns: 5,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: leaders.find((l) => l.formation === 'f1')?.id },
      { id: 'a1', side: 'al', name: 'Allied Corps', leader: leaders.find((l) => l.formation === 'a1')?.id },
    ],
    units: [{ id: 'a', side: 'fr', hex: '0402' }, { id: 'd', side: 'al', hex: '0403' }, ...extra],
    leaders,
    mop: {},
  });
}

describe('MOP 37.16 special leaders', () => {
  it('[MOP 37.16] Napoleon adds 25% to the infantry he is stacked with, and gives no orders the next turn', () => {
    const sc = battle([{ id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0402' }], 'mop-nap-cost');
    const s = assault(atAssault(sc, { dice: [3, 3, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire!.lines[0].mods?.join(' ')).toMatch(/Napoleon stacked/);
    expect(specialUsed(s).nap).toBe(s.clock.turn);
    const ctx = contextOf(s);
    const t = nextTurn(s);
    expect(capacity(t, ctx, 'nap').left).toBe(0);
    expect(capacityVeto(t, ctx, 'nap', true, [])).toMatchObject({ code: 'capacity', rule: 'MOP 37.16' });
    // the turn he added it he still may write orders; two turns later too
    expect(capacity(s, ctx, 'nap').left).toBeGreaterThan(0);
    expect(capacity(nextTurn(t), ctx, 'nap').left).toBeGreaterThan(0);
  });

  it('[MOP 37.16] Ney adds 25% to units attacking from his hex, and his formation checks no compliance the next turn', () => {
    const sc = battle([{ id: 'ney', side: 'fr', name: 'Ney', rating: 4, role: 'corps', formation: 'f1', hex: '0402' }], 'mop-ney-cost');
    const s = assault(atAssault(sc, { dice: [3, 3, 1, 1] }), ['a'], '0403');
    expect(combat(s).attacker.fire!.lines[0].mods?.join(' ')).toMatch(/Ney stacked/);
    const ctx = contextOf(s);
    expect(hooks.complianceVeto!(nextTurn(s), ctx, 'f1')).toMatchObject({ code: 'ney-spent', rule: 'MOP 37.16' });
    expect(hooks.complianceVeto!(s, ctx, 'f1')).toBeNull();
    // defending, Ney adds nothing and pays nothing
    const def = assault(atAssault(battle([{ id: 'ney', side: 'fr', name: 'Ney', rating: 4, role: 'corps', formation: 'f1', hex: '0402' }], 'mop-ney-def'), { side: 'al', formations: ['a1'], dice: [3, 3, 1, 1] }), ['d'], '0402');
    expect(combat(def).defender.fire!.lines[0].mods ?? []).not.toContainEqual(expect.stringMatching(/Ney/));
    expect(specialUsed(def).ney).toBeUndefined();
  });

  it('[MOP 37.16] Blücher: +1 morale to his side\'s reaction charges and -1 to square checks against his charges, within his range; +1 to Attack confidence', () => {
    const sc = battle(
      [
        { id: 'bl', side: 'al', name: 'Blücher', rating: 3, role: 'overall', hex: '0605' },
        { id: 'yo', side: 'al', name: 'Yorck', rating: 3, role: 'corps', formation: 'a1', hex: '0604' },
      ],
      'mop-blucher',
      [{ id: 'far', side: 'al', hex: '0109', type: 'cavalry' }, { id: 'near', side: 'al', hex: '0606', type: 'cavalry' }],
    );
    const s = atAssault(sc);
    const ctx = contextOf(s);
    expect(hooks.checkMorale!(s, ctx, 'near', 'reactionCharge', ['a'])).toEqual([{ mod: 1, why: 'Blücher in range', rule: 'MOP 37.16' }]);
    expect(hooks.checkMorale!(s, ctx, 'far', 'reactionCharge', ['a'])).toEqual([]);
    expect(hooks.checkMorale!(s, ctx, 'a', 'formSquare', ['near'])).toMatchObject([{ mod: -1 }]);
    expect(hooks.checkMorale!(s, ctx, 'a', 'formSquare', ['far'])).toEqual([]);
    expect(hooks.confidenceRating!(s, ctx, 'al', 'a1', 'attack')).toBe(1);
    expect(hooks.confidenceRating!(s, ctx, 'al', 'a1', 'defend')).toBe(0);
    const order = { formation: 'a1', spec: { type: 'attack', target: ['0402'] } } as never;
    const withB = confidenceFor(s, ctx, 'al', order);
    const away = produce(s, (d) => void (d.leaders.bl.hex = '0109'));
    expect(withB).not.toBe(confidenceFor(away, ctx, 'al', order));
  });
});

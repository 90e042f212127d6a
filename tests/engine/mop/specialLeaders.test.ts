// MOP 37.16 special leaders: the price of Napoleon's and Ney's +25% the next turn, and Blücher's drive.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { comply, writeOrder } from '../../../src/engine/modules/nlc/orders/lifecycle';
import { mopBattle } from './fieldHarness';
import { assault, atAssault, combat } from '../nlc/combatHarness';
import { capacity, capacityVeto } from '../../../src/engine/modules/nlc/orders/capacity';
import { confidenceFor } from '../../../src/engine/modules/nlc/orders/confidence';
import { specialUsed, mopSpecialEffectsModule } from '../../../src/engine/modules/mop/core/specialLeaderEffects';

const hooks = mopSpecialEffectsModule.hooks!;
const nextTurn = (s: GameState) => produce(s, (d) => void (d.clock.turn += 1));

function battle(leaders: NonNullable<Parameters<typeof mopBattle>[0]['leaders']>, id: string, extra: Parameters<typeof mopBattle>[0]['units'] = []) {
  return mopBattle({ id, turns: 5, units: [{ id: 'a', side: 'fr', hex: '0402' }, { id: 'd', side: 'al', hex: '0403' }, ...extra], leaders });
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

describe('MOP 37.16 Blücher follows his attacking leaders', () => {
  // Blücher (OC) at 0707 with Kleist, whose corps follows an Attack order; the orders rules on
  const sc = mopBattle({
    id: 'mop-blucher-follow',
    columns: 12,
    rows: 12,
    allied: 'II Corps',
    units: [{ id: 'a', side: 'fr', hex: '0202' }, { id: 'd', side: 'al', hex: '0707' }],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 3, role: 'overall', hex: '0101' },
      { id: 'bl', side: 'al', name: 'Blücher', rating: 3, role: 'overall', hex: '0708' },
      { id: 'kl', side: 'al', name: 'Kleist', rating: 3, role: 'corps', formation: 'a1', hex: '0707' },
    ],
    command: { wings: [], orders: [{ formation: 'a1', type: 'attack', target: ['0202'] }, { formation: 'f1', type: 'defend', target: ['0202'] }] },
  });
  const begin = (order: 'attack' | 'defend') => {
    const s0 = newGame(sc, { rules: { 'NLC 12': true, 'MOP 37.12 Restricted': false, 'MOP A.III Tables': false, 'MOP 37.12 Full': false } }, 1);
    const ctx = contextOf(s0);
    const s = produce(s0, (d) => {
      const w = writeOrder(d, ctx, { formation: 'a1', from: 'bl', spec: { type: order, target: order === 'attack' ? ['0202'] : ['0707'], route: [] }, then: [], awaitFurther: false, arrives: d.clock.turn, faceToFace: true, kind: 'written', compliance: null });
      comply(d, ctx, { events: [], revealed: false, rolled: false }, w, 'test');
    });
    return atAction(s, 'al', ['a1']);
  };
  /** A path for Blücher from 0708 straight down the column to `rows` hexes away. */
  const down = (n: number) => Array.from({ length: n }, (_, i) => `07${String(9 + i).padStart(2, '0')}`);

  it('[MOP 37.16] within range of an attacking subordinate, Blücher may not move out of it: refused with the case, nothing changes', () => {
    const s = begin('attack');
    const far = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units: ['bl'], path: down(3) });
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error).toMatchObject({ code: 'blucher-range', rule: 'MOP 37.16' });
    // a move that stays within 3 hexes of Kleist is accepted
    const near = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units: ['bl'], path: down(2) });
    if (!near.ok) throw new Error(near.error.message);
    expect(near.state.leaders.bl.hex).toBe('0710');
    // the destinations offered leave out the hexes beyond range
    expect(legalCommands(s, 'al').some((c) => c.type === 'move' && c.units.length === 1 && c.units[0] === 'bl' && c.path.at(-1) === '0711')).toBe(false);
  });

  it('[MOP 37.16] with no Attack order in force Blücher moves freely', () => {
    const s = begin('defend');
    const r = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units: ['bl'], path: down(3) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.leaders.bl.hex).toBe('0711');
  });
});

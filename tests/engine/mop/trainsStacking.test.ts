// MOP 37.2 trains count as a 12 SP unit in stacking: a train fills a hex, so no unit stacks with a friendly
// train and no train ends its move among friendly units (refused with the case, nothing changed).
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, newGame } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { field, fieldScenario } from './fieldHarness';
import { trainMoves } from '../../../src/engine/modules/mop/field/trains';
import { stackProblem } from '../../../src/engine/rules/stacking';

const road = { kind: 'road' as const, path: ['0105', '0205', '0305', '0405', '0505', '0605', '0705', '0805', '0905'] };
const baggage = (hex: string) => ({ id: 'bt', side: 'fr', kind: 'baggage' as const, formation: 'f1', name: 'I Corps baggage', hex, movement: 2 });

describe('MOP 37.2 trains in stacking', () => {
  it('[MOP 37.2] a train counts as 12 SP: a friendly unit may not join it, an enemy train does not count', () => {
    const sc = fieldScenario({ units: [ours('a', '0305'), foe('e', '0909')], roads: [road], mop: { trains: [baggage('0205')] } });
    const s = newGame(sc, { rules: {} }, 1);
    const ctx = contextOf(s);
    expect(stackProblem(s, ctx, '0205', ['a'])).toMatchObject({ code: 'overstack', rule: 'MOP 37.2' });
    expect(stackProblem(s, ctx, '0405', ['a'])).toBeNull();
    expect(stackProblem(s, ctx, '0205', ['e'])).toBeNull();
    // the unit's move into the train's hex is refused with the case
    const t = atAction(s, 'fr', ['f1']);
    const r = applyCommand(t, { type: 'move', side: 'fr', n: t.seq, units: ['a'], path: ['0205'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ rule: 'MOP 37.2' });
  });

  it('[MOP 37.2] a train may not end its move in a hex holding a friendly unit: refused with the case, nothing changes', () => {
    const sc = fieldScenario({ units: [ours('a', '0405'), foe('e', '0909')], roads: [road], mop: { trains: [baggage('0205')] } });
    const s = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    const m = trainMoves(s, contextOf(s), 'fr').bt;
    expect(m).toContain('0305');
    expect(m).not.toContain('0405');
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'mop-train', units: ['bt'], hex: '0405' });
    expect(r).toMatchObject({ ok: false, error: { code: 'overstack', rule: 'MOP 37.2' } });
    expect(field(s).trains.bt.hex).toBe('0205');
  });
});

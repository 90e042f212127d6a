// MOP 37.13.1: units leaving the map check supply as they leave; those out of supply count as lost for
// their corps' demoralization (NLC 15).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { exitScenario, inGeneralRetreat } from './fieldHarness';
import { exitSupplyCheck } from '../../../src/engine/modules/mop/field/exit';
import { corpsLostStrength } from '../../../src/engine/modules/nlc/losses';
import type { Out } from '../../../src/engine/core/ops';
import { logEntries } from '../../../src/engine/core/logBook';

const sc = exitScenario('mop-exit-supply', { corpsDemoralization: 4, units: [{ id: 'y', side: 'fr', hex: '2009' }] });

const newOut = (): Out => ({ events: [], revealed: false, rolled: false });
const nlcDemoralized = (s: GameState) => (s.nlc as { demoralizedFormations: string[] }).demoralizedFormations;

describe('MOP 37.13.1 supply at the exit', () => {
  it('[MOP 37.13] a unit leaving the map out of supply counts as lost for its corps: the corps is demoralized', () => {
    const s = newGame(sc, { rules: {} }, 1);
    const ctx = contextOf(s);
    const left = produce(s, (d) => {
      d.units.x.status = 'exited';
      d.units.x.hex = null;
      exitSupplyCheck(d, ctx, newOut(), s, 'fr', ['x'], '0101');
    });
    expect(corpsLostStrength(left, ctx, 'f1')).toBe(4);
    expect(nlcDemoralized(left)).toContain('f1');
    expect(logEntries(left).some((l) => l.rule === 'MOP 37.13.1' && /x out of supply/.test(l.text))).toBe(true);
  });

  it('[MOP 37.13] a unit leaving in supply (at a friendly source, in a General Retreat) is not lost', () => {
    const s = atAction(inGeneralRetreat(newGame(sc, { rules: {} }, 1)), 'fr', ['f1']);
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'exit', units: ['y'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.units.y.status).toBe('exited');
    expect(corpsLostStrength(r.state, contextOf(r.state), 'f1')).toBe(0);
    expect(nlcDemoralized(r.state)).not.toContain('f1');
    expect(logEntries(r.state).some((l) => l.rule === 'MOP 37.13.1' && /y in supply/.test(l.text))).toBe(true);
  });
});

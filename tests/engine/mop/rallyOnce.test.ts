// MOP 37.6 with NLC 13: a unit the command rules' night rally has already brought back is out of the UAR
// box, so the March on Paris rally does not roll for it again (found by the multi-night campaigns).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, newGame, type GameState } from '../engineApi';
import { miniScenario } from '../fixtures';
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { takeStep } from '../../../src/engine/modules/nlc/losses';
import { boxesOf } from '../../../src/engine/modules/mop/core/boxes';
import { assertInvariants } from '../../../src/engine/invariants';

describe('MOP 37.6 the UAR box and the NLC 13 rally', () => {
  const sc = miniScenario({
    id: 'mop-rally-once',
    night: [1],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'l1' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0101', strength: [4, 2] },
      { id: 'e', side: 'al', hex: '0808' },
    ],
    leaders: [{ id: 'l1', side: 'fr', name: 'Davout', rating: 3, role: 'corps', formation: 'f1', hex: '0104' }],
    mop: {},
  });

  it('[MOP 37.6] a unit rallied by another rule before the March on Paris rally is taken out of the box, not rolled for again', () => {
    const s0 = newGame(sc, { rules: { 'MOP 37.12 Restricted': false } }, 1);
    const gone = produce(s0, (d) => {
      const out = { events: [], revealed: false, rolled: false };
      takeStep(d, contextOf(s0), out, 'a', 'NLC 7.2');
      takeStep(d, contextOf(s0), out, 'a', 'NLC 7.2');
    });
    expect(boxesOf(gone).uar).toEqual(['a']);
    // the NLC 13 rally put it back at its leader, reduced
    const back = produce(gone, (d) => {
      d.units.a.status = 'map';
      d.units.a.hex = '0104';
      d.units.a.steps = 1;
    });
    // a 6 would send a unit still in the box to the PEU box
    const s = withFrames(back, [proc('mopRally')], [6]);
    expect(s.units.a).toMatchObject({ status: 'map', hex: '0104', steps: 1 });
    expect(boxesOf(s)).toEqual({ uar: [], peu: [] });
    expect(assertInvariants(s)).toEqual([]);
  });
});

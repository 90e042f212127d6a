// MOP 37.6 with NLC 13: the night rally from the UAR box is NLC 13's rally attempt (a die every time);
// one-step units need a partner of identical ratings, which goes to the PEU box.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, newGame, type GameState } from '../engineApi';
import { miniScenario } from '../fixtures';
import { withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { takeStep } from '../../../src/engine/modules/nlc/losses';
import { boxesOf } from '../../../src/engine/modules/mop/core/boxes';
import { logEntries } from '../../../src/engine/core/logBook';

const sc = (units: { id: string; strength: [number, number | null] }[]) =>
  miniScenario({
    id: `mop-rally-${units.map((u) => u.id).join('')}`,
    night: [1],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'l1' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [...units.map((u, i) => ({ ...u, side: 'fr', hex: `010${i + 1}` })), { id: 'e', side: 'al', hex: '0808' }],
    leaders: [{ id: 'l1', side: 'fr', name: 'Davout', rating: 3, role: 'corps', formation: 'f1', hex: '0106' }],
    mop: {},
  });

function eliminated(s: GameState, ...units: string[]): GameState {
  return produce(s, (d) => {
    const ctx = contextOf(s);
    const out = { events: [], revealed: false, rolled: false };
    for (const u of units) while (d.units[u].status === 'map') takeStep(d, ctx, out, u, 'NLC 7.2');
  });
}

const start = (units: { id: string; strength: [number, number | null] }[]) => newGame(sc(units), { rules: { 'MOP 37.12 Restricted': false } }, 1);

describe('MOP 37.6 rally through NLC 13', () => {
  it('[MOP 37.6] a one-step unit rallies with a UAR partner of identical ratings, which goes to the PEU box', () => {
    const s0 = eliminated(start([{ id: 'p', strength: [2, null] }, { id: 'q', strength: [2, null] }]), 'p', 'q');
    expect(boxesOf(s0).uar).toEqual(['p', 'q']);
    const s = withFrames(s0, [proc('mopRally')], [3]);
    expect(s.units.p).toMatchObject({ status: 'map', hex: '0106', steps: 1 });
    expect(boxesOf(s)).toEqual({ uar: [], peu: ['q'] });
  });

  it('[MOP 37.6] a lone one-step unit with no partner stays in the UAR box; a two-step unit rolls and rallies', () => {
    const s0 = eliminated(start([{ id: 'p', strength: [2, null] }, { id: 'b', strength: [4, 2] }]), 'p', 'b');
    const s = withFrames(s0, [proc('mopRally')], [6]);
    expect(s.units.p.status).toBe('eliminated');
    expect(boxesOf(s)).toEqual({ uar: ['p'], peu: ['b'] });
    expect(logEntries(s).map((l) => l.text)).toContain('b fails to rally (rolled 6): permanently eliminated (PEU box)');
  });
});

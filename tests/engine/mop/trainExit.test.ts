// MOP 37.13, 37.13.1: in a General Retreat a baggage train leaves the map at a map-edge hex with a friendly
// supply source, worth 4 VP to its side; without the General Retreat it is refused with the case.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { exitScenario, field, inGeneralRetreat as retreat } from './fieldHarness';
import { mopVictory } from '../../../src/engine/modules/mop/victory/points';
import { fieldActions } from '../../../src/engine/modules/mop/field/actions';

const sc = exitScenario('mop-train-exit', {
  roads: [{ kind: 'road', path: ['1808', '1909', '2009'] }],
  mop: {
    trains: [
      { id: 'bt', side: 'fr', kind: 'baggage', formation: 'f1', name: 'I Corps baggage', hex: '2009', movement: 2 },
      { id: 'pt', side: 'fr', kind: 'pontoon', formation: 'f1', name: 'Pontoon train', hex: '1909', movement: 2 },
    ],
  },
});

const exit = (s: GameState, id: string) => applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'mop-train:exit', units: [id] });
const trainLine = (s: GameState) => mopVictory(s, contextOf(s), false).find((v) => v.side === 'fr')!.lines.find((l) => /baggage train off the map/.test(l.what));

describe('MOP 37.13.1 baggage trains in a General Retreat', () => {
  it('[MOP 37.13.1] a baggage train at a friendly supply source on the edge leaves the map in a General Retreat: 4 VP', () => {
    const s = atAction(retreat(newGame(sc, { rules: {} }, 1)), 'fr', ['f1']);
    expect(fieldActions(s, 'fr').trains.bt.moves.some((m) => m.command.choice === 'mop-train:exit')).toBe(true);
    const r = exit(s, 'bt');
    if (!r.ok) throw new Error(r.error.message);
    expect(field(r.state).trains.bt).toMatchObject({ status: 'exited', hex: null });
    expect((r.state.mop as unknown as { trainsExited: Record<string, number> }).trainsExited.fr).toBe(1);
    expect(trainLine(r.state)).toMatchObject({ vp: 4 });
  });

  it('[MOP 37.13.1] without the General Retreat, away from a supply source, or a pontoon train: refused with the case, nothing changes', () => {
    const s = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    expect(exit(s, 'bt')).toMatchObject({ ok: false, error: { code: 'no-general-retreat', rule: 'MOP 37.13.1' } });
    expect(field(s).trains.bt).toMatchObject({ status: 'map', hex: '2009' });
    const g = atAction(retreat(newGame(sc, { rules: {} }, 1)), 'fr', ['f1']);
    expect(exit(g, 'pt')).toMatchObject({ ok: false, error: { code: 'not-baggage', rule: 'MOP 37.13.1' } });
    // the baggage train one hex in from the edge source
    const inland = produce(g, (d) => void ((d.mop as unknown as { field: { trains: Record<string, { hex: string }> } }).field.trains.bt.hex = '1808'));
    expect(exit(inland, 'bt')).toMatchObject({ ok: false, error: { rule: 'MOP 37.13.1' } });
    expect(trainLine(g)).toBeUndefined();
  });
});

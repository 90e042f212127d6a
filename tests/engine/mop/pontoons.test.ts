// Pontoon bridges (MOP 37.8 with our ruling on deployment; 37.4 weather limits; 37.3.1 damaged pontoons).
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { field, fieldScenario, withField } from './fieldHarness';
import { fieldActions } from '../../../src/engine/modules/mop/field/actions';
import { trainMoves } from '../../../src/engine/modules/mop/field/trains';

const road = { kind: 'road' as const, path: ['0105', '0205', '0305', '0405'] };
const river = [{ a: '0405', b: '0505', features: ['river' as const] }];
const pontoon = { id: 'pt', side: 'fr', kind: 'pontoon' as const, formation: 'f1', name: 'Pontoon train', hex: '0405', movement: 4 };

function game(): GameState {
  const sc = fieldScenario({ units: [ours('u', '0305'), foe('e', '0909')], roads: [road], hexsides: river, mop: { trains: [pontoon] } });
  return atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
}

function cmd(s: GameState, choice: string, units: string[], hex?: string) {
  return applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice, units, ...(hex ? { hex } : {}) });
}

function ok(r: ReturnType<typeof cmd>): GameState {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('MOP 37.8 pontoon bridges', () => {
  it('[MOP 37.8] a deployed pontoon bridges a river: units cross at the off-road cost plus the bridge\'s', () => {
    const s = game();
    expect(applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['u'], path: ['0405', '0505'] })).toMatchObject({ ok: false });
    const labels = fieldActions(s, 'fr').trains.pt.moves.map((m) => m.label);
    expect(labels).toContain('bridge 0405-0505');
    const d = ok(cmd(s, 'mop-train:deploy', ['pt'], '0505'));
    expect(field(d).trains.pt.deployed).toBe('0505');
    const m = ok(applyCommand(d, { type: 'move', side: 'fr', n: d.seq, units: ['u'], path: ['0405', '0505'] }));
    // 0405 by road (1 half: the deployed bridge takes no room), then clear 1 MP + bridge 1 MP
    expect(m.units.u).toMatchObject({ hex: '0505', mpSpentHalves: 5 });
  });

  it('[MOP 37.4] no pontoon is deployed in frost, snow or snowstorm; nothing changes', () => {
    const s = withField(game(), { weather: 'frost' });
    const r = cmd(s, 'mop-train:deploy', ['pt'], '0505');
    expect(r).toMatchObject({ ok: false, error: { code: 'weather', rule: 'MOP 37.4' } });
    expect(field(s).trains.pt.deployed).toBeUndefined();
  });

  it('[MOP 37.8] deploying needs water without a span and spends the activation; a deployed train does not move until taken up', () => {
    const s = game();
    expect(cmd(s, 'mop-train:deploy', ['pt'], '0305')).toMatchObject({ ok: false, error: { code: 'no-water' } });
    const d = ok(cmd(s, 'mop-train:deploy', ['pt'], '0505'));
    expect(trainMoves(d, contextOf(d), 'fr').pt).toBeUndefined();
    expect(cmd(d, 'mop-train:pickup', ['pt'])).toMatchObject({ ok: false, error: { code: 'moved' } });
    // next activation: taken up, and it cannot move in that same activation
    const next = { ...d, clock: { ...d.clock, activation: d.clock.activation + 1 } } as GameState;
    const up = ok(cmd(next, 'mop-train:pickup', ['pt']));
    expect(field(up).trains.pt.deployed).toBeUndefined();
    expect(cmd(up, 'mop-train', ['pt'], '0305')).toMatchObject({ ok: false });
  });

  it('[MOP 37.3] a damaged pontoon costs +2 MP to cross', () => {
    const sc = fieldScenario({ units: [ours('u', '0305', { movement: 6 }), foe('e', '0909')], roads: [road], hexsides: river, mop: { trains: [pontoon] } });
    const d = ok(cmd(atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']), 'mop-train:deploy', ['pt'], '0505'));
    const dmg = withField(d, { damaged: ['0405-0505'] });
    const m = ok(applyCommand(dmg, { type: 'move', side: 'fr', n: dmg.seq, units: ['u'], path: ['0405', '0505'] }));
    expect(m.units.u.mpSpentHalves).toBe(9);
  });
});

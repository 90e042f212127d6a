// MOP 37.8 trains and pontoons: on a road at load, movement (cavalry costs, road rate, water, slopes,
// enemy ZOC, damaged spans, weather), orders, and capture or destruction when enemy units enter.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, loadScenario, newGame, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { foe, ours } from '../nlc/artillery/gunsHarness';
import { field, fieldScenario, withCommand, withField } from './fieldHarness';
import { produce } from 'immer';
import { trainMoves } from '../../../src/engine/modules/mop/field/trains';

const road = { kind: 'road' as const, path: ['0105', '0205', '0305', '0405', '0505', '0605', '0705', '0805', '0905'] };
const baggage = (hex: string | null, extra = {}) => ({ id: 'bt', side: 'fr', kind: 'baggage' as const, formation: 'f1', name: 'I Corps baggage', hex, movement: 2, ...extra });
const pontoon = (hex: string) => ({ id: 'pt', side: 'fr', kind: 'pontoon' as const, formation: 'f1', name: 'Pontoon train', hex, movement: 2 });

function moves(s: GameState) {
  return trainMoves(s, contextOf(s), 'fr');
}

describe('MOP 37.8 trains', () => {
  it('[MOP 37.8] a train placed off any road or trail is refused at load with file, JSON path and reason', () => {
    const sc = fieldScenario({ units: [ours('a', '0101')], roads: [road], mop: { trains: [baggage('0205')] } });
    const raw = JSON.parse(JSON.stringify(sc));
    raw.mop.trains[0].hex = '0202';
    const r = loadScenario(raw, 'trains.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/trains\.json: \$\.mop\.trains\[0\]\.hex: .*0202, which is on no road or trail/);
  });

  it('[MOP 37.8] a train moves at the road rate on cavalry costs; mud doubles its costs (37.4)', () => {
    const sc = fieldScenario({ units: [ours('a', '0101'), foe('e', '0909')], roads: [road], mop: { trains: [baggage('0205')] } });
    const s = atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1']);
    // 2 MP = 4 road hexes
    expect(moves(s).bt).toEqual(expect.arrayContaining(['0605']));
    expect(moves(s).bt).not.toContain('0705');
    expect(moves(withField(s, { weather: 'mud' })).bt).not.toContain('0505');
    expect(moves(withField(s, { weather: 'mud' })).bt).toContain('0405');
    const r = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'mop-train', units: ['bt'], hex: '0605' });
    if (!r.ok) throw new Error(r.error.message);
    expect(field(r.state).trains.bt).toMatchObject({ hex: '0605', mpSpentHalves: 4 });
    expect(applyCommand(r.state, { type: 'choose', side: 'fr', n: r.state.seq, choice: 'mop-train', units: ['bt'], hex: '0705' })).toMatchObject({
      ok: false,
      error: { code: 'unreachable', rule: 'MOP 37.8' },
    });
  });

  it('[MOP 37.8] no stream crossed but at a bridge, no damaged span, no enemy ZOC entered', () => {
    const stream = [{ a: '0405', b: '0505', features: ['stream' as const] }];
    const sc = fieldScenario({ units: [ours('a', '0101'), foe('e', '0909')], roads: [road], hexsides: stream, mop: { trains: [baggage('0205')] } });
    expect(moves(atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1'])).bt).not.toContain('0505');
    const trestle = [{ a: '0405', b: '0505', features: ['stream' as const, 'trestle' as const] }];
    const sc2 = fieldScenario({ units: [ours('a', '0101'), foe('e', '0909')], roads: [road], hexsides: trestle, mop: { trains: [baggage('0205')] } });
    const s2 = atAction(newGame(sc2, { rules: {} }, 1), 'fr', ['f1']);
    expect(moves(s2).bt).toContain('0505');
    expect(moves(withField(s2, { damaged: ['0405-0505'] })).bt).not.toContain('0505');
    // an enemy at 0506 puts 0505 (and 0405) in its ZOC
    const sc3 = fieldScenario({ units: [ours('a', '0101'), foe('e', '0506')], roads: [road], mop: { trains: [baggage('0205')] } });
    const m3 = moves(atAction(newGame(sc3, { rules: {} }, 1), 'fr', ['f1'])).bt;
    expect(m3).toContain('0305');
    expect(m3).not.toContain('0405');
    expect(m3).not.toContain('0605');
  });

  it('[MOP 37.8] a baggage train stays within twice its corps commander\'s command range', () => {
    const leaders = [{ id: 'L', side: 'fr', name: 'Marshal', rating: 3, role: 'corps' as const, formation: 'f1', hex: '0105' }];
    const sc = fieldScenario({ units: [ours('a', '0101'), foe('e', '0909')], roads: [road], mop: { trains: [baggage('0205', { movement: 8 })] } });
    const raw = { ...JSON.parse(JSON.stringify(sc)), leaders, formations: [{ id: 'f1', side: 'fr', name: 'I Corps', leader: 'L' }, { id: 'f2', side: 'fr', name: 'II' }, { id: 'a1', side: 'al', name: 'A' }] };
    const r = loadScenario(raw, 'lead.json');
    if (!r.ok) throw new Error(r.message);
    const s = atAction(newGame(r.scenario, { rules: {} }, 1), 'fr', ['f1']);
    // 6 MP of road from the leader at 0105 reaches 12 hexes: the whole road; off-road 6 clear hexes
    expect(moves(s).bt).toContain('0905');
    const far = produce(s, (d) => void (d.leaders.L.hex = '0101'));
    // from 0101 the road is off-road first: 0905 is farther than 6 MP
    expect(moves(far).bt).not.toContain('0905');
  });

  it('[MOP 37.8] a pontoon train moves only under March orders when written orders are on', () => {
    const sc = fieldScenario({ units: [ours('a', '0101'), foe('e', '0909')], roads: [road], mop: { trains: [pontoon('0205')] } });
    expect(moves(atAction(newGame(sc, { rules: {} }, 1), 'fr', ['f1'])).pt).toBeDefined();
    const on = atAction(newGame(withCommand(sc), { rules: { 'NLC 12': true } }, 1), 'fr', ['f1']);
    expect(applyCommand(on, { type: 'choose', side: 'fr', n: on.seq, choice: 'mop-train', units: ['pt'], hex: '0305' })).toMatchObject({
      ok: false,
      error: { code: 'no-march', rule: 'MOP 37.8' },
    });
  });

  it('[MOP 37.8] an enemy unit entering destroys a baggage train; a pontoon train is captured on 1-3, destroyed on 4-6', () => {
    const sc = fieldScenario({
      units: [ours('a', '0101'), foe('e', '0606')],
      roads: [road],
      mop: { trains: [baggage('0605'), pontoon('0705')] },
    });
    const s0 = newGame(sc, { rules: {} }, 1);
    const al = atAction(s0, 'al', ['a1']);
    const through = applyCommand(al, { type: 'move', side: 'al', n: al.seq, units: ['e'], path: ['0605'] });
    if (!through.ok) throw new Error(through.error.message);
    expect(field(through.state).trains.bt).toMatchObject({ status: 'destroyed', hex: null });
    const dice = (d: number[]) => produce(al, (x) => void (x.testDice = d));
    const cap = applyCommand(dice([3]), { type: 'move', side: 'al', n: al.seq, units: ['e'], path: ['0706', '0705'] });
    if (!cap.ok) throw new Error(cap.error.message);
    expect(field(cap.state).trains.pt).toMatchObject({ status: 'map', side: 'al', hex: '0705' });
    const gone = applyCommand(dice([4]), { type: 'move', side: 'al', n: al.seq, units: ['e'], path: ['0706', '0705'] });
    if (!gone.ok) throw new Error(gone.error.message);
    expect(field(gone.state).trains.pt).toMatchObject({ status: 'destroyed' });
  });
});

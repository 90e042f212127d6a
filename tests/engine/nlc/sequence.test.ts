import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, legalCommands, pendingDecision, type Command, type GameState } from '../engineApi';
import { miniScenario, start } from '../fixtures';
import { atAction, withFrames } from '../harness';
import { proc } from '../../../src/engine/core/run';
import { nlcOf } from '../../../src/engine/modules/nlc/state';
import { initiativeBonus } from '../../../src/engine/modules/nlc/sequence/turn';
import { contextOf } from '../engineApi';
import { victoryPoints } from '../../../src/engine/rules/victory';
import { logEntries } from '../../../src/engine/core/logBook';

function act(s: GameState, c: Omit<Command, 'n'>): GameState {
  const r = applyCommand(s, { ...c, n: s.seq } as Command);
  if (!r.ok) throw new Error(`${r.error.message} [${r.error.rule}]`);
  return r.state;
}
const choose = (side: string, choice: string, extra: object = {}) => ({ type: 'choose', side, choice, ...extra }) as Omit<Command, 'n'>;
const texts = (s: GameState) => logEntries(s).map((e) => e.text);

// Two French corps under Napoleon (rating 5), an Allied corps under a rating-2 OC.
const corps = () =>
  miniScenario({
    columns: 10,
    rows: 10,
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'f2', side: 'fr', name: 'II Corps' },
      { id: 'f3', side: 'fr', name: 'Guard reserve', chit: false },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: '0303' },
      { id: 'b', side: 'fr', hex: '0305', formation: 'f2' },
      { id: 'g', side: 'fr', hex: '0105', formation: 'f3' },
      { id: 'z', side: 'al', hex: '0909' },
      { id: 'r', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' } },
      { id: 'r2', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' } },
    ],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 5, role: 'overall', hex: '0203' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: 3, role: 'corps', formation: 'f1', hex: '0303' },
      { id: 'sch', side: 'al', name: 'Schwarzenberg', rating: 2, role: 'overall', hex: '0909' },
    ],
  });

describe('NLC sequence of play', () => {
  it('[NLC 4.1] a Coordinated Action roll at least 2 under the OC rating gives the chit; two formations leave the cup for it', () => {
    // French CA roll 3 (<= 5-2), Allied CA roll 1 (not <= 0), Initial Action 1+5 vs 6+2: no initiative
    let s = start(corps(), 1);
    s = withFrames(s, [proc('turnStart')], [3, 1, 1, 6]);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'coordinatedPick', rule: 'NLC 4.1' });
    expect(pendingDecision(s)!.options.buttons.map((b) => b.id)).toEqual(['formation:f1', 'formation:f2', 'decline']);
    s = act(s, choose('fr', 'formation:f1'));
    s = act(s, choose('fr', 'formation:f2'));
    const n = nlcOf(s);
    expect(n.coordinated.fr).toEqual(['f1', 'f2']);
    // the cup: the Allied corps and the French Coordinated Action chit; f1 and f2 are not in it
    expect([...n.drawn, ...n.cup].sort()).toEqual(['a1', 'ca:fr']);
    expect(texts(s).some((t) => /Allied Coordinated Action roll 1 .*no chit/.test(t))).toBe(true);
  });

  it('[NLC 3.1] each formation with units on the map or arriving puts one chit in the cup; a formation without a chit does not', () => {
    let s = start(corps(), 1);
    s = withFrames(s, [proc('turnStart')], [6, 6, 3, 4]);
    const n = nlcOf(s);
    expect([...n.drawn, ...n.cup].sort()).toEqual(['a1', 'f1', 'f2']);
    expect(texts(s)).toContain('3 chits in the cup');
  });

  it('[NLC 4.2] an Initial Action margin of 3 lets the winner pick the first chit; it acts before any pull', () => {
    // no CA (6, 6); Initial Action: French 1+5 = 6, Allied 1+2 = 3: margin 3
    let s = start(corps(), 1);
    s = withFrames(s, [proc('turnStart')], [6, 6, 1, 1]);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'initialPick' });
    s = act(s, choose('fr', 'chit:f2'));
    expect(nlcOf(s).active).toEqual(['f2']);
    expect(nlcOf(s).drawn).toEqual(['f2']);
    expect([...nlcOf(s).cup].sort()).toEqual(['a1', 'f1']);
    expect(texts(s)).toContain('French Initial Action: II Corps');
  });

  it('[NLC 4.2] a margin of 2 gives no Initial Action', () => {
    let s = start(corps(), 1);
    s = withFrames(s, [proc('turnStart')], [6, 6, 1, 2]);
    expect(texts(s)).toContain('No Initial Action this turn');
    expect(nlcOf(s).initiative).toBeNull();
  });

  it('[NLC 4.3] with two overall commanders the side chooses which one rolls, and only his formations may be picked', () => {
    const sc = miniScenario({
      columns: 10,
      rows: 10,
      formations: [
        { id: 'f1', side: 'fr', name: 'I Corps', commander: 'nap' },
        { id: 'f2', side: 'fr', name: 'II Corps', commander: 'nap' },
        { id: 'f3', side: 'fr', name: 'III Corps', commander: 'mur' },
        { id: 'a1', side: 'al', name: 'Allied Corps' },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0305', formation: 'f2' },
        { id: 'c', side: 'fr', hex: '0307', formation: 'f3' },
        { id: 'z', side: 'al', hex: '0909' },
      ],
      leaders: [
        { id: 'nap', side: 'fr', name: 'Napoleon', rating: 5, role: 'overall', hex: '0203' },
        { id: 'mur', side: 'fr', name: 'Murat', rating: 4, role: 'overall', hex: '0207' },
      ],
    });
    let s = withFrames(start(sc), [proc('turnStart')], [2, 6, 6, 6]);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'pickCommander', rule: 'NLC 4.3' });
    s = act(s, choose('fr', 'oc:mur'));
    // Murat rates 4: a roll of 2 succeeds, but only his III Corps may be picked: not two formations, no pick
    expect(texts(s).some((t) => /French Coordinated Action roll 2 against Murat's rating 4: success/.test(t))).toBe(true);
    expect(pendingDecision(s)?.type).toBe('pickCommander'); // asked again for the Initial Action roll
  });

  it('[NLC 4.4] the OC moves once per turn in any friendly action; a formation leader moves with his formation only', () => {
    let s = atAction(start(corps()), 'fr', ['f2']);
    const movable = pendingDecision(s)!.options.units;
    expect(movable).toContain('nap');
    expect(movable).toContain('b');
    expect(movable).not.toContain('ney'); // I Corps is not active
    s = act(s, { type: 'move', side: 'fr', units: ['nap'], path: ['0204'] } as Omit<Command, 'n'>);
    expect(nlcOf(s).ocMoved).toEqual(['nap']);
    s = atAction(s, 'fr', ['f1']);
    expect(pendingDecision(s)!.options.units).not.toContain('nap');
    expect(pendingDecision(s)!.options.units).toContain('ney');
  });

  it('[NLC 4.5] the formation action runs movement, then the assault segment, then ends', () => {
    let s = atAction(start(corps()), 'fr', ['f1']);
    expect(pendingDecision(s)?.type).toBe('formationMove');
    expect(nlcOf(s).segment).toBe('move');
    s = act(s, { type: 'endActivation', side: 'fr' });
    // either the combat module's assault segment or, with no enemy adjacent, the next stage
    expect(nlcOf(s).active).not.toEqual(['f1']);
  });

  it('[NLC 4] the Turn End Phase runs the Reserve Action Stage: formations without a chit act, the first side first', () => {
    let s = start(corps());
    s = withFrames(s, [proc('turnEnd')]);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'formationMove' });
    expect(nlcOf(s).active).toEqual(['f3']);
    expect(texts(s).some((t) => /Guard reserve \(French\) activated: Reserve Action Stage/.test(t))).toBe(true);
  });

  it('[NLC 9] reinforcements enter at their entry hex, each later stack paying what the earlier ones paid', () => {
    let s = atAction(start(corps()), 'al', ['a1']);
    expect(pendingDecision(s)!.options.units).toEqual(expect.arrayContaining(['r', 'r2']));
    s = act(s, { type: 'move', side: 'al', units: ['r'], path: ['1005', '0905'] } as Omit<Command, 'n'>);
    expect(s.units.r).toMatchObject({ status: 'map', hex: '0905', mpSpentHalves: 4 });
    // the second stack pays 1 (earlier entry) + 1 (the hex): 2 MP before it moves on
    s = act(s, { type: 'move', side: 'al', units: ['r2'], path: ['1005', '1004', '0904'] } as Omit<Command, 'n'>);
    expect(s.units.r2).toMatchObject({ status: 'map', hex: '0904', mpSpentHalves: 8 });
  });

  it('[NLC 9] an arrival that lacks the movement points is postponed; a blocked entry hex moves the entry next to it', () => {
    const sc = miniScenario({
      columns: 10,
      rows: 10,
      hexes: [{ id: '1005', terrain: 'woods' }],
      units: [
        { id: 'e', side: 'fr', hex: '0804', type: 'cavalry' },
        { id: 'r', side: 'al', hex: null, arrives: { turn: 1, hex: '1005' }, movement: 1, type: 'cavalry' },
        { id: 'z', side: 'al', hex: '0101' },
      ],
    });
    let s = atAction(start(sc), 'al', ['a1']);
    // the French cavalry at 0804 puts 0905 in its ZOC, not 1005; woods cost cavalry 4 > 1 MP
    const r = applyCommand(s, { type: 'move', side: 'al', n: s.seq, units: ['r'], path: ['1005'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'entry-postponed', rule: 'NLC 9' });
    s = act(s, { type: 'endActivation', side: 'al' });
    expect(s.units.r.status).toBe('pending');
    // a French unit standing on the entry hex sends the arrival to the nearest free hexes
    const blocked = produce(start(sc), (d) => {
      d.units.e.hex = '1005';
    });
    const t = atAction(blocked, 'al', ['a1']);
    const dests = legalCommands(t).filter((c) => c.type === 'move').map((c) => (c.type === 'move' ? c.path[0] : ''));
    expect(dests.length).toBeGreaterThan(0);
    expect(dests).not.toContain('1005');
  });

  it('[NLC 5.4] units that begin the action in an enemy ZOC may not move; cavalry ignores ZOCs', () => {
    const sc = miniScenario({
      units: [
        { id: 'i', side: 'fr', hex: '0303' },
        { id: 'c', side: 'fr', hex: '0304', type: 'cavalry', movement: 6 },
        { id: 'z', side: 'al', hex: '0403' },
      ],
    });
    const s = atAction(start(sc), 'fr', ['f1']);
    expect(nlcOf(s).zocLocked).toEqual(expect.arrayContaining(['i']));
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['i'], path: ['0203'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'zoc-locked', rule: 'NLC 5.4' });
    expect(applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['c'], path: ['0404', '0504'] }).ok).toBe(true);
  });

  it('[NLC 5.4] a unit that entered an enemy ZOC during its move pays +1 MP to leave it', () => {
    const sc = miniScenario({
      units: [
        { id: 'i', side: 'fr', hex: '0103', movement: 4 },
        { id: 'z', side: 'al', hex: '0403' },
      ],
    });
    const s = atAction(start(sc), 'fr', ['f1']);
    // 0303 is in the ZOC of z: entering costs 1, leaving it to 0304 costs 1 + 1
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['i'], path: ['0203', '0303', '0304'] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.state.units.i.mpSpentHalves).toBe(8);
  });

  it('[NLC 5.5] on a night turn no unit, not even cavalry, may enter an enemy ZOC', () => {
    const sc = miniScenario({
      night: [1],
      units: [
        { id: 'c', side: 'fr', hex: '0203', type: 'cavalry' },
        { id: 'z', side: 'al', hex: '0503' },
      ],
    });
    const s = atAction(start(sc), 'fr', ['f1']);
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['c'], path: ['0303', '0403'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'night-zoc', rule: 'NLC 16' });
  });

  it('[NLC 16] with the night option both sides activate all their formations without a chit pull', () => {
    const sc = miniScenario({ night: [1], units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0707' }] });
    let s = start({ ...sc }, 1);
    s = produce(s, (d) => {
      d.options.rules['NLC 16'] = true;
    });
    s = withFrames(s, [proc('turnStart')]);
    expect(texts(s)).toContain('Night: no chit pull; each side activates all its formations');
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'formationMove' });
    const from = logEntries(s).findIndex((e) => e.text.startsWith('Night: no chit pull'));
    expect(logEntries(s).slice(from).some((e) => e.dice)).toBe(false);
  });

  it('[NLC 5.6] units may leave the map from an edge hex; they are not counted as eliminated', () => {
    const sc = miniScenario({ units: [{ id: 'a', side: 'fr', hex: '0103' }, { id: 'z', side: 'al', hex: '0707' }] });
    let s = atAction(start(sc), 'fr', ['f1']);
    const exit = legalCommands(s).find((c) => c.type === 'choose' && c.choice === 'exit');
    expect(exit).toBeTruthy();
    s = act(s, choose('fr', 'exit', { units: ['a'] }));
    expect(s.units.a).toMatchObject({ status: 'exited', hex: null });
    expect(victoryPoints(s, contextOf(s)).al).toBe(0);
  });

  it('[NLC 11.1] a lone leader may not enter an enemy ZOC unless friendly units hold the hex', () => {
    const sc = miniScenario({
      units: [{ id: 'a', side: 'fr', hex: '0103' }, { id: 'z', side: 'al', hex: '0503' }],
      leaders: [{ id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps', formation: 'f1', hex: '0303' }],
    });
    const s = atAction(start(sc), 'fr', ['f1']);
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['L'], path: ['0403'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('NLC 11.1');
  });

  it('[NLC 11.2] a lost leader is replaced by a rating-1 leader at the start of the next turn', () => {
    let s = start(corps());
    s = produce(s, (d) => {
      (d.nlc as any).leadersLost = ['nap'];
    });
    s = withFrames(s, [proc('turnStart')], [3, 6, 6, 6]);
    expect(nlcOf(s).leadersReplaced).toEqual(['nap']);
    // rating 1 now: the Coordinated Action roll of 3 fails (needs 1 - 2 or less)
    expect(texts(s).some((t) => /Coordinated Action roll 3 against Napoleon's rating 1: no chit/.test(t))).toBe(true);
  });

  it('[NLC 15] a demoralized corps moves one MP less', () => {
    const sc = miniScenario({ units: [{ id: 'a', side: 'fr', hex: '0103', movement: 4 }, { id: 'z', side: 'al', hex: '0808' }] });
    let s = start(sc);
    s = produce(s, (d) => {
      (d.nlc as any).demoralizedFormations = ['f1'];
    });
    s = atAction(s, 'fr', ['f1']);
    const four = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0203', '0303', '0403', '0503'] });
    expect(four.ok).toBe(false);
    expect(applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['a'], path: ['0203', '0303', '0403'] }).ok).toBe(true);
  });

  it('[NLC 18] an empty objective in one side\'s ZOC only is controlled by that side; occupation always controls', () => {
    const sc = miniScenario({
      units: [{ id: 'a', side: 'fr', hex: '0103' }, { id: 'z', side: 'al', hex: '0808' }],
      objectives: [{ hex: '0303', vp: 2, owner: 'al' }, { hex: '0505', vp: 1, owner: 'al' }],
    });
    let s = atAction(start(sc), 'fr', ['f1']);
    s = act(s, { type: 'move', side: 'fr', units: ['a'], path: ['0203'] } as Omit<Command, 'n'>);
    expect(s.control['0303']).toBe('al'); // ZOC control is judged at the end of the action
    s = act(s, { type: 'endActivation', side: 'fr' });
    expect(s.control['0303']).toBe('fr');
    expect(s.control['0505']).toBe('al');
  });

  it('[NLC 14] (ruling) at the end an army demoralized while the other is not has lost, whatever the points', () => {
    const sc = miniScenario({
      turns: 1,
      units: [{ id: 'a', side: 'fr', hex: '0103' }, { id: 'z', side: 'al', hex: '0808' }],
      objectives: [{ hex: '0505', vp: 9, owner: 'fr' }],
    });
    let s = start(sc);
    s = produce(s, (d) => {
      (d.nlc as any).demoralizedArmies = ['fr'];
    });
    s = withFrames(s, [proc('turnFinish')]);
    expect(s.result).toMatchObject({ winner: 'al', rule: 'NLC 14' });
  });

  it('[NLC 19.2] disruption is removed only on a passed morale check (advanced rule on by default)', () => {
    const sc = miniScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0103', morale: 4 },
        { id: 'b', side: 'fr', hex: '0106', morale: 4 },
        { id: 'z', side: 'al', hex: '0808' },
      ],
    });
    let s = produce(start(sc), (d) => {
      d.units.a.disrupted = true;
      d.units.b.disrupted = true;
    });
    s = withFrames(s, [proc('turnFinish')], [4, 5]);
    expect(s.units.a.disrupted).toBe(false);
    expect(s.units.b.disrupted).toBe(true);
    const off = produce(start(sc), (d) => {
      d.units.a.disrupted = true;
      d.options.rules['NLC 19.2'] = false;
    });
    expect(withFrames(off, [proc('turnFinish')]).units.a.disrupted).toBe(false);
  });

  it('[NLC 20.11] the side that retreated fewer units adds 1 to its Initial Action roll, 2 if the other retreated twice as many in two or more combats', () => {
    let s = start(corps());
    s = produce(s, (d) => {
      (d.nlc as any).lastRetreats = { fr: 1, al: 2 };
      (d.nlc as any).lastCombats = { fr: 1, al: 1 };
    });
    const ctx = contextOf(s);
    expect(initiativeBonus(s, ctx, 'fr')).toBe(1);
    expect(initiativeBonus(s, ctx, 'al')).toBe(0);
    s = produce(s, (d) => {
      (d.nlc as any).lastCombats = { fr: 1, al: 2 };
    });
    expect(initiativeBonus(s, ctx, 'fr')).toBe(2);
    const on = produce(s, (d) => {
      d.options.rules['NLC 20.11'] = true;
    });
    const t = withFrames(on, [proc('turnStart')], [6, 6, 1, 3]);
    expect(texts(t)).toContain('French Initial Action roll 1 + rating 5 + 2 for taking the initiative = 8');
  });

  it('[NLC 4.2] (ruling) the Initial Action winner may choose his Coordinated Action chit; both formations act first', () => {
    // French CA roll 1 (success), Allied 6; Initial Action French 4+5 = 9, Allied 1+2 = 3
    let s = withFrames(start(corps()), [proc('turnStart')], [1, 6, 4, 1]);
    s = act(s, choose('fr', 'formation:f1'));
    s = act(s, choose('fr', 'formation:f2'));
    expect(pendingDecision(s)!.options.buttons.map((b) => b.id)).toContain('chit:ca:fr');
    s = act(s, choose('fr', 'chit:ca:fr'));
    expect(nlcOf(s).active).toEqual(['f1', 'f2']);
    expect(nlcOf(s).cup).toEqual(['a1']);
  });

  it('[NLC 5.4] (ruling) a unit locked in a ZOC is free again once the enemy has gone', () => {
    const sc = miniScenario({ units: [{ id: 'i', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0403' }] });
    let s = atAction(start(sc), 'fr', ['f1']);
    expect(nlcOf(s).zocLocked).toContain('i');
    s = produce(s, (d) => {
      d.units.z.status = 'eliminated';
      d.units.z.hex = null;
    });
    expect(applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units: ['i'], path: ['0203'] }).ok).toBe(true);
  });

  it('[NLC 19.1] the last unit to leave an enemy ZOC hex checks morale and is disrupted on a failure; cavalry never checks', () => {
    const sc = miniScenario({
      units: [
        { id: 'i', side: 'fr', hex: '0103', movement: 4, morale: 4 },
        { id: 'c', side: 'fr', hex: '0106', type: 'cavalry', movement: 6 },
        { id: 'z', side: 'al', hex: '0403' },
      ],
    });
    // through 0303 (in z's ZOC) and out again: one morale die, 5 against morale 4 fails
    let s = atAction(start(sc), 'fr', ['f1'], [5]);
    s = act(s, { type: 'move', side: 'fr', units: ['i'], path: ['0203', '0303', '0304'] } as Omit<Command, 'n'>);
    expect(s.units.i.disrupted).toBe(true);
    expect(texts(s).some((t) => /i leave an enemy ZOC: morale 4, rolled 5: failed/.test(t))).toBe(true);
    // a 4 passes
    let t = atAction(start(sc), 'fr', ['f1'], [4]);
    t = act(t, { type: 'move', side: 'fr', units: ['i'], path: ['0203', '0303', '0304'] } as Omit<Command, 'n'>);
    expect(t.units.i.disrupted).toBe(false);
    // cavalry rides through without a check; with the advanced rule off infantry does not check either
    let u = atAction(start(sc), 'fr', ['f1']);
    const before = logEntries(u).length;
    u = act(u, { type: 'move', side: 'fr', units: ['c'], path: ['0205', '0305', '0304', '0303', '0302'] } as Omit<Command, 'n'>);
    expect(logEntries(u).slice(before).some((e) => e.rule === 'NLC 19.1')).toBe(false);
    const off = produce(start(sc), (d) => {
      d.options.rules['NLC 19.1'] = false;
    });
    let v = atAction(off, 'fr', ['f1']);
    v = act(v, { type: 'move', side: 'fr', units: ['i'], path: ['0203', '0303', '0304'] } as Omit<Command, 'n'>);
    expect(logEntries(v).some((e) => e.rule === 'NLC 19.1')).toBe(false);
    expect(v.units.i.disrupted).toBe(false);
  });

  it('[NLC 11.4] a destroyed HQ returns on the first night turn, with a friendly unit of the owner\'s choice', () => {
    const sc = miniScenario({
      turns: 4,
      night: [3],
      units: [
        { id: 'a', side: 'fr', hex: '0305' },
        { id: 'b', side: 'fr', hex: '0108' },
        { id: 'z', side: 'al', hex: '0808' },
      ],
      leaders: [{ id: 'nap', side: 'fr', name: 'Napoleon', rating: 5, role: 'overall', hex: '0304' }],
      hqs: [{ id: 'hq', side: 'fr', name: 'Imperial HQ', leader: 'nap', hex: '0101' }],
    });
    const lost = (turn: number) =>
      produce(start(sc), (d) => {
        (d.nlc as any).hqs.hq = { hex: null, status: 'destroyed' };
        (d.nlc as any).hqLost = { hq: 1 };
        d.clock.turn = turn;
      });
    // turn 2 is still day: nothing yet
    expect(nlcOf(withFrames(lost(2), [proc('turnStart')], [6, 6, 1, 1])).hqs.hq.status).toBe('destroyed');
    // turn 3 is the first night turn: the French player puts it with any of his units, before anything else
    let s = withFrames(lost(3), [proc('turnStart')], [6, 6, 1, 1]);
    expect(pendingDecision(s)).toMatchObject({ side: 'fr', type: 'placeHq', rule: 'NLC 11.4' });
    expect(pendingDecision(s)!.options.hexes).toEqual(['0108', '0305']);
    expect(applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'placeHq', hex: '0808' }).ok).toBe(false);
    s = act(s, choose('fr', 'placeHq', { hex: '0108' }));
    expect(nlcOf(s).hqs.hq).toEqual({ hex: '0108', status: 'map' });
    expect(texts(s)).toContain('Imperial HQ is set up again at 0108 after nightfall');
  });
});

// Rules-fidelity cases of NLC combat (issue 9): rounding by percentage groups, lost leaders, La Garde,
// rout after every failed check, retreats off the map.
import { describe, it, expect } from 'vitest';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, nlc, pending } from '../combatHarness';
import { withFrames } from '../../harness';
import { produce } from 'immer';
import { miniScenario, start } from '../../fixtures';
import { proc } from '../../../../src/engine/core/run';
import { applyCommand, contextOf, legalCommands, newGame, type Command, type GameState } from '../../engineApi';
import { atAction } from '../../harness';
import { leaderRating } from '../../../../src/engine/modules/nlc/leaders';
import { logEntries } from '../../../../src/engine/core/logBook';

describe('NLC combat fidelity', () => {
  it('[NLC 7.6] strengths with the same reduction are rounded as a group, then the groups are added', () => {
    // defender in woods (-50%): 5 SP from clear at -50% (2.5 rounds to 3) and 2 SP across a stream at -75% (0.5 rounds to 1)
    const sc = combatScenario({
      hexes: [{ id: '0403', terrain: 'woods' }],
      hexsides: [{ a: '0402', b: '0403', features: ['stream'] }],
      units: [
        { id: 'a', side: 'fr', hex: '0303', strength: [5, 2] },
        { id: 'b', side: 'fr', hex: '0402', strength: [2, 1] },
        { id: 'd', side: 'al', hex: '0403', strength: [1, null] },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a', 'b'], '0403');
    const f = combat(s).attacker.fire!;
    expect(f.lines.map((l) => l.pct)).toEqual([50, 75]);
    expect(f.exact).toBe(3);
    expect(f.strength).toBe(4);
    diceUsed(s);
  });

  it('[NLC 11.2] a lost leader leaves the map at once: his stack cannot advance with him; a rating-1 leader replaces him next turn', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0303' },
        { id: 'd', side: 'al', hex: '0403', strength: [4, null] },
      ],
      leaders: [{ id: 'L', side: 'fr', name: 'Ney', rating: 3, role: 'corps', formation: 'f1', hex: '0303' }],
    });
    // fire 6+6 (4 hits) and 3+4 (1 hit); leader loss 6+6; French morale check 1
    let s = assault(atAssault(sc, { dice: [6, 6, 3, 4, 6, 6, 1] }), ['a', 'b'], '0403');
    s = act(s, 'stand');
    s = act(s, 'stand');
    s = act(s, 'allocate', { units: ['a'] });
    expect(s.units.d.status).toBe('eliminated');
    expect(combat(s).leaderRolls).toEqual([{ leader: 'L', dice: [6, 6], lost: true }]);
    expect(s.leaders.L).toMatchObject({ status: 'eliminated', hex: null });
    // only one unit may advance without a leader (the two are not of one division)
    expect(pending(s)!.type).toBe('advance');
    const groups = legalCommands(s).flatMap((c) => (c.type === 'choose' && c.choice === 'advance' ? [c.units] : []));
    expect(groups).toEqual([['a'], ['b']]);
    s = act(s, 'noAdvance');
    diceUsed(s);
    s = withFrames(s, [proc('turnStart')]);
    expect(s.leaders.L).toMatchObject({ status: 'map', hex: '0303' });
    expect(nlc(s).leadersReplaced).toEqual(['L']);
    expect(leaderRating(s, contextOf(s), 'L')).toBe(1);
  });

  it('[NLC 7.4] once the Guard has broken, the French 19.2 disruption-removal check is at -1 too', () => {
    const sc = miniScenario({ turns: 1, units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'z', side: 'al', hex: '0808' }] });
    const broken = produce(start(sc), (d) => {
      d.units.a.disrupted = true;
      (d.nlc as any).guardBroken = ['fr'];
    });
    // morale 4 - 1: a roll of 4 fails
    const s = withFrames(broken, [proc('turnFinish')], [4]);
    expect(s.units.a.disrupted).toBe(true);
    expect(logEntries(s).some((e) => e.rule === 'NLC 19.2' && /stays in disruption \(rolled 4 against morale 3\)/.test(e.text))).toBe(true);
    diceUsed(s);
  });

  const rout = { rules: { 'NLC 20.10': true } };
  const moveOk = (s: GameState, units: string[], path: string[]) => {
    const r = applyCommand(s, { type: 'move', side: 'fr', n: s.seq, units, path } as Command);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  it('[NLC 20.10] failing the 19.1 ZOC-exit check by 3 or more routs the unit, and its neighbours check', () => {
    const sc = miniScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', morale: 3 },
        { id: 'b', side: 'fr', hex: '0302' },
        { id: 'z', side: 'al', hex: '0503' },
      ],
    });
    let s = atAction(newGame(sc, rout, 1), 'fr', ['f1'], [6, 1]);
    s = moveOk(s, ['a'], ['0403']); // into the ZOC of z
    s = moveOk(s, ['a'], ['0303']); // out again: the last unit out checks, rolls 6 against 3
    expect(s.units.a.status).toBe('eliminated');
    expect(logEntries(s).some((e) => e.rule === 'NLC 20.10' && /Units at 0302 next to a rout check morale: morale 4, rolled 1: passed/.test(e.text))).toBe(true);
    expect(s.units.b.status).toBe('map');
    diceUsed(s);
  });

  it('[NLC 20.10] failing the 19.2 disruption-removal check by 3 or more routs the unit, and its neighbours check', () => {
    const sc = miniScenario({
      turns: 1,
      units: [
        { id: 'a', side: 'fr', hex: '0303', morale: 3 },
        { id: 'b', side: 'fr', hex: '0302', morale: 3 },
        { id: 'z', side: 'al', hex: '0808' },
      ],
    });
    const s0 = produce(newGame(sc, rout, 1), (d) => {
      d.units.a.disrupted = true;
    });
    // a rolls 6 against 3: routs; b next to it rolls 6 against 3: routs too
    const s = withFrames(s0, [proc('turnFinish')], [6, 6]);
    expect(s.units.a.status).toBe('eliminated');
    expect(s.units.b.status).toBe('eliminated');
    diceUsed(s);
  });

  it('[NLC 5.6] a stack on the map edge with nowhere else to go retreats off the map and counts as eliminated', () => {
    // rivers close 0103's other neighbours; the defender (3 steps) loses one, fails its check and must retreat
    const river = (a: string, b: string) => ({ a, b, features: ['river' as const] });
    const sc = combatScenario({
      hexsides: [river('0103', '0102'), river('0103', '0104'), river('0103', '0202')],
      units: [
        { id: 'a', side: 'fr', hex: '0203' },
        { id: 'd', side: 'al', hex: '0103', strength: [8, 4] },
      ],
    });
    let s = assault(atAssault(sc, { dice: [3, 4, 1, 1, 6] }), ['a'], '0103');
    if (decisionType(s) === 'retreatChoice') s = act(s, 'stand');
    expect(s.units.d).toMatchObject({ status: 'eliminated', hex: null });
    expect(combat(s).retreats).toMatchObject([{ role: 'defender', units: ['d'], from: '0103', to: null, note: 'off the map' }]);
    expect(combat(s).allocations.map((x) => x.reason)).toEqual(['fire']);
    diceUsed(s);
  });

  it('[NLC 5.6] with other hexes open, retreating off the map is the owner\'s choice', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0203' },
        { id: 'd', side: 'al', hex: '0103', strength: [8, 4] },
      ],
    });
    let s = assault(atAssault(sc, { dice: [3, 4, 1, 1, 6] }), ['a'], '0103');
    s = act(s, 'stand');
    expect(decisionType(s)).toBe('retreatHex');
    expect(pending(s)!.options.buttons.map((b) => b.id)).toEqual(['retreatOff']);
    expect(legalCommands(s).filter((c) => c.type === 'choose' && c.choice === 'retreatOff')).toHaveLength(1);
    s = act(s, 'retreatOff');
    expect(s.units.d.status).toBe('eliminated');
    diceUsed(s);
  });
});

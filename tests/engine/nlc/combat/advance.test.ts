import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { legalCommands } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending, refusal } from '../combatHarness';
import { logEntries } from '../../../../src/engine/core/logBook';

const advances = (s: ReturnType<typeof atAssault>) =>
  legalCommands(s)
    .filter((c) => c.type === 'choose' && c.choice === 'advance')
    .map((c) => (c as { units: string[] }).units.join('+'));

function won(units: Parameters<typeof combatScenario>[0]['units'], leaders: Parameters<typeof combatScenario>[0]['leaders'] = []) {
  const sc = combatScenario({ units: [...units, { id: 'd', side: 'al', hex: '0403', strength: [2, null] }], leaders });
  // attackers 8 roll 7: 1 hit eliminates the one-step defender; it fires 2 and rolls 2
  let s = atAssault(sc, { dice: [3, 4, 1, 1] });
  s = assault(s, units.map((u) => u.id), '0403');
  s = act(s, 'stand');
  expect(decisionType(s)).toBe('advance');
  return s;
}

describe('NLC 7.5 advance after assault', () => {
  it('[NLC 7.5] one attacking unit may advance; two only with a leader or when of the same division', () => {
    let s = won([
      { id: 'x', side: 'fr', hex: '0303', division: 'A' },
      { id: 'y', side: 'fr', hex: '0303', division: 'B' },
    ]);
    expect(advances(s)).toEqual(['x', 'y']);
    expect(refusal(s, 'advance', { units: ['x', 'y'], hex: '0403' })).toMatchObject({ code: 'bad-advance', rule: 'NLC 7.5' });
    expect(pending(s)!.options).toMatchObject({ units: ['x', 'y'], hexes: ['0403'], buttons: [{ id: 'noAdvance', label: 'Do not advance' }] });
    s = won([
      { id: 'x', side: 'fr', hex: '0303', division: 'A' },
      { id: 'y', side: 'fr', hex: '0303', division: 'A' },
    ]);
    expect(advances(s)).toEqual(['x', 'y', 'x+y']);
    s = won(
      [
        { id: 'x', side: 'fr', hex: '0303', division: 'A' },
        { id: 'y', side: 'fr', hex: '0303', division: 'B' },
      ],
      [{ id: 'L', side: 'fr', name: 'Foy', rating: 2, role: 'division', hex: '0303' }],
    );
    expect(advances(s)).toEqual(['x', 'y', 'x+y']);
    s = act(s, 'advance', { units: ['x', 'y'], hex: '0403' });
    expect([s.units.x.hex, s.units.y.hex, s.leaders.L.hex]).toEqual(['0403', '0403', '0403']);
    expect(combat(s).advance).toEqual({ units: ['x', 'y'], hex: '0403' });
    diceUsed(s);
  });

  it('[NLC 7.5] artillery advances only together with a non-artillery unit', () => {
    const s = won([
      { id: 'x', side: 'fr', hex: '0303', division: 'A' },
      { id: 'art', side: 'fr', hex: '0303', division: 'A', type: 'horse artillery', strength: [4, null] },
    ]);
    expect(advances(s)).toEqual(['x', 'x+art']);
  });

  it('[NLC 7.5] the attackers may decline; the advance ignores ZOC', () => {
    let s = won([{ id: 'x', side: 'fr', hex: '0303' }]);
    s = act(s, 'noAdvance');
    expect(s.units.x.hex).toBe('0303');
    expect(combat(s).advanceDeclined).toBe(true);
    // a defender's neighbour projecting a ZOC into the vacated hex does not stop the advance
    const sc = combatScenario({
      units: [
        { id: 'x', side: 'fr', hex: '0303' },
        { id: 'd', side: 'al', hex: '0403', strength: [2, null] },
        { id: 'z', side: 'al', hex: '0504' },
      ],
    });
    let t = atAssault(sc, { dice: [6, 6, 1, 1] });
    t = assault(t, ['x'], '0403');
    t = act(t, 'stand');
    t = act(t, 'advance', { units: ['x'], hex: '0403' });
    expect(t.units.x.hex).toBe('0403');
    expect(logged(t, 'NLC 7.5')[0]).toContain('advances into 0403');
  });

  it('[NLC 11.1] an advance into a hex with a lone enemy leader displaces him to his nearest unit, where he rolls for loss (NLC 11.2)', () => {
    const sc = combatScenario({
      units: [
        { id: 'x', side: 'fr', hex: '0303', strength: [8, 4] },
        { id: 'd', side: 'al', hex: '0403', strength: [2, null] },
        { id: 'z', side: 'al', hex: '0606' },
      ],
      leaders: [{ id: 'L', side: 'al', name: 'Picton', rating: 2, role: 'division', hex: '0403' }],
    });
    // x 8 rolls 6: 1 hit; d 2 rolls 2; L rolls 1+1 (his unit was hit: safe); advance; L displaced, rolls 6+5: lost
    let s = atAssault(sc, { dice: [3, 3, 1, 1, 1, 1, 6, 5] });
    s = assault(s, ['x'], '0403');
    s = act(s, 'stand');
    expect(combat(s).leaderRolls).toEqual([{ leader: 'L', dice: [1, 1], lost: false }]);
    s = act(s, 'advance', { units: ['x'], hex: '0403' });
    // lost there: he leaves the map at once and is replaced at 0606 next turn
    expect(s.leaders.L).toMatchObject({ status: 'eliminated', hex: null });
    expect(nlc(s).leaderLostAt).toEqual({ L: '0606' });
    expect(nlc(s).leadersLost).toEqual(['L']);
    expect(logged(s, 'NLC 11.1')[0]).toContain('displaced from 0403 to the nearest friendly unit at 0606');
    diceUsed(s);
  });
});

describe('NLC 7.11 cavalry retreat before assault', () => {
  const sc = (extra: Parameters<typeof combatScenario>[0]['units'] = []) =>
    combatScenario({
      units: [{ id: 'a', side: 'fr', hex: '0303' }, { id: 'c', side: 'al', hex: '0403', type: 'cavalry' }, ...extra],
    });

  it('[NLC 7.11] cavalry assaulted by units without cavalry may retreat one hex first; the attackers may advance', () => {
    let s = atAssault(sc(), { dice: [1] });
    s = assault(s, ['a'], '0403');
    expect(pending(s)).toMatchObject({ type: 'cavalryRetreat', side: 'al', options: { units: ['c'] } });
    s = act(s, 'cavalryRetreat');
    expect(decisionType(s)).toBe('retreatHex');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(s.units.c.hex).toBe('0504');
    expect(combat(s).attacker.fire).toBeNull(); // no exchange of fire
    expect(decisionType(s)).toBe('advance');
    s = act(s, 'advance', { units: ['a'], hex: '0403' });
    expect(s.units.a.hex).toBe('0403');
    expect(nlc(s).retreats.al).toBe(1);
    diceUsed(s);
  });

  it('[NLC 7.11] no retreat before assault when the attackers include cavalry', () => {
    const t = combatScenario({
      units: [{ id: 'a', side: 'fr', hex: '0303', type: 'cavalry' }, { id: 'c', side: 'al', hex: '0403', type: 'cavalry' }],
    });
    let s = atAssault(t, { dice: [1, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    // the defender is never offered the retreat: fire is exchanged at once and c is still there
    expect(logEntries(s).some((e) => e.rule === 'NLC 7.11')).toBe(false);
    expect(combat(s).cavalryRetreat).toEqual([]);
    expect(combat(s).attacker.fire).toMatchObject({ dice: [1, 1], hits: 0 });
    expect(combat(s).defender.fire).toMatchObject({ dice: [1, 1], hits: 0 });
    expect(s.units.c.hex).toBe('0403');
    diceUsed(s);
  });

  it('[NLC 7.11] no retreat before assault for cavalry that started the turn in an enemy ZOC', () => {
    let s = atAssault(sc(), { dice: [1, 1, 1, 1], prepare: (d) => void ((d.nlc as any).turnStartZoc = { turn: 1, units: ['c'] }) });
    s = assault(s, ['a'], '0403');
    expect(decisionType(s)).not.toBe('cavalryRetreat');
    expect(combat(s).cavalryRetreat).toEqual([]);
    expect(combat(s).attacker.fire).toMatchObject({ dice: [1, 1], hits: 0 });
    expect(s.units.c.hex).toBe('0403');
    diceUsed(s);
  });

  it('[NLC 7.11] horse artillery may leave too; infantry in the hex stays and is assaulted alone', () => {
    const t = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'ha', side: 'al', hex: '0403', type: 'horse artillery', strength: [3, null] },
        { id: 'i', side: 'al', hex: '0403' },
      ],
    });
    let s = atAssault(t, { dice: [1, 1, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    expect(pending(s)!.options.units).toEqual(['ha']);
    s = act(s, 'cavalryRetreat');
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(combat(s).defender.units).toEqual(['i']);
    expect(combat(s).defender.fire!.strength).toBe(4);
    diceUsed(s);
  });

  it('[NLC 7.11] the sequence records who starts the turn in an enemy ZOC', async () => {
    const { recordTurnStartZoc } = await import('../../../../src/engine/modules/nlc/combat/assault');
    const { contextOf } = await import('../../engineApi');
    let s = atAssault(sc([{ id: 'far', side: 'al', hex: '0808', type: 'cavalry' }]));
    s = produce(s, (d) => recordTurnStartZoc(d as any, contextOf(s)));
    expect(nlc(s).turnStartZoc).toEqual({ turn: 1, units: ['a', 'c'] });
  });
});

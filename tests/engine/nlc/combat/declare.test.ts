import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, legalCommands } from '../../engineApi';
import { atAssault, assault, act, combat, combatScenario, decisionType, finish, nlc, pending, refusal } from '../combatHarness';
import { logEntries } from '../../../../src/engine/core/logBook';

describe('NLC 7.3 assault declarations', () => {
  it('[NLC 7.3] all units in the assaulted hex are attacked and fire back', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'd1', side: 'al', hex: '0403' },
        { id: 'd2', side: 'al', hex: '0403', strength: [3, 1] },
      ],
    });
    const s = assault(atAssault(sc, { dice: [1, 1, 1, 1] }), ['a'], '0403');
    expect(combat(s).defender.units).toEqual(['d1', 'd2']);
    expect(combat(s).defender.fire!.strength).toBe(7);
  });

  it('[NLC 7.3] each defending stack is assaulted once a segment, and a stack assaults only one defending stack', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'a2', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'e', side: 'al', hex: '0302' },
      ],
    });
    let s = atAssault(sc, { dice: [1, 1, 1, 1] });
    s = assault(s, ['a'], '0403');
    expect(decisionType(s)).toBe('assaultDeclare');
    expect(nlc(s).assaultedHexes).toEqual(['0403']);
    expect(refusal(s, 'assault', { units: ['b'], hex: '0403' })).toMatchObject({ code: 'already-attacked', rule: 'NLC 7.3' });
    expect(refusal(s, 'assault', { units: ['a2'], hex: '0302' })).toMatchObject({ code: 'stack-assaulted', rule: 'NLC 7.3' });
    expect(refusal(s, 'assault', { units: ['a'], hex: '0302' })?.code).toBe('already-assaulted');
    // the map options no longer offer the assaulted hex
    expect(pending(s)!.options.hexes).not.toContain('0403');
  });

  it('[NLC 7.3] no ganging up: a second stack may not join while both stacks face another unassaulted enemy stack', () => {
    // e at 0302 is next to both 0303 and 0402
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'e', side: 'al', hex: '0302' },
      ],
    });
    let s = atAssault(sc, { dice: [1, 1, 1, 1, 1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['a', 'b'], hex: '0403' })).toMatchObject({ code: 'ganging-up', rule: 'NLC 7.3' });
    expect(legalCommands(s).some((c) => c.type === 'choose' && c.choice === 'assault' && c.units?.length === 2 && c.hex === '0403')).toBe(false);
    // once e has been assaulted (by a alone), no stack faces an unassaulted enemy: b may go in alone, but a has assaulted already
    s = assault(s, ['a'], '0302');
    expect(decisionType(s)).toBe('assaultDeclare');
    expect(refusal(s, 'assault', { units: ['b'], hex: '0403' })).toBeNull();
  });

  it('[NLC 7.3] ganging up is allowed when only one of the stacks faces another enemy stack', () => {
    // e at 0202 is next to 0303 only
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'e', side: 'al', hex: '0202' },
      ],
    });
    const s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['a', 'b'], hex: '0403' })).toBeNull();
  });

  it('[NLC 10] a stack next to an unassaulted chateau must assault the chateau first', () => {
    const sc = combatScenario({
      hexes: [{ id: '0402', terrain: 'chateau' }],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'c', side: 'al', hex: '0402' },
      ],
    });
    const s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['a'], hex: '0403' })).toMatchObject({ code: 'chateau-first', rule: 'NLC 10' });
    expect(refusal(s, 'assault', { units: ['a'], hex: '0402' })).toBeNull();
  });

  it('[NLC 7.3] a stack with infantry assaults combat units before an HQ', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'cav', side: 'fr', hex: '0504', type: 'cavalry' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'z', side: 'al', hex: '0909' },
      ],
      leaders: [{ id: 'W', side: 'al', name: 'Wellington', rating: 4, role: 'overall', hex: '0909' }],
      hqs: [{ id: 'hq', side: 'al', name: 'Allied HQ', leader: 'W', hex: '0302' }],
    });
    let s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['a'], hex: '0302' })).toMatchObject({ code: 'units-before-hq', rule: 'NLC 7.3' });
    // cavalry alone may take the HQ: no fire, the HQ is destroyed when the cavalry advances
    const sc2 = combatScenario({
      units: [
        { id: 'cav', side: 'fr', hex: '0303', type: 'cavalry' },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'z', side: 'al', hex: '0909' },
      ],
      leaders: [{ id: 'W', side: 'al', name: 'Wellington', rating: 4, role: 'overall', hex: '0909' }],
      hqs: [{ id: 'hq', side: 'al', name: 'Allied HQ', leader: 'W', hex: '0302' }],
    });
    s = atAssault(sc2);
    s = assault(s, ['cav'], '0302');
    expect(decisionType(s)).toBe('advance');
    s = act(s, 'advance', { units: ['cav'], hex: '0302' });
    expect(nlc(s).hqs.hq.status).toBe('destroyed');
    expect(nlc(s).armyLevelAdjust.al).toBe(-5);
  });

  it('[NLC 7.3] no assault across an unbridged major river; a bridge allows it', () => {
    const sc = combatScenario({
      hexsides: [
        { a: '0303', b: '0403', features: ['river'] },
        { a: '0402', b: '0403', features: ['river', 'bridge'] },
      ],
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    const s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['a'], hex: '0403' })?.code).toBe('river');
    expect(refusal(s, 'assault', { units: ['a'], hex: '0403' })?.rule).toBe('NLC 7.3');
    expect(pending(s)!.options.units).toEqual(['b']);
    const t = assault(s, ['b'], '0403');
    expect(combat(t).attacker.fire!.lines[0]).toMatchObject({ pct: 50, pctSource: ['bridge'] });
  });

  it('[NLC 8.2] artillery assaults only together with infantry or cavalry', () => {
    const sc = combatScenario({
      units: [
        { id: 'art', side: 'fr', hex: '0303', type: 'foot artillery', strength: [4, null] },
        { id: 'inf', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    const s = atAssault(sc, { dice: [1, 1, 1, 1] });
    expect(refusal(s, 'assault', { units: ['art'], hex: '0403' })).toMatchObject({ code: 'artillery-alone', rule: 'NLC 8.2' });
    expect(refusal(s, 'assault', { units: ['art', 'inf'], hex: '0403' })).toBeNull();
  });

  it('[NLC 7.3] units that charged or bombarded this turn cannot assault; ending the segment pops it', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402', type: 'cavalry' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    let s = atAssault(sc, { prepare: (d) => void ((d.nlc as any).charged = ['b']) });
    expect(pending(s)!.options.units).toEqual(['a']);
    expect(refusal(s, 'assault', { units: ['b'], hex: '0403' })?.code).toBe('charged');
    s = act(s, 'endAssaults');
    expect(pending(s)).toBeNull();
    expect(logEntries(s).at(-1)!.text).toContain('assault segment ends');
  });

  it('[NLC 7.3] only the activated formations assault, and the segment ends by itself when nobody can', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303', formation: 'f2' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    const s = atAssault(sc, { formations: ['f1'] });
    expect(pending(s)).toBeNull();
    const t = atAssault(sc, { formations: ['f2'] });
    expect(decisionType(t)).toBe('assaultDeclare');
    expect(finish(t).stack).toEqual([]);
  });

  it('[NLC 7.3] legal declarations list every stack and combination the rules allow', () => {
    const sc = combatScenario({
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'b', side: 'fr', hex: '0402' },
        { id: 'd', side: 'al', hex: '0403' },
      ],
    });
    let s = atAssault(sc);
    const decl = legalCommands(s).filter((c) => c.type === 'choose' && c.choice === 'assault');
    expect(decl.map((c) => (c as any).units.join('+')).sort()).toEqual(['a', 'a+b', 'b']);
    s = produce(s, (d) => void 0);
    expect(legalCommands(s)[0]).toMatchObject({ choice: 'endAssaults' });
  });
  it('[NLC 7.3] mandatory assaults: while a unit must assault (orders hook), the segment cannot be ended', () => {
    const sc = combatScenario({
      id: 'mandatory-assault',
      units: [
        { id: 'a', side: 'fr', hex: '0303' },
        { id: 'art', side: 'fr', hex: '0402', type: 'foot artillery', strength: [3, null] },
        { id: 'd', side: 'al', hex: '0403' },
        { id: 'e', side: 'al', hex: '0502' },
      ],
    });
    let s = atAssault(sc, { dice: [1, 1, 1, 1] });
    const ctx = contextOf(s);
    const saved = ctx.mustAssault;
    ctx.mustAssault = (_s, u) => u === 'a' || u === 'art';
    try {
      expect(pending(s)!.options.buttons).toEqual([]);
      expect(pending(s)!.prompt).toContain('a must still assault');
      expect(refusal(s, 'endAssaults')).toMatchObject({ code: 'must-assault', rule: 'NLC 7.3' });
      expect(legalCommands(s).some((c) => c.type === 'choose' && c.choice === 'endAssaults')).toBe(false);
      s = assault(s, ['a'], '0403');
      // artillery is never obliged to assault: the segment may end now
      expect(refusal(s, 'endAssaults')).toBeNull();
    } finally {
      ctx.mustAssault = saved;
    }
  });
});

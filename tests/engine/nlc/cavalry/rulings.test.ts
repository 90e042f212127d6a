import { describe, it, expect } from 'vitest';
import { contextOf, RULINGS } from '../../engineApi';
import { NLC_CAVALRY_RULINGS } from '../../../../src/engine/modules/nlc/cavalry/rulings';
import { pursuitRating } from '../../../../src/engine/modules/nlc/cavalry/modifiers';
import { act, combat, combatScenario, decisionType, pending, refusal } from '../combatHarness';
import { atCharge, atMove, cav, inf, move } from './cavalryHarness';

const leader = (id: string, side: string, hex: string) => ({ id, side, name: id, rating: 2, role: 'corps' as const, formation: side === 'fr' ? 'f1' : 'a1', hex });

describe('NLC cavalry rulings', () => {
  it('[NLC 7.7] the cavalry rulings are gathered with the others', () => {
    for (const r of NLC_CAVALRY_RULINGS) expect(RULINGS).toContain(r);
    expect(new Set(NLC_CAVALRY_RULINGS.map((r) => r.rule))).toEqual(new Set(['NLC 7.7', 'NLC 7.8', 'NLC 7.9', 'NLC 7.10', 'NLC 20.4']));
  });

  it('[NLC 7.7] ruling: a leader alone in the intervening hex does not block a charge; a unit does', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')], leaders: [leader('L', 'al', '0402')] });
    const s = atCharge(sc);
    expect(pending(s)!.options.hexes).toEqual(['0403']);
  });

  it('[NLC 7.7] ruling: no charges on night turns', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0402'), inf('b', 'fr', '0101')], night: [1] });
    const s = atCharge(sc);
    // nobody may charge: the segment does not even open
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC 7.7] ruling: a hex is charged once per segment; a second declaration against it is refused', () => {
    const sc = combatScenario({ units: [cav('c1', 'fr', '0402'), cav('c2', 'fr', '0504'), cav('c3', 'fr', '0801'), cav('a', 'al', '0403'), inf('z', 'al', '0803')] });
    let s = atCharge(sc);
    s = act(s, 'charge', { units: ['c1'], hex: '0403' });
    expect(refusal(s, 'charge', { units: ['c2'], hex: '0403' })).toMatchObject({ code: 'already-charged', rule: 'NLC 7.7' });
  });

  it('[NLC 7.8] ruling: pursuit ratings are 4, British 2 and Imperial Guard 5', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), cav('g', 'fr', '0501', { flags: ['guard'] }), cav('b', 'al', '0801', { flags: ['british'] })] });
    const ctx = contextOf(atCharge(sc));
    expect([pursuitRating(ctx, 'c'), pursuitRating(ctx, 'g'), pursuitRating(ctx, 'b')]).toEqual([4, 5, 2]);
  });

  it('[NLC 7.9] ruling: reaction chargers that beat a moving unit do not pursue; they stay where they are', () => {
    const sc = combatScenario({ units: [inf('m', 'fr', '0601'), cav('r', 'al', '0403'), inf('x', 'fr', '0704')] });
    // r passes (4) and wins 1 hit to none; m retreats; r stays at 0403 though 0704 would be a pursuit target
    let s = atMove(sc, [4, 3, 4, 1, 1]);
    s = move(s, ['m'], ['0602', '0603']);
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0603' });
    s = act(s, 'noSquare');
    if (decisionType(s) === 'retreatHex') s = act(s, 'retreatTo', { hex: '0602' });
    expect(combat(s).charge!.winner).toBe('attacker');
    expect(decisionType(s)).toBe('formationMove');
    expect(s.units.r).toMatchObject({ hex: '0403', disrupted: true });
  });

  it('[NLC 7.10] ruling: forming square is the charged side\'s choice; declining it rolls nothing', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), inf('a', 'al', '0403')] });
    let s = atCharge(sc, [1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    expect(pending(s)!.options.buttons.map((b) => b.id)).toEqual(['formSquare', 'noSquare']);
    s = act(s, 'noSquare');
    expect(combat(s).charge!.square).toBeNull();
    expect(combat(s).attacker.fire!.strength).toBe(4);
  });
});

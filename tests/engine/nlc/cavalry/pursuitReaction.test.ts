import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, viewFor, type GameState } from '../../engineApi';
import { run } from '../../../../src/engine/core/run';
import type { Out } from '../../../../src/engine/core/ops';
import { queueEnfiladeReaction } from '../../../../src/engine/modules/nlc/cavalry';
import { act, assault, atAssault, combat, combatScenario, decisionType, diceUsed, logged, nlc, pending, refusal } from '../combatHarness';
import { atCharge, atMove, cav, inf, instruct, move } from './cavalryHarness';
import { logEntries } from '../../../../src/engine/core/logBook';
import { assertInvariants } from '../../../../src/engine/invariants';

const leader = (id: string, side: string, hex: string) => ({ id, side, name: id, rating: 2, role: 'corps' as const, formation: side === 'fr' ? 'f1' : 'a1', hex });
const standing = (side: string, v: object) => (d: GameState) => void (d.secret[side] = { cavalryReaction: v as any });

describe('NLC 7.8 pursuit', () => {
  it('[NLC 7.8] the winner may pursue an adjacent enemy; units that just retreated from the charge cannot fire back; after one round it stays or goes back', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')] });
    let s = atCharge(sc, [3, 4, 1, 1, 3, 4], { prepare: (d) => void (d.units.a.disrupted = true) });
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'retreatTo', { hex: '0404' });
    expect(pending(s)!.options.hexes).toEqual(['0404']);
    s = act(s, 'pursueInto', { hex: '0404' });
    diceUsed(s);
    expect(combat(s)).toMatchObject({ kind: 'pursuit', target: '0404' });
    expect(combat(s).charge!.silent).toEqual(['a']);
    expect(combat(s).defender.fire).toMatchObject({ dice: [], hits: 0 });
    expect(s.units.a.status).toBe('eliminated');
    // one round only: now stay in 0404 or go back to the original starting hex
    expect(pending(s)).toMatchObject({ type: 'chargeAfter', rule: 'NLC 7.8' });
    expect(refusal(s, 'pursueInto', { hex: '0405' })).toMatchObject({ code: 'one-round', rule: 'NLC 7.8' });
    s = act(s, 'chargeReturn');
    expect(s.units.c).toMatchObject({ hex: '0401', disrupted: true });
    expect(decisionType(s)).toBeNull();
  });

  it('[NLC 7.8] declining pursuit, each unit tests its pursuit rating and pursues anyway on a higher roll (British 2)', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')] });
    // rating 4: a 5 pursues anyway; the pursuit ties 0-0 and the charged side wins: c goes back to 0401
    let s = atCharge(sc, [3, 4, 1, 1, 5, 1, 1], { prepare: (d) => void (d.units.a.disrupted = true) });
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'retreatTo', { hex: '0404' });
    s = act(s, 'chargeStay');
    diceUsed(s);
    expect(logged(s, 'NLC 7.8').join('\n')).toMatch(/rolled 5, it pursues anyway/);
    expect(combat(s)).toMatchObject({ kind: 'pursuit', target: '0404' });
    expect(combat(s).charge!.winner).toBe('defender');
    expect(s.units.c).toMatchObject({ hex: '0401', disrupted: true });
    const br = combatScenario({ units: [cav('c', 'fr', '0401', { flags: ['british'] }), inf('a', 'al', '0403')] });
    let t = atCharge(br, [3, 4, 1, 1, 3, 1, 1], { prepare: (d) => void (d.units.a.disrupted = true) });
    t = act(t, 'charge', { units: ['c'], hex: '0403' });
    t = act(t, 'retreatTo', { hex: '0404' });
    t = act(t, 'chargeStay');
    expect(combat(t).kind).toBe('pursuit');
    expect(logged(t, 'NLC 7.8').join('\n')).toMatch(/pursuit rating 2: rolled 3, it pursues anyway/);
  });
});

describe('NLC 7.9 reaction charges', () => {
  // m moves 0601 -> 0604 (3 of 4 MP): every hex of its path is two hexes from 0403
  const moving = (extra: Parameters<typeof combatScenario>[0]['units'] = [], leaders: any[] = []) =>
    combatScenario({ units: [inf('m', 'fr', '0601'), cav('r', 'al', '0403'), ...extra], leaders });

  it('[NLC 7.9] cavalry within two hexes may reaction-charge a moving unit, asked behind the curtain; a backhand blow doubles it; the beaten mover retreats and stops', () => {
    let s = atMove(moving(), [4, 3, 3, 1, 1]);
    s = move(s, ['m'], ['0602', '0603', '0604']);
    expect(pending(s)).toMatchObject({ type: 'reactionDeclare', side: 'al', rule: 'NLC 7.9' });
    expect(pending(s)!.options).toMatchObject({ units: ['r'], hexes: ['0602', '0603', '0604'] });
    expect(pending(s)!.prompt).toMatch(/3 of 4 MP/);
    expect(pending(s)!.prompt).toMatch(/backhand/);
    // the French player sees only that the other side is deciding
    expect(viewFor(s, 'fr').pending!.options.units).toEqual([]);
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0603' });
    expect(pending(s)).toMatchObject({ type: 'formSquare', side: 'fr' });
    s = act(s, 'noSquare');
    expect(combat(s)).toMatchObject({ kind: 'reaction', target: '0603' });
    expect(combat(s).charge!.backhand).toBe(true);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 8, hits: 1 });
    s = act(s, 'retreatTo', { hex: '0703' });
    diceUsed(s);
    expect(s.units.m).toMatchObject({ hex: '0703', steps: 1 });
    expect(s.units.r).toMatchObject({ hex: '0403', disrupted: true });
    expect(nlc(s).charged).toContain('r');
    expect(decisionType(s)).toBe('formationMove');
  });

  it('[NLC 7.9] the morale test has +1 stacked with a leader; if the movers win they go on with their move', () => {
    let s = atMove(moving([], [leader('L', 'al', '0403')]), [5, 1, 1, 5, 5]);
    s = move(s, ['m'], ['0602', '0603', '0604']);
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0602' });
    expect(logged(s, 'NLC 7.9').join('\n')).toMatch(/morale 5, rolled 5: charges/);
    s = act(s, 'noSquare');
    diceUsed(s);
    expect(combat(s).charge!.winner).toBe('defender');
    expect(s.units.m.hex).toBe('0604');
    expect(logged(s, 'NLC 7.9').join('\n')).toMatch(/goes on to 0604/);
    expect(decisionType(s)).toBe('formationMove');
  });

  it('[NLC 7.9] movers charged in a hex they pass with friendly units there stand in it for the fight beyond the limit, and go on when they win', () => {
    // x and y fill 0602 (the NLC 5.3 limit); m passes through it and is charged there
    let s = atMove(moving([inf('x', 'fr', '0602'), inf('y', 'fr', '0602')], [leader('L', 'al', '0403')]), [5, 1, 1, 5, 5]);
    s = move(s, ['m'], ['0602', '0603', '0604']);
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0602' });
    expect(s.units.m.hex).toBe('0602');
    expect(assertInvariants(s)).toEqual([]);
    s = act(s, 'noSquare');
    diceUsed(s);
    expect(combat(s).charge!.winner).toBe('defender');
    expect(s.units.m.hex).toBe('0604');
    expect(assertInvariants(s)).toEqual([]);
  });

  it('[NLC 7.9] each cavalry unit tests only once per moving unit', () => {
    let s = atMove(moving());
    s = move(s, ['m'], ['0602']);
    expect(decisionType(s)).toBe('reactionDeclare');
    s = act(s, 'noReaction');
    expect(decisionType(s)).toBe('formationMove');
    s = move(s, ['m'], ['0603']);
    expect(decisionType(s)).toBe('formationMove');
  });

  it('[NLC 7.9] several reaction chargers are declared together, all test before the first charges, and charge together', () => {
    let s = atMove(moving([cav('r2', 'al', '0404')]), [4, 6, 1, 1, 1, 1]);
    s = move(s, ['m'], ['0602', '0603']);
    expect(pending(s)!.options.units).toEqual(['r', 'r2']);
    s = act(s, 'reactionCharge', { units: ['r', 'r2'], hex: '0603' });
    const texts = logEntries(s).map((e) => e.text);
    expect(texts.filter((t) => /tests to reaction-charge/.test(t))).toHaveLength(2);
    s = act(s, 'noSquare');
    diceUsed(s);
    // r passed (4), r2 failed (6): only r charges; both have tested against m
    expect(combat(s).attacker.units).toEqual(['r']);
    expect(nlc(s).reactionTested).toEqual(expect.arrayContaining(['r>m', 'r2>m']));
  });

  it('[NLC 7.9] a reaction command the rules forbid is refused with the case and changes nothing', () => {
    let s = atMove(moving([cav('far', 'al', '0808')]));
    s = move(s, ['m'], ['0602', '0603']);
    expect(refusal(s, 'reactionCharge', { units: ['r'], hex: '0701' })).toMatchObject({ code: 'not-on-path', rule: 'NLC 7.9' });
    expect(refusal(s, 'reactionCharge', { units: ['far'], hex: '0603' })).toMatchObject({ rule: 'NLC 7.7' });
    expect(refusal(s, 'reactionCharge', { units: ['m'], hex: '0603' })).toMatchObject({ code: 'not-yours', rule: 'NLC 7.9' });
    expect(decisionType(s)).toBe('reactionDeclare');
    expect(nlc(s).reactionTested ?? []).toEqual([]);
  });

  it('[NLC 7.9] standing instructions: "never" asks nothing; "only with a leader" and "at least N in 6" react by themselves; the instruction is the side\'s secret', () => {
    let s = atMove(moving(), [], { prepare: standing('al', { mode: 'never' }) });
    s = move(s, ['m'], ['0602', '0603']);
    expect(decisionType(s)).toBe('formationMove');
    expect(viewFor(s, 'fr').secret).toEqual({ fr: {} });
    expect(JSON.stringify(viewFor(s, 'fr'))).not.toMatch(/cavalryReaction/);
    expect(viewFor(s, 'al').secret.al).toMatchObject({ cavalryReaction: { mode: 'never' } });
    // with a leader: r (stacked with L) reacts by itself, r2 does not
    let t = atMove(moving([cav('r2', 'al', '0404')], [leader('L', 'al', '0403')]), [5], { prepare: standing('al', { mode: 'leader' }) });
    t = move(t, ['m'], ['0602', '0603']);
    expect(pending(t)).toMatchObject({ type: 'formSquare', side: 'fr' });
    expect(combat(t).attacker.units).toEqual(['r']);
    // at least 5 in 6: morale 4 is not enough; at least 4 is
    let u = atMove(moving(), [], { prepare: standing('al', { mode: 'chance', atLeast: 5 }) });
    u = move(u, ['m'], ['0602']);
    expect(decisionType(u)).toBe('formationMove');
    let v = atMove(moving(), [2], { prepare: standing('al', { mode: 'chance', atLeast: 4 }) });
    v = move(v, ['m'], ['0602']);
    expect(decisionType(v)).toBe('formSquare');
  });

  it('[NLC 7.9] a side sets its standing instruction at one of its own decisions, which stays open; a bad instruction is refused', () => {
    let s = atMove(moving([inf('m2', 'fr', '0801')]));
    s = move(s, ['m'], ['0602']);
    expect(decisionType(s)).toBe('reactionDeclare');
    const bad = applyCommand(s, { type: 'choose', side: 'al', n: s.seq, choice: 'reaction:chance:9' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.rule).toBe('NLC 7.9');
    const wrong = applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'reaction:never' });
    expect(wrong.ok).toBe(false);
    s = instruct(s, 'al', 'reaction:never');
    expect(decisionType(s)).toBe('reactionDeclare');
    expect(s.secret.al).toMatchObject({ cavalryReaction: { mode: 'never' } });
    expect(logEntries(s)[logEntries(s).length - 1]).toMatchObject({ visibleTo: 'al', rule: 'NLC 7.9' });
    s = act(s, 'noReaction');
    s = move(s, ['m2'], ['0702']);
    expect(decisionType(s)).toBe('formationMove');
  });

  it('[NLC 7.9] a reaction charge against a charge ignores friendly units in the charged hex; a charge reaching a hex emptied by reaction charging wins', () => {
    // c1 charges the cavalry a at 0603; c2 charges the infantry b at 0703; a reaction-charges c2 and is destroyed
    const sc = combatScenario({ units: [cav('c1', 'fr', '0601'), cav('c2', 'fr', '0701'), cav('a', 'al', '0603', { strength: [4, null] }), inf('b', 'al', '0703')] });
    let s = atCharge(sc, [4, 1, 1, 5, 5, 1, 1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c1'], hex: '0603' });
    s = act(s, 'charge', { units: ['c2'], hex: '0703' });
    expect(pending(s)).toMatchObject({ type: 'reactionDeclare', side: 'al' });
    expect(pending(s)!.options).toMatchObject({ units: ['a'], hexes: ['0703'] });
    s = act(s, 'reactionCharge', { units: ['a'], hex: '0703' });
    expect(s.units.a.status).toBe('eliminated');
    expect(logged(s, 'NLC 7.9').join('\n')).toMatch(/reaction charge against c2 at 0703/);
    expect(logged(s, 'NLC 7.9').join('\n')).toMatch(/0603 is empty when the charge arrives: the charge wins/);
    expect(combat(s).charge!.emptyWin).toBe(true);
    expect(s.units.c1.hex).toBe('0603');
    s = act(s, 'chargeReturn');
    s = act(s, 'noSquare');
    diceUsed(s);
    expect(s.units.c1).toMatchObject({ hex: '0601', disrupted: true });
    expect(s.units.c2.disrupted).toBe(true);
  });
});

describe('NLC 8.5 and 7.11 with charges', () => {
  it('[NLC 8.5] declining the enfilading-squares bonus lets the bombarding side\'s cavalry reaction-charge at once, never halved by a square', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), inf('a', 'al', '0403')] });
    const s0 = atMove(sc);
    const ctx = contextOf(s0);
    let s = produce(s0, (d) => {
      d.testDice = [3, 4, 4, 1, 1];
      queueEnfiladeReaction(d, ctx, 'fr', '0403');
      run(d as any, ctx, { events: [], revealed: false, rolled: false } as Out);
    });
    expect(pending(s)).toMatchObject({ type: 'reactionDeclare', side: 'fr' });
    s = act(s, 'reactionCharge', { units: ['c'], hex: '0403' });
    // no square decision: the charge goes straight to the fire
    expect(combat(s).charge!.noSquare).toBe(true);
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, hits: 1 });
  });

  it('[NLC 7.11] a charge is not an assault: charged cavalry gets no retreat before it; cavalry that charged cannot assault afterwards', () => {
    const sc = combatScenario({ units: [cav('c', 'fr', '0402'), cav('d', 'al', '0403')] });
    let s = atCharge(sc, [1, 1, 1, 1]);
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    expect(logEntries(s).some((e) => e.rule === 'NLC 7.11')).toBe(false);
    const sc2 = combatScenario({ units: [cav('c', 'fr', '0402'), inf('i', 'fr', '0404'), cav('d', 'al', '0403')] });
    const a = atAssault(sc2, { prepare: (d) => void ((d.nlc as any).charged = ['c']) });
    expect(refusal(a, 'assault', { units: ['c'], hex: '0403' })).toMatchObject({ code: 'charged', rule: 'NLC 7.7' });
    // the retreat before assault is still there when only infantry assaults the cavalry
    const b = act(a, 'assault', { units: ['i'], hex: '0403' });
    expect(decisionType(b)).toBe('cavalryRetreat');
  });
});

describe('NLC 7.9 reaction charges against retreating units', () => {
  // the French assault d at 0403 from 0303; d retreats to 0504, two hexes from the French cavalry r at 0506
  const retreating = (extra: Parameters<typeof combatScenario>[0]['units'] = []) =>
    combatScenario({
      units: [{ id: 'a', side: 'fr', hex: '0303', strength: [6, 3] }, { id: 'd', side: 'al', hex: '0403', strength: [8, 4] }, cav('r', 'fr', '0506'), ...extra],
    });

  it('[NLC 7.9] units retreating after an assault may be reaction-charged by the assaulting side\'s cavalry, asked behind the curtain, before the assault goes on', () => {
    // assault: 12 (3 hits) against 7 (1 hit); 19.1 die 2; r tests with 1; charge 12 against 1-1
    let s = atAssault(retreating(), { dice: [6, 6, 3, 4, 2, 1, 6, 6, 1, 1] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'retreat');
    // the retreat hex choice tells the owner that enemy cavalry can reach it
    const notes = pending(s)!.options.hexNotes!;
    expect(notes['0504'].text).toMatch(/reaction-charge/);
    s = act(s, 'retreatTo', { hex: '0504' });
    expect(pending(s)).toMatchObject({ type: 'reactionDeclare', side: 'fr', rule: 'NLC 7.9' });
    expect(pending(s)!.prompt).toMatch(/d \(.*\) retreat into 0504/);
    expect(pending(s)!.options).toMatchObject({ units: ['r'], hexes: ['0504'] });
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0504' });
    s = act(s, 'noSquare');
    diceUsed(s);
    // the one-step d is destroyed by the reaction charge; r is disrupted and done; the assault goes on to its advance
    expect(s.units.d.status).toBe('eliminated');
    expect(s.units.r).toMatchObject({ hex: '0506', disrupted: true });
    expect(nlc(s).charged).toContain('r');
    expect(decisionType(s)).toBe('advance');
    expect(combat(s).kind ?? 'assault').toBe('assault');
  });

  it('[NLC 7.9] a retreat draws no question when the standing instruction says never, nor from cavalry that is disrupted', () => {
    let s = atAssault(retreating(), { dice: [6, 6, 3, 4, 2], prepare: standing('fr', { mode: 'never' }) });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'retreat');
    s = act(s, 'retreatTo', { hex: '0504' });
    diceUsed(s);
    expect(s.units.d).toMatchObject({ hex: '0504', status: 'map' });
    expect(decisionType(s)).toBe('advance');
    let t = atAssault(retreating(), { dice: [6, 6, 3, 4, 2], prepare: (d) => void (d.units.r.disrupted = true) });
    t = assault(t, ['a'], '0403');
    t = act(t, 'stand');
    t = act(t, 'retreat');
    t = act(t, 'retreatTo', { hex: '0504' });
    expect(decisionType(t)).toBe('advance');
  });

  /** As above, with the Allied e at 0604 next to 0504: r's reaction charge destroys d there; then `more` dice. */
  const wonOnRetreat = (more: number[]) => {
    let s = atAssault(retreating([inf('e', 'al', '0604')]), { dice: [6, 6, 3, 4, 2, 1, 6, 6, 1, 1, ...more] });
    s = assault(s, ['a'], '0403');
    s = act(s, 'stand');
    s = act(s, 'retreat');
    s = act(s, 'retreatTo', { hex: '0504' });
    s = act(s, 'reactionCharge', { units: ['r'], hex: '0504' });
    return act(s, 'noSquare');
  };

  it('[NLC 7.8] a reaction charge that beats retreating units may pursue an adjacent enemy instead of holding (ruling NLC 7.9); one round, then back', () => {
    // as above, d is destroyed at 0504 by r's reaction charge; the Allied e at 0604 is next to 0504.
    // pursuit: r 4 against e at half strength (2): r rolls 6+6 (2 hits), e rolls 1+1 (none)
    let s = wonOnRetreat([6, 6, 1, 1]);
    expect(s.units.d.status).toBe('eliminated');
    // the winners choose: hold where they are, or pursue (never the one-round refusal of a pursuit)
    expect(pending(s)).toMatchObject({ type: 'chargeAfter', side: 'fr', rule: 'NLC 7.8' });
    expect(pending(s)!.options.hexes).toEqual(['0604']);
    expect(pending(s)!.options.buttons.map((b) => b.id)).toEqual(['chargeReturn']);
    expect(refusal(s, 'pursueInto', { hex: '0303' })).toMatchObject({ code: 'bad-pursuit', rule: 'NLC 7.8' });
    s = act(s, 'pursueInto', { hex: '0604' });
    // r rides into the emptied hex, then strikes e from there
    expect(s.units.r.hex).toBe('0504');
    expect(combat(s)).toMatchObject({ kind: 'pursuit', target: '0604' });
    s = act(s, 'noSquare');
    expect(combat(s).attacker.fire).toMatchObject({ strength: 4, hits: 2 });
    expect(combat(s).defender.fire).toMatchObject({ hits: 0 });
    expect(s.units.e.status).toBe('eliminated');
    expect(pending(s)).toMatchObject({ type: 'chargeAfter', rule: 'NLC 7.8' });
    expect(refusal(s, 'pursueInto', { hex: '0705' })).toMatchObject({ code: 'one-round', rule: 'NLC 7.8' });
    s = act(s, 'chargeReturn');
    diceUsed(s);
    expect(s.units.r).toMatchObject({ hex: '0506', disrupted: true });
    // then the assault goes on to its advance
    expect(decisionType(s)).toBe('advance');
    expect(combat(s).kind ?? 'assault').toBe('assault');
  });

  it('[NLC 7.8] a reaction charger that beat retreating units and declines pursuit tests its pursuit rating: holding on 4 or less', () => {
    let s = wonOnRetreat([3]);
    s = act(s, 'chargeReturn');
    diceUsed(s);
    expect(logged(s, 'NLC 7.8').join('\n')).toMatch(/pursuit rating 4: rolled 3, it holds/);
    expect(s.units.r).toMatchObject({ hex: '0506', disrupted: true });
    expect(s.units.e).toMatchObject({ hex: '0604', steps: 2 });
    expect(decisionType(s)).toBe('advance');
  });

  it('[NLC 7.9] the cavalry that won a charge does not reaction-charge the units it beat as they retreat (it may pursue, NLC 7.8); other cavalry may', () => {
    // c charges a at 0403 and wins; a retreats to 0404; c2 at 0406 may react, c may not
    const sc = combatScenario({ units: [cav('c', 'fr', '0401'), cav('c2', 'fr', '0406'), inf('a', 'al', '0403')] });
    let s = atCharge(sc, [3, 4, 1, 1], { prepare: (d) => void (d.units.a.disrupted = true) });
    s = act(s, 'charge', { units: ['c'], hex: '0403' });
    s = act(s, 'retreatTo', { hex: '0404' });
    expect(pending(s)).toMatchObject({ type: 'reactionDeclare', side: 'fr' });
    expect(pending(s)!.options.units).toEqual(['c2']);
  });
});

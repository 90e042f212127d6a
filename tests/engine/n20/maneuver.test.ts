import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/index';
import { contextOf } from '../../../src/engine/core/api';
import { combatStrength, movementAllowance } from '../../../src/engine/modules/n20/board';
import { battle, choices, choose, dice, edit, logText, mini, n20, passSteps, pending, refuse, resolveRetreats, start, toCombat } from './helpers';
import { logEntries } from '../../../src/engine/core/logBook';

const FURIOUS = { 'N20X 9.0 Furious': true };
const duel = (att = 3, def = 2, cav = false) =>
  mini({
    units: [
      { id: 'a1', side: 'fr', s: att, m: cav ? 3 : 2, type: cav ? 'cavalry' : 'infantry', hex: '0404' },
      { id: 'd1', side: 'ru', s: def, hex: '0504' },
    ],
  });

/** Declare a1 against d1 with the matrix called by the French; both chits chosen; reserves passed. */
function matrixBattle(s: ReturnType<typeof start>, att: string, def: string) {
  s = battle(s, ['a1'], ['d1']);
  expect(pending(s)?.type).toBe('n20:useMatrix');
  s = choose(s, 'matrix:use');
  expect(pending(s)?.type).toBe('n20:maneuver');
  s = choose(s, `maneuver:${att}`, { side: 'fr' });
  s = choose(s, `maneuver:${def}`, { side: 'ru' });
  return s;
}

describe('Maneuver Matrix in play', () => {
  it('[N20X 9.0] Step A.1: each chit is secret until Step F.1; the view of the other side never shows it', () => {
    let s = toCombat(start(duel(), FURIOUS));
    s = battle(s, ['a1'], ['d1']);
    s = choose(s, 'matrix:use');
    s = choose(s, 'maneuver:Charge', { side: 'fr' });
    expect(s.secret.fr.chit).toBe('Charge');
    const ruView = JSON.stringify(viewFor(s, 'ru'));
    expect(ruView).not.toContain('Charge');
    expect(viewFor(s, 'ru').n20?.battle?.chitsChosen).toEqual(['fr']);
    expect(pending(s)?.sides).toEqual(['ru']);
    s = choose(s, 'maneuver:Hold', { side: 'ru' });
    // reserve steps come between A.1 and F.1: still secret
    expect(pending(s)?.type).toBe('n20:reserves');
    expect(JSON.stringify(viewFor(s, 'fr'))).not.toContain('Hold');
    s = passSteps(dice(s, 6));
    expect(n20(s).lastMatrix).toEqual({ battle: 1, defender: 'Hold', attacker: 'Charge', cell: '</Ad' });
    expect(s.secret.fr.chit).toBeUndefined();
    expect(logText(s)).toContain('Maneuvers revealed: Russian Hold, French Charge: </Ad');
  });

  it('[N20X 9.0] a wrong-role chit is refused', () => {
    let s = toCombat(start(duel(), FURIOUS));
    s = choose(battle(s, ['a1'], ['d1']), 'matrix:use');
    expect(refuse(s, { type: 'choose', choice: 'maneuver:Hold', side: 'fr' }).rule).toBe('N20X 9.0');
  });

  it('[N20X 9.0] Charge against Hold: one column left, attacker disordered, a victorious attacker must advance', () => {
    let s = toCombat(start(duel(4, 2), FURIOUS));
    s = passSteps(dice(matrixBattle(s, 'Charge', 'Hold'), 5, 1));
    s = resolveRetreats(s);
    expect(logText(s)).toContain('Die 5 on column +1: DR');
    expect(n20(s).units.a1.disordered).toBe(true);
    expect(pending(s)?.type).toBe('n20:advance');
    expect(choices(s)).toEqual(['advance:a1@0504']);
    expect(refuse(s, { type: 'choose', choice: 'pass' }).rule).toBe('N20X 9.9.3');
  });

  it('[N20X 9.0] Outflank against Fall Back: one column right and the defender is disordered', () => {
    let s = toCombat(start(duel(3, 2), FURIOUS));
    s = resolveRetreats(passSteps(dice(matrixBattle(s, 'Outflank', 'FallBack'), 2)));
    expect(logText(s)).toContain('Die 2 on column +2: DW');
    expect(n20(s).units.d1.disordered).toBe(true);
  });

  it('[N20X 9.0] Bombard against Fall Back: automatic DW with no die; Bombard forbids the advance', () => {
    let s = toCombat(start(duel(1, 4), FURIOUS));
    s = matrixBattle(s, 'Bombard', 'FallBack');
    s = choose(s, 'commitReserve'); // Kit example 2: the point is wasted
    s = resolveRetreats(passSteps(choose(s, 'pass')));
    expect(logText(s)).toContain('No die is rolled: the result is DW');
    expect(s.testDice).toBeUndefined();
    expect(s.units.d1.hex).not.toBe('0504');
    expect(n20(s).morale.fr).toBe(8);
    expect(logText(s)).toContain('Bombard: no French unit may advance');
    expect(pending(s)?.type).not.toBe('n20:advance');
  });

  it('[N20X 9.0] Feint against Cordon: automatic N, nobody moves', () => {
    let s = toCombat(start(duel(), FURIOUS));
    s = passSteps(matrixBattle(s, 'Feint', 'Cordon'));
    expect(logText(s)).toContain('No die is rolled: the result is N');
    expect(s.units.d1.hex).toBe('0504');
  });

  it('[N20X 9.0] Cav: attacking cavalry strength is doubled', () => {
    let s = toCombat(start(duel(2, 2, true), FURIOUS));
    s = passSteps(dice(matrixBattle(s, 'Advance', 'Envelop'), 3));
    expect(logText(s)).toContain('Attack 4 against 2: column +2');
  });

  it('[N20X 9.0] ruling: Cav and Cuirassier Shock together still only double the cavalry', () => {
    let s = toCombat(start(duel(2, 2, true), FURIOUS));
    s = edit(s, (d, st) => {
      d.secret.fr.hand = ['cuirassier-shock'];
      st.handCount.fr = 1;
    });
    s = matrixBattle(s, 'Advance', 'Envelop');
    s = choose(s, 'card:cuirassier-shock');
    s = passSteps(dice(s, 3));
    expect(logText(s)).toContain('Attack 4 against defence 2');
    expect(logText(s)).toContain('Attack 4 against 2: column +2');
  });

  it('[N20X 9.0] Envelop against Outflank shifts one column left', () => {
    let s = toCombat(start(duel(4, 2), FURIOUS));
    s = passSteps(dice(matrixBattle(s, 'Outflank', 'Envelop'), 3));
    expect(logText(s)).toContain('Die 3 on column +1: DW');
  });

  it('[N20X 9.0] Counterattack: a victorious defender must advance', () => {
    let s = toCombat(start(duel(2, 2), FURIOUS));
    s = passSteps(dice(matrixBattle(s, 'Feint', 'Counterattack'), 1));
    s = resolveRetreats(s);
    expect(logText(s)).toContain('Die 1 on column 0: AR');
    expect(pending(s)?.type).toBe('n20:advance');
    expect(pending(s)?.side).toBe('ru');
    expect(choices(s)).not.toContain('pass');
  });

  it('[N20X 9.0] Fall Back: no defending unit may advance', () => {
    let s = toCombat(start(duel(2, 2), FURIOUS));
    s = resolveRetreats(passSteps(dice(matrixBattle(s, 'Advance', 'FallBack'), 1, 2)));
    expect(logText(s)).toContain('AR');
    expect(logText(s)).toContain('Fall Back: no Russian unit may advance');
    // the French routed away from 0404, and the victorious defender stays put: it is never asked to advance
    expect(s.units.a1.hex).not.toBe('0404');
    expect(s.units.d1.hex).toBe('0504');
    expect(logEntries(s).some((e) => /advances into/.test(e.text))).toBe(false);
    expect(pending(s)?.type).not.toBe('n20:advance');
  });

  it('[N20X 9.0] the Matrix is never used against a Redoubt or Fort', () => {
    let s = toCombat(start(duel(), FURIOUS));
    s = edit(s, (_d, st) => {
      st.works['0504'] = 'redoubt';
    });
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).not.toBe('n20:useMatrix');
    expect(logText(s)).toContain('never used against a Redoubt');
  });

  it('[N20X 9.0] Furious: either player may call for it, the phasing player first', () => {
    let s = toCombat(start(duel(), FURIOUS));
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.side).toBe('fr');
    s = choose(s, 'matrix:decline');
    expect(pending(s)?.type).toBe('n20:useMatrix');
    expect(pending(s)?.side).toBe('ru');
    s = choose(s, 'matrix:use');
    expect(pending(s)?.type).toBe('n20:maneuver');
  });

  it('[N20X 9.0] Fast: one battle per friendly Combat Phase, only the phasing player, never in a Reaction Phase', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 3, hex: '0404' },
        { id: 'a2', side: 'fr', s: 3, hex: '0406' },
        { id: 'd1', side: 'ru', s: 1, hex: '0504' },
        { id: 'd2', side: 'ru', s: 1, hex: '0506' },
        { id: 'c1', side: 'ru', s: 1, type: 'cavalry', m: 3, hex: '0505' },
      ],
    });
    let s = start(scen, { 'N20X 9.0 Fast': true });
    s = choose(s, 'end');
    s = choose(s, 'countercharge', { units: ['c1'], hex: '0404' });
    expect(pending(s)?.type).not.toBe('n20:useMatrix');
    s = resolveRetreats(passSteps(dice(s, 3)));
    while (pending(s)?.type === 'n20:advance') s = choose(s, 'pass');
    s = choose(s, 'end');
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).toBe('n20:useMatrix');
    expect(pending(s)?.side).toBe('fr');
    s = choose(s, 'matrix:use');
    s = choose(s, 'maneuver:Feint', { side: 'fr' });
    s = passSteps(choose(s, 'maneuver:Cordon', { side: 'ru' }));
    s = battle(s, ['a2'], ['d2']);
    expect(pending(s)?.type).not.toBe('n20:useMatrix');
  });

  it('[N20X 9.0] Fun: only a player whose Direct Command marker is at or next to the battle may call for it', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 3, hex: '0404' },
        { id: 'a2', side: 'fr', s: 3, hex: '0408' },
        { id: 'd1', side: 'ru', s: 1, hex: '0504' },
        { id: 'd2', side: 'ru', s: 1, hex: '0508' },
        { id: 'r9', side: 'ru', s: 1, hex: '1001' },
      ],
    });
    let s = start(scen, { 'N20X 9.0 Fun': true });
    expect(pending(s)?.type).toBe('n20:dc');
    s = choose(s, 'dc', { units: ['a1'] });
    s = choose(s, 'dc', { units: ['r9'] });
    expect(pending(s)?.type).toBe('n20:movement');
    // the marker must be placed each Movement Phase before it ends
    expect(refuse(s, { type: 'choose', choice: 'end' }).rule).toBe('N20X 9.0');
    s = choose(s, 'dc', { units: ['a1'] });
    s = toCombat(s);
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).toBe('n20:useMatrix');
    expect(pending(s)?.side).toBe('fr');
    s = passSteps(dice(choose(s, 'matrix:decline'), 3));
    while (pending(s)?.type === 'n20:advance' || pending(s)?.type === 'n20:retreat') s = pending(s)?.type === 'n20:advance' ? choose(s, 'pass') : resolveRetreats(s);
    s = battle(s, ['a2'], ['d2']);
    expect(pending(s)?.type).not.toBe('n20:useMatrix');
  });
});

describe('Disordered', () => {
  it('[N20X 9.6.9] Disordered: -1 strength and -1 movement, never below 0 and 1', () => {
    const scen = mini({ units: [{ id: 'a', side: 'fr', s: 3, m: 2, hex: '0202' }, { id: 'b', side: 'fr', s: 0, m: 1, hex: '0204' }, { id: 'r', side: 'ru', s: 1, hex: '1001' }] });
    const s = edit(start(scen, FURIOUS), (_d, st) => {
      st.units.a.disordered = true;
      st.units.b.disordered = true;
    });
    const ctx = contextOf(s);
    expect([combatStrength(s, ctx, 'a'), movementAllowance(s, ctx, 'a')]).toEqual([2, 1]);
    expect([combatStrength(s, ctx, 'b'), movementAllowance(s, ctx, 'b')]).toEqual([0, 1]);
  });

  it('[N20X 9.6.9] Disordered and Routed: the Kit examples (1-3 to 0-2, 2-3 to 1-2, 2-2 and 3-2 to 1-1, 4-2 and 5-2 to 2-1)', () => {
    const cases: [number, number, number, number][] = [
      [1, 3, 0, 2],
      [2, 3, 1, 2],
      [2, 2, 1, 1],
      [3, 2, 1, 1],
      [4, 2, 2, 1],
      [5, 2, 2, 1],
    ];
    const scen = mini({ units: [...cases.map(([st, m], i) => ({ id: `u${i}`, side: 'fr' as const, s: st, m, hex: `020${i + 1}` })), { id: 'r', side: 'ru', s: 1, hex: '1001' }] });
    const s = edit(start(scen, FURIOUS), (_d, st) => {
      cases.forEach((_, i) => {
        st.units[`u${i}`].disordered = true;
        st.units[`u${i}`].routed = true;
      });
    });
    const ctx = contextOf(s);
    cases.forEach(([, , ws, wm], i) => expect([combatStrength(s, ctx, `u${i}`), movementAllowance(s, ctx, `u${i}`)]).toEqual([ws, wm]));
  });

  it('[N20X 9.6.9] a second Disorder has no further effect', () => {
    let s = toCombat(start(duel(4, 2), FURIOUS));
    s = edit(s, (_d, st) => {
      st.units.d1.disordered = true;
    });
    s = resolveRetreats(passSteps(dice(matrixBattle(s, 'Outflank', 'FallBack'), 1)));
    const ctx = contextOf(s);
    expect(n20(s).units.d1.disordered).toBe(true);
    expect(combatStrength(s, ctx, 'd1')).toBe(1);
  });

  it('[N20X 9.6.9] recovery at the end of the owner\'s Movement Phase when not in an enemy ZOC', () => {
    const scen = mini({ units: [{ id: 'a', side: 'fr', s: 3, hex: '0202' }, { id: 'z', side: 'fr', s: 3, hex: '0404' }, { id: 'r', side: 'ru', s: 1, hex: '0504' }] });
    let s = edit(start(scen, FURIOUS), (_d, st) => {
      st.units.a.disordered = true;
      st.units.z.disordered = true;
    });
    s = choose(s, 'end');
    expect(n20(s).units.a.disordered).toBe(false);
    expect(n20(s).units.z.disordered).toBe(true);
    expect(logText(s)).toContain('Recover from Disorder: a');
  });

  it('[N20X 9.6.9] ruling: no Disordered result without the Maneuver Matrix', () => {
    let s = toCombat(start(duel(4, 2)));
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).toBe('n20:reserves');
    s = resolveRetreats(passSteps(dice(s, 2)));
    expect(Object.values(n20(s).units).some((u) => u.disordered)).toBe(false);
  });

  it('[N20X 9.0] the revealed crossing stays public until the next battle or the end of the player turn', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 3, hex: '0404' },
        { id: 'a2', side: 'fr', s: 3, hex: '0707' },
        { id: 'd1', side: 'ru', s: 2, hex: '0504' },
        { id: 'd2', side: 'ru', s: 2, hex: '0807' },
      ],
    });
    let s = toCombat(start(scen, FURIOUS));
    s = matrixBattle(s, 'Advance', 'Hold');
    s = resolveRetreats(passSteps(dice(s, 3)));
    if (pending(s)?.type === 'n20:advance') s = choose(s, 'pass');
    expect(n20(s).battle).toBeNull();
    expect(n20(s).lastMatrix?.battle).toBe(1);
    s = passSteps(battle(s, ['a2'], ['d2']));
    expect(n20(s).lastMatrix).toBeNull();
  });
});

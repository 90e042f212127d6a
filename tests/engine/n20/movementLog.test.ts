// Every piece movement, voluntary or not, leaves a log line naming the unit, both hexes and the rule
// case: moves, retreats of Routed units, withdrawals (DW, AW, a Rearguard Stand), advances, disengagement,
// pursuit and event withdrawals off the map, arrivals.
import { describe, expect, it } from 'vitest';
import type { GameState, LogEntry } from '../../../src/engine/index';
import { act, battle, choose, dice, edit, mini, n20, passSteps, resolveRetreats, start, toCombat } from './helpers';
import { logEntries } from '../../../src/engine/core/logBook';

/** Log lines about a unit that name a hex pair (from, to) and cite `rule`. */
function lines(s: GameState, unit: string, rule: string, from?: string, to?: string): LogEntry[] {
  return logEntries(s).filter(
    (e) => e.text.includes(unit) && e.rule === rule && (!from || e.hexes?.includes(from)) && (!to || e.hexes?.includes(to)) && (!!from || !!e.hexes?.length),
  );
}

/** Every hex a unit occupied, traced from the log lines citing `rule`. */
function trace(s: GameState, unit: string, rule: string): string[] {
  return lines(s, unit, rule).map((e) => e.hexes![e.hexes!.length - 1]);
}

const duel = (att = 4, def = 2, extra: { id: string; side: 'fr' | 'ru'; s: number; hex: string }[] = []) =>
  mini({ units: [{ id: 'a1', side: 'fr', s: att, m: 3, hex: '0404' }, { id: 'd1', side: 'ru', s: def, hex: '0504' }, ...extra] });

describe('movement log', () => {
  it('[N20 6.0] a move is logged with both hexes', () => {
    const x = start(mini({ units: [{ id: 'a1', side: 'fr', s: 2, m: 3, hex: '0202' }, { id: 'd1', side: 'ru', s: 2, hex: '1007' }] }));
    const moved = act(x, { type: 'move', units: ['a1'], path: ['0302'] } as never);
    expect(lines(moved, 'a1', 'N20 6.0', '0202', '0302')).toHaveLength(1);
  });

  it('[N20 9.0] (9.6, 9.8) a Routed defender logs every hex of its rout', () => {
    let s = toCombat(start(duel()));
    s = resolveRetreats(passSteps(battle(dice(s, 4, 3), ['a1'], ['d1'])));
    expect(n20(s).units.d1.routed).toBe(true);
    const path = trace(s, 'd1', 'N20 9.8');
    expect(path).toHaveLength(3);
    expect(path[path.length - 1]).toBe(s.units.d1.hex);
    expect(lines(s, 'd1', 'N20 9.8', '0504')).toHaveLength(1);
  });

  it('[N20 9.0] (9.8) a defender that withdraws (DW) is logged from its hex to the next', () => {
    let s = toCombat(start(duel()));
    s = resolveRetreats(passSteps(battle(dice(s, 2), ['a1'], ['d1'])));
    const l = lines(s, 'd1', 'N20 9.8', '0504', s.units.d1.hex!);
    expect(l).toHaveLength(1);
    expect(l[0].text).toMatch(/withdraws/);
  });

  it('[N20 9.0] (9.8) an attacker that withdraws (AW) is logged', () => {
    let s = toCombat(start(duel(1, 3)));
    s = resolveRetreats(passSteps(battle(dice(s, 3), ['a1'], ['d1'])));
    expect(lines(s, 'a1', 'N20 9.8', '0404', s.units.a1.hex!)).toHaveLength(1);
  });

  it('[N20X 5.0] a Rearguard Stand withdrawal is logged like any other', () => {
    let s = toCombat(
      edit(start(duel()), (d, st) => {
        d.secret.ru.hand = ['rearguard-stand'];
        st.handCount.ru = 1;
      }),
    );
    s = battle(s, ['a1'], ['d1']);
    s = choose(s, 'pass');
    s = choose(s, 'card:rearguard-stand');
    s = resolveRetreats(passSteps(dice(s, 4)));
    expect(lines(s, 'd1', 'N20 9.8', '0504', s.units.d1.hex!)[0].text).toMatch(/withdraws/);
  });

  it('[N20 9.0] (9.9.3) an advance after combat is logged', () => {
    let s = toCombat(start(duel()));
    s = resolveRetreats(passSteps(battle(dice(s, 2), ['a1'], ['d1'])));
    s = choose(s, 'advance', { units: ['a1'], hex: '0504' });
    expect(lines(s, 'a1', 'N20 9.9.3', '0404', '0504')).toHaveLength(1);
  });

  it('[N20 8.0] a disengagement is logged', () => {
    let s = choose(start(duel()), 'end');
    s = choose(s, 'disengage', { units: ['d1'], hex: '0604' });
    expect(lines(s, 'd1', 'N20 8.0', '0504', '0604')).toHaveLength(1);
  });

  it('[N20X 16.8] a unit marching off in Pursuit and [N20 5.0] a unit withdrawn off the map are logged', () => {
    const scen = mini({
      loc: { fr: ['0104'], ru: ['1204'] },
      units: [
        { id: 'a1', side: 'fr', s: 2, hex: '1204' },
        { id: 'a2', side: 'fr', s: 2, m: 3, hex: '1004' },
        { id: 'f0', side: 'fr', s: 2, hex: '0104' },
        { id: 'r1', side: 'ru', s: 2, hex: '0307' },
      ],
    });
    let s = edit(start(scen, { 'N20X 16.8': true }), (_d, st) => {
      st.withdrawal = ['ru', 'fr'];
    });
    s = choose(s, 'pursue', { units: ['a2'], hex: '1204' });
    expect(lines(s, 'a2', 'N20X 16.8', '1204')).toHaveLength(1);
    s = choose(s, 'exit', { units: ['f0'] });
    expect(lines(s, 'f0', 'N20 5.0', '0104')).toHaveLength(1);
  });

  it('[N20 11.0] an arriving reinforcement is logged at its entry hex', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 2, hex: null, arrives: { turn: 1, hex: '0104' } }, { id: 'd1', side: 'ru', s: 2, hex: '1007' }] });
    const s = start(scen);
    expect(lines(s, 'a1', 'N20 11.0', '0104')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../src/engine/index';
import { contextOf } from '../../../src/engine/core/api';
import { combatStrength, movementAllowance } from '../../../src/engine/modules/n20/board';
import { act, battle, choices, choose, dice, edit, logText, mini, morale, n20, passSteps, pending, refuse, resolveRetreats, start, toCombat } from './helpers';

const duel = (o: Partial<Parameters<typeof mini>[0]> = {}, att = 4, def = 2) =>
  mini({ units: [{ id: 'a1', side: 'fr', s: att, hex: '0404' }, { id: 'd1', side: 'ru', s: def, hex: '0504' }], ...o });

describe('battle sequence', () => {
  it('[N20 9.0] 4 against 2 is column +2: die 4 gives DR, the defender routs 1d6 hexes and morale swings', () => {
    let s = toCombat(start(duel()));
    expect(pending(s)?.type).toBe('n20:combat');
    s = dice(s, 4, 3);
    s = passSteps(battle(s, ['a1'], ['d1']));
    s = resolveRetreats(s);
    const b = n20(s).lastMatrix;
    expect(b).toBeNull();
    expect(logText(s)).toContain('Die 4 on column +2: DR');
    expect(n20(s).units.d1.routed).toBe(true);
    expect(contextOf(s).map.distance(s.units.d1.hex!, '0504')).toBe(3);
    expect(morale(s, 'ru')).toBe(4);
    expect(morale(s, 'fr')).toBe(6);
  });

  it('[N20 9.0] committing reserves costs 1 Morale Point and shifts one column', () => {
    let s = toCombat(start(duel()));
    s = dice(s, 1);
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).toBe('n20:reserves');
    s = choose(s, 'commitReserve');
    expect(morale(s, 'fr')).toBe(4);
    s = resolveRetreats(passSteps(choose(s, 'pass')));
    expect(logText(s)).toContain('Die 1 on column +3: DW');
  });

  it('[N20 9.0] ruling: reserves once per battle per side, never below 1 Morale Point', () => {
    let s = toCombat(start(duel({ morale: { fr: 1, ru: 5 } })));
    s = battle(s, ['a1'], ['d1']);
    // the French cannot afford reserves: they are not even asked (no card held)
    expect(pending(s)?.side).toBe('ru');
    s = choose(s, 'commitReserve');
    expect(morale(s, 'ru')).toBe(4);
    expect(n20(s).battle?.reserves).toEqual({ attacker: 0, defender: 1 });
    // a second commitment in the same battle is neither offered nor accepted
    expect(choices(s)).not.toContain('commitReserve');
    expect(refuse(s, { type: 'choose', choice: 'commitReserve' }).rule).toBe('N20 9.0');
    expect(morale(s, 'ru')).toBe(4);
  });

  it('[N20 9.0] ruling: terrain gives the single best benefit (forest +1)', () => {
    let s = toCombat(start(duel({ hexes: [{ id: '0504', terrain: 'woods' }] })));
    s = passSteps(battle(dice(s, 4), ['a1'], ['d1']));
    expect(n20(s).battle?.terrain ?? 1).toBe(1);
    expect(logText(s)).toContain('Die 4 on column +1: DW');
  });

  it('[N20 9.0] ruling: a slope helps only when every attacker crosses it', () => {
    const base = {
      units: [
        { id: 'a1', side: 'fr' as const, s: 3, hex: '0404' },
        { id: 'a2', side: 'fr' as const, s: 1, hex: '0505' },
        { id: 'd1', side: 'ru' as const, s: 2, hex: '0504' },
      ],
      hexsides: [{ a: '0404', b: '0504', features: ['slope'], high: '0504' }],
    };
    // a1 alone (a2 would have to join a battle against d1: each defender fights once a phase, 9.3)
    let one = toCombat(start(mini({ ...base, units: base.units.filter((u) => u.id !== 'a2') })));
    one = passSteps(battle(dice(one, 3), ['a1'], ['d1']));
    expect(logText(one)).toContain('terrain 1');
    let two = toCombat(start(mini(base)));
    // a2 (not across the slope) must attack too: combat is mandatory
    two = passSteps(battle(dice(two, 3), ['a1', 'a2'], ['d1']));
    expect(logText(two)).toContain('Attack 4 against defence 2: differential +2');
  });

  it('[N20 9.0] artillery doubles when attacking', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 2, type: 'foot artillery', hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }] });
    let s = toCombat(start(scen));
    s = passSteps(battle(dice(s, 3), ['a1'], ['d1']));
    expect(logText(s)).toContain('Attack 4 against defence 2');
  });

  it('[N20 9.0] (9.6) ruling: an elite unit routs 1d6-2 hexes (at least 1)', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 6, hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504', guard: true }] });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 4, 2), ['a1'], ['d1'])));
    expect(logText(s)).toContain('retreats 1 hex (die 2, elite)');
    expect(contextOf(s).map.distance(s.units.d1.hex!, '0504')).toBe(1);
    expect(n20(s).units.d1).toMatchObject({ routed: true, broken: false });
  });

  it('[N20 9.0] (9.6) ruling: Routed units fight at half strength rounded up, keep their movement and lose their ZOC', () => {
    let s = start(duel({}, 4, 3));
    s = edit(s, (_d, st) => {
      st.units.d1.routed = true;
    });
    const ctx = contextOf(s);
    expect(combatStrength(s, ctx, 'd1')).toBe(2);
    expect(movementAllowance(s, ctx, 'd1')).toBe(2);
    // no ZOC: the French unit next to it is not locked and need not attack
    expect(legalCommands(s).some((c) => c.type === 'move' && c.units[0] === 'a1')).toBe(true);
  });

  it('[N20 9.0] (9.8) a retreat into an enemy ZOC is hazardous: 1-3 Breaks', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 4, hex: '0404' },
        { id: 'a2', side: 'fr', s: 1, hex: '0604' },
        { id: 'd1', side: 'ru', s: 2, hex: '0504' },
      ],
    });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 2, 3), ['a1', 'a2'], ['d1'])));
    expect(logText(s)).toContain('Die 2 on column +3: DW');
    expect(n20(s).units.d1.broken).toBe(true);
    expect(s.units.d1.status).toBe('eliminated');
    expect(morale(s, 'ru')).toBe(4);
    expect(morale(s, 'fr')).toBe(6);
  });

  it('[N20 9.0] (9.8) a hazardous retreat roll of 4+ lets the unit through', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 4, hex: '0404' },
        { id: 'a2', side: 'fr', s: 1, hex: '0604' },
        { id: 'd1', side: 'ru', s: 2, hex: '0504' },
      ],
    });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 2, 4), ['a1', 'a2'], ['d1'])));
    expect(n20(s).units.d1.broken).toBe(false);
    expect(s.units.d1.status).toBe('map');
  });

  it('[N20 9.0] (9.8) ruling: reaching the LOC hex with hexes left to go Breaks the unit', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 4, hex: '1004' }, { id: 'd1', side: 'ru', s: 2, hex: '1104' }] });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 4, 3), ['a1'], ['d1'])));
    expect(n20(s).units.d1.broken).toBe(true);
    expect(logText(s)).toContain('reached its LOC hex');
  });

  it('[N20 9.0] (9.8) ruling: a unit with no legal retreat hex Breaks', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 4, hex: '1104' }, { id: 'd1', side: 'ru', s: 2, hex: '1204' }] });
    let s = toCombat(start(scen));
    s = passSteps(battle(dice(s, 2), ['a1'], ['d1']));
    expect(logText(s)).toContain('no retreat route');
    // standing on its own LOC hex, d1 cannot get nearer to it: Broken, with the break's morale swing
    expect(n20(s).units.d1.broken).toBe(true);
    expect(s.units.d1).toMatchObject({ status: 'eliminated', hex: null });
    expect(morale(s, 'ru')).toBe(4);
    expect(morale(s, 'fr')).toBe(6);
  });

  it('[N20 9.0] (9.9.3) ruling: one victorious unit may advance one hex into the vacated hex; artillery never advances', () => {
    const scen = mini({
      units: [
        { id: 'a1', side: 'fr', s: 3, hex: '0404' },
        { id: 'art', side: 'fr', s: 2, type: 'foot artillery', hex: '0505' },
        { id: 'd1', side: 'ru', s: 1, hex: '0504' },
      ],
    });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 2), ['a1', 'art'], ['d1'])));
    expect(pending(s)?.type).toBe('n20:advance');
    expect(choices(s)).toEqual(['advance:a1@0504', 'pass']);
    s = choose(s, 'advance', { units: ['a1'], hex: '0504' });
    expect(s.units.a1.hex).toBe('0504');
  });

  it('[N20 12.0] (12.6) committing the Guard costs 1 Morale Point and a failed Guard attack 1 more', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 2, hex: '0404', guard: true }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }] });
    let s = toCombat(start(scen));
    s = passSteps(battle(dice(s, 3), ['a1'], ['d1']));
    expect(logText(s)).toContain('Die 3 on column 0: N');
    expect(morale(s, 'fr')).toBe(3);
  });

  it('[N20X 12.7] Guard commitment is free when either side has fewer than 2 Morale Points', () => {
    const scen = mini({ morale: { fr: 5, ru: 1.5 }, units: [{ id: 'a1', side: 'fr', s: 4, hex: '0404', guard: true }, { id: 'd1', side: 'ru', s: 1, hex: '0504' }] });
    let s = toCombat(start(scen, { 'N20X 12.1': true }));
    s = passSteps(battle(dice(s, 6), ['a1'], ['d1']));
    expect(logText(s)).toContain('no Morale cost');
    expect(morale(s, 'fr')).toBe(5.5);
  });
});

describe('zones of control and mandatory combat', () => {
  it('[N20 7.0] combat is mandatory: the Combat Phase cannot end while a unit is next to an enemy', () => {
    const s = toCombat(start(duel()));
    expect(choices(s)).not.toContain('end');
    expect(n20(choose(s, 'attack', { units: ['a1'] })).declaring).toEqual({ attackers: ['a1'], defenders: [] });
    const e = refuse(s, { type: 'choose', choice: 'end' });
    expect(e.rule).toBe('N20 7.0');
  });

  it('[N20 7.0] ruling: a unit starting in an enemy ZOC is locked in the Movement Phase', () => {
    const s = start(duel());
    expect(legalCommands(s).some((c) => c.type === 'move' && c.units[0] === 'a1')).toBe(false);
    const e = refuse(s, { type: 'move', units: ['a1'], path: ['0304'] });
    expect(e.rule).toBe('N20 6.0');
  });

  it('[N20 6.0] entering an enemy ZOC stops a unit; forest stops it; one unit a hex', () => {
    const scen = mini({
      units: [{ id: 'a1', side: 'fr', s: 2, m: 4, hex: '0204' }, { id: 'a2', side: 'fr', s: 1, hex: '0202' }, { id: 'd1', side: 'ru', s: 2, hex: '0704' }],
      hexes: [{ id: '0304', terrain: 'woods' }],
    });
    const s = start(scen);
    const dests = legalCommands(s).filter((c) => c.type === 'move' && c.units[0] === 'a1').map((c) => (c.type === 'move' ? c.path : []));
    // 0604 is in d1's ZOC: reachable, but no path goes through it
    expect(dests.some((p) => p[p.length - 1] === '0604')).toBe(true);
    expect(dests.every((p) => !p.slice(0, -1).includes('0604') && !p.slice(0, -1).includes('0304'))).toBe(true);
    expect(dests.some((p) => p[p.length - 1] === '0202')).toBe(false);
    expect(act(s, { type: 'move', units: ['a1'], path: ['0304'] }).units.a1.hex).toBe('0304');
    expect(refuse(s, { type: 'move', units: ['a1'], path: ['0304', '0404'] }).rule).toBe('N20 6.0');
  });

  it('[N20 6.0] ruling: a river blocks movement except at a bridge or ford; a road hexside costs 1', () => {
    const scen = mini({
      units: [{ id: 'a1', side: 'fr', s: 2, m: 2, hex: '0204' }, { id: 'd1', side: 'ru', s: 2, hex: '1108' }],
      hexsides: [
        { a: '0204', b: '0304', features: ['river'] },
        { a: '0204', b: '0305', features: ['river', 'ford'] },
      ],
      hexes: [{ id: '0203', terrain: 'marsh' }, { id: '0205', terrain: 'marsh' }, { id: '0206', terrain: 'marsh' }],
      roads: [{ kind: 'road', path: ['0204', '0205', '0206'] }],
    });
    const s = start(scen);
    const ends = legalCommands(s).filter((c) => c.type === 'move').map((c) => (c.type === 'move' ? c.path[c.path.length - 1] : ''));
    expect(ends).not.toContain('0304');
    expect(ends).toContain('0305');
    expect(ends).toContain('0206');
  });
});

describe('reaction phase', () => {
  it('[N20 8.0] ruling: a unit next to the enemy may disengage one hex out of enemy ZOCs', () => {
    let s = start(duel());
    s = choose(s, 'end');
    expect(pending(s)?.type).toBe('n20:reaction');
    expect(choices(s)).toContain('disengage:d1@0604');
    s = choose(s, 'disengage', { units: ['d1'], hex: '0604' });
    expect(s.units.d1.hex).toBe('0604');
  });

  it('[N20 8.0] ruling: reacting cavalry may countercharge, fighting a battle as the attacker', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 1, hex: '0404' }, { id: 'c1', side: 'ru', s: 3, type: 'cavalry', m: 3, hex: '0504' }] });
    let s = choose(start(scen), 'end');
    s = choose(s, 'countercharge', { units: ['c1'], hex: '0404' });
    expect(n20(s).battle?.reaction).toBe(true);
    expect(n20(s).battle?.attacker).toBe('ru');
    s = resolveRetreats(passSteps(dice(s, 2)));
    expect(logText(s)).toContain('(Countercharge)');
    expect(logText(s)).toContain('Die 2 on column +2: DW');
  });
});

import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../../src/engine/index';
import { contextOf } from '../../../src/engine/core/api';
import { finalResult } from '../../../src/engine/modules/n20/victory';
import { nightMorale } from '../../../src/engine/modules/n20/phases';
import { addMorale } from '../../../src/engine/modules/n20/morale';
import { battle, choices, choose, dice, edit, logText, mini, morale, n20, passSteps, pending, resolveRetreats, start, toCombat } from './helpers';

const HALF = { 'N20X 12.1': true };
const VIC = { 'N20X 15.0': true };
const out = () => ({ events: [], revealed: false, rolled: false });
const spread = () =>
  mini({
    units: [
      { id: 'a1', side: 'fr', s: 3, hex: '0202' },
      { id: 'r1', side: 'ru', s: 3, hex: '1007' },
    ],
    objectives: [{ hex: '0606', vp: 1, owner: 'ru' }],
  });

describe('half-point morale', () => {
  it('[N20X 12.1] the track now reaches 10 1/2 (10 without the module)', () => {
    const ctx = contextOf(start(spread()));
    let s = start(spread(), HALF);
    s = edit(s, (d) => {
      addMorale(d, ctx, out(), 'fr', 9, 'test', 'test');
    });
    expect(morale(s, 'fr')).toBe(10.5);
    let b = start(spread());
    b = edit(b, (d) => {
      addMorale(d, ctx, out(), 'fr', 9, 'test', 'test');
    });
    expect(morale(b, 'fr')).toBe(10);
  });

  it('[N20X 12.1] an army fights on with only 1/2 Morale Point left', () => {
    const ctx = contextOf(start(spread()));
    const s = edit(start(spread(), HALF), (d) => {
      addMorale(d, ctx, out(), 'ru', -4.5, 'test', 'test');
    });
    expect(morale(s, 'ru')).toBe(0.5);
    expect(s.result).toBeNull();
  });

  it('[N20X 12.7] 12.7.1 small formation: breaking a 1-strength unit moves morale by 1/2 each way', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 5, hex: '0404' }, { id: 'd1', side: 'ru', s: 1, hex: '0504' }] });
    let s = toCombat(start(scen, HALF));
    s = passSteps(battle(dice(s, 5), ['a1'], ['d1']));
    expect(logText(s)).toContain('DB');
    expect(morale(s, 'ru')).toBe(4.5);
    expect(morale(s, 'fr')).toBe(5.5);
  });

  it('[N20X 12.7] 12.7.1 uses the printed strength, not the Disordered one', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 6, hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }] });
    let s = toCombat(start(scen, HALF));
    s = edit(s, (_d, st) => {
      st.units.d1.disordered = true;
    });
    s = passSteps(battle(dice(s, 6), ['a1'], ['d1']));
    expect(morale(s, 'ru')).toBe(4);
  });

  it('[N20X 12.7] 12.7.2 rally: 1/2 Morale Point buys +1 for one unit; a whole point for every roll', () => {
    const scen = mini({ night: [1], turns: 2, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'a2', side: 'fr', s: 3, hex: '0204' }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] });
    let s = start(scen, HALF);
    s = edit(s, (_d, st) => {
      st.units.a1.routed = true;
      st.units.a2.routed = true;
    });
    s = choose(s, 'end'); // fr night move
    s = choose(s, 'end'); // ru night move
    expect(pending(s)?.type).toBe('n20:rally');
    expect(choices(s)).toContain('rally:one:a1');
    s = choose(s, 'rally:one', { units: ['a1'] });
    expect(morale(s, 'fr')).toBe(5.5); // 5 +1 night recovery -1/2
    s = choose(dice(s, 2, 2), 'rally:roll');
    expect(n20(s).units.a1.routed).toBe(false);
    expect(n20(s).units.a2.routed).toBe(true);
    let w = start(scen, HALF);
    w = edit(w, (_d, st) => {
      st.units.a1.routed = true;
      st.units.a2.routed = true;
    });
    w = choose(choose(w, 'end'), 'end');
    w = choose(w, 'rally:all');
    expect(morale(w, 'fr')).toBe(5);
    expect(choices(w)).toEqual(['rally:roll']);
    w = choose(dice(w, 2, 2), 'rally:roll');
    expect(n20(w).units.a1.routed).toBe(false);
    expect(n20(w).units.a2.routed).toBe(false);
  });

  it('[N20X 12.7] 12.7.2 the half-point rally modifier needs the module', () => {
    const scen = mini({ night: [1], turns: 2, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] });
    let s = edit(start(scen), (_d, st) => {
      st.units.a1.routed = true;
    });
    s = choose(choose(s, 'end'), 'end');
    expect(choices(s).some((c) => c.startsWith('rally:one'))).toBe(false);
  });

  it('[N20X 12.7] 12.7.3 each enemy-occupied LOC hex at night costs 1/2 (base: 1 per pair)', () => {
    const scen = mini({
      loc: { fr: ['0104', '0105'], ru: ['1204'] },
      units: [{ id: 'r1', side: 'ru', s: 2, hex: '0104' }, { id: 'r2', side: 'ru', s: 2, hex: '0105' }, { id: 'a1', side: 'fr', s: 1, hex: '0801' }],
    });
    const ctx = contextOf(start(scen));
    const half = edit(start(scen, HALF), (d) => nightMorale(d, ctx, out()));
    expect(morale(half, 'fr')).toBe(5); // 5 - 1/2 - 1/2 + 1
    const one = edit(start(scen, HALF), (d, st) => {
      d.units.r2.hex = '0307';
      nightMorale(d, ctx, out());
      void st;
    });
    expect(morale(one, 'fr')).toBe(5.5);
    const base = edit(start(scen), (d) => nightMorale(d, ctx, out()));
    expect(morale(base, 'fr')).toBe(5); // one point for the pair, +1 recovery
    const baseOne = edit(start(scen), (d) => {
      d.units.r2.hex = '0307';
      nightMorale(d, ctx, out());
    });
    expect(morale(baseOne, 'fr')).toBe(6);
  });

  it('[N20X 12.7] 12.7.5 a Small Formation withdrawn from the map still costs a full point', () => {
    const scen = mini({ loc: { fr: ['0104'], ru: ['1204'] }, units: [{ id: 'a1', side: 'fr', s: 1, hex: '0104' }, { id: 'r1', side: 'ru', s: 2, hex: '1007' }] });
    let s = edit(start(scen, HALF), (_d, st) => {
      st.withdrawal = ['fr'];
    });
    s = choose(s, 'exit', { units: ['a1'] });
    expect(s.units.a1.status).toBe('exited');
    expect(morale(s, 'fr')).toBe(4);
  });
});

describe('victory', () => {
  it('[N20X 15.0] Decisive: the enemy at 0 or less while we keep at least 1/2, at any time', () => {
    const scen = mini({ morale: { fr: 5, ru: 1 }, units: [{ id: 'a1', side: 'fr', s: 5, hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504' }] });
    let s = toCombat(start(scen, { ...VIC, ...HALF }));
    s = passSteps(battle(dice(s, 6), ['a1'], ['d1']));
    expect(s.result?.level).toBe('Decisive Victory');
    expect(s.result?.winner).toBe('fr');
    expect(s.result?.rule).toBe('N20X 15.0');
  });

  it('[N20X 15.0] Marginal: morale at least equal and more enemy objective, LOC and works hexes occupied', () => {
    const s = edit(start(spread(), VIC), (d, st) => {
      d.units.a1.hex = '0606';
      st.morale.fr = 8;
      st.morale.ru = 8;
    });
    expect(finalResult(s, contextOf(s))).toMatchObject({ level: 'Marginal Victory', winner: 'fr' });
  });

  it('[N20X 15.0] ruling: a Redoubt or Fort counts for whoever occupies it', () => {
    const s = edit(start(spread(), VIC), (d, st) => {
      st.works['1007'] = 'redoubt';
    });
    expect(finalResult(s, contextOf(s))).toMatchObject({ level: 'Marginal Victory', winner: 'ru' });
  });

  it('[N20X 15.0] Tactical: no one holds the battlefield, morale at least one higher', () => {
    const s = edit(start(spread(), VIC), (_d, st) => {
      st.morale.fr = 12;
      st.morale.ru = 10;
    });
    expect(finalResult(s, contextOf(s))).toMatchObject({ level: 'Tactical Victory', winner: 'fr' });
  });

  it('[N20X 15.0] Draw: morale within 1/2 and no battlefield', () => {
    const s = edit(start(spread(), VIC), (_d, st) => {
      st.morale.fr = 11;
      st.morale.ru = 10;
    });
    expect(finalResult(s, contextOf(s))).toMatchObject({ level: 'Draw', winner: null });
  });

  it('[N20X 15.0] ruling: both armies at 0 at once is a Draw', () => {
    const ctx = contextOf(start(spread()));
    const s = edit(start(spread(), VIC), (d, st) => {
      st.morale.fr = 0;
      addMorale(d, ctx, out(), 'ru', -5, 'test', 'test');
    });
    expect(s.result?.level).toBe('Draw');
  });

  it('[N20 15.0] ruling: base game: at 0 a side loses at once; at the end the named side wins ties, else a Draw', () => {
    const ctx = contextOf(start(spread()));
    const lose = edit(start(spread()), (d) => {
      addMorale(d, ctx, out(), 'fr', -5, 'test', 'test');
    });
    expect(lose.result).toMatchObject({ level: 'Victory', winner: 'ru', rule: 'N20 15.0' });
    const tie = start(spread());
    expect(finalResult(tie, ctx)).toMatchObject({ level: 'Victory', winner: 'ru' });
    const up = edit(start(spread()), (_d, st) => {
      st.morale.fr = 12;
    });
    expect(finalResult(up, ctx)).toMatchObject({ level: 'Draw', winner: null });
  });

  it('[N20 15.0] the game ends after the last turn with a victory level', () => {
    let s = start(mini({ turns: 1, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] }));
    s = choose(s, 'end');
    s = choose(s, 'end');
    // both sides rested (+1 each, 13.0): equal morale, so the scenario's named side (the Russians) wins
    expect(morale(s, 'fr')).toBe(6);
    expect(morale(s, 'ru')).toBe(6);
    expect(s.result).toMatchObject({ winner: 'ru', level: 'Victory', rule: 'N20 15.0' });
    expect(pending(s)).toBeNull();
  });
});

describe('base morale, lulls and night', () => {
  it('[N20 13.0] ruling: a player who neither moves nor fights gains 1 Morale Point', () => {
    let s = start(spread());
    s = choose(s, 'end');
    expect(morale(s, 'fr')).toBe(6);
    expect(logText(s)).toContain('a lull');
  });

  it('[N20 14.0] ruling: at night each side loses 1 per own objective held by the enemy, then recovers 1', () => {
    const s = edit(start(spread()), (d) => {
      d.units.a1.hex = '0606';
      nightMorale(d, contextOf(d as never), out());
    });
    expect(morale(s, 'ru')).toBe(5);
    expect(morale(s, 'fr')).toBe(6);
  });

  it('[N20 4.0] ruling: a night turn has movement only (no events, no ZOC, no battles), then the Night Phase and the reshuffle', () => {
    const scen = mini({ night: [1], turns: 2, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0404' }, { id: 'r1', side: 'ru', s: 3, hex: '0504' }] });
    let s = start(scen);
    expect(pending(s)?.type).toBe('n20:movement');
    expect(logText(s)).not.toContain('draws');
    // no ZOC at night: the adjacent unit is free to move away
    expect(choices(s).includes('move')).toBe(true);
    s = choose(s, 'end');
    expect(pending(s)?.type).toBe('n20:movement');
    s = choose(s, 'end');
    expect(logText(s)).toContain('reshuffled (end of the night turn)');
    expect(s.clock.turn).toBe(2);
  });

  it('[N20 12.0] ruling: a unit routed then broken in the same retreat counts once, as broken', () => {
    const scen = mini({ units: [{ id: 'a1', side: 'fr', s: 4, hex: '1004' }, { id: 'd1', side: 'ru', s: 2, hex: '1104' }] });
    let s = toCombat(start(scen));
    s = resolveRetreats(passSteps(battle(dice(s, 4, 3), ['a1'], ['d1'])));
    expect(n20(s).units.d1.broken).toBe(true);
    expect(morale(s, 'ru')).toBe(4);
    expect(morale(s, 'fr')).toBe(6);
    expect(RULINGS.some((r) => r.rule === 'N20 12.0')).toBe(true);
  });

  it('[N20 10.0] ruling: a Broken unit returns at a friendly LOC hex on 4+, is lost on a 1', () => {
    const scen = mini({ night: [1], turns: 2, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'a2', side: 'fr', s: 3, hex: '0204' }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] });
    let s = edit(start(scen), (d, st) => {
      for (const u of ['a1', 'a2']) {
        d.units[u].status = 'eliminated';
        d.units[u].hex = null;
        st.units[u].broken = true;
      }
    });
    s = choose(choose(s, 'end'), 'end');
    s = choose(dice(s, 4, 1), 'rally:roll');
    expect(s.units.a1.status).toBe('map');
    expect(s.units.a1.hex).toBe('0104');
    expect(n20(s).units.a2.gone).toBe('lost');
  });

  it('[N20 11.0] ruling: reinforcements enter at their hex at the start of their Movement Phase and may move', () => {
    const scen = mini({ turns: 2, units: [{ id: 'a1', side: 'fr', s: 3, hex: '0202' }, { id: 'a9', side: 'fr', s: 2, hex: null, arrives: { turn: 2, hex: '0106' } }, { id: 'r1', side: 'ru', s: 3, hex: '1007' }] });
    let s = start(scen);
    expect(s.units.a9.status).toBe('pending');
    s = choose(choose(s, 'end'), 'end');
    expect(s.units.a9.hex).toBe('0106');
    expect(choices(s)).toContain('move');
  });
});

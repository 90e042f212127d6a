// Battle previews the client shows before a player commits (N20 9.0): the odds of a declared battle,
// and at a reserve step what committing reserves changes and what it costs in morale (N20 12.0).
import { describe, expect, it } from 'vitest';
import { n20BattlePreview } from '../../../src/engine/index';
import { battle, choose, dice, logText, mini, n20, passSteps, pending, start, toCombat } from './helpers';

const duel = () => mini({ units: [{ id: 'a1', side: 'fr', s: 4, hex: '0404' }, { id: 'd1', side: 'ru', s: 2, hex: '0504', }], hexes: [{ id: '0504', terrain: 'village' }] });

describe('battle preview', () => {
  it('[N20 9.0] a battle being declared shows its strengths, terrain, column and the result of each die face', () => {
    let s = toCombat(start(duel()));
    expect(n20BattlePreview(s, 'fr')).toBeNull();
    s = choose(s, 'attack', { units: ['a1'] });
    s = choose(s, 'target', { units: ['d1'] });
    const p = n20BattlePreview(s, 'fr')!;
    expect(p.battle).toBeNull();
    expect(p.now).toMatchObject({ attack: 4, defence: 2, terrain: 1, differential: 1, column: 1 });
    expect(p.now.results).toEqual(['AW', 'N', 'DW', 'DW', 'DR', 'DR']);
    // what the battle then does agrees with the preview
    s = passSteps(choose(dice(s, 3), 'battle'));
    expect(logText(s)).toContain('Die 3 on column +1: DW');
  });

  it('[N20 12.0] at the attacker reserve step: one column right for 1 Morale Point, shown before committing', () => {
    let s = toCombat(start(duel()));
    s = battle(s, ['a1'], ['d1']);
    expect(pending(s)?.type).toBe('n20:reserves');
    const p = n20BattlePreview(s, 'fr')!;
    expect(p.battle).toBe(1);
    expect(p.reserve).toMatchObject({ side: 'fr', role: 'attacker', allowed: true, moraleBefore: 10, moraleAfter: 8 });
    expect(p.now.column).toBe(1);
    expect(p.reserve!.after.column).toBe(2);
    expect(p.reserve!.after.results).toEqual(['N', 'DW', 'DW', 'DR', 'DR', 'DR']);
    // the other side sees the battle but not a reserve choice that is not his
    expect(n20BattlePreview(s, 'ru')!.reserve).toBeNull();
    s = choose(s, 'commitReserve');
    expect(n20(s).morale.fr).toBe(8);
    s = passSteps(choose(dice(s, 2), 'pass'));
    expect(logText(s)).toContain('Die 2 on column +2: DW');
  });

  it('[N20 12.0] at the defender reserve step the shift is one column left', () => {
    let s = toCombat(start(duel()));
    s = choose(battle(s, ['a1'], ['d1']), 'pass');
    expect(pending(s)?.side).toBe('ru');
    const p = n20BattlePreview(s, 'ru')!;
    expect(p.reserve).toMatchObject({ side: 'ru', role: 'defender', moraleBefore: 10, moraleAfter: 8 });
    expect(p.reserve!.after.column).toBe(0);
  });
});

// NLC 20.2.2 division-level command range (optional doctrine): division by division from the corps leader.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, query, type Command, type GameState } from '../../engineApi';
import { type UnitSpec } from '../../fixtures';
import { doctrineGame } from './doctrineGame';
import { atAction } from '../../harness';
import { inCommand } from '../../../../src/engine/modules/nlc/orders/commandRange';
import { produce } from 'immer';
import { hiddenDraft } from '../../../../src/engine/rules/hidden';

/** I Corps (Ney at 0303) marching to 0310 under orders; the given French units of I Corps; an Allied unit far away unless placed. */
const game = (units: UnitSpec[], doctrine = true, extra: { hexes?: { id: string; terrain: string }[]; enemy?: string } = {}): GameState =>
  doctrineGame(units, { doctrine, orders: true, ...extra });
const inf = (id: string, hex: string, division?: string): UnitSpec => ({ id, side: 'fr', hex, type: 'infantry', ...(division ? { division } : {}) });
const cmd = (s: GameState, u: string) => inCommand(s, contextOf(s), u);

describe('NLC 20.2.2 division-level command range', () => {
  it('[NLC 20.2] a division is in command touching the corps leader or a division in command, not by the 3 MP range', () => {
    // a chain of divisions from Ney: 1st (0304), 2nd (0305), light cavalry (0306), artillery (0307)
    const chain = game([
      inf('a', '0304', '1st'),
      inf('c', '0305', '2nd'),
      { id: 'lc', side: 'fr', hex: '0306', type: 'light cavalry', movement: 7 },
      { id: 'art', side: 'fr', hex: '0307', type: 'foot artillery', movement: 3 },
    ]);
    expect(['a', 'c', 'lc', 'art'].map((u) => cmd(chain, u))).toEqual([true, true, true, true]);
    // the standard range (3 MP) leaves the artillery 4 hexes out
    const plain = game([inf('a', '0304', '1st'), inf('c', '0305', '2nd'), { id: 'lc', side: 'fr', hex: '0306', type: 'light cavalry', movement: 7 }, { id: 'art', side: 'fr', hex: '0307', type: 'foot artillery', movement: 3 }], false);
    expect(cmd(plain, 'art')).toBe(false);
    // a lone division two hexes from Ney: in the 3 MP range, but touching nothing in command
    expect(cmd(game([inf('c', '0305', '2nd')]), 'c')).toBe(false);
    expect(cmd(game([inf('c', '0305', '2nd')], false), 'c')).toBe(true);
  });

  it('[NLC 20.2] en bataille one brigade touching suffices; otherwise every brigade must touch', () => {
    // 1st division a (0304) and b (0305) side by side: b is in command through a
    const bataille = game([inf('a', '0304', '1st'), inf('b', '0305', '1st')]);
    expect(cmd(bataille, 'b')).toBe(true);
    // b two hexes from a: the division is not en bataille, b touches nothing in command, so neither is in command
    const apart = game([inf('a', '0304', '1st'), inf('b', '0306', '1st')]);
    expect([cmd(apart, 'a'), cmd(apart, 'b')]).toEqual([false, false]);
  });

  it('[NLC 20.2] an en bataille division is in command across one empty clear gap hex free of enemy ZOC', () => {
    const units = [inf('a', '0304', '1st'), inf('c', '0306', '2nd')];
    expect(cmd(game(units), 'c')).toBe(true);
    // woods in the gap block sight: no command across it
    expect(cmd(game(units, true, { hexes: [{ id: '0305', terrain: 'woods' }] }), 'c')).toBe(false);
    // an enemy unit at 0404 puts the gap in its ZOC
    expect(cmd(game(units, true, { enemy: '0404' }), 'c')).toBe(false);
    // artillery passes command on only by touching, never across a gap
    const viaGuns = game([{ id: 'art', side: 'fr', hex: '0304', type: 'foot artillery', movement: 3 }, inf('c', '0306', '2nd')]);
    expect([cmd(viaGuns, 'art'), cmd(viaGuns, 'c')]).toEqual([true, false]);
    // light cavalry does
    const viaCav = game([{ id: 'lc', side: 'fr', hex: '0304', type: 'light cavalry', movement: 7 }, inf('c', '0306', '2nd')]);
    expect(cmd(viaCav, 'c')).toBe(true);
  });

  it('[NLC 20.2] a move that takes a division out of division command is refused (NLC 12.1 never out of range by movement)', () => {
    const move = (s: GameState, units: string[], path: string[]) => applyCommand(s, { type: 'move', side: 'fr', units, path, n: s.seq } as unknown as Command);
    const s = atAction(game([inf('a', '0304', '1st')]), 'fr', ['f1']);
    const r = move(s, ['a'], ['0305']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('NLC 12.1');
    // without the doctrine 0305 is within 3 MP of Ney
    expect(move(atAction(game([inf('a', '0304', '1st')], false), 'fr', ['f1']), ['a'], ['0305']).ok).toBe(true);
  });

  it('[NLC 20.2] the gap hex is judged on the board as the side sees it: a hidden enemy ZOC does not count, a marker fills the gap alike', () => {
    const units = [inf('a', '0304', '1st'), inf('c', '0306', '2nd')];
    const hide = (s: GameState) => produce(s, (d) => void hiddenDraft(d, 'al').pieces.push('z'));
    // z at 0404 puts the gap 0305 in its ZOC: in plain sight that cuts command; hidden (MOP 37.10) it does not
    expect(cmd(game(units, true, { enemy: '0404' }), 'c')).toBe(false);
    expect(cmd(hide(game(units, true, { enemy: '0404' })), 'c')).toBe(true);
    // a marker in the gap hex fills it whether it covers z or is a dummy: the same answer for both
    const real = hide(game(units, true, { enemy: '0305' }));
    const dummy = produce(game(units), (d) => void (hiddenDraft(d, 'al').dummies.d1 = '0305'));
    expect([cmd(real, 'c'), cmd(dummy, 'c')]).toEqual([false, false]);
  });

  it('[NLC 20.2] the command range the map shades follows the rule in force: division by division with the doctrine, 3 MP without', () => {
    const range = (s: GameState) => {
      const a = query(s, 'fr', { type: 'commandRange', formation: 'f1' });
      if (a.type !== 'commandRange') throw new Error(JSON.stringify(a));
      return a.range;
    };
    const ney = '0303';
    const around = [ney, ...contextOf(game([])).map.hexes[ney].neighbours].sort();
    // a lone far brigade: under the doctrine only Ney's hex and the hexes next to him are in range
    const alone = range(game([inf('c', '0309', '2nd')]));
    expect(alone).toMatchObject({ rule: 'NLC 20.2', hexes: around, outOfRange: ['c'] });
    const plain = range(game([inf('c', '0309', '2nd')], false));
    expect(plain.rule).toBe('NLC 12.1');
    expect(plain.hexes).toContain('0305');
    expect(alone.hexes).not.toContain('0305');
    // a chain: 1st division next to Ney, 2nd across a gap; the hexes next to the 2nd (0307, 4 hexes from Ney) are in range
    const chain = range(game([inf('a', '0304', '1st'), inf('c', '0306', '2nd')]));
    expect(chain.outOfRange).toEqual([]);
    expect(chain.hexes).toEqual(expect.arrayContaining(['0304', '0306', '0307']));
    expect(range(game([inf('a', '0304', '1st'), inf('c', '0306', '2nd')], false)).hexes).not.toContain('0307');
  });
});

// NLC 20.2 doctrine (optional): en colonne and en bataille (20.2.1).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, legalCommands, newGame, contextOf, type Command, type GameState } from '../../engineApi';
import { atAction } from '../../harness';
import { doctrineMpHalves, enColonne } from '../../../../src/engine/modules/nlc/optional/doctrine';
import { miniScenario } from '../../fixtures';
import { RULINGS } from '../../../../src/engine/rulings';

/** I Corps with an infantry division of two brigades (a, b) and a lone brigade c of another division. */
function game(on: boolean, a: string, b: string): GameState {
  const sc = miniScenario({
    id: 'doctrine-' + Math.random().toString(36).slice(2),
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [
      { id: 'a', side: 'fr', hex: a, division: '1st', type: 'infantry' },
      { id: 'b', side: 'fr', hex: b, division: '1st', type: 'infantry' },
      { id: 'c', side: 'fr', hex: '0308', division: '2nd', type: 'infantry' },
      { id: 'z', side: 'al', hex: '0808' },
    ],
    leaders: [{ id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' }],
  });
  return newGame(sc, { rules: { 'NLC 20.2': on } }, 1);
}
const mpHalves = (s: GameState, u: string) => doctrineMpHalves(s, contextOf(s), u);
const strength = (s: GameState, u: string) => {
  const ctx = contextOf(s);
  return ctx.modules.flatMap((m) => m.hooks?.assaultStrengthPercent?.(s, ctx, u, 'defender', s.units[u].hex!, []) ?? []);
};

describe('NLC 20.2 doctrine', () => {
  it('[NLC 20.2] en colonne: brigades stacked in pairs keep their allowance; apart, each loses 1 MP', () => {
    expect(mpHalves(game(true, '0303', '0303'), 'a')).toBe(0);
    expect(mpHalves(game(true, '0303', '0305'), 'a')).toBe(-2);
    // a division of one brigade is in column on its own
    expect(mpHalves(game(true, '0303', '0305'), 'c')).toBe(0);
    // the option off: no change
    expect(mpHalves(game(false, '0303', '0305'), 'a')).toBe(0);
  });

  it('[NLC 20.2] en bataille: brigades side by side keep their strength; apart, or stacked with other infantry, -20%', () => {
    expect(strength(game(true, '0303', '0304'), 'a')).toEqual([]);
    expect(strength(game(true, '0303', '0306'), 'a')).toEqual([{ percent: -20, why: 'division not en bataille', rule: 'NLC 20.2' }]);
    // stacked together (en colonne) they are not en bataille
    expect(strength(game(true, '0303', '0303'), 'b')[0]?.percent).toBe(-20);
    // stacked with a brigade of another division
    const mixed = produce(game(true, '0303', '0304'), (d) => void (d.units.c.hex = '0304'));
    expect(strength(mixed, 'b')[0]?.percent).toBe(-20);
    expect(strength(game(false, '0303', '0306'), 'a')).toEqual([]);
  });

  it('[NLC 20.2] a division neither en colonne nor en bataille suffers both', () => {
    const s = game(true, '0303', '0306');
    expect(mpHalves(s, 'a')).toBe(-2);
    expect(strength(s, 'a')).toHaveLength(1);
  });

  it('[NLC 20.2] each part is ruled: road moves, division command, extended lines, light cavalry', () => {
    const ours = RULINGS.filter((r) => r.rule === 'NLC 20.2');
    for (const part of ['20.2.1', '20.2.2', '20.2.3', '20.2.4']) expect(ours.some((r) => r.question.includes(part))).toBe(true);
    expect(ours.filter((r) => r.question.includes('20.2.3')).every((r) => !/^Not yet/.test(r.ruling))).toBe(true);
  });

  /** Division 1st: a at `a`, b at `b` (not en colonne unless stacked); a road runs 0501-0510. */
  function roadGame(a: string, b: string, on = true): GameState {
    const sc = miniScenario({
      id: 'doctrine-road-' + Math.random().toString(36).slice(2),
      columns: 10,
      rows: 12,
      roads: [{ kind: 'road', path: ['0501', '0502', '0503', '0504', '0505', '0506', '0507', '0508', '0509', '0510'] }],
      units: [
        { id: 'a', side: 'fr', hex: a, division: '1st', type: 'infantry' },
        { id: 'b', side: 'fr', hex: b, division: '1st', type: 'infantry' },
        { id: 'z', side: 'al', hex: '1012' },
      ],
    });
    return atAction(newGame(sc, { rules: { 'NLC 20.2': on } }, 1), 'fr', ['f1']);
  }
  const move = (s: GameState, units: string[], path: string[]) => applyCommand(s, { type: 'move', side: 'fr', units, path, n: s.seq } as unknown as Command);

  it('[NLC 20.2] not en colonne, a brigade moving off the road has 1 MP less: 4 clear hexes refused, 3 allowed', () => {
    const s = roadGame('0303', '0308');
    const far = move(s, ['a'], ['0304', '0305', '0306', '0307']);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toBe('NLC 20.2');
    expect(move(s, ['a'], ['0304', '0305', '0306']).ok).toBe(true);
    // the move search agrees: 0307 is not offered
    expect(legalCommands(s).some((c) => c.type === 'move' && c.units.join() === 'a' && c.path.at(-1) === '0307')).toBe(false);
    // en colonne (stacked in a pair) the whole allowance is there; the option off likewise
    expect(move(roadGame('0303', '0303'), ['a'], ['0304', '0305', '0306', '0307']).ok).toBe(true);
    expect(move(roadGame('0303', '0308', false), ['a'], ['0304', '0305', '0306', '0307']).ok).toBe(true);
  });

  it('[NLC 20.2] the en colonne penalty is not paid in a road move', () => {
    const s = roadGame('0501', '0303');
    // 8 road hexes at 1/2 MP: the whole 4 MP, allowed although the division is not en colonne
    expect(move(s, ['a'], ['0502', '0503', '0504', '0505', '0506', '0507', '0508', '0509']).ok).toBe(true);
    // leaving the road on the last step makes it an ordinary move, which has only 3 MP
    const off = move(s, ['a'], ['0502', '0503', '0504', '0505', '0506', '0507', '0607']);
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.rule).toBe('NLC 20.2');
  });

  it('[NLC 20.2] more than two brigades are en colonne only when their stacks follow one path (a line of touching hexes)', () => {
    const sc = (hexes: string[]) =>
      newGame(
        miniScenario({
          id: 'doctrine-path-' + Math.random().toString(36).slice(2),
          units: [
            ...hexes.map((h, i) => ({ id: 'd' + i, side: 'fr' as const, hex: h, division: '1st', type: 'infantry' as const })),
            { id: 'z', side: 'al', hex: '0808' },
          ],
        }),
        { rules: { 'NLC 20.2': true } },
        1,
      );
    const col = (s: GameState) => enColonne(s, contextOf(s), 'd0');
    // three brigades: a pair and one alone behind it
    expect(col(sc(['0303', '0303', '0304']))).toBe(true);
    // the single brigade two hexes away: not one column
    expect(col(sc(['0303', '0303', '0305']))).toBe(false);
    // five brigades: pair, pair, one, in a line
    expect(col(sc(['0303', '0303', '0304', '0304', '0305']))).toBe(true);
    // the same three stacks in a triangle are not one path
    expect(col(sc(['0303', '0303', '0403', '0403', '0304']))).toBe(false);
  });
});

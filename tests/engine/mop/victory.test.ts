// Victory points in March on Paris (MOP 37.13) and the General Retreat exits (37.13.1).
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { applyCommand, contextOf, legalCommands, viewFor, loadScenario, type GameState } from '../engineApi';
import { atAction } from '../harness';
import { game, mopScenario, runEvents, withCards } from './cardsHelpers';
import { lossDifferentialVp, mopResult, mopVictory } from '../../../src/engine/modules/mop/victory/points';
import type { PlayedCard } from '../../../src/engine/modules/mop/cards/state';

const sc = mopScenario('mop-victory', { victory: { supplySources: [{ hex: '0106', side: 'fr' }, { hex: '1006', side: 'al' }] } }, {
  formations: [
    { id: 'f1', side: 'fr', name: 'I Corps', demoralization: 6 },
    { id: 'a1', side: 'al', name: 'Allied Corps', demoralization: 6 },
    { id: 'a2', side: 'al', name: 'Allied Reserve', demoralization: 6 },
  ],
});

const vpOf = (s: GameState, side: string, final = true) => mopVictory(s, contextOf(s), final).find((x) => x.side === side)!;
const lines = (s: GameState, side: string) => vpOf(s, side).lines.map((l) => [l.what.split(' (')[0], l.vp]);

function edit(s: GameState, f: (d: GameState) => void): GameState {
  return produce(s, (d) => void f(d as GameState));
}

describe('victory points', () => {
  it('[MOP 37.13] the side that lost fewer SP scores the differential divided by 5 (0-4: 0, 5-9: 1, 10-14: 2)', () => {
    expect([0, 4, 5, 9, 10, 14, 15].map((x) => lossDifferentialVp(0, x))).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(lossDifferentialVp(6, 2)).toBe(0);
    // two Allied 4-SP units eliminated, one French unit reduced to 2: 8 against 2, a difference of 6
    const s = edit(game(sc, 'study'), (d) => {
      d.units.au1.status = 'eliminated';
      d.units.au2.status = 'eliminated';
      d.units.fu1.steps = 1;
    });
    expect(vpOf(s, 'fr').lines.find((l) => l.what.startsWith('loss differential'))!.vp).toBe(1);
    expect(vpOf(s, 'al').total).toBe(0);
  });

  it('[MOP 37.13] each enemy corps demoralized is 4 VP; every Coalition corps demoralized is a French win', () => {
    let s = edit(game(sc, 'study'), (d) => void (d.nlc as { demoralizedFormations: string[] }).demoralizedFormations.push('a1'));
    expect(lines(s, 'fr')).toContainEqual(['1 enemy corps demoralized', 4]);
    s = edit(s, (d) => void (d.nlc as { demoralizedFormations: string[] }).demoralizedFormations.push('a2'));
    expect(mopResult(s, contextOf(s), 'End', [])).toMatchObject({ winner: 'fr', rule: 'MOP 37.13' });
  });

  it('[MOP 37.13] an enemy supply source held at the end is 4 VP: occupied, or last entered, by a unit in supply', () => {
    const s = edit(game(sc, 'study'), (d) => {
      d.units.fu1.hex = '1006';
    });
    expect(lines(s, 'fr')).toContainEqual(['1 enemy supply source held', 4]);
    // the erratum: a unit out of supply holds nothing
    const ctx = contextOf(s);
    const ctx2 = { ...ctx, modules: [{ id: 'no-supply', hooks: { unitInSupply: () => false } }, ...ctx.modules] };
    expect(mopVictory(s, ctx2, true).find((x) => x.side === 'fr')!.lines.some((l) => l.what.includes('supply source'))).toBe(false);
  });

  it('[MOP 37.13] an army commander taken is worth his rating to the enemy; Napoleon taken is a Coalition win', () => {
    const s = edit(game(sc, 'study'), (d) => void (d.leaders.sch.status = 'eliminated'));
    expect(lines(s, 'fr')).toContainEqual(['Schwarzenberg taken', 2]);
    const n = edit(game(sc, 'study'), (d) => void (d.leaders.nap.status = 'eliminated'));
    expect(mopResult(n, contextOf(n), 'End', [])).toMatchObject({ winner: 'al', level: 'Automatic victory' });
    // the game ends at the start of the next turn
    const t = runEvents(n, [], 2);
    expect(t.result).toMatchObject({ winner: 'al', rule: 'MOP 37.13' });
  });

  it('[MOP 37.13] a difference of 10% or less of the larger total is a draw', () => {
    const withVp = (fr: number, al: number) =>
      edit(game(sc, 'study'), (d) => {
        const pub = (d.mop as unknown as { cards: { played: PlayedCard[] } }).cards;
        const card = (side: string, vp: number): PlayedCard => ({ card: 9, side, turn: 1, source: 'draw', title: 'x', effect: 'x', note: '', vp, ours: false, revealTurn: 1, thisTurn: false });
        pub.played.push(card('fr', fr), card('al', al));
      });
    const result = (fr: number, al: number) => {
      const s = withVp(fr, al);
      return mopResult(s, contextOf(s), 'End', []);
    };
    expect(result(20, 18)).toMatchObject({ winner: null, level: 'Draw' });
    expect(result(20, 17)).toMatchObject({ winner: 'fr', level: 'Victory' });
    expect(result(8, 20)).toMatchObject({ winner: 'al', level: 'Decisive victory' });
  });

  it('[MOP 37.13] face-down cards count once shown; at the end all of them count and both sides see them', () => {
    let s = withCards(game(sc, 'study'), 'fr', (c) => {
      c.hidden.push({ card: 29, side: 'fr', turn: 1, source: 'draw', title: 'Alternate Reinforcements', effect: 'x', note: '', vp: 2, ours: true, revealTurn: 9, thisTurn: false });
    });
    expect(vpOf(s, 'fr', false).total).toBe(0);
    expect(viewFor(s, 'al').mop!.vp.find((x) => x.side === 'fr')!.total).toBe(0);
    s = edit(s, (d) => void (d.result = { winner: null, level: 'Draw', vp: {}, reason: 'end', rule: 'MOP 37.13' }));
    expect(viewFor(s, 'al').mop!.played.map((p) => p.card)).toContain(29);
    expect(viewFor(s, 'al').mop!.vp.find((x) => x.side === 'fr')!.total).toBe(2);
  });

  it('[MOP 37.13] after the General Retreat card, 1 VP for five units off the map, no more than the enemy units eliminated', () => {
    const many = mopScenario('mop-exit', {}, {
      units: [
        ...['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10'].map((id) => ({ id, side: 'fr', hex: '0204' })),
        { id: 'e1', side: 'al', hex: '0904' },
        { id: 'e2', side: 'al', hex: '0905' },
      ],
    });
    const exit = (retreat: boolean, killed: number) =>
      edit(game(many, 'study'), (d) => {
        for (const id of ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10']) d.units[id].status = 'exited';
        if (killed >= 1) d.units.e1.status = 'eliminated';
        if (killed >= 2) d.units.e2.status = 'eliminated';
        if (retreat) (d.mop as unknown as { cards: { generalRetreat: string[] } }).cards.generalRetreat.push('fr');
      });
    const exitVp = (s: GameState) => vpOf(s, 'fr').lines.find((l) => l.rule === 'MOP 37.13.1')?.vp ?? 0;
    expect(exitVp(exit(true, 2))).toBe(2);
    expect(exitVp(exit(true, 1))).toBe(1);
    expect(exitVp(exit(false, 2))).toBe(0);
  });
});

describe('scenario format', () => {
  it('[MOP 37.12] a card number that does not exist is refused with file, JSON path and reason', () => {
    const raw = JSON.parse(JSON.stringify({ ...mopScenario('mop-bad-card') }));
    raw.mop = { cards: { removed: { fr: [7, 32] } } };
    const r = loadScenario(raw, 'bad.json');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0]).toMatchObject({ file: 'bad.json', path: '$.mop.cards.removed.fr[1]' });
      expect(r.problems[0].problem).toMatch(/card 32 does not exist/);
    }
  });

  it('[MOP 37.13] supply sources off the map, unknown sides and removals beyond the deck are refused', () => {
    const raw = JSON.parse(JSON.stringify(mopScenario('mop-bad-vp')));
    raw.mop = { victory: { supplySources: [{ hex: '9999', side: 'ru' }] }, cards: { removed: { fr: [9, 9] } } };
    const r = loadScenario(raw, 'bad.json');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const paths = r.problems.map((p) => p.path);
      expect(paths).toEqual(expect.arrayContaining(['$.mop.cards.removed.fr[1]', '$.mop.victory.supplySources[0].side', '$.mop.victory.supplySources[0].hex']));
    }
  });
});

describe('exiting the map', () => {
  const ex = mopScenario('mop-exit-veto', {}, {
    hexes: [{ id: '0105', terrain: 'clear', supply: 'fr' }],
    units: [
      { id: 'fu1', side: 'fr', hex: '0105' },
      { id: 'fu2', side: 'fr', hex: '0107' },
      { id: 'au1', side: 'al', hex: '0905' },
    ],
  });
  const at = (retreat: boolean) => {
    let s = game(ex, 'study');
    if (retreat) s = edit(s, (d) => void (d.mop as unknown as { cards: { generalRetreat: string[] } }).cards.generalRetreat.push('fr'));
    return atAction(s, 'fr', ['f1']);
  };
  const exit = (s: GameState, unit: string) => applyCommand(s, { type: 'choose', side: 'fr', n: s.seq, choice: 'exit', units: [unit] });

  it('[MOP 37.13] units leave the map only after General Retreat is played, and only at a friendly supply source', () => {
    const before = at(false);
    expect(legalCommands(before, 'fr').some((c) => c.type === 'choose' && c.choice === 'exit')).toBe(false);
    const refused = exit(before, 'fu1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'no-general-retreat', rule: 'MOP 37.13.1' });
    const after = at(true);
    const exits = legalCommands(after, 'fr').filter((c) => c.type === 'choose' && c.choice === 'exit');
    expect(exits.map((c) => (c as { units: string[] }).units)).toEqual([['fu1']]);
    const ok = exit(after, 'fu1');
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.state.units.fu1.status).toBe('exited');
    const noSource = exit(after, 'fu2');
    expect(noSource.ok).toBe(false);
    if (!noSource.ok) expect(noSource.error).toMatchObject({ code: 'no-supply-source', rule: 'MOP 37.13.1' });
  });
});

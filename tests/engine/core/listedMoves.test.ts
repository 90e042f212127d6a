// A move the listing of a state offered is applied without being established again (listedMoves.ts).
// Applied right after the listing or with the listing forgotten, it must give the same state, byte for
// byte; and a path the listing did not offer is checked in full even right after a listing.
import { describe, it, expect } from 'vitest';
import { applyCommand, contextOf, legalCommands, stateHash, type Command, type GameState } from '../engineApi';
import { forgetListed } from '../../../src/engine/rules/movement/reachReuse';
import { walkRandomGame } from '../randomGame';

type Move = Extract<Command, { type: 'move' }>;

/** States of a random game where moves are listed, with those moves (the game stops once it has `take`). */
function movesOf(scenarioId: string, opts: string | undefined, seed: number, take: number): { s: GameState; moves: Move[] }[] {
  const out: { s: GameState; moves: Move[] }[] = [];
  walkRandomGame(scenarioId, opts, seed, 3000, (s, legal, i) => {
    const moves = legal.filter((x): x is Move => x.type === 'move');
    // every third listing of moves, so the sample reaches later turns
    if (moves.length && i % 3 === 0) out.push({ s, moves });
    return out.length < take;
  });
  return out;
}

describe('moves applied as the listing offered them', () => {
  it('[NLC 5.2] every listed move gives the same state whether the listing is remembered or forgotten', () => {
    let compared = 0;
    for (const [id, opts] of [['crossing', undefined], ['crossing', 'all'], ['montmirail', undefined]] as const) {
      for (const { s, moves } of movesOf(id, opts, 7, 8)) {
        // a spread of the listed moves: the first, the last and some between
        for (const m of moves.filter((_, i) => i % Math.max(1, Math.floor(moves.length / 6)) === 0)) {
          legalCommands(s);
          const remembered = applyCommand(s, m);
          forgetListed();
          const afresh = applyCommand(s, m);
          expect(remembered.ok && afresh.ok, `${id} ${m.units.join('+')} ${m.path.join('-')}`).toBe(true);
          if (remembered.ok && afresh.ok) {
            expect(stateHash(remembered.state)).toBe(stateHash(afresh.state));
            expect(remembered.events).toEqual(afresh.events);
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('[NLC 5.2] a path the listing did not offer is checked in full right after the listing', () => {
    const [{ s, moves }] = movesOf('crossing', undefined, 3, 1);
    const map = contextOf(s).map;
    const from = (m: Move) => (s.units[m.units[0]] ?? s.leaders[m.units[0]]).hex;
    const long = moves.find((m) => from(m) && map.distance(from(m)!, m.path[m.path.length - 1]) >= 2)!;
    legalCommands(s);
    // the same destination reached by jumping over a hex: not adjacent, refused with its case
    const jump = { ...long, path: [long.path[long.path.length - 1]] };
    const r = applyCommand(s, jump);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('NLC 5');
    // the listed path with a hex repeated is not the listed path either
    const again = { ...long, path: [...long.path.slice(0, -1), long.path[long.path.length - 2], long.path[long.path.length - 1]] };
    legalCommands(s);
    expect(applyCommand(s, again).ok).toBe(false);
  });
});

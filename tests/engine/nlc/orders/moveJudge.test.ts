// checkMove (orders/enforce.ts) settles what does not depend on the path once per state, group and start hex and
// keeps it for the group's next paths: on replayed states of a battle with orders on, every answer it gives from
// that memory must be the answer worked out afresh (code, words and case), for every destination of every group,
// also when one group's list is asked again in a later state.
import { describe, it, expect } from 'vitest';
import { loadScenarioFile } from '../../../../src/cli/files';
import { randomPicker } from '../../../../src/players/random';
import { applyCommand, contextOf, legalCommands, newGame, type GameState } from '../../engineApi';
import { activePieces, nlcPolicy } from '../../../../src/engine/modules/nlc/movement';
import { legalDestinations, pathTo } from '../../../../src/engine/rules/movement/reach';
import { checkMove } from '../../../../src/engine/modules/nlc/orders/enforce';

const said = (e: { code: string; message: string; rule: string } | null) => (e ? { code: e.code, message: e.message, rule: e.rule } : null);

describe('[NLC 12.2] orders judge every listed move as if asked afresh', () => {
  it('[NLC 12.1] command range and orders refuse the same paths, with the same words, from the remembered judge', () => {
    const sc = loadScenarioFile('brienne');
    let s: GameState = newGame(sc, { rules: {} }, 11);
    const pick = randomPicker(11);
    // one list per piece, kept across states: the memory must see that the state changed
    const kept = new Map<string, string[]>();
    let asked = 0;
    let refused = 0;
    for (let i = 0; i < 240 && !s.result; i++) {
      const top = s.stack[s.stack.length - 1];
      if (top?.k === 'decide' && top.type === 'formationMove' && i % 6 === 0) {
        const ctx = contextOf(s);
        for (const id of activePieces(s, ctx)) {
          const g = kept.get(id) ?? [id];
          kept.set(id, g);
          const r = legalDestinations(s, ctx, g, nlcPolicy(s, ctx, g));
          if ('code' in r) continue;
          for (const h of r.dests) {
            const path = pathTo(r.reach, h);
            const halves = r.reach.cost.get(h)!;
            const remembered = said(checkMove(s, ctx, g, r.mover.from, path, halves));
            const fresh = said(checkMove(s, ctx, [...g], r.mover.from, path, halves));
            expect(remembered).toEqual(fresh);
            asked++;
            if (fresh) refused++;
          }
        }
      }
      const res = applyCommand(s, pick.pick(legalCommands(s)));
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
    expect(asked).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(20);
  }, 120_000);
});

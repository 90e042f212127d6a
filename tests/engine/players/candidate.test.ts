// The candidate-action player (issue 14): honest (it decides from its side's view, so hidden parts of the
// true state cannot change its choice), deterministic for a seed, and always legal.
import { describe, expect, it } from 'vitest';
import { applyCommand, canonicalJson, defaultOptions, legalCommands, newGame, pendingDecision, stateHash, viewFor, type GameState, type Side } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';
import { candidatePlayer } from '../../../src/players/candidate';

/** Random legal play until `side` has a decision of `type` open (or anything, when type is null). */
function playTo(id: string, seed: number, side: Side, type: string | null, skip = 0): GameState {
  const sc = loadScenarioFile(id);
  let s = newGame(sc, defaultOptions(), seed);
  const pick = randomPicker(seed);
  let seen = 0;
  for (let i = 0; i < 3000 && !s.result; i++) {
    const p = pendingDecision(s)!;
    if (p.sides.includes(side) && (type === null || p.type === type) && seen++ >= skip) return s;
    const r = applyCommand(s, pick.pick(legalCommands(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error(`no ${type} for ${side}`);
}

/** The same position with every hidden part changed: the generator (future dice, the chit cup's draws),
 *  the other side's secrets, and for N20 the event deck's order. */
function hiddenChanged(s: GameState, side: Side): GameState {
  const other = Object.keys(s.secret).find((x) => x !== side) ?? 'other';
  const t: GameState = JSON.parse(JSON.stringify(s));
  t.rng = (s.rng ^ 0x9e3779b9) >>> 0;
  t.seed = s.seed + 1000;
  t.secret = { ...t.secret, [other]: { ...(t.secret[other] ?? {}), chosen: 'something the other side keeps secret' } };
  if (t.n20) {
    const hidden = (t.n20 as { hidden: { deck: string[] } }).hidden;
    hidden.deck = [...hidden.deck].reverse();
  }
  return t;
}

function decideWith(seed: number, s: GameState, side: Side) {
  return candidatePlayer(seed).decide({ view: viewFor(s, side), legal: legalCommands(s, side) });
}

describe('candidate-action player', () => {
  const cases: [string, Side, string][] = [
    ['tutorial', 'fr', 'formationMove'],
    ['crossing', 'al', 'formationMove'],
    ['gzhatsk20', 'fr', 'n20:movement'],
    ['gzhatsk20', 'fr', 'n20:combat'],
  ];
  for (const [id, side, type] of cases) {
    it(`honest in ${id} (${type}): a different hidden part, same view, same first decision`, () => {
      const a = playTo(id, 3, side, type);
      const b = hiddenChanged(a, side);
      // the premise: the true states differ, the side's views do not
      expect(stateHash(b)).not.toBe(stateHash(a));
      expect(canonicalJson(viewFor(b, side) as never)).toBe(canonicalJson(viewFor(a, side) as never));
      const da = decideWith(5, a, side);
      expect(decideWith(5, b, side)).toEqual(da);
      // and the choice is one of the legal commands, which the engine accepts
      expect(applyCommand(a, da).ok).toBe(true);
    });
  }

  it('deterministic: the same seed and view give the same decision, every time', () => {
    const s = playTo('demo', 2, 'ru', null, 5);
    expect(decideWith(9, s, 'ru')).toEqual(decideWith(9, s, 'ru'));
  });

  it('moves at its first movement segment rather than ending the activation, and says why', () => {
    const s = playTo('tutorial', 1, 'fr', 'formationMove');
    const p = candidatePlayer(1);
    const t = p.think({ view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') });
    expect(t.chosen.cmd.type).toBe('move');
    expect(t.top.length).toBeGreaterThan(1);
    expect(t.top[0].why).not.toBe('');
  });
});

// The search player (issue 14): Easy is the candidate player itself; Normal searches by rollouts from
// the side's view only, so two games identical in what the side sees but different in the hidden part
// (future dice, the other side's secrets) give the same decision; and it stays within its budget.
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, viewFor, type GameState } from '../../../src/engine';
import { candidatePlayer } from '../../../src/players/candidate';
import { playTo } from './playTo';
import { searchPlayer } from '../../../src/players/search';


/** A clock that advances 150 ms per reading: the search's budget becomes a fixed number of rounds. */
function fakeClock() {
  let t = 0;
  return () => (t += 150);
}

describe('search player', () => {
  it('Easy is the candidate-action player', () => {
    const s = playTo('demo', 2, 'fr', 'formationMove');
    const input = { view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') };
    expect(searchPlayer(5, { strength: 'easy', now: fakeClock() }).decide(input)).toEqual(candidatePlayer(5).decide(input));
  });

  it('Normal runs rollouts from the view, is honest about the hidden part, and answers legally', () => {
    const s = playTo('demo', 2, 'fr', 'formationMove');
    const t = JSON.parse(JSON.stringify(s)) as GameState;
    t.rng = (s.rng ^ 0x9e3779b9) >>> 0; // other future dice and chit draws
    t.seed = s.seed + 99;
    const a = searchPlayer(5, { strength: 'normal', now: fakeClock() });
    const ta = a.think({ view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') });
    expect(ta.rollouts).toBeGreaterThan(0);
    const tb = searchPlayer(5, { strength: 'normal', now: fakeClock() }).think({ view: viewFor(t, 'fr'), legal: legalCommands(t, 'fr') });
    expect(tb.chosen.cmd).toEqual(ta.chosen.cmd);
    expect(applyCommand(s, ta.chosen.cmd).ok).toBe(true);
    expect(ta.chosen.why).toMatch(/rollouts average/);
  });

  it('a cancelled search stops at once and plays the candidate choice', () => {
    const s = playTo('demo', 2, 'fr', 'formationMove');
    const input = { view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') };
    const t = searchPlayer(5, { strength: 'strong', now: fakeClock(), cancelled: () => true }).think(input);
    expect(t.rollouts).toBe(0);
    expect(t.chosen.cmd).toEqual(candidatePlayer(5).decide(input));
  });
});

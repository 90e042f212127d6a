// The search's rollouts (issue 14; orders-ai-demo.md part 2) play on past the open decision to the end of
// the activation (NLC 4.5) or player turn (N20 6.0 to 9.0), from the public sequence of play in the view,
// and stop there: the next chit or event card comes from parts the side cannot see.
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, pendingDecision, viewFor, type GameState } from '../../../src/engine';
import { candidatePlayer } from '../../../src/players/candidate';
import { playTo } from './playTo';
import { sampledState } from '../../../src/players/search/sample';


/** Both sides by the candidate player on `s` until no decision is left: the decision types met and the end state. */
function playOut(s: GameState): { seen: string[]; end: GameState } {
  const seen: string[] = [];
  const players: Record<string, ReturnType<typeof candidatePlayer>> = {};
  for (let i = 0; i < 300; i++) {
    const p = pendingDecision(s);
    if (!p) break;
    seen.push(p.type);
    const side = p.sides[0];
    const r = applyCommand(s, (players[side] ??= candidatePlayer(seen.length)).decide({ view: viewFor(s, side), legal: legalCommands(s, side) }) as never);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { seen, end: s };
}

const procs = (s: GameState) => s.stack.filter((f) => f.k === 'proc').map((f) => (f as { proc: string }).proc);

describe('search rollouts', () => {
  it('[NLC 4.5] a rollout from a movement decision runs on through the combat segments, not into the next activation', () => {
    const s = playTo('tutorial', 2, 'fr', 'formationMove');
    const sampled = sampledState(viewFor(s, 'fr'), 7);
    expect(procs(sampled)).toContain('assaultSegment');
    expect(procs(sampled)).not.toContain('formationEnd');
    expect(procs(sampled)).not.toContain('chitPull');
    // the activation's own steps are played, and the rollout stops at its end, before the next chit
    const { seen, end } = playOut(sampled);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toBe('formationMove');
    expect(end.clock.activation).toBe(s.clock.activation);
    expect(end.stack).toEqual([]);
  });

  it('[N20 6.0] a rollout from the movement phase runs on through reaction and combat, not into the next player turn', () => {
    const s = playTo('gzhatsk20', 3, 'fr', 'n20:movement');
    const sampled = sampledState(viewFor(s, 'fr'), 7);
    expect(procs(sampled)).toEqual(expect.arrayContaining(['n20:movementEnd', 'n20:reactionPhase', 'n20:combatPhase']));
    expect(procs(sampled)).not.toContain('n20:playerTurnEnd');
    const { seen, end } = playOut(sampled);
    expect(seen[0]).toBe('n20:movement');
    expect(end.clock.turn).toBe(s.clock.turn);
    expect(end.stack).toEqual([]);
  });
});

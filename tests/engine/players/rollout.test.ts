// The search's rollouts (issue 14; orders-ai-demo.md part 2) play on past the open decision, from the public
// sequence of play in the view: in NLC through the rest of the activation (NLC 4.5) and the next chit pulls
// (NLC 4.4, the cup is public, the draw is the sample's own) until the enemy's reply activation is over or
// the turn ends; in N20 to the end of the player turn (N20 6.0 to 9.0: the next one opens hidden cards).
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, pendingDecision, viewFor, type Command, type GameState } from '../../../src/engine';
import { candidatePlayer } from '../../../src/players/candidate';
import { playTo } from './playTo';
import { sampledState } from '../../../src/players/search/sample';
import { replyEnd } from '../../../src/players/search/reply';
import { searchPlayer } from '../../../src/players/search';


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
  it('[NLC 4.4] a rollout from a movement decision runs on through the combat segments and the chit pulls, not into the next turn', () => {
    const s = playTo('tutorial', 2, 'fr', 'formationMove');
    const sampled = sampledState(viewFor(s, 'fr'), 7);
    expect(procs(sampled)).toEqual(expect.arrayContaining(['assaultSegment', 'formationEnd', 'chitPull']));
    expect(procs(sampled)).not.toContain('turnEnd');
    const { seen, end } = playOut(sampled);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen[0]).toBe('formationMove');
    expect(end.clock.turn).toBe(s.clock.turn);
    expect(end.clock.activation).toBeGreaterThan(s.clock.activation);
    expect(end.stack).toEqual([]);
  });

  it("[NLC 4.4] the search's rollout stops when the enemy's first activation after the decision's is over", () => {
    const s = playTo('demo', 3, 'fr', 'formationMove');
    let t = sampledState(viewFor(s, 'fr'), 11);
    const start = t.clock;
    const ended = replyEnd(start, 'fr');
    const clocks: GameState['clock'][] = [];
    for (let i = 0; i < 300 && !t.result && !ended(t.clock); i++) {
      clocks.push(t.clock);
      const p = pendingDecision(t);
      if (!p) break;
      const r = applyCommand(t, candidatePlayer(i).decide({ view: viewFor(t, p.sides[0]), legal: legalCommands(t, p.sides[0]) }) as never);
      if (!r.ok) throw new Error(r.error.message);
      t = r.state;
    }
    // the Russians were pulled after the French activation, and the rollout saw their whole activation
    const reply = clocks.find((c) => c.activeSide === 'ru' && c.activation > start.activation);
    expect(reply).toBeDefined();
    expect(clocks.every((c) => c.activation <= reply!.activation)).toBe(true);
    expect(ended(t.clock)).toBe(true);
    expect(t.clock.activation).toBeGreaterThan(reply!.activation);
    // a clock of the decision's own activation, or a later French one before the reply, does not stop it
    expect(replyEnd(start, 'fr')({ ...start, activation: start.activation + 1, activeSide: 'fr' })).toBe(false);
    expect(replyEnd(start, 'fr')({ ...start, turn: start.turn + 1 })).toBe(true);
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

  it('[N20 9.0] a rollout from a battle being declared keeps the attackers and defenders named so far, and the search weighs the battle', () => {
    // the probe's frame once had no such lists, so every combat command threw on a sample and the search
    // never looked at a battle (0 rollouts at every n20:combat decision)
    let s = playTo('gzhatsk20', 3, 'fr', 'n20:combat');
    const first = legalCommands(s, 'fr').find((c) => c.type === 'choose' && c.choice === 'target') as Command & { units: string[] };
    expect(first).toBeDefined();
    const r = applyCommand(s, first);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const frame = s.stack[s.stack.length - 1];
    expect(frame).toMatchObject({ type: 'n20:combat', loc: { defenders: first.units } });
    const view = viewFor(s, 'fr');
    const sampled = sampledState(view, 7);
    expect(sampled.stack[sampled.stack.length - 1]).toEqual(frame);
    for (const c of legalCommands(s, 'fr')) expect(applyCommand(sampled, c).ok).toBe(true);
    let t = 0;
    const think = searchPlayer(5, { strength: 'normal', now: () => (t += 1) }).think({ view, legal: legalCommands(s, 'fr') });
    expect(think.rollouts).toBeGreaterThan(0);
    expect(applyCommand(s, think.chosen.cmd).ok).toBe(true);
  });
});

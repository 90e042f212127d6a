// The rollout state's open decision (issue 14): the probe gives a decision the activated formations;
// where the engine's frame holds more, probe.ts rebuilds it from public state. A frame that differs from
// the engine's makes every rollout from that decision throw, and the search then never weighs it.
import { describe, expect, it } from 'vitest';
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, viewFor, type GameState, type Side } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { candidatePlayer } from '../../../src/players/candidate';
import { searchPlayer, type SearchTrace } from '../../../src/players/search';
import { sampledState } from '../../../src/players/search/sample';

/** The positions of a candidate-vs-candidate game where a decision of `type` is open, up to `max` of them. */
function decisionsOf(id: string, seed: number, type: string, max: number): { s: GameState; side: Side }[] {
  let s = newGame(loadScenarioFile(id), defaultOptions(), seed);
  const player = candidatePlayer(seed);
  const out: { s: GameState; side: Side }[] = [];
  for (let i = 0; i < 2000 && !s.result && out.length < max; i++) {
    const p = pendingDecision(s)!;
    const side = p.sides[0];
    if (p.type === type) out.push({ s, side });
    const r = applyCommand(s, player.decide({ view: viewFor(s, side), legal: legalCommands(s, side) }));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

describe('rollout states rebuild the open decision from public state', () => {
  it('[NLC 7.4] a voluntary retreat decision: the rollout frame names the role the engine offered it to, and both answers play', () => {
    const found = [...decisionsOf('crossing', 1, 'retreatChoice', 3), ...decisionsOf('tutorial', 1, 'retreatChoice', 3)];
    expect(found.length).toBeGreaterThanOrEqual(4);
    const roles = new Set<string>();
    for (const { s, side } of found) {
      const sampled = sampledState(viewFor(s, side), 7);
      const open = s.stack[s.stack.length - 1];
      expect(sampled.stack[sampled.stack.length - 1]).toEqual(open);
      roles.add(String((open as unknown as { loc: { role: string } }).loc.role));
      for (const cmd of legalCommands(s, side)) expect(applyCommand(sampled, cmd).ok).toBe(true);
    }
    // both roles met: the attacker's choice as well as the defender's
    expect([...roles].sort()).toEqual(['attacker', 'defender']);
  });

  it('[NLC 7.4] the search weighs stand against retreat by rollouts, and its trace shows each round of both', () => {
    const [{ s, side }] = decisionsOf('crossing', 1, 'retreatChoice', 1);
    let t = 0;
    const traces: SearchTrace[] = [];
    const th = searchPlayer(5, { strength: 'normal', now: () => (t += 4), trace: (x) => traces.push(x) }).think({ view: viewFor(s, side), legal: legalCommands(s, side) });
    expect(th.rollouts).toBeGreaterThanOrEqual(8);
    expect(th.top.every((c) => /rollouts? average/.test(c.why))).toBe(true);
    expect(traces).toHaveLength(1);
    const [tr] = traces;
    expect(tr.type).toBe('retreatChoice');
    expect(tr.commands).toHaveLength(2);
    for (const c of tr.commands) {
      expect(c.values).toHaveLength(tr.rounds);
      expect(c.values.every((v) => v !== null)).toBe(true);
    }
    // the trace names the command played
    expect(th.chosen.why.startsWith(tr.commands[tr.chosen].why)).toBe(true);
  });
});

// The search on the 1814 battles (issue 14): its rollouts play on the March on Paris state the view holds
// (open to both sides, MOP 37.12: only the hands are secret), and when the enemy's reply is too long to
// play out within the budget it compares its commands to the end of its own activation instead.
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands, viewFor } from '../../../src/engine';
import { candidatePlayer } from '../../../src/players/candidate';
import { searchPlayer } from '../../../src/players/search';
import { sampledState } from '../../../src/players/search/sample';
import { activationEnd } from '../../../src/players/search/reply';
import { noteHeading } from '../../../src/players/noteWords';
import { playTo } from './playTo';

/** A clock that advances `ms` per reading (the search reads it once per rollout step): the budget becomes a fixed amount of work. */
function fakeClock(ms: number) {
  let t = 0;
  return () => (t += ms);
}

describe('search on the March on Paris battles', () => {
  it('[MOP 37.1] a rollout state carries the open March on Paris state, and the side\'s move plays on it', () => {
    const s = playTo('champaubert', 3, 'fr', 'formationMove');
    const view = viewFor(s, 'fr');
    const sampled = sampledState(view, 5);
    expect(sampled.mop).toEqual(s.mop);
    const legal = legalCommands(s, 'fr');
    const cmd = candidatePlayer(1).decide({ view, legal });
    const r = applyCommand(sampled, cmd);
    expect(r.ok).toBe(true);
  });

  it('[NLC 4.5] the own activation ends a short rollout: a new activation or a new turn', () => {
    const start = { turn: 3, activation: 7, phase: 'activation', activeSide: 'fr' } as const;
    const ended = activationEnd(start as never);
    expect(ended({ ...start } as never)).toBe(false);
    expect(ended({ ...start, activation: 8, activeSide: 'al' } as never)).toBe(true);
    expect(ended({ ...start, turn: 4, activation: 0 } as never)).toBe(true);
  });

  it('[NLC 4.5] a reply rollout more than twice its share of the budget still keeps the enemy\'s reply in view', () => {
    // at 12 ms a clock reading a reply rollout from this position takes more than twice its share (the
    // budget over four rounds of three commands, 50 ms) and less than four times; once twice sent the search
    // to the end of its own activation, where a unit's moves all score the same (issue 14: crossing, 43 of
    // 46 movement decisions)
    const s = playTo('champaubert', 3, 'fr', 'formationMove');
    const input = { view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') };
    const t = searchPlayer(5, { strength: 'normal', now: fakeClock(12) }).think(input);
    expect(t.horizon).toBe('reply');
    expect(t.rollouts).toBeGreaterThan(0);
  });

  it('[NLC 4.5] when the enemy\'s reply is too long for the budget, the search rolls out to the end of its own activation', () => {
    const s = playTo('champaubert', 3, 'fr', 'formationMove');
    const input = { view: viewFor(s, 'fr'), legal: legalCommands(s, 'fr') };
    const roomy = searchPlayer(5, { strength: 'normal', now: fakeClock(1) }).think(input);
    expect(roomy.rollouts).toBeGreaterThan(0);
    expect(roomy.horizon).toBe('reply');
    const tight = searchPlayer(5, { strength: 'normal', now: fakeClock(32) }).think(input);
    expect(tight.horizon).toBe('activation');
    expect(tight.rollouts).toBeGreaterThan(0);
    expect(applyCommand(s, tight.chosen.cmd).ok).toBe(true);
    // the thinking note says how far it looked
    expect(noteHeading({ decision: 'formationMove', weighed: 3, rollouts: tight.rollouts, short: true, strength: 'normal', ms: 600 })).toMatch(/rollouts to the end of this activation/);
    expect(noteHeading({ decision: 'formationMove', weighed: 3, rollouts: 1, short: true, strength: 'normal', ms: 600 })).toMatch(/, 1 rollout to the end of this activation/);
  });
});

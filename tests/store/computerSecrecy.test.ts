// The computer's "what it was thinking" note (issue 14) must not give away a secret choice: its
// candidates name the choice it made. thinkingIsSecret says when the note keeps its reasons.
import { describe, expect, it } from 'vitest';
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, type GameState } from '../../src/engine';
import { loadScenarioFile } from '../../src/cli/files';
import { thinkingIsSecret } from '../../src/ui/computer/secrecy';

describe('the computer’s note and secret choices', () => {
  it('[NLC 12.11] Local Decisions are a secret choice: the note keeps its reasons', () => {
    const s = newGame(loadScenarioFile('tutorial'), defaultOptions(), 1);
    expect(pendingDecision(s)?.type).toBe('ordersLocal');
    expect(thinkingIsSecret(s)).toBe(true);
  });

  it('an open decision (the chit pick, a move) shows what the computer weighed', () => {
    let s: GameState = newGame(loadScenarioFile('demo'), defaultOptions(), 1);
    expect(pendingDecision(s)?.type).toBe('initialPick');
    expect(thinkingIsSecret(s)).toBe(false);
    for (let i = 0; i < 200 && pendingDecision(s)?.type !== 'formationMove'; i++) {
      const r = applyCommand(s, legalCommands(s)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(pendingDecision(s)?.type).toBe('formationMove');
    expect(thinkingIsSecret(s)).toBe(false);
  });

  it('[N20X 5.0] a pick among the hidden Retain cards keeps its reasons', () => {
    const s = newGame(loadScenarioFile('demo'), defaultOptions(), 1);
    const t: GameState = { ...s, stack: [...s.stack, { k: 'decide', side: 'fr', type: 'n20:mediumPick', rule: 'N20X 5.0', loc: {} }] };
    expect(thinkingIsSecret(t)).toBe(true);
  });
});

// Shared by the players' tests: a random game of a scenario played until `side` has a decision of `type`.
import { applyCommand, defaultOptions, legalCommands, newGame, pendingDecision, type GameState, type Side } from '../../../src/engine';
import { loadScenarioFile } from '../../../src/cli/files';
import { randomPicker } from '../../../src/players/random';

export function playTo(id: string, seed: number, side: Side, type: string): GameState {
  let s = newGame(loadScenarioFile(id), defaultOptions(), seed);
  const pick = randomPicker(seed);
  for (let i = 0; i < 3000 && !s.result; i++) {
    const p = pendingDecision(s)!;
    if (p.sides.includes(side) && p.type === type) return s;
    const r = applyCommand(s, pick.pick(legalCommands(s)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  throw new Error(`no ${type}`);
}

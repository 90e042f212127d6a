// Shared by the tests that look at the states of a random game: listed commands are played at random, and
// each state is shown with its listing before one of them is applied (the listing the pick comes from).
import { applyCommand, legalCommands, newGame, type Command, type GameState } from './engineApi';
import { loadScenarioFile } from '../../src/cli/files';
import { optionsFrom } from '../../src/cli/options';
import { randomPicker } from '../../src/players/random';

/**
 * Plays up to `cap` random commands of a game of `scenarioId` (options as the CLI reads them, seed `seed`);
 * `visit` sees each state and its listing, and ends the game early by returning false. The last state.
 */
export function walkRandomGame(
  scenarioId: string,
  opts: string | undefined,
  seed: number,
  cap: number,
  visit: (s: GameState, legal: Command[], i: number) => boolean | void,
): GameState {
  const scenario = loadScenarioFile(scenarioId);
  const pick = randomPicker(seed);
  let s: GameState = newGame(scenario, optionsFrom(opts, scenario), seed);
  for (let i = 0; i < cap && !s.result; i++) {
    const legal = legalCommands(s);
    if (visit(s, legal, i) === false) break;
    const r = applyCommand(s, pick.pick(legal));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

// Random legal playouts (the simulator, the bench and the property tests share this).
import {
  applyCommand,
  legalCommands,
  pendingDecision,
  newGame,
  type Command,
  type GameState,
  type Options,
  type Scenario,
} from '../engine/index';
import { randomPicker } from '../players/random';
import { assertInvariants } from '../engine/invariants';

export interface Playout {
  state: GameState;
  commands: Command[];
  finished: boolean;
  errors: string[];
}

/** Plays random legal commands (chooser seeded separately from the game) up to `cap` commands. */
export function randomPlayout(scenario: Scenario, options: Options, seed: number, cap = 5000, checkInvariants = true): Playout {
  let state = newGame(scenario, options, seed);
  const chooser = randomPicker(seed);
  const commands: Command[] = [];
  const errors: string[] = [];
  while (!state.result && commands.length < cap) {
    const p = pendingDecision(state);
    if (!p) {
      errors.push(`dead end at command ${commands.length}: no decision and no result`);
      break;
    }
    const legal = legalCommands(state);
    if (legal.length === 0) {
      errors.push(`dead end at command ${commands.length}: decision "${p.type}" has no legal command`);
      break;
    }
    const cmd = chooser.pick(legal);
    const res = applyCommand(state, cmd);
    if (!res.ok) {
      errors.push(`legal command refused at ${commands.length}: ${res.error.message}`);
      break;
    }
    state = res.state;
    commands.push(cmd);
    if (checkInvariants) {
      const broken = assertInvariants(state);
      if (broken.length) {
        errors.push(...broken.map((b) => `invariant at command ${commands.length}: ${b}`));
        break;
      }
    }
  }
  return { state, commands, finished: state.result !== null, errors };
}

// The seeded random legal player: the simulator's playouts, the bench, the property tests and the attract
// mode all pick with it, so one seed gives one game everywhere. Its generator is its own, not the game's:
// choosing never changes the dice.
import type { Command } from '../engine';
import { nextU32 } from '../engine/core/rng';
import type { ComputerPlayer, PlayerInput } from './player';

export interface RandomPicker {
  pick<T>(legal: readonly T[]): T;
}

/** Uniform choice among the legal commands, from a mulberry32 stream seeded apart from the game's dice. */
export function randomPicker(seed: number): RandomPicker {
  let pick = (seed ^ 0x5bd1e995) >>> 0;
  return {
    pick(legal) {
      const [r, next] = nextU32(pick);
      pick = next;
      return legal[r % legal.length];
    },
  };
}

/** The random picker behind the ComputerPlayer seam (attract mode until the real opponent exists). */
export function randomPlayer(seed: number): ComputerPlayer {
  const p = randomPicker(seed);
  return {
    name: 'random legal player',
    decide: ({ legal }: PlayerInput): Command => p.pick(legal),
  };
}

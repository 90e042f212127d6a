// The computer players the client can use. The attract mode asks `demoPlayer` for each side; until the
// real opponent exists (issue 14, a later session) that is the seeded random legal player. Swapping
// this one factory puts the opponent into the attract mode.
import type { Side } from '../engine';
import type { ComputerPlayer } from './player';
import { randomPlayer } from './random';

export type { ComputerPlayer, PlayerInput } from './player';
export { randomPlayer, randomPicker } from './random';

export type PlayerFactory = (side: Side, seed: number, sideIndex: number) => ComputerPlayer;

/** Each side gets its own stream, so the two sides' picks do not depend on each other. */
export const demoPlayer: PlayerFactory = (_side, seed, sideIndex) => randomPlayer(seed * 31 + sideIndex);

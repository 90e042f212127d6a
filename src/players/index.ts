// The computer players the client can use. The attract mode asks `demoPlayer` for each side: the
// candidate-action player (issue 14), which wins nearly every game against the random legal player
// (npm run arena), so the demonstration shows sensible play: moves on the objectives, assaults at good odds.
import type { Side } from '../engine';
import type { ComputerPlayer } from './player';
import { candidatePlayer } from './candidate';

export type { ComputerPlayer, PlayerInput } from './player';
export { randomPlayer, randomPicker } from './random';
export { candidatePlayer, type CandidatePlayer, type Candidate, type Thought } from './candidate';

export type PlayerFactory = (side: Side, seed: number, sideIndex: number) => ComputerPlayer;

/** Each side gets its own stream, so the two sides' picks do not depend on each other. */
export const demoPlayer: PlayerFactory = (_side, seed, sideIndex) => candidatePlayer(seed * 31 + sideIndex);

// A computer player: given what its side may see and the commands open to it, it picks one. The attract
// mode drives games with this seam; the future opponent (issue 14, its own session) implements the same
// interface, so it sees only viewFor(state, side) and the side's legal commands, never the true state.
import type { Command, PlayerView } from '../engine';

export interface PlayerInput {
  /** The side's redacted view (viewFor): all a human on that side could see now. */
  view: PlayerView;
  /** The commands open to that side now (legalCommands(state, side)); never empty. */
  legal: Command[];
}

export interface ComputerPlayer {
  readonly name: string;
  /** May be slow (a search in a worker): callers await it. */
  decide(input: PlayerInput): Command | Promise<Command>;
}

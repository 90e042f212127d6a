// Where a search rollout stops (issue 14; orders-ai-demo.md part 2): at the end of the enemy's reply. In
// the NLC chit pull (NLC 4.4) the next chit may be either side's, so the reply is the first activation of
// the enemy's that begins after the open decision's; a decision inside the enemy's activation (a reaction
// charge, a retreat) is judged by what the enemy does next time too. The turn's end stops it as well (the
// rollout's flow ends there, sample.ts; N20 rollouts end with the player turn the same way).
import type { GameState, Side } from '../../engine';

type Clock = GameState['clock'];

/** A rollout's stop test from its start clock: true once the turn or the enemy's reply activation is over. */
export function replyEnd(start: Clock, side: Side): (c: Clock) => boolean {
  let reply: number | null = null;
  return (c) => {
    if (c.turn !== start.turn) return true;
    if (reply === null && c.activeSide !== null && c.activeSide !== side && c.activation !== start.activation) reply = c.activation;
    return reply !== null && c.activation !== reply;
  };
}

/**
 * The shorter horizon, for a position where the enemy's reply is too long to play out within the budget
 * (the 1814 battles: a dozen commands and more a side): the end of the decision's own activation (NLC 4.5),
 * or of the turn.
 */
export function activationEnd(start: Clock): (c: Clock) => boolean {
  return (c) => c.turn !== start.turn || c.activation !== start.activation;
}

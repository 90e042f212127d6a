// A state to roll out on (issue 14; orders-ai-demo.md part 2): the probe state rebuilt from the side's view
// (candidate/probe.ts: the public board, the side's own secrets, made-up hidden parts) with the public
// sequence of play under the open decision (view.flow) put back beneath it, cut where the NLC turn or the
// N20 player turn ends. An NLC rollout plays on past the open decision through the rest of the activation
// (NLC 4.5: movement, then the assault, charge and bombardment segments) and the next chit pulls (NLC 4.4:
// the cup's contents are public; which chit comes out is drawn from the sample's own dice, never the
// game's), so the search sees the enemy's reply; an N20 rollout stops at the end of the player turn (N20
// 6.0 movement, 8.0 reaction, 9.0 combat): the next one begins with event cards the side cannot see.
import { contextOf, type GameState, type PlayerView, type ProcFrame } from '../../engine';
import { probeState } from '../candidate/probe';

/**
 * Procedures the rollout stops before: the NLC turn's end, and the N20 player turn's end. An NLC rollout
 * plays on through the next chit pulls (the cup's contents are public, the draw comes from the sample's
 * own dice) to the enemy's reply (the search cuts it there); an N20 player turn's end reveals event cards
 * from a deck the side cannot see.
 */
const ENDS = new Set(['turnEnd', 'n20:playerTurnEnd', 'n20:turnEnd']);

/** The flow kept for a rollout: the procedures above the first end of activation or turn, bottom first. */
export function flowToEnd(flow: readonly ProcFrame[]): ProcFrame[] {
  let cut = 0;
  for (let i = flow.length - 1; i >= 0; i--) {
    if (ENDS.has(flow[i].proc)) {
      cut = i + 1;
      break;
    }
  }
  return flow.slice(cut);
}

/** The probe state with the rest of the activation's sequence under the open decision; `rng` seeds its dice. */
export function sampledState(view: PlayerView, rng: number): GameState {
  const base = probeState(view);
  const flow = flowToEnd(view.flow ?? []);
  // the enemy's secrets (NLC 12 orders, MOP 37.12 hands) are not in the view: its turn in the rollout
  // reads an empty one (formations with no order act as before the orders system; an empty hand)
  const secret = { ...base.secret };
  for (const x of contextOf(base).sides) secret[x] ??= {};
  return { ...base, seed: rng, rng, log: [], secret, stack: [...flow, ...base.stack] };
}

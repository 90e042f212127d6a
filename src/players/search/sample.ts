// A state to roll out on (issue 14; orders-ai-demo.md part 2): the probe state rebuilt from the side's view
// (candidate/probe.ts: the public board, the side's own secrets, made-up hidden parts) with the public
// sequence of play under the open decision (view.flow) put back beneath it, cut where the NLC turn or the
// N20 player turn ends. An NLC rollout plays on past the open decision through the rest of the activation
// (NLC 4.5: movement, then the assault, charge and bombardment segments) and the next chit pulls (NLC 4.4:
// the cup's contents are public; which chit comes out is drawn from the sample's own dice, never the
// game's), so the search sees the enemy's reply; an N20 rollout stops at the end of the player turn (N20
// 6.0 movement, 8.0 reaction, 9.0 combat): the next one begins with event cards the side cannot see.
import { contextOf, type Frame, type GameState, type PlayerView, type ProcFrame } from '../../engine';
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

/**
 * The open decision's frame as the engine keeps it, where it holds more than the probe's (which gives every
 * decision the NLC activated formations), rebuilt from public state:
 * - an N20 battle being declared (N20 9.0) keeps its attackers and defenders named so far in the frame, and
 *   the public module state shows the same lists. Without them every command of the combat phase threw on
 *   a sample, so the search never weighed a battle.
 * - a voluntary retreat (NLC 7.4) is offered to one role of the assault in progress, the one the deciding
 *   side plays in the public combat record (the attacker and the defender are never the same side).
 *   Without it every stand or retreat threw on a sample, so the search never weighed one.
 */
function openFrame(view: PlayerView, frame: Frame): Frame {
  if (frame.k !== 'decide') return frame;
  if (frame.type === 'n20:combat') {
    const declaring = (view.n20 as unknown as { declaring?: { attackers: string[]; defenders: string[] } } | undefined)?.declaring;
    return declaring ? { ...frame, loc: { attackers: [...declaring.attackers], defenders: [...declaring.defenders] } } : frame;
  }
  if (frame.type === 'retreatChoice') {
    const combat = (view.nlc as unknown as { combat?: { attacker: { side: string } } } | undefined)?.combat;
    return combat ? { ...frame, loc: { role: combat.attacker.side === frame.side ? 'attacker' : 'defender' } } : frame;
  }
  return frame;
}

/** The probe state with the rest of the activation's sequence under the open decision; `rng` seeds its dice. */
export function sampledState(view: PlayerView, rng: number): GameState {
  const base = probeState(view);
  const flow = flowToEnd(view.flow ?? []);
  // the enemy's secrets (NLC 12 orders, MOP 37.12 hands) are not in the view: its turn in the rollout
  // reads an empty one (formations with no order act as before the orders system; an empty hand)
  const secret = { ...base.secret };
  for (const x of contextOf(base).sides) secret[x] ??= {};
  return { ...base, seed: rng, rng, log: [], secret, stack: [...flow, ...base.stack.map((f) => openFrame(view, f))] };
}

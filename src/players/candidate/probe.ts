// A probe state rebuilt from one side's view: the public board, the side's own secrets, and the open
// decision as a single frame. The engine's read-only previews (NLC assault/charge/bombard odds, N20
// battle odds) read the board, the open decision's type and the public module state, which the view
// holds; what the view hides (the generator, the other side's secrets, the N20 deck order) is filled
// with neutral values, never read from the true state. The open decision's frame gets the activated
// formations (public in the NLC state) and no earlier declarations of this segment, or, where the engine's
// frame holds more, that rebuilt from public state (openFrame). The candidate player never plays on the
// probe: it only answers its previews, so no die is ever rolled from its made-up generator (the search's
// rollouts, search/sample.ts, play on a copy with dice of their own).
import type { Frame, GameState, PlayerView, Side } from '../../engine';

const cache = new WeakMap<PlayerView, GameState>();

/**
 * The open decision's frame as the engine keeps it, rebuilt from public state where it holds more than the
 * activated formations:
 * - an N20 battle being declared (N20 9.0) keeps its attackers and defenders named so far in the frame, and
 *   the public module state shows the same lists. Without them every command of the combat phase threw on
 *   a sample, so the search never weighed a battle.
 * - a voluntary retreat (NLC 7.4) is offered to one role of the assault in progress, the one the deciding
 *   side plays in the public combat record (the attacker and the defender are never the same side).
 *   Without it every stand or retreat threw on a sample, so the search never weighed one.
 */
function openFrame(view: PlayerView, side: Side, type: string, rule: string): Frame {
  if (type === 'n20:combat') {
    const declaring = view.n20?.declaring;
    if (declaring) return { k: 'decide', side, type, rule, loc: { attackers: [...declaring.attackers], defenders: [...declaring.defenders] } };
  }
  if (type === 'retreatChoice') {
    const combat = view.nlc?.combat;
    if (combat) return { k: 'decide', side, type, rule, loc: { role: combat.attacker.side === side ? 'attacker' : 'defender' } };
  }
  return { k: 'decide', side, type, rule, loc: { formations: view.nlc?.active ?? [] } };
}

export function probeState(view: PlayerView): GameState {
  const hit = cache.get(view);
  if (hit) return hit;
  const side = (view.viewer === 'referee' ? view.pending?.side : view.viewer) as Side;
  const p = view.pending;
  const n20 = view.n20 as unknown as { deckCount?: number; specialCount?: number } & Record<string, unknown>;
  let n20State: GameState['n20'];
  if (n20) {
    const { deckCount, specialCount, ...pub } = n20;
    // the deck's order and contents are hidden: only its size is known
    n20State = { ...pub, hidden: { deck: new Array(deckCount ?? 0).fill('?'), special: new Array(specialCount ?? 0).fill('?') } } as unknown as GameState['n20'];
  }
  const s: GameState = {
    v: 1,
    scenario: view.scenario,
    options: view.options,
    seed: 0,
    rng: 0,
    seq: view.seq,
    clock: view.clock,
    units: view.units,
    leaders: view.leaders,
    control: view.control,
    secret: view.secret,
    stack: p ? [openFrame(view, side, p.type, p.rule)] : [],
    log: [],
    result: view.result,
    ...(view.nlc ? { nlc: view.nlc as unknown as GameState['nlc'] } : {}),
    ...(n20State ? { n20: n20State } : {}),
    // MOP 37: the March on Paris state is open to both sides (mop/view.ts); its rules read it on every move
    ...(view.mop ? { mop: view.mop.state as GameState['mop'] } : {}),
  };
  cache.set(view, s);
  return s;
}

// The candidate-action player (issue 14; Wesnoth's RCA AI is the model): list the legal commands,
// score each kind (moves toward objectives and away from threats, fire exchanges by the engine's
// preview odds, retreats by the engine's hex notes...), play the best. It reads only its side's view
// and legal commands; previews run on a probe state rebuilt from the view (probe.ts). Ties are broken
// by a seeded stream of its own, so a seed gives one game.
import type { Command, Side } from '../../engine';
import { nextU32 } from '../../engine/core/rng';
import type { ComputerPlayer, PlayerInput } from '../player';
import { choiceCandidate } from './choices';
import { n20CombatCandidates, n20ReserveCandidates, nlcFireCandidate } from './combat';
import { moveCandidates } from './moves';
import { decisionCandidates, extraCandidate } from './decisions';
import { orderCandidates } from './orders';
import { trainCandidates } from './trains';
import type { Candidate } from './types';
import { worldOf } from './world';

export type { Candidate } from './types';

export interface Thought {
  /** The decision answered. */
  decision: string;
  chosen: Candidate;
  /** The best few candidates, best first. */
  top: Candidate[];
  weighed: number;
  /** Every candidate, best first (the search looks at the best few). */
  all?: Candidate[];
}

export interface CandidatePlayer extends ComputerPlayer {
  /** Scores every legal command (best first) and says why; `decide` plays the first. */
  think(input: PlayerInput): Thought;
  /** The last decision's thinking, for the "what it was thinking" note. */
  last: Thought | null;
}

const FIRE = new Set(['assault', 'charge', 'bombard', 'reactionCharge']);

export function scoreAll(input: PlayerInput, side: Side): Candidate[] {
  const { view, legal } = input;
  const w = worldOf(view, side);
  const type = view.pending?.type ?? '';
  if (type === 'n20:combat') return n20CombatCandidates(w, legal);
  if (type === 'n20:reserves') {
    // Retain cards played at the reserve step (N20X 5.0) weighed with the reserves
    const cards = legal.filter((c) => c.type === 'choose' && c.choice.startsWith('card:'));
    return [...n20ReserveCandidates(w, legal.filter((c) => !cards.includes(c))), ...cards.map((c) => extraCandidate(w, type, c)!)];
  }
  if (type === 'ordersSend' || type === 'ordersLocal' || type === 'badMove') return orderCandidates(w, type, legal);
  const special = decisionCandidates(w, type, legal);
  if (special) return special;
  const out: Candidate[] = moveCandidates(w, legal);
  // MOP 37.8: the engine lists no train moves; the player writes them when one is worth it
  if (type === 'formationMove' && w.ctx.scenario.mop?.trains?.length) out.push(...trainCandidates(w));
  for (const c of legal) {
    if (c.type === 'move') continue;
    const extra = extraCandidate(w, type, c);
    if (extra) {
      out.push(extra);
      continue;
    }
    if (c.type === 'choose' && FIRE.has(c.choice) && c.units && c.hex) {
      const f = nlcFireCandidate(w, c);
      // a reaction charge only when clearly worth it: it leaves the cavalry exposed (NLC 7.9)
      out.push(c.choice === 'reactionCharge' ? { ...f, score: f.score - 0.5 } : f);
    } else if (c.type === 'choose' && c.choice === 'end' && type === 'n20:movement') {
      // N20 13.0: the side that wins ties gains a Morale Point for a turn with no movement and no battle
      const lull = w.holder && w.lullOpen;
      out.push({ cmd: c, score: lull ? 1.6 : 0.15, why: lull ? 'stand still for a lull: +1 morale (N20 13.0)' : 'end movement' });
    }
    else out.push(choiceCandidate(w, c));
  }
  return out;
}

export function candidatePlayer(seed: number): CandidatePlayer {
  let rng = (seed ^ 0x2545f491) >>> 0;
  const player: CandidatePlayer = {
    name: 'candidate-action player',
    last: null,
    think(input) {
      const side = (input.view.viewer === 'referee' ? input.legal[0].side : input.view.viewer) as Side;
      const scored = scoreAll(input, side);
      // a tiny seeded jitter breaks ties without favouring list order
      const jittered = scored.map((c) => {
        const [r, next] = nextU32(rng);
        rng = next;
        return { ...c, score: c.score + (r / 2 ** 32) * 1e-3 };
      });
      jittered.sort((a, b) => b.score - a.score);
      const chosen = jittered[0] ?? { cmd: input.legal[0], score: 0, why: 'the only choice' };
      const t: Thought = { decision: input.view.pending?.type ?? '', chosen, top: jittered.slice(0, 3), weighed: jittered.length, all: jittered };
      player.last = t;
      return t;
    },
    decide(input): Command {
      return player.think(input).chosen.cmd;
    },
  };
  return player;
}

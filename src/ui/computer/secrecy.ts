// What the computer's "what it was thinking" note may show (issue 14): the candidates it weighed name
// its choice and the ones it passed over, so for a secret choice (a frame both sides fill unseen: NLC
// 12.4 orders, 12.11 Local Decisions, N20X 9.0 Maneuver Matrix chits) or a choice among cards in its
// hidden hand (N20X 5.0 Retain cards, MOP 37.12 cards) the note keeps the reasons to itself: the human
// would read the computer's secret from it. Pure: it reads the state the computer decided in.
import type { GameState } from '../../engine';

/** Decisions whose candidates are the computer's hidden hand. */
const HAND_DECISIONS = new Set(['n20:mediumPick', 'mopCards']);

export function thinkingIsSecret(state: GameState): boolean {
  const top = state.stack[state.stack.length - 1];
  if (!top) return false;
  if (top.k === 'secret') return true;
  return top.k === 'decide' && HAND_DECISIONS.has(top.type);
}

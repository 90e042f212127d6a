// Which turns the turn track shows: all of a battle's, but only a window around the current turn in a
// campaign of several days (a 132-turn track would fill half the screen).

/** Most turns the track shows at once. */
export const TURN_WINDOW = 24;
/** Past turns kept in view before the current one. */
const BEHIND = 3;

export interface TurnWindow {
  first: number;
  last: number;
  /** Turns hidden before and after the window. */
  before: number;
  after: number;
}

export function turnWindow(count: number, turn: number, size = TURN_WINDOW): TurnWindow {
  if (count <= size) return { first: 1, last: count, before: 0, after: 0 };
  const first = Math.max(1, Math.min(turn - BEHIND, count - size + 1));
  const last = first + size - 1;
  return { first, last, before: first - 1, after: count - last };
}

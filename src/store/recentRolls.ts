// The "Last rolls" of the combat panel: only the rolls of the running moment (issue 8, stale panels).
// A roll stays on the panel through its own activation and the next one, in the same turn, like the
// combat record (currentCombat); afterwards it is only in the log.
import type { Clock, LogEntry, PlayerView } from '../engine';
import type { GameSlice } from './gameStore';

/** True when a clock reading lies in the moment the given clock is in. */
function inMoment(now: Clock, then: Clock): boolean {
  return then.turn === now.turn && now.activation - then.activation <= 1;
}

/**
 * The decision number from which the log belongs to the running moment: the earliest decision of the
 * unbroken run of recent decisions taken in this moment (the undo history keeps the state before each
 * command, so this holds after a reload too). Entries written while the moment began carry that number.
 */
export function momentStartSeq(g: Pick<GameSlice, 'state' | 'history'>, now: Clock): number {
  let from = g.state.seq;
  for (let i = g.history.length - 1; i >= 0; i--) {
    const before = g.history[i].state;
    if (!inMoment(now, before.clock)) break;
    from = before.seq;
  }
  return from;
}

/** The newest rolls (at most `max`) the viewer may read that were made in the running moment, newest first. */
export function recentRolls(g: Pick<GameSlice, 'state' | 'history'>, view: PlayerView, max = 3): LogEntry[] {
  const from = momentStartSeq(g, view.clock);
  return view.log
    .filter((e) => !!e.dice?.length && e.seq >= from)
    .slice(-max)
    .reverse();
}

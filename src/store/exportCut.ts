// Where an exported save must stop. A secret simultaneous choice (N20X 9.0 Maneuver Matrix chits)
// that only some sides have made lives in the command list; a save written then would carry one
// side's hidden choice to whoever opens the file, so the export stops just before it (issue 8).
import type { Command, GameState } from '../engine';

/** True while a secret choice is pending that one side has made and another has not. */
export function halfMadeSecret(state: GameState): boolean {
  return state.stack.some((f) => f.k === 'secret' && f.done.length > 0 && f.done.length < f.sides.length);
}

export interface ExportCut {
  /** The commands a save may hold. */
  commands: Command[];
  /** How many commands were left out (0: the whole game). */
  dropped: number;
}

/**
 * The command list up to before the open secret choice. `before[i]` is the state before command i
 * (the store's history), so walking back never replays anything.
 */
export function exportCut(state: GameState, commands: Command[], before: GameState[]): ExportCut {
  let n = commands.length;
  let s = state;
  while (n > 0 && halfMadeSecret(s)) {
    n--;
    s = before[n];
  }
  return { commands: commands.slice(0, n), dropped: commands.length - n };
}

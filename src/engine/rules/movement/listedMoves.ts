// What the legal-move listing established about one state's moves, so that applying a move the listing
// offered does not establish it again. The UI, the computer players and the playouts all list a state's
// moves, then apply one of them to that same state: the group's mover, policy, reach and the destinations
// no rule vetoed are already known, and a state never changes once made. The facts are kept beside the
// group's search of that listing (reachReuse.ts), so they live exactly as long as it does.
import type { GameState, HexId } from '../../types';
import { listedGroup, type ListedGroup } from './reachReuse';

/**
 * The listed facts for moving `units` along `path` in `s`, or null when that move was not listed for this
 * very state (then the move is checked in full). The path must be the one the listing offered: the reach's
 * cheapest path to its destination, hex by hex.
 */
export function listedMove(s: GameState, units: readonly string[], path: readonly HexId[]): { group: ListedGroup; halves: number } | null {
  if (path.length === 0) return null;
  const group = listedGroup(s, units);
  if (!group) return null;
  const dest = path[path.length - 1];
  if (!group.ok.has(dest)) return null;
  const { prev, cost } = group.reach;
  let h: HexId | null = dest;
  for (let i = path.length - 1; i >= 0; i--) {
    if (h === null || path[i] !== h || !prev.has(h)) return null;
    h = prev.get(h)!;
  }
  // the walk must end where the reach began: the group's hex (not in prev) or off the map (null)
  if (h !== null && prev.has(h)) return null;
  // the one-hex minimum move may cost more than is left: the move spends what is left (checkPath)
  return { group, halves: Math.min(cost.get(dest)!, group.mover.leftHalves) };
}

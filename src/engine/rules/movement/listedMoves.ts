// What the legal-move listing established about one state's moves, so that applying a move the listing
// offered does not establish it again. The UI, the computer players and the playouts all list a state's
// moves, then apply one of them to that same state: the group's mover, policy, reach and the destinations
// no rule vetoed are already known, and a state never changes once made. Only the last listed state is
// kept (one slot), so nothing outlives the next listing and no undo history holds searches alive.
import type { GameState, HexId } from '../../types';
import type { MoverInfo, MovePolicy, Reach } from './reach';

export interface ListedGroup {
  mover: MoverInfo;
  policy: MovePolicy;
  reach: Reach;
  /** Destinations whose listed path (the reach's own) no rule vetoed. */
  ok: ReadonlySet<HexId>;
}

let slot: { s: GameState; groups: Map<string, ListedGroup> } | null = null;

const keyOf = (units: readonly string[]) => (units.length === 1 ? units[0] : units.join('|'));

/** The listing of `s` found these facts for this group (in the order the listing formed it). */
export function noteListedGroup(s: GameState, units: readonly string[], group: ListedGroup): void {
  if (!slot || slot.s !== s) slot = { s, groups: new Map() };
  slot.groups.set(keyOf(units), group);
}

/**
 * The listed facts for moving `units` along `path` in `s`, or null when that move was not listed for this
 * very state (then the move is checked in full). The path must be the one the listing offered: the reach's
 * cheapest path to its destination, hex by hex.
 */
export function listedMove(s: GameState, units: readonly string[], path: readonly HexId[]): { group: ListedGroup; halves: number } | null {
  if (!slot || slot.s !== s || path.length === 0) return null;
  const group = slot.groups.get(keyOf(units));
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

/** Forgets the last listing (tests compare a listed move's result with and without it). */
export function forgetListed(): void {
  slot = null;
}

/** The policy the listing of `s` settled for this group, or null when `s` is not the state last listed. */
export function listedPolicy(s: GameState, units: readonly string[]): MovePolicy | null {
  return slot && slot.s === s ? (slot.groups.get(keyOf(units))?.policy ?? null) : null;
}

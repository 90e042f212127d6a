// MOP 37.10 hidden forces as the enemy's moves meet them: a side moves as if only what it can see were on
// the board. An enemy hidden force (real units under cover or a dummy stack: the same marker to it) projects
// no ZOC, fills no hex and counts in none of its orders' checks until the rules reveal it (37.10 at the start
// of a segment, 37.11.1 repulse when a move runs into it). Whether a move may be given into a marker's hex
// depends on the repulse being in play (Hooks.hiddenEntry); without it every marker closes its hex, so
// that a refusal never tells a real force from a dummy. Nothing here is computed unless something is hidden.
import type { GameState, HexId, Side } from '../types';
import type { Ctx } from '../core/ctx';
import { hiddenHexes, hiddenOf } from './hidden';
import { occupancy, unitsOf, type Occupancy } from './pieces';
import { frozenSet, memoOn } from './memo';
import { hooksOf } from '../core/hookAnswer';

const NONE: readonly string[] = Object.freeze([]);

/** The enemy pieces on the map hidden from `side` (MOP 37.10); sorted, empty (shared) when none. */
export function unseenBy(s: GameState, side: Side): readonly string[] {
  let out: string[] | null = null;
  for (const other of Object.keys(s.secret)) {
    if (other === side) continue;
    const ps = hiddenOf(s, other)?.pieces;
    if (ps?.length) (out ??= []).push(...ps);
  }
  return out ? out.sort() : NONE;
}

/** The occupancy of the hexes as `side` sees it: enemy hidden units left out (the true one when nothing is hidden). */
export function seenOccupancy(s: GameState, ctx: Ctx, side: Side, unseen: readonly string[] = unseenBy(s, side)): Occupancy {
  const occ = occupancy(s, ctx);
  if (!unseen.length) return occ;
  return memoOn(unitsOf(s), `occupancy-seen:${unseen.join(',')}`, () => {
    const gone = new Set(unseen);
    const out: Occupancy = {};
    for (const [hex, cell] of Object.entries(occ)) {
      const units = cell.units.filter((u) => !gone.has(u));
      if (units.length) out[hex] = { side: cell.side, units };
    }
    // remembered answers are shared: frozen like the true occupancy
    if (Object.isFrozen(occ)) for (const c of Object.values(out)) Object.freeze(c.units) && Object.freeze(c);
    return Object.isFrozen(occ) ? Object.freeze(out) : out;
  });
}

/** The hexes where `side` sees an enemy hidden-force marker (real or dummy alike), or null when none. */
export function markersSeenBy(s: GameState, side: Side): ReadonlySet<HexId> | null {
  let out: Set<HexId> | null = null;
  for (const other of Object.keys(s.secret)) {
    if (other === side) continue;
    const h = hiddenOf(s, other);
    // asked for every group's move: nothing is built while nothing is hidden
    if (!h || (!h.pieces.length && !Object.keys(h.dummies).length)) continue;
    for (const x of hiddenHexes(s, other)) (out ??= new Set()).add(x.hex);
  }
  return out;
}

/**
 * The hexes whose pieces block a line of sight that `side` traces (NLC 8.3, ruling MOP 37.10 / NLC 20.1):
 * the board as it sees it, its own pieces and the enemy's it sees, with every enemy hidden-force marker
 * (real or dummy alike) standing for a stack. Null when nothing is hidden from it (then the true occupancy).
 */
export function sightBlockersFor(s: GameState, ctx: Ctx, side: Side): ReadonlySet<HexId> | null {
  const unseen = unseenBy(s, side);
  const markers = markersSeenBy(s, side);
  if (!unseen.length && !markers) return null;
  // every gun's every target asks: remembered per frozen units object, the hidden pieces and the markers'
  // hexes (which may lie on leaders or dummies, not units) being the rest of what it is made from
  const key = `sight:${unseen.join(',')}|${markers ? [...markers].sort().join(',') : ''}`;
  return memoOn(unitsOf(s), key, (units) => {
    const out = new Set(Object.keys(seenOccupancy(s, ctx, side, unseen)));
    if (markers) for (const h of markers) out.add(h);
    return Object.isFrozen(units) ? frozenSet(out) : out;
  });
}

/**
 * The hexes of enemy hidden forces (real or dummy) that `side`'s pieces may not enter, or null: all of them
 * while no module lets a move run into them (Hooks.hiddenEntry, MOP 37.11.1), none when one does.
 */
export function closedTo(s: GameState, ctx: Ctx, side: Side, markers = markersSeenBy(s, side)): ReadonlySet<HexId> | null {
  if (!markers || hooksOf(ctx, 'hiddenEntry').some((hk) => hk(s, ctx))) return null;
  return markers;
}

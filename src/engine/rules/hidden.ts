// One mechanism for every rule that hides forces from the enemy: NLC 20.1 hidden movement, MOP 37.10
// hidden forces with dummy stacks, MOP 37.11.2 vedettes spotting hidden forces. What is hidden lives in
// GameState.secret[side].hidden, so the owning side alone reads it (view/viewFor.ts); the enemy's view has
// the hidden pieces taken out and sees one generic marker per hex instead (`hiddenMarkers`), the same for
// a real hidden stack and a dummy.
import type { Draft } from 'immer';
import type { GameState, HexId, Json, Side, Viewer } from '../types';
import type { Ctx } from '../core/ctx';
import { log, type Out } from '../core/ops';
import { pieceName } from './pieces';
import { sightNow } from './sight';

/** NLC 20.1: a formation marching hidden along a plotted path (its units stay at their apparent hexes). */
export interface HiddenMarch {
  formation: string;
  /** The order being followed hidden (NLC 12 order id). */
  order: number;
  /** The plotted path of the leader, from his apparent hex (index 0) to the goal. */
  path: HexId[];
  /** Movement points collected so far (4 a turn, 6 for all-cavalry formations; NLC 20.1.1). */
  mp: number;
  /** Turns of hiding so far: the column of the Hidden Movement table (NLC T.HM). */
  turns: number;
  /** Index on `path` the leader would have reached after the first move: hexes up to it do not count for discovery (NLC 20.1.2). */
  firstMove: number;
  /** NLC 20.1.3: superseded by a new order: the 3+ row is used from now on. */
  superseded?: boolean;
  /** NLC 20.1.6: half a turn's MP lost to a crossing with another hidden march, once per turn marked here. */
  jams?: number[];
}

export interface HiddenSide {
  /** Pieces (units and leaders) on the map whose identity the enemy does not see (MOP 37.10). */
  pieces: string[];
  /** Dummy stacks (MOP 37.10): key -> hex. */
  dummies: Record<string, HexId>;
  nextDummy: number;
  /** NLC 20.1 marches, by formation. */
  marches: Record<string, HiddenMarch>;
  /** MOP 37.11.2: turns left before a hidden force reported by a vedette is revealed, by hex. */
  reported: Record<HexId, number>;
}

/** A generic marker on the map: something of `side` stands hidden in `hex`. */
export interface HiddenMarker {
  side: Side;
  hex: HexId;
  /** Only in the owner's and the referee's view: the marker is a dummy. */
  dummy?: boolean;
  /** Only in the owner's and the referee's view: the marker covers the owner's own pieces. */
  own?: boolean;
  /** MOP 37.11.2: the enemy vedette's countdown on this force, when one reported it. */
  reported?: number;
}

export function emptyHiddenSide(): HiddenSide {
  return { pieces: [], dummies: {}, nextDummy: 1, marches: {}, reported: {} };
}

export function hiddenOf(s: GameState, side: Side): HiddenSide | null {
  return ((s.secret[side] as Record<string, Json> | undefined)?.hidden as unknown as HiddenSide | undefined) ?? null;
}

export function hiddenDraft(d: Draft<GameState>, side: Side): Draft<HiddenSide> {
  const sec = (d.secret[side] ??= {}) as Record<string, Json>;
  if (!sec.hidden) sec.hidden = emptyHiddenSide() as unknown as Json;
  return sec.hidden as unknown as Draft<HiddenSide>;
}

/** Every hidden piece of every side. */
export function hiddenPieces(s: GameState): Set<string> {
  const out = new Set<string>();
  for (const side of Object.keys(s.secret)) for (const p of hiddenOf(s, side)?.pieces ?? []) out.add(p);
  return out;
}

export function isHidden(s: GameState, piece: string): boolean {
  for (const side of Object.keys(s.secret)) if (hiddenOf(s, side)?.pieces.includes(piece)) return true;
  return false;
}

function pieceHexOf(s: GameState, id: string): HexId | null {
  const p = s.units[id] ?? s.leaders[id];
  return p && p.status === 'map' ? p.hex : null;
}

/** Hexes where `side` has something hidden: hidden pieces and dummy stacks. */
export function hiddenHexes(s: GameState, side: Side): { hex: HexId; dummy: boolean }[] {
  const h = hiddenOf(s, side);
  if (!h) return [];
  const out = new Map<HexId, boolean>();
  for (const p of h.pieces) {
    const hex = pieceHexOf(s, p);
    if (hex) out.set(hex, false);
  }
  for (const hex of Object.values(h.dummies)) if (!out.has(hex)) out.set(hex, true);
  return [...out].map(([hex, dummy]) => ({ hex, dummy })).sort((a, b) => (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
}

/**
 * The markers a viewer sees: every side's hidden hexes, one per hex, sorted by side and hex so that
 * nothing in their order tells a dummy from a real stack. Dummy and ownership flags only for the owner.
 */
export function hiddenMarkers(s: GameState, viewer: Viewer): HiddenMarker[] {
  const out: HiddenMarker[] = [];
  for (const side of Object.keys(s.secret).sort()) {
    const mine = viewer === 'referee' || viewer === side;
    const rep = viewer !== 'referee' && viewer !== side ? hiddenOf(s, side)?.reported ?? {} : {};
    for (const x of hiddenHexes(s, side)) {
      const m: HiddenMarker = { side, hex: x.hex };
      if (mine) {
        m.own = viewer === side;
        if (x.dummy) m.dummy = true;
      }
      if (rep[x.hex] !== undefined) m.reported = rep[x.hex];
      out.push(m);
    }
  }
  return out;
}

/** The words the enemy reads instead of these pieces' names, when any of them is hidden; null when none is. */
export function maskedName(s: GameState, pieces: readonly string[]): string | null {
  return pieces.some((p) => isHidden(s, p)) ? 'a hidden force' : null;
}

/** Can a piece in `from` spot `to` within `range` hexes now (line of sight, NLC 8.3, and the visibility in force)? */
export function spots(s: GameState, ctx: Ctx, from: HexId, to: HexId, range: number, occupied: ReadonlySet<HexId>): boolean {
  if (from === to) return true;
  if (ctx.map.distance(from, to) > range) return false;
  return sightNow(s, ctx, from, to, occupied).clear;
}

/** Reveal hidden pieces of `side` (they are shown to everyone from now on); logs once for all of them. */
export function revealPieces(d: Draft<GameState>, ctx: Ctx, out: Out, side: Side, pieces: readonly string[], why: string, rule: string): void {
  const h = hiddenDraft(d, side);
  const gone = pieces.filter((p) => h.pieces.includes(p));
  if (!gone.length) return;
  h.pieces = h.pieces.filter((p) => !gone.includes(p));
  const hexes = [...new Set(gone.map((p) => pieceHexOf(d as GameState, p)).filter((x): x is HexId => !!x))].sort();
  for (const hex of hexes) delete h.reported[hex];
  out.revealed = true;
  out.events.push({ type: 'revealed', what: `hidden force at ${hexes.join(', ')}`, visibleTo: 'all' });
  log(d, out, `Hidden force revealed at ${hexes.join(', ')} (${why}): ${gone.map((p) => pieceName(ctx, p)).join(', ')}`, { rule, hexes });
}

/** Remove dummy stacks of `side` (MOP 37.10: a revealed dummy leaves the map). */
export function removeDummies(d: Draft<GameState>, out: Out, side: Side, keys: readonly string[], why: string, rule: string): void {
  const h = hiddenDraft(d, side);
  const hexes: HexId[] = [];
  for (const k of keys) {
    if (!h.dummies[k]) continue;
    hexes.push(h.dummies[k]);
    delete h.dummies[k];
  }
  if (!hexes.length) return;
  hexes.sort();
  for (const hex of hexes) delete h.reported[hex];
  out.revealed = true;
  log(d, out, `Hidden force at ${hexes.join(', ')} was a dummy (${why}): removed`, { rule, hexes });
}

/** The view of `units` and `leaders` for a viewer: the pieces hidden from it (`unseen`) are left out entirely. */
export function maskPieces<T>(record: Record<string, T>, unseen: ReadonlySet<string>): Record<string, T> {
  let any = false;
  for (const id of unseen) if (id in record) any = true;
  if (!any) return record;
  const out: Record<string, T> = {};
  for (const [id, v] of Object.entries(record)) if (!unseen.has(id)) out[id] = v;
  return out;
}

/**
 * The module states' public parts for a viewer (NLC 20.1, MOP 37.10): every list entry and record key that
 * names one of `ids` (the enemy's pieces hidden from this viewer) left out, at any depth. The open states
 * list pieces by id (out of supply, strung out on a road, a gun's facing); a hidden piece's id there would
 * tell the enemy it exists, and where. What names none is returned as it was.
 */
export function maskIds<T>(value: T, ids: ReadonlySet<string>): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out: unknown[] = [];
    for (const x of value) {
      if (typeof x === 'string' && ids.has(x)) {
        changed = true;
        continue;
      }
      const y = maskIds(x, ids);
      if (y !== x) changed = true;
      out.push(y);
    }
    return (changed ? out : value) as T;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) {
    if (ids.has(k)) {
      changed = true;
      continue;
    }
    const y = maskIds(x, ids);
    if (y !== x) changed = true;
    out[k] = y;
  }
  return (changed ? out : value) as T;
}

/** The names of these pieces, longest first (so that no name is cut inside a longer one), for masking the log. */
export function hiddenNames(ctx: Ctx, pieces: readonly string[]): string[] {
  return [...new Set(pieces.map((p) => pieceName(ctx, p)))].sort((a, b) => b.length - a.length);
}

// Writing several fields of one piece at once. Field by field through the draft, immer drafts the piece:
// a proxy and a copy, walked again when the command's state is finished; a move writes four fields of
// every piece it moves. A new object in the piece's place costs one write to the units (or leaders) map.
// It is left unfrozen, so that later writes in the same command (d.units[id].disrupted = ...) go into it
// as they would go into a draft, and frozen once the command's rules are done (sealPieces, api.ts): immer,
// finishing the state, walks every new object not frozen yet in search of drafts, and that walk of the
// moved piece was a tenth of a move's time; a piece holding only plain values and frozen objects holds none.
import type { Draft } from 'immer';
import type { GameState } from '../types';
import { isDraft } from 'immer';
import { latest, originalOf, peekField } from './readView';

type Table = 'units' | 'leaders';
type Piece<K extends Table> = GameState[K][string];

/** The piece's state as it stands now in the command, read without drafting it (never write to it). */
export function pieceNow<K extends Table>(d: Draft<GameState>, table: K, id: string): Readonly<Piece<K>> {
  return latest(latest(peekField(d as GameState, table))[id]) as Piece<K>;
}

/** Sets `fields` of the piece. Fields new to it come after its own, in the order given, as field-by-field writes add them. */
export function setPiece<K extends Table>(d: Draft<GameState>, table: K, id: string, fields: Partial<Piece<K>>): void {
  const map = d[table] as Record<string, Piece<K>>;
  const now = peekField(map, id);
  // the piece as the command found it is replaced, never changed; a piece drafted already, or made anew
  // in this command, is written as before, through what the map gives
  // (the original's pieces are never drafts themselves)
  const base = originalOf(map);
  if (base && now === base[id]) {
    const made = { ...now, ...fields };
    map[id] = made;
    const list = madeIn.get(d);
    if (list) list.push(made);
    else madeIn.set(d, [made]);
  } else Object.assign(map[id], fields);
}

/**
 * The pieces setPiece has made, by the draft they were made in: each command's own, so that a command
 * applied while another is (a preview inside a rule, a player's rollout) neither seals nor drops the
 * other's. A draft given up (a command refused) takes its list with it.
 */
const madeIn = new WeakMap<object, object[]>();

/**
 * Freezes the pieces setPiece made in the draft `d`, each whose fields are plain values or frozen objects
 * (no draft in it, none to find): call it when the command's rules have run, before immer finishes the
 * state. A piece holding anything else is left to immer and freezeNew as before.
 */
export function sealPieces(d: Draft<GameState>): void {
  const list = madeIn.get(d);
  if (!list) return;
  madeIn.delete(d);
  for (const p of list) if (holdsNoDraft(p)) Object.freeze(p);
}

function holdsNoDraft(p: object): boolean {
  for (const k in p) {
    const v: unknown = (p as Record<string, unknown>)[k];
    if (v !== null && typeof v === 'object' && (isDraft(v) || !Object.isFrozen(v))) return false;
  }
  return true;
}

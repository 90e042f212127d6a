// Writing several fields of one piece at once. Field by field through the draft, immer drafts the piece:
// a proxy and a copy, walked again when the command's state is finished; a move writes four fields of
// every piece it moves. A new object in the piece's place costs one write to the units (or leaders) map.
// It is left unfrozen, so that later writes in the same command (d.units[id].disrupted = ...) go into it
// as they would go into a draft; it is frozen with the rest when the command's state is finished (freezeNew, api.ts).
import type { Draft } from 'immer';
import type { GameState } from '../types';
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
  if (base && now === base[id]) map[id] = { ...now, ...fields };
  else Object.assign(map[id], fields);
}

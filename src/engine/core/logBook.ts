// The game log, kept in chunks. A state is immutable, so adding a line to one flat array copied the whole
// log on every command: a cost that grew with the game (thousands of lines in a 1814 campaign) and the
// largest allocation of a move. In chunks of LOG_CHUNK lines, an entry copies only the last chunk and the
// short list of chunks; whoever wants the lines in order asks logEntries, which flattens them once per log.
import type { GameState, LogEntry } from '../types';

export type LogBook = readonly (readonly LogEntry[])[];

export const LOG_CHUNK = 128;

/** The book with `entries` added at the end; the chunks it shares with `book` are not copied. */
export function appendToBook(book: LogBook, entries: readonly LogEntry[]): LogEntry[][] {
  // spread, not slice(): V8 (node 20) copies a frozen array with slice() element by element, ten times slower
  const chunks = [...book] as LogEntry[][];
  for (const e of entries) {
    const last = chunks[chunks.length - 1];
    if (!last || last.length >= LOG_CHUNK) chunks.push(Object.freeze([e]) as LogEntry[]);
    else chunks[chunks.length - 1] = Object.freeze([...last, e]) as LogEntry[];
  }
  return Object.freeze(chunks) as LogEntry[][];
}

const flat = new WeakMap<LogBook, readonly LogEntry[]>();

/** Every line of the log in order (remembered per book: the book of a state never changes). */
export function logEntries(of: Pick<GameState, 'log'>): readonly LogEntry[] {
  const book = of.log;
  let out = flat.get(book);
  if (!out) {
    out = Object.freeze(book.flat());
    if (Object.isFrozen(book)) flat.set(book, out);
  }
  return out;
}

/** How many lines the log holds. */
export function logLength(of: Pick<GameState, 'log'>): number {
  const book = of.log;
  return book.length ? (book.length - 1) * LOG_CHUNK + book[book.length - 1].length : 0;
}

// The Random Events Tables A and B (MOP A.III j): a d6 picks the table, a d66 the event (a card number),
// a further d6 the side it applies to (odd French, even Coalition). Starred lines (27) now strike the
// affected side's own forces, so their VP value is inverted.

export type EventTable = 'A' | 'B';

export interface EventRow {
  /** d66 results from..to inclusive (11-66, tens die first). */
  from: number;
  to: number;
  card: number;
  /** Title on the table when it differs from the deck's (24 is The Last Push for either side). */
  title?: string;
  /** Starred line: applies to friendly instead of enemy forces, VP inverted. */
  star?: boolean;
}

const row = (from: number, to: number, card: number, extra: Partial<EventRow> = {}): EventRow => ({ from, to, card, ...extra });

/** Rows with an event; every other d66 result (46-66) is no event. */
export const RANDOM_EVENTS: Readonly<Record<EventTable, readonly EventRow[]>> = {
  A: [
    row(11, 11, 3), row(12, 12, 7), row(13, 13, 8), row(14, 14, 9), row(15, 15, 11), row(16, 16, 12),
    row(21, 21, 13), row(22, 22, 14), row(23, 23, 15), row(24, 24, 17), row(25, 25, 18), row(26, 26, 19),
    row(31, 31, 20), row(32, 32, 22), row(33, 33, 23), row(34, 34, 25), row(35, 36, 26),
    row(41, 41, 27, { star: true }), row(42, 42, 28), row(43, 44, 29), row(45, 45, 30),
  ],
  B: [
    row(11, 11, 3), row(12, 12, 7), row(13, 13, 8), row(14, 14, 10), row(15, 16, 12),
    row(21, 21, 13), row(22, 22, 15), row(23, 23, 16), row(24, 24, 17), row(25, 25, 18), row(26, 26, 19),
    row(31, 31, 21), row(32, 32, 23), row(33, 33, 24, { title: 'The Last Push' }), row(34, 34, 25), row(35, 35, 26),
    row(36, 36, 27, { star: true }), row(41, 42, 28), row(43, 44, 29), row(45, 45, 31),
  ],
};

/** Is `d66` a d66 result (both digits 1-6)? */
export function isD66(d66: number): boolean {
  return Number.isInteger(d66) && d66 >= 11 && d66 <= 66 && d66 % 10 >= 1 && d66 % 10 <= 6;
}

export function eventRow(table: EventTable, d66: number): EventRow | null {
  if (!isD66(d66)) throw new RangeError(`${d66} is not a d66 roll (11-66, each digit 1-6)`);
  return RANDOM_EVENTS[table].find((r) => d66 >= r.from && d66 <= r.to) ?? null;
}

/** The card number a d66 roll gives on that table (MOP A.III), or null for no event. */
export function mopRandomEvent(table: EventTable, d66: number): number | null {
  if (table !== 'A' && table !== 'B') throw new RangeError(`${String(table)} is not a Random Events Table (A or B)`);
  return eventRow(table, d66)?.card ?? null;
}

/** The d66 results of each table that give `card`, in table order (A first), each once per copy. */
export function occurrences(card: number): { table: EventTable; d66: number }[] {
  const out: { table: EventTable; d66: number }[] = [];
  for (const table of ['A', 'B'] as const) {
    for (const r of RANDOM_EVENTS[table]) {
      if (r.card !== card) continue;
      for (let x = r.from; x <= r.to; x++) if (isD66(x)) out.push({ table, d66: x });
    }
  }
  return out;
}

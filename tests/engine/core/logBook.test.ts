import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { produce } from 'immer';
import { appendToBook, LOG_CHUNK, logEntries, logLength, type LogBook } from '../../../src/engine/core/logBook';
import { appendLogEntry, log, refusal, type Out } from '../../../src/engine/core/ops';
import type { GameState, LogEntry } from '../../../src/engine/types';

const entry = (i: number): LogEntry => Object.freeze({ seq: i, text: `line ${i}`, visibleTo: 'all' as const });

describe('the game log in chunks', () => {
  it('reads back every line in order, whatever the batches, and never holds a chunk over the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 12 }), (batches) => {
        let book: LogBook = [];
        const flat: LogEntry[] = [];
        for (const n of batches) {
          const add = Array.from({ length: n }, (_, k) => entry(flat.length + k));
          book = appendToBook(book, add);
          flat.push(...add);
        }
        expect(logEntries({ log: book as LogEntry[][] })).toEqual(flat);
        expect(logLength({ log: book as LogEntry[][] })).toBe(flat.length);
        expect(book.every((c) => c.length > 0 && c.length <= LOG_CHUNK)).toBe(true);
        // every chunk but the last is full, so the book stays short
        expect(book.slice(0, -1).every((c) => c.length === LOG_CHUNK)).toBe(true);
      }),
    );
  });

  it('shares the full chunks with the book it grew from and changes nothing in it', () => {
    const before = appendToBook([], Array.from({ length: LOG_CHUNK * 2 + 5 }, (_, i) => entry(i)));
    const after = appendToBook(before, [entry(999)]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(before[2]).toHaveLength(5);
    expect(after[2]).toHaveLength(6);
    expect(Object.isFrozen(after) && Object.isFrozen(after[2])).toBe(true);
  });

  it('log() inside a command adds the line and its event; the state before keeps its own log', () => {
    const s0 = Object.freeze({ seq: 3, log: appendToBook([], [entry(0)]) }) as unknown as GameState;
    const out: Out = { events: [], revealed: false, rolled: false };
    const s1 = produce(s0, (d) => {
      log(d, out, 'first', { rule: 'NLC 5' });
      appendLogEntry(d, { seq: 3, text: 'second', visibleTo: 'fr' });
    });
    expect(logEntries(s0).map((e) => e.text)).toEqual(['line 0']);
    expect(logEntries(s1).map((e) => e.text)).toEqual(['line 0', 'first', 'second']);
    expect(out.events).toEqual([{ type: 'log', entry: logEntries(s1)[1], visibleTo: 'all' }]);
  });
});

describe('refusals whose words are written when read', () => {
  it('builds the message only when asked, and it reads as a plain error', () => {
    let built = 0;
    const e = refusal('x', () => `words ${++built}`, 'NLC 12.1');
    expect(built).toBe(0);
    expect(e.code).toBe('x');
    expect(e.message).toBe('words 1');
    expect(JSON.parse(JSON.stringify(e))).toEqual({ code: 'x', rule: 'NLC 12.1', message: 'words 2' });
  });
});

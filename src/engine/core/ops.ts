// Small verbs every rules module uses: log an entry, roll dice, reject a command.
import { current, isDraft, type Draft } from 'immer';
import type { GameEvent, GameState, HexId, LogEntry, RuleError, Side } from '../types';
import { rollFaces } from './rng';
import { appendToBook } from './logBook';
import { peekField } from './readView';

/** What a command produced besides the new state. */
export interface Out {
  events: GameEvent[];
  revealed: boolean;
  rolled: boolean;
}

export class RuleFailure extends Error {
  constructor(public readonly error: RuleError) {
    super(error.message);
  }
}

/** A refusal whose words are written only when read (checks asked for every listed option build no text). */
export function refusal(code: string, words: () => string, rule: string): RuleError {
  return {
    code,
    rule,
    get message() {
      return words();
    },
  };
}

export function reject(code: string, message: string, rule: string): never {
  throw new RuleFailure({ code, message, rule });
}

/**
 * Adds a frozen entry to the log without an event (core/logBook.ts). The book is read as it stands without
 * drafting it (a draft of the book would be copied and walked again when the command's state is finished).
 */
export function appendLogEntry(d: Draft<GameState>, entry: LogEntry): void {
  const now = peekField(d as GameState, 'log');
  d.log = appendToBook(isDraft(now) ? current(now) : now, [Object.isFrozen(entry) ? entry : Object.freeze(entry)]) as Draft<LogEntry>[][];
}

export function log(
  d: Draft<GameState>,
  out: Out,
  text: string,
  extra: { rule?: string; dice?: number[]; visibleTo?: 'all' | Side; hexes?: HexId[] } = {},
): void {
  const entry: LogEntry = { seq: d.seq, text, visibleTo: extra.visibleTo ?? 'all' };
  if (extra.rule) entry.rule = extra.rule;
  if (extra.dice) entry.dice = Object.freeze([...extra.dice]) as number[];
  if (extra.hexes && extra.hexes.length) entry.hexes = Object.freeze([...extra.hexes]) as HexId[];
  Object.freeze(entry);
  appendLogEntry(d, entry);
  out.events.push({ type: 'log', entry, visibleTo: entry.visibleTo });
}

/** Roll dice for a named purpose under a rule case; the dice are logged and evented. */
export function roll(
  d: Draft<GameState>,
  out: Out,
  count: number,
  purpose: string,
  rule: string,
  visibleTo: 'all' | Side = 'all',
): number[] {
  const dice = rollFaces(d, count, 6);
  out.rolled = true;
  out.events.push({ type: 'dice', dice, purpose, rule, visibleTo });
  return dice;
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

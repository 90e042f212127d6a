// Small verbs every rules module uses: log an entry, roll dice, reject a command.
import { current, isDraft, type Draft } from 'immer';
import type { GameEvent, GameState, HexId, LogEntry, RuleError, Side } from '../types';
import { rollFaces } from './rng';

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

export function reject(code: string, message: string, rule: string): never {
  throw new RuleFailure({ code, message, rule });
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
  // The log only grows and is long (thousands of entries). Pushing through the draft makes immer copy
  // it and then walk every entry to freeze the result at the end of the command; a frozen copy one
  // entry longer costs one plain copy, and immer leaves frozen values alone.
  const prev = isDraft(d.log) ? current(d.log) : d.log;
  d.log = Object.freeze([...prev, entry]) as Draft<LogEntry>[];
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

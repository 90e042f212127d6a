// Small verbs every rules module uses: log an entry, roll dice, reject a command.
import type { Draft } from 'immer';
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
  if (extra.dice) entry.dice = extra.dice;
  if (extra.hexes && extra.hexes.length) entry.hexes = extra.hexes;
  d.log.push(entry);
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

// Standing reaction-charge instructions (NLC 7.9 at a shared screen): each side says in advance whether
// the engine asks it about a possible reaction charge, never reacts, reacts only with cavalry stacked with
// a leader, or reacts when the morale test passes at least N times in 6. The instruction is that side's
// secret (state.secret[side], which viewFor shows to nobody else); it is set with the command
// `choose reaction:<mode>` at any of that side's own decisions, which stay open.
import type { Draft } from 'immer';
import type { ChooseCommand, GameState, Side } from '../../../types';
import type { Ctx } from '../../../core/ctx';
import { log, reject, type Out } from '../../../core/ops';

export type ReactionMode = 'ask' | 'never' | 'leader' | 'chance';

export interface ReactionInstruction {
  mode: ReactionMode;
  /** For 'chance': react when the morale test passes on at least this many faces of six (1-6). */
  atLeast?: number;
}

export const DEFAULT_INSTRUCTION: ReactionInstruction = { mode: 'ask' };
const KEY = 'cavalryReaction';

export function instructionOf(s: GameState, side: Side): ReactionInstruction {
  const v = s.secret[side]?.[KEY] as unknown as ReactionInstruction | undefined;
  return v && typeof v === 'object' && 'mode' in v ? v : DEFAULT_INSTRUCTION;
}

/** "reaction:ask", "reaction:never", "reaction:leader", "reaction:chance:4" -> an instruction, or null. */
export function parseInstruction(choice: string): ReactionInstruction | null {
  const [head, mode, n] = choice.split(':');
  if (head !== 'reaction') return null;
  if ((mode === 'ask' || mode === 'never' || mode === 'leader') && n === undefined) return { mode };
  if (mode === 'chance' && /^[1-6]$/.test(n ?? '')) return { mode, atLeast: Number(n) };
  return null;
}

export function instructionChoice(i: ReactionInstruction): string {
  return i.mode === 'chance' ? `reaction:chance:${i.atLeast}` : `reaction:${i.mode}`;
}

/** Every instruction a side may give, as choice ids (for the client's panel). */
export const INSTRUCTION_CHOICES = ['reaction:ask', 'reaction:never', 'reaction:leader', ...[2, 3, 4, 5, 6].map((n) => `reaction:chance:${n}`)];

export function describeInstruction(i: ReactionInstruction): string {
  switch (i.mode) {
    case 'ask':
      return 'ask me';
    case 'never':
      return 'never react';
    case 'leader':
      return 'react only with cavalry stacked with a leader';
    default:
      return `react when the test passes at least ${i.atLeast} in 6`;
  }
}

/** The side command: validate, store as the side's secret, log only to that side. */
export function setInstruction(d: Draft<GameState>, cmd: ChooseCommand, ctx: Ctx, out: Out): void {
  const i = parseInstruction(cmd.choice);
  if (!i) reject('bad-instruction', `"${cmd.choice}" is not a reaction instruction (ask, never, leader, or chance with 1-6)`, 'NLC 7.9');
  if (!ctx.sides.includes(cmd.side)) reject('bad-side', `there is no side "${cmd.side}"`, 'NLC 7.9');
  d.secret[cmd.side] ??= {};
  d.secret[cmd.side][KEY] = { ...i } as unknown as Draft<GameState>['secret'][string][string];
  log(d, out, `Standing reaction-charge instruction: ${describeInstruction(i)}`, { rule: 'NLC 7.9', visibleTo: cmd.side });
}

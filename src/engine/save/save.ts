// Save files: scenario id + options + seed + command list. Loading a save means replaying it.
import { z } from 'zod';
import { lazySchema } from '../scenario/lazySchema';
import type { Command, GameState, Options } from '../types';
import type { Scenario } from '../scenario/schema';
import { newGame, applyCommand, stateHash } from '../core/api';
import { jsonPath } from '../scenario/load';
import type { GameEvent } from '../types';

export const saveSchema = lazySchema(() => z.strictObject({
  format: z.literal('aigle-save'),
  version: z.literal(1),
  scenario: z.string().min(1),
  options: z.strictObject({ rules: z.record(z.string(), z.boolean()) }),
  seed: z.number().int(),
  commands: z.array(z.record(z.string(), z.unknown())),
}));

export interface SaveFile {
  format: 'aigle-save';
  version: 1;
  scenario: string;
  options: Options;
  seed: number;
  commands: Command[];
}

export type SaveParse = { ok: true; save: SaveFile } | { ok: false; message: string };

export function makeSave(state: GameState, commands: Command[]): SaveFile {
  return { format: 'aigle-save', version: 1, scenario: state.scenario, options: state.options, seed: state.seed, commands };
}

export function parseSave(text: string, file = 'save file'): SaveParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `${file}: not a readable save (broken or truncated JSON: ${(e as Error).message})` };
  }
  const r = saveSchema.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    return { ok: false, message: `${file}: not an Aigle save: ${jsonPath(i.path)}: ${i.message}` };
  }
  return { ok: true, save: r.data as unknown as SaveFile };
}

export type ReplayResult =
  | { ok: true; state: GameState; events: GameEvent[]; hash: string }
  | { ok: false; message: string; at: number };

/** Replay a save on its scenario; the first refused command stops it with the reason. */
export function replay(save: SaveFile, scenario: Scenario): ReplayResult {
  if (save.scenario !== scenario.id) {
    return { ok: false, at: -1, message: `the save is for scenario "${save.scenario}", not "${scenario.id}"` };
  }
  let state = newGame(scenario, save.options, save.seed);
  const events: GameEvent[] = [];
  for (let i = 0; i < save.commands.length; i++) {
    const r = applyCommand(state, save.commands[i]);
    if (!r.ok) return { ok: false, at: i, message: `command ${i + 1} of ${save.commands.length} was refused: ${r.error.message} [${r.error.rule}]` };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events, hash: stateHash(state) };
}

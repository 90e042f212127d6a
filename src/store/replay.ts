// The replay viewer's model (issue 14): a save replayed once into every intermediate state, and pure
// moves over it (first / previous hand-over / back / forward / next hand-over / last). Each state is
// the engine's own result of the same commands, so stepping back and forth lands on the same
// stateHash as replaying that prefix afresh. What a viewpoint sees at a step is viewFor(state, viewer):
// the replay never shows a side what it could not see at that moment.
import {
  applyCommand,
  canSee,
  newGame,
  parseSave,
  logEntries,
  logLength,
  pendingDecision,
  stateHash,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
  type LogEntry,
  type PlayerView,
  type SaveFile,
  type Scenario,
  type Side,
  type Viewer,
} from '../engine';
import { unsealCommands } from './sealOrders';
import { browserStorage } from './persist';
import type { Catalogue } from './catalogue';
import { looksBinary } from './binaryFile';

export interface Timeline {
  save: SaveFile;
  scenario: Scenario;
  /** states[k]: the game after the first k commands (states[0] is the set-up). */
  states: GameState[];
  /** events[k - 1]: what command k did (for the map's move animation). */
  events: GameEvent[][];
  /** The side deciding at each step (null: nobody, the game is over). */
  actors: (Side | null)[];
  /** Steps where the decision passes to another side, with 0 and the last step: the checkpoints. */
  handovers: number[];
}

export type TimelineBuild = { ok: true; timeline: Timeline } | { ok: false; message: string; at: number | null };

export type ReplayMove = 'first' | 'prevHandover' | 'back' | 'forward' | 'nextHandover' | 'last';

function actorOf(state: GameState): Side | null {
  const p = pendingDecision(state);
  if (!p) return null;
  return p.side ?? p.sides[0] ?? null;
}

/**
 * Replays a save into a timeline. A command the engine refuses (or that breaks it) stops the build
 * with its number and the rule case it diverges on; nothing else is touched.
 */
export function buildTimeline(save: SaveFile, scenario: Scenario): TimelineBuild {
  if (save.scenario !== scenario.id) return { ok: false, at: null, message: `the save is for scenario "${save.scenario}", not "${scenario.id}"` };
  let state: GameState;
  try {
    state = newGame(scenario, save.options, save.seed);
  } catch (e) {
    return { ok: false, at: null, message: `the game could not be set up: ${(e as Error).message}` };
  }
  const states: GameState[] = [state];
  const events: GameEvent[][] = [];
  const actors: (Side | null)[] = [actorOf(state)];
  const handovers: number[] = [0];
  const n = save.commands.length;
  for (let i = 0; i < n; i++) {
    const cmd: Command = save.commands[i];
    let r;
    try {
      r = applyCommand(state, cmd);
    } catch (e) {
      return { ok: false, at: i + 1, message: `command ${i + 1} of ${n} broke the engine: ${(e as Error).message}` };
    }
    if (!r.ok) return { ok: false, at: i + 1, message: `command ${i + 1} of ${n} does not replay: ${r.error.message} [${r.error.rule}]` };
    state = r.state;
    states.push(state);
    events.push(r.events);
    const who = actorOf(state);
    if (who !== actors[actors.length - 1]) handovers.push(i + 1);
    actors.push(who);
  }
  if (handovers[handovers.length - 1] !== n) handovers.push(n);
  return { ok: true, timeline: { save, scenario, states, events, actors, handovers } };
}

/** Reads a save text (a file, a saved game) and replays it on its scenario from the catalogue. */
export async function timelineFromText(text: string, fileName: string, catalogue: Catalogue): Promise<TimelineBuild> {
  if (looksBinary(text)) return { ok: false, at: null, message: `${fileName} is not a save: it holds binary data, and an Aigle save is a JSON text file` };
  const parsed = parseSave(text, fileName);
  if (!parsed.ok) return { ok: false, at: null, message: parsed.message };
  // a hot-seat export's sealed orders open only in the browser that sealed them (NLC 12.4, sealOrders.ts)
  const opened = unsealCommands(parsed.save.commands, browserStorage());
  if (!opened.ok) return { ok: false, at: null, message: `${fileName}: ${opened.message}` };
  const got = await catalogue.load(parsed.save.scenario);
  if (!got.ok) return { ok: false, at: null, message: `${fileName}: ${got.message}` };
  return buildTimeline({ ...parsed.save, commands: opened.commands }, got.scenario);
}

export function lastStep(t: Timeline): number {
  return t.states.length - 1;
}

/** A step from outside (the address bar): a whole number within the game, else the nearest end. */
export function clampStep(t: Timeline, step: unknown): number {
  const n = typeof step === 'number' ? step : Number(step);
  if (!Number.isFinite(n)) return 0;
  return Math.max(0, Math.min(lastStep(t), Math.trunc(n)));
}

/** Where a control takes the viewer from `step`. */
export function moveStep(t: Timeline, step: number, move: ReplayMove): number {
  const s = clampStep(t, step);
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return lastStep(t);
    case 'back':
      return Math.max(0, s - 1);
    case 'forward':
      return Math.min(lastStep(t), s + 1);
    case 'prevHandover': {
      let best = 0;
      for (const h of t.handovers) if (h < s) best = h;
      return best;
    }
    case 'nextHandover':
      return t.handovers.find((h) => h > s) ?? lastStep(t);
  }
}

export function hashAt(t: Timeline, step: number): string {
  return stateHash(t.states[clampStep(t, step)]);
}

/** What `viewer` could see at `step`: the engine's redacted view of that moment. */
export function viewAt(t: Timeline, step: number, viewer: Viewer): PlayerView {
  return viewFor(t.states[clampStep(t, step)], viewer);
}

/** The log lines the step's command wrote that `viewer` may read (the caption of the step). */
export function linesAt(t: Timeline, step: number, viewer: Viewer): LogEntry[] {
  const s = clampStep(t, step);
  if (s === 0) return logEntries(t.states[0]).filter((e) => canSee(viewer, e.visibleTo));
  const before = logLength(t.states[s - 1]);
  return logEntries(t.states[s]).slice(before).filter((e) => canSee(viewer, e.visibleTo));
}

/** The command that led to `step` (none at the set-up). */
export function commandAt(t: Timeline, step: number): Command | null {
  const s = clampStep(t, step);
  return s > 0 ? t.save.commands[s - 1] : null;
}

/** The viewpoints of a replay: each side of the scenario, and the referee who sees everything. */
export function viewpoints(t: Timeline): Viewer[] {
  return [...t.scenario.sides.map((s) => s.id), 'referee'];
}

/** A viewpoint from the address bar: one of the scenario's, else the referee. */
export function viewerFrom(t: Timeline, raw: string | null): Viewer {
  return raw && viewpoints(t).includes(raw) ? raw : 'referee';
}

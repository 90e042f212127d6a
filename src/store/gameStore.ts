// The client store: zustand (vanilla) with immer for the UI slice. The game slice (engine state,
// command list, undo history) is only ever replaced whole by an accepted engine result: the store
// never changes game state by itself. Map and panels read viewFor(state, viewer), never the state.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import {
  applyCommand,
  makeSave,
  newGame,
  parseSave,
  pendingDecision,
  viewFor,
  type Command,
  type GameEvent,
  type GameState,
  type HexId,
  type LogEntry,
  type Options,
  type PendingDecision,
  type PlayerView,
  type SaveFile,
  type Scenario,
  type Side,
  type Viewer,
} from '../engine';
import type { Catalogue } from './catalogue';
import { AUTOSAVE_BROKEN_KEY, AUTOSAVE_KEY, type KeyValue } from './persist';
import { exportCut } from './exportCut';
import { sealCommands, sealKey, unsealCommands } from './sealOrders';
import { byLastPlayed, memoryLibrary, summaryOf, type GameLibrary, type SavedGame, type SavedGameSummary } from './library';
import { looksBinary } from './binaryFile';
import { addressableFor, composerKind, formationAt, pickInto, type ComposerDraft } from './orderDraft';
import { assaultAimable, bombardAimable, commandForButton, commandForHex, moveTargets, piecesAt, scenarioIndex } from './derive';

export type Mode = 'hotseat' | 'solo' | 'referee';

export interface HistoryEntry {
  /** The state before the command. */
  state: GameState;
  cmd: Command;
  /** True when the command rolled dice, revealed something or handed the decision over: undo stops here. */
  commit: boolean;
}

export interface GameSlice {
  /** The game's key in the library of saved games. */
  id: string;
  scenario: Scenario;
  state: GameState;
  commands: Command[];
  history: HistoryEntry[];
  mode: Mode;
  /** Events of the last accepted command, for animations; `eventsSeq` changes with every command. */
  lastEvents: GameEvent[];
  eventsSeq: number;
  /** Issue 14: the side the computer plays (hot-seat against the computer: no curtain, its commands allowed). */
  computer?: Side;
}

export interface Problem {
  message: string;
  rule?: string;
}

export interface UiSlice {
  /** The side sitting at the screen in hot-seat. */
  screenSide: Side | null;
  /** Hot-seat: the side the screen must be passed to before anything else is shown. */
  curtain: Side | null;
  selected: string[];
  /** NLC attack flow: the hex the selected units would assault, shown with its preview until confirmed. */
  aim: HexId | null;
  inspectHex: HexId | null;
  hover: HexId | null;
  showHexIds: boolean;
  error: Problem | null;
  notice: string | null;
  charts: { open: boolean; anchor: string | null };
  /** A request to centre the map on a hex (log links); the nonce makes repeats count. */
  focus: { hex: HexId; nonce: number } | null;
  zoom: { dir: 1 | -1; nonce: number } | null;
  /**
   * Hot-seat: what the player's own decision just did (their view's new log lines), shown before the
   * curtain; the screen is passed only after they acknowledge it.
   */
  outcome: { side: Side; lines: LogEntry[] } | null;
  /** The saved games the start screen lists (newest first); null until read. */
  saved: SavedGameSummary[] | null;
  /** The line-of-sight tool (key L): on, the hex pointed from, and a pinned end (NLC 8.3). */
  losTool: { on: boolean; from: HexId | null; to: HexId | null };
  /** The NLC 12 order composer's draft while it is open (the screen side's own; dropped at a hand-over). */
  composer: ComposerDraft | null;
}

export interface Actions {
  startGame(scenarioId: string, options: Options, seed: number, mode: Mode, computer?: Side): boolean;
  issue(cmd: Command): boolean;
  pressButton(id: string): boolean;
  clickHex(hex: HexId): void;
  clickPiece(id: string): void;
  select(ids: string[]): void;
  toggleSelect(id: string): void;
  deselect(): void;
  /** Aim the selection at a hex to assault (or null to drop the aim); nothing is issued. */
  aimAt(hex: HexId | null): void;
  moveSelectedTo(hex: HexId): boolean;
  undo(): boolean;
  revealCurtain(): void;
  /** The player has read the outcome of their decision: the curtain may show the hand-over. */
  acknowledgeOutcome(): void;
  /** The save file; `dropped` > 0 when a half-made secret choice was left out of it. */
  exportSave(): { fileName: string; text: string; dropped: number } | null;
  /** Replays a save file as a new game (the running one stays in the saved games). */
  importSave(text: string, fileName?: string): Promise<boolean>;
  /** Resumes the running game from the localStorage journal (carrying an old autosave into the library). */
  restoreAutosave(): Promise<boolean>;
  /** Back to the start screen; the game stays in the saved games. */
  quitToStart(): Promise<void>;
  /** Reads the saved games into ui.saved. */
  refreshSaved(): Promise<void>;
  continueSaved(id: string): Promise<boolean>;
  exportSaved(id: string): Promise<{ fileName: string; text: string; dropped: number } | null>;
  deleteSaved(id: string): Promise<void>;
  setHover(hex: HexId | null): void;
  setInspect(hex: HexId | null): void;
  toggleHexIds(): void;
  /** The line-of-sight tool on or off (key L); off forgets its hexes. */
  toggleLosTool(on?: boolean): void;
  focusHex(hex: HexId): void;
  zoomBy(dir: 1 | -1): void;
  openCharts(anchor?: string | null): void;
  closeCharts(): void;
  clearError(): void;
  /** Open, change or (null) close the order composer. */
  setComposer(d: ComposerDraft | null): void;
  /** Test builds only (see src/main.tsx): plants a secret as if the engine had stored one. */
  debugPlantSecret(side: Side, text: string): void;
}

export interface AigleState {
  game: GameSlice | null;
  ui: UiSlice;
  actions: Actions;
}

export type AigleStore = StoreApi<AigleState>;

export interface StoreDeps {
  catalogue: Catalogue;
  /** Synchronous journal of the running game (localStorage in the browser). */
  storage: KeyValue;
  /** Every game in progress (IndexedDB in the browser); in memory when not given. */
  library?: GameLibrary;
  now?: () => number;
  newId?: () => string;
}

interface Autosave {
  format: 'aigle-autosave';
  version: 1;
  /** The game's library key; absent in autosaves written before the library existed. */
  id?: string;
  lastPlayed?: number;
  save: ReturnType<typeof makeSave>;
  mode: Mode;
  screenSide: Side | null;
  curtain: Side | null;
  showHexIds: boolean;
  /** Issue 14: the side the computer plays, in a game against the computer. */
  computer?: Side;
}

// ------------------------------------------------------------------ pure helpers (also used by panels)

export function viewerOf(s: Pick<AigleState, 'game' | 'ui'>): Viewer | null {
  const g = s.game;
  if (!g) return null;
  if (g.mode !== 'hotseat') return 'referee';
  if (s.ui.curtain) return null; // nobody may look while the screen is being passed
  return s.ui.screenSide;
}

/** The view the map and panels render (memoised per state object and viewer by the engine). */
export function currentView(s: Pick<AigleState, 'game' | 'ui'>): PlayerView | null {
  const v = viewerOf(s);
  if (!s.game || !v) return null;
  return viewFor(s.game.state, v);
}

/** The side that must act now, or null (game over, or nothing pending). */
export function actingSide(state: GameState): Side | null {
  const p = pendingDecision(state);
  if (!p) return null;
  return p.side ?? p.sides[0] ?? null;
}

/** May the person at the screen give orders for this side now? */
export function mayAct(s: Pick<AigleState, 'game' | 'ui'>, side: Side): boolean {
  const g = s.game;
  if (!g || s.ui.curtain) return false;
  const p = pendingDecision(g.state);
  if (!p || !p.sides.includes(side)) return false;
  return g.mode !== 'hotseat' || s.ui.screenSide === side;
}

/** The history entry an undo would take back, or null. */
export function undoTarget(s: Pick<AigleState, 'game' | 'ui'>): HistoryEntry | null {
  const g = s.game;
  if (!g || s.ui.curtain || g.history.length === 0) return null;
  const last = g.history[g.history.length - 1];
  if (last.commit) return null;
  const acting = actingSide(g.state);
  if (!acting || last.cmd.side !== acting) return null;
  if (g.mode === 'hotseat' && s.ui.screenSide !== acting) return null;
  return last;
}

/** Replays a command list from the start, keeping the undo history (so undo still works after a reload). */
export function rebuild(
  scenario: Scenario,
  options: Options,
  seed: number,
  commands: Command[],
): { ok: true; state: GameState; history: HistoryEntry[]; events: GameEvent[] } | { ok: false; message: string } {
  let state: GameState;
  try {
    state = newGame(scenario, options, seed);
  } catch (e) {
    return { ok: false, message: `the game could not be set up: ${(e as Error).message}` };
  }
  const history: HistoryEntry[] = [];
  let events: GameEvent[] = [];
  for (let i = 0; i < commands.length; i++) {
    let r;
    try {
      r = applyCommand(state, commands[i]);
    } catch (e) {
      return { ok: false, message: `command ${i + 1} of ${commands.length} broke the engine: ${(e as Error).message}` };
    }
    if (!r.ok) {
      return { ok: false, message: `command ${i + 1} of ${commands.length} was refused: ${r.error.message} [${r.error.rule}]` };
    }
    history.push({ state, cmd: commands[i], commit: r.commit });
    state = r.state;
    events = r.events;
  }
  return { ok: true, state, history, events };
}

function pendingOf(g: GameSlice | null): PendingDecision | null {
  return g ? pendingDecision(g.state) : null;
}

// ------------------------------------------------------------------ the store

function randomKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  const b = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < b.length; i++) b[i] = Math.floor(Math.random() * 256);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  return c?.randomUUID ? c.randomUUID() : `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function createAigleStore(deps: StoreDeps): AigleStore {
  const { catalogue, storage } = deps;
  const library = deps.library ?? memoryLibrary();
  const now = deps.now ?? (() => Date.now());
  const newId = deps.newId ?? randomId;
  /** Library writes, one after the other; only each game's latest record is written (many commands in one tick: one write). */
  let writing: Promise<void> = Promise.resolve();
  const unwritten = new Map<string, SavedGame>();

  return createStore<AigleState>()(
    immer((set, get) => {
      /** Hot-seat: after every change of the pending decision, pass the screen if it belongs to the other side. */
      const screenAfter = (g: GameSlice, screen: Side | null, curtain: Side | null): { screenSide: Side | null; curtain: Side | null } => {
        if (g.mode !== 'hotseat') return { screenSide: screen, curtain: null };
        // against the computer the human keeps the screen: nobody to pass it to (issue 14)
        if (g.computer) return { screenSide: g.scenario.sides.find((x) => x.id !== g.computer)?.id ?? screen, curtain: null };
        const p = pendingDecision(g.state);
        if (!p || p.sides.length === 0) return { screenSide: screen, curtain }; // game over: both look at the result
        if (curtain) return { screenSide: screen, curtain: p.sides.includes(curtain) ? curtain : p.sides[0] };
        if (screen && p.sides.includes(screen)) return { screenSide: screen, curtain: null };
        return { screenSide: screen, curtain: p.side ?? p.sides[0] };
      };

      const autosave = () => {
        const s = get();
        const g = s.game;
        if (!g) return;
        const lastPlayed = now();
        const save = makeSave(g.state, g.commands);
        const data: Autosave = {
          format: 'aigle-autosave',
          version: 1,
          id: g.id,
          lastPlayed,
          save,
          mode: g.mode,
          screenSide: s.ui.screenSide,
          curtain: s.ui.curtain,
          showHexIds: s.ui.showHexIds,
          ...(g.computer ? { computer: g.computer } : {}),
        };
        // the journal first: synchronous, so a reload or a killed tab finds this very command
        try {
          storage.setItem(AUTOSAVE_KEY, JSON.stringify(data));
        } catch (e) {
          set((d) => {
            d.ui.notice = `Autosave failed: ${(e as Error).message}`;
          });
        }
        const record: SavedGame = {
          id: g.id,
          save,
          scenarioName: g.scenario.name,
          turn: g.state.clock.turn,
          mode: g.mode,
          lastPlayed,
          screenSide: data.screenSide,
          curtain: data.curtain,
          showHexIds: data.showHexIds,
          ...(data.computer ? { computer: data.computer } : {}),
        };
        unwritten.set(record.id, record);
        writing = writing
          .then(async () => {
            const recs = [...unwritten.values()];
            unwritten.clear();
            for (const r of recs) await library.put(r);
          })
          .catch((e: unknown) => {
            set((d) => {
              d.ui.notice = `The game could not be kept in the saved games (${(e as Error)?.message ?? e}); it is still autosaved for this tab.`;
            });
          });
      };

      /** Rebuilds a saved game from its save: the scenario is loaded first. */
      const revive = async (
        save: SaveFile,
      ): Promise<{ ok: true; scenario: Scenario; state: GameState; history: HistoryEntry[] } | { ok: false; message: string }> => {
        const got = await catalogue.load(save.scenario);
        if (!got.ok) return got;
        const r = rebuild(got.scenario, save.options, save.seed, save.commands);
        if (!r.ok) return r;
        return { ok: true, scenario: got.scenario, state: r.state, history: r.history };
      };

      const setGame = (g: GameSlice, screen: Side | null, curtain: Side | null) => {
        const sc = screenAfter(g, screen, curtain);
        const handOver = !!sc.curtain && !get().ui.curtain;
        const otherGame = get().game?.id !== g.id;
        // the game slice is replaced whole (plain partial: immer never drafts engine states)
        set({ game: g });
        set((d) => {
          d.ui.screenSide = sc.screenSide;
          d.ui.curtain = sc.curtain;
          d.ui.selected = [];
          d.ui.aim = null;
          d.ui.error = null;
          // a notice of one side ("Taken back.") must not wait on screen for the other (issue 8)
          if (handOver) d.ui.notice = null;
          // nor what that side was looking at: the hex inspected, the line of sight drawn, the charts (issue 8)
          if (handOver) {
            d.ui.inspectHex = null;
            d.ui.hover = null;
            d.ui.losTool = { on: d.ui.losTool.on, from: null, to: null };
            d.ui.charts = { open: false, anchor: null };
          }
          // the order composer is the screen side's secret draft (NLC 12.4)
          if (handOver || otherGame) d.ui.composer = null;
          if (!sc.curtain) d.ui.outcome = null;
        });
      };

      /** Hot-seat: the command list with the other side's secret orders sealed (sealOrders.ts). */
      const sealed = (mode: Mode, id: string, commands: Command[], exporter: Side | null): Command[] => {
        if (mode !== 'hotseat') return commands;
        const key = sealKey(storage, id, randomKey);
        return sealCommands(commands, exporter, id, key) as Command[];
      };

      const fail = (message: string, rule?: string) => {
        set((d) => {
          d.ui.error = { message, rule };
        });
        return false;
      };

      const actions: Actions = {
        startGame(scenarioId, options, seed, mode, computer) {
          const got = catalogue.get(scenarioId);
          if (!got.ok) return fail(got.message);
          let state: GameState;
          try {
            state = newGame(got.scenario, options, seed);
          } catch (e) {
            return fail(`The game could not be set up: ${(e as Error).message}`);
          }
          const g: GameSlice = { id: newId(), scenario: got.scenario, state, commands: [], history: [], mode, lastEvents: [], eventsSeq: 0, ...(computer ? { computer } : {}) };
          const first = actingSide(state) ?? got.scenario.sides[0].id;
          setGame(g, mode === 'hotseat' ? first : null, null);
          set((d) => {
            d.ui.inspectHex = null;
            d.ui.notice = null;
          });
          autosave();
          return true;
        },

        issue(cmd) {
          const s = get();
          const g = s.game;
          if (!g) return fail('No game is running.');
          if (s.ui.curtain) return fail('Pass the screen first.');
          if (g.mode === 'hotseat' && cmd.side !== s.ui.screenSide && cmd.side !== g.computer) {
            return fail(`That is not your decision: the ${sideAdj(g.scenario, cmd.side)} player gives that order.`);
          }
          let r;
          try {
            r = applyCommand(g.state, cmd);
          } catch (e) {
            return fail(`The engine failed on this command: ${(e as Error).message}`, 'engine');
          }
          if (!r.ok) return fail(r.error.message, r.error.rule);
          const next: GameSlice = {
            ...g,
            state: r.state,
            commands: [...g.commands, cmd],
            history: [...g.history, { state: g.state, cmd, commit: r.commit }],
            lastEvents: r.events,
            eventsSeq: g.eventsSeq + 1,
          };
          const inspect = cmd.type === 'move' ? cmd.path[cmd.path.length - 1] : s.ui.inspectHex;
          setGame(next, s.ui.screenSide, s.ui.curtain);
          // hot-seat: the decision went to the other side; first show this player what theirs did
          const me = s.ui.screenSide;
          const handedOver = g.mode === 'hotseat' && !!me && !!get().ui.curtain;
          const lines = handedOver ? viewFor(next.state, me!).log.slice(viewFor(g.state, me!).log.length) : [];
          set((d) => {
            d.ui.inspectHex = inspect ?? null;
            d.ui.outcome = lines.length ? { side: me!, lines } : null;
          });
          autosave();
          return true;
        },

        pressButton(id) {
          const s = get();
          const p = pendingOf(s.game);
          const v = viewerOf(s);
          if (!p || !v) return false;
          const cmd = commandForButton(s.game!.state, p, v, id, s.ui.selected);
          if (!cmd) return fail(`"${id}" is not possible now.`);
          return actions.issue(cmd);
        },

        clickHex(hex) {
          const s = get();
          const g = s.game;
          const v = viewerOf(s);
          if (!g || !v) return;
          // the line-of-sight tool: the first click picks the hex to look from (and its guns, for their
          // range), the next pins the end; a click on the start again starts over (NLC 8.3)
          if (s.ui.losTool.on) {
            const tool = s.ui.losTool;
            const view = viewFor(g.state, v);
            const guns = piecesAt(view, hex).filter((id) => {
              const u = g.scenario.units.find((x) => x.id === id);
              return !!u && (v === 'referee' || u.side === v) && /artillery/.test(u.type);
            });
            set((d) => {
              if (!tool.from || tool.to || hex === tool.from) {
                d.ui.losTool = { on: true, from: hex, to: null };
                d.ui.selected = guns;
              } else d.ui.losTool = { on: true, from: tool.from, to: hex };
              d.ui.inspectHex = hex;
            });
            return;
          }
          const p = pendingDecision(g.state);
          // the order composer takes map clicks: a target or waypoint, else a formation by its leader (NLC 12.4)
          const kind = composerKind(p?.type);
          if (s.ui.composer && kind) {
            const draft = s.ui.composer;
            const side = kind === 'badMove' ? p!.side! : v === 'referee' ? (p!.side ?? p!.sides[0]) : v;
            const f = draft.pick ? null : formationAt(viewFor(g.state, v), g.scenario, hex, addressableFor(g.scenario, side, kind));
            set((d) => {
              d.ui.inspectHex = hex;
              d.ui.error = null;
              if (draft.pick) d.ui.composer = pickInto(draft, hex);
              else if (f && f !== draft.formation) d.ui.composer = { formation: f, steps: [], awaitFurther: false, pick: null };
            });
            return;
          }
          const sel = s.ui.selected;
          if (p && sel.length) {
            const targets = moveTargets(g.state, v, sel);
            if (targets && hex in targets.hexes) {
              actions.moveSelectedTo(hex);
              return;
            }
          }
          // an assault or bombardment target is only aimed at: the preview shows and nothing commits before the confirm
          if (p && (assaultAimable(g.state, p, v, hex) || bombardAimable(g.state, p, v, hex, sel))) {
            actions.aimAt(hex);
            return;
          }
          if (p) {
            const cmd = commandForHex(g.state, p, v, hex, sel);
            if (cmd) {
              actions.issue(cmd);
              return;
            }
          }
          // select the acting side's movable pieces in that hex (the whole stack), or just inspect it
          const view = viewFor(g.state, v);
          const mine = view.pending ? piecesAt(view, hex).filter((id) => view.pending!.options.units.includes(id)) : [];
          const mayPick = mine.length > 0 && mine.every((id) => mayAct(s, pieceSideOf(g.scenario, id)));
          set((d) => {
            d.ui.inspectHex = hex;
            d.ui.error = null;
            if (mayPick) {
              const same = mine.length === sel.length && mine.every((id) => sel.includes(id));
              d.ui.selected = same ? [] : mine;
            } else d.ui.selected = [];
          });
        },

        clickPiece(id) {
          actions.toggleSelect(id);
        },

        select(ids) {
          set((d) => {
            d.ui.selected = [...ids];
            // a refusal answers the last action; a new selection is a new one (no stale reason on screen)
            d.ui.error = null;
          });
        },

        toggleSelect(id) {
          const s = get();
          const g = s.game;
          const v = viewerOf(s);
          if (!g || !v) return;
          const view = viewFor(g.state, v);
          if (!view.pending?.options.units.includes(id)) return;
          if (!mayAct(s, pieceSideOf(g.scenario, id))) return;
          const unitHex = view.units[id]?.hex ?? view.leaders[id]?.hex ?? null;
          set((d) => {
            const cur = d.ui.selected;
            const sameHex = cur.every((x) => (view.units[x]?.hex ?? view.leaders[x]?.hex) === unitHex);
            if (cur.includes(id)) d.ui.selected = cur.filter((x) => x !== id);
            else d.ui.selected = sameHex ? [...cur, id] : [id];
            d.ui.inspectHex = unitHex;
            d.ui.error = null;
          });
        },

        deselect() {
          set((d) => {
            d.ui.selected = [];
            d.ui.aim = null;
            d.ui.error = null;
          });
        },

        aimAt(hex) {
          set((d) => {
            d.ui.aim = hex;
            if (hex) d.ui.inspectHex = hex;
            d.ui.error = null;
          });
        },

        moveSelectedTo(hex) {
          const s = get();
          const g = s.game;
          const v = viewerOf(s);
          if (!g || !v || !s.ui.selected.length) return false;
          const t = moveTargets(g.state, v, s.ui.selected);
          if (!t || !(hex in t.hexes)) return fail(t?.reason ?? `The selection cannot reach ${hex}.`, t?.rule);
          return actions.issue(t.command(hex));
        },

        undo() {
          const s = get();
          const g = s.game;
          const target = undoTarget(s);
          if (!g || !target) return fail('Nothing to take back: undo stops at a die roll, a reveal or a hand-over.');
          const history = g.history.slice(0, -1);
          const next: GameSlice = {
            ...g,
            state: target.state,
            commands: g.commands.slice(0, -1),
            history,
            lastEvents: [],
            eventsSeq: g.eventsSeq + 1,
          };
          setGame(next, s.ui.screenSide, s.ui.curtain);
          set((d) => {
            d.ui.notice = 'Taken back.';
          });
          autosave();
          return true;
        },

        revealCurtain() {
          const s = get();
          if (!s.ui.curtain) return;
          set((d) => {
            d.ui.screenSide = d.ui.curtain;
            d.ui.curtain = null;
            d.ui.outcome = null;
            d.ui.selected = [];
            d.ui.inspectHex = null;
            d.ui.hover = null;
            // transient messages belong to the side that left the screen (issue 8)
            d.ui.notice = null;
            d.ui.error = null;
            d.ui.composer = null;
          });
          autosave();
        },

        acknowledgeOutcome() {
          set((d) => {
            d.ui.outcome = null;
          });
        },

        exportSave() {
          const g = get().game;
          if (!g) return null;
          const cut = exportCut(g.state, g.commands, g.history.map((h) => h.state));
          const save = makeSave(g.state, sealed(g.mode, g.id, cut.commands, get().ui.curtain ? null : get().ui.screenSide));
          const stamp = `t${g.state.clock.turn}-${g.state.seq - cut.dropped}`;
          set((d) => {
            d.ui.notice = cut.dropped
              ? `Exported up to before the secret choice in progress: a hidden choice already made is not in the file (${cut.dropped} command${cut.dropped === 1 ? '' : 's'} left out); after loading, that choice is made again.`
              : null;
          });
          return { fileName: `aigle-${g.scenario.id}-${stamp}.json`, text: JSON.stringify(save, null, 1), dropped: cut.dropped };
        },

        async importSave(text, fileName = 'save file') {
          const keep = get().game ? ' The running game is unchanged.' : '';
          // name the file and the problem, never its bytes (issue 8)
          if (looksBinary(text)) return fail(`Import refused: ${fileName} is not a save: it holds binary data, and an Aigle save is a JSON text file.${keep}`);
          const parsed = parseSave(text, fileName);
          if (!parsed.ok) return fail(`Import refused: ${parsed.message}.${keep}`);
          // a hot-seat export carries the other side's orders sealed (NLC 12.4): this browser's key opens them
          const opened = unsealCommands(parsed.save.commands, storage);
          if (!opened.ok) return fail(`Import refused: ${fileName}: ${opened.message}.${keep}`);
          const save = { ...parsed.save, commands: opened.commands };
          const got = await catalogue.load(save.scenario);
          if (!got.ok) return fail(`Import refused: ${fileName}: ${got.message}.${keep}`);
          const r = rebuild(got.scenario, save.options, save.seed, save.commands);
          if (!r.ok) return fail(`Import refused: ${fileName}: ${r.message}.${keep}`);
          const mode: Mode = get().game?.mode ?? 'hotseat';
          const g: GameSlice = {
            id: newId(),
            scenario: got.scenario,
            state: r.state,
            commands: [...save.commands],
            history: r.history,
            mode,
            lastEvents: [],
            eventsSeq: (get().game?.eventsSeq ?? 0) + 1,
          };
          // hot-seat: whoever imported may not be the player who decides next, so pass the screen first
          const acting = actingSide(r.state);
          setGame(g, null, mode === 'hotseat' ? acting : null);
          set((d) => {
            d.ui.notice = `Loaded ${fileName}: ${got.scenario.name}, ${save.commands.length} commands.`;
            d.ui.inspectHex = null;
          });
          autosave();
          return true;
        },

        async restoreAutosave() {
          let text: string | null = null;
          try {
            text = storage.getItem(AUTOSAVE_KEY);
          } catch {
            text = null;
          }
          if (!text) return false;
          const broken = (why: string) => {
            try {
              storage.setItem(AUTOSAVE_BROKEN_KEY, text!);
              storage.removeItem(AUTOSAVE_KEY);
            } catch {
              /* nothing more to do */
            }
            set((d) => {
              d.ui.notice = `The autosaved game could not be resumed (${why}); it was kept aside as "${AUTOSAVE_BROKEN_KEY}".`;
            });
            return false;
          };
          let data: Autosave;
          try {
            data = JSON.parse(text) as Autosave;
          } catch (e) {
            return broken((e as Error).message);
          }
          if (!data || data.format !== 'aigle-autosave') return broken('not an Aigle autosave');
          const parsed = parseSave(JSON.stringify(data.save), 'autosave');
          if (!parsed.ok) return broken(parsed.message);
          const mode: Mode = data.mode === 'solo' || data.mode === 'referee' ? data.mode : 'hotseat';
          const r = await revive(parsed.save);
          if (!r.ok) return broken(r.message);
          const g: GameSlice = {
            // an autosave from before the library gets its key here and is carried into the library below
            id: typeof data.id === 'string' && data.id ? data.id : newId(),
            scenario: r.scenario,
            state: r.state,
            commands: [...parsed.save.commands],
            history: r.history,
            mode,
            lastEvents: [],
            eventsSeq: 1,
            ...(mode === 'hotseat' && typeof data.computer === 'string' ? { computer: data.computer } : {}),
          };
          setGame(g, data.screenSide ?? null, data.curtain ?? null);
          set((d) => {
            d.ui.showHexIds = data.showHexIds !== false;
          });
          // the journal may be ahead of the library (a tab killed before IndexedDB wrote): write it back
          autosave();
          return true;
        },

        async continueSaved(id) {
          let rec: SavedGame | undefined;
          try {
            rec = await library.get(id);
          } catch (e) {
            return fail(`The saved game could not be read: ${(e as Error).message}`);
          }
          if (!rec) return fail('That saved game is no longer there.');
          const parsed = parseSave(JSON.stringify(rec.save), rec.scenarioName);
          if (!parsed.ok) return fail(`The saved game cannot be continued: ${parsed.message}`);
          const r = await revive(parsed.save);
          if (!r.ok) return fail(`The saved game cannot be continued: ${r.message}`);
          const g: GameSlice = {
            id: rec.id,
            scenario: r.scenario,
            state: r.state,
            commands: [...parsed.save.commands],
            history: r.history,
            mode: rec.mode,
            lastEvents: [],
            eventsSeq: (get().game?.eventsSeq ?? 0) + 1,
            ...(rec.mode === 'hotseat' && typeof rec.computer === 'string' ? { computer: rec.computer } : {}),
          };
          // hot-seat: whoever clicked Continue may not be the player who decides next
          const acting = actingSide(r.state);
          setGame(g, null, rec.mode === 'hotseat' ? acting : null);
          set((d) => {
            d.ui.showHexIds = rec.showHexIds !== false;
            d.ui.notice = null;
            d.ui.inspectHex = null;
          });
          autosave();
          return true;
        },

        async refreshSaved() {
          let list: SavedGame[];
          try {
            list = await library.list();
          } catch (e) {
            set((d) => {
              d.ui.saved = [];
              d.ui.notice = `The saved games could not be read: ${(e as Error).message}`;
            });
            return;
          }
          const saved = list.map(summaryOf).sort(byLastPlayed);
          set((d) => {
            d.ui.saved = saved;
          });
        },

        async exportSaved(id) {
          const rec = await library.get(id).catch(() => undefined);
          if (!rec) {
            fail('That saved game is no longer there.');
            return null;
          }
          const parsed = parseSave(JSON.stringify(rec.save), rec.scenarioName);
          if (!parsed.ok) {
            fail(`The saved game cannot be exported: ${parsed.message}`);
            return null;
          }
          const save = parsed.save;
          // the same cut as a running game's export: no half-made secret choice leaves in a file
          const r = await revive(save);
          const cut = r.ok ? exportCut(r.state, save.commands, r.history.map((h) => h.state)) : { commands: save.commands, dropped: 0 };
          // nobody sits at the screen on the start screen: every side's orders are sealed
          const text = JSON.stringify({ ...save, commands: sealed(rec.mode, rec.id, cut.commands, null) }, null, 1);
          return { fileName: `aigle-${save.scenario}-t${rec.turn}-${cut.commands.length}.json`, text, dropped: cut.dropped };
        },

        async deleteSaved(id) {
          await writing;
          try {
            await library.remove(id);
          } catch (e) {
            fail(`The saved game could not be deleted: ${(e as Error).message}`);
          }
          await actions.refreshSaved();
        },

        async quitToStart() {
          const id = get().game?.id;
          set({ game: null });
          set((d) => {
            d.ui.screenSide = null;
            d.ui.curtain = null;
            d.ui.outcome = null;
            d.ui.notice = null;
            d.ui.selected = [];
            d.ui.inspectHex = null;
            d.ui.error = null;
            d.ui.saved = null;
          });
          // the game stays in the library; the journal is cleared once the library has the last command
          await writing;
          const kept = id ? await library.get(id).catch(() => undefined) : undefined;
          try {
            // without the library (IndexedDB refused) the journal stays, so a reload still finds the game
            if (kept && !get().game) storage.removeItem(AUTOSAVE_KEY);
          } catch {
            /* ignore */
          }
          await actions.refreshSaved();
        },

        setHover(hex) {
          if (get().ui.hover === hex) return;
          set((d) => {
            d.ui.hover = hex;
          });
        },
        setInspect(hex) {
          set((d) => {
            d.ui.inspectHex = hex;
          });
        },
        toggleLosTool(on) {
          set((d) => {
            const next = on ?? !d.ui.losTool.on;
            d.ui.losTool = { on: next, from: null, to: null };
          });
        },

        toggleHexIds() {
          set((d) => {
            d.ui.showHexIds = !d.ui.showHexIds;
          });
        },
        focusHex(hex) {
          set((d) => {
            d.ui.focus = { hex, nonce: (d.ui.focus?.nonce ?? 0) + 1 };
            d.ui.inspectHex = hex;
          });
        },
        zoomBy(dir) {
          set((d) => {
            d.ui.zoom = { dir, nonce: (d.ui.zoom?.nonce ?? 0) + 1 };
          });
        },
        openCharts(anchor = null) {
          set((d) => {
            d.ui.charts = { open: true, anchor };
          });
        },
        closeCharts() {
          set((d) => {
            d.ui.charts = { open: false, anchor: null };
          });
        },
        clearError() {
          set((d) => {
            d.ui.error = null;
          });
        },
        setComposer(draft) {
          set((d) => {
            d.ui.composer = draft;
            d.ui.error = null;
          });
        },
        debugPlantSecret(side, text) {
          // test builds and unit tests only: production builds compile this to nothing
          if (import.meta.env.MODE !== 'test') return;
          const g = get().game;
          if (!g) return;
          // test builds only: a new state object with the secret set, as a secret-choice decision would
          const state: GameState = {
            ...g.state,
            secret: { ...g.state.secret, [side]: { ...(g.state.secret[side] ?? {}), planted: text } },
          };
          set({ game: { ...g, state, eventsSeq: g.eventsSeq + 1 } });
        },
      };

      return {
        game: null,
        ui: {
          screenSide: null,
          curtain: null,
          selected: [],
          aim: null,
          inspectHex: null,
          hover: null,
          showHexIds: true,
          error: null,
          notice: null,
          charts: { open: false, anchor: null },
          focus: null,
          zoom: null,
          outcome: null,
          saved: null,
          losTool: { on: false, from: null, to: null },
          composer: null,
        },
        actions,
      };
    }),
  );
}

function sideAdj(sc: Scenario, side: Side): string {
  return sc.sides.find((x) => x.id === side)?.adjective ?? side;
}

export function pieceSideOf(sc: Scenario, id: string): Side {
  return scenarioIndex(sc).sideOf(id) ?? '';
}

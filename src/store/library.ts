// Every game in progress, kept in IndexedDB (idb-keyval) so that starting a second game does not lose
// the first. The running game is also journalled synchronously in localStorage after every command
// (persist.ts): IndexedDB writes are asynchronous, and a tab killed right after a command must still
// resume that command. On start the journal is written back into the library, so the two agree.
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { SaveFile, Side } from '../engine';

export type GameMode = 'hotseat' | 'solo' | 'referee';

export interface SavedGame {
  id: string;
  /** The save (scenario, options, seed, commands): the game is replayed from it. */
  save: SaveFile;
  scenarioName: string;
  turn: number;
  mode: GameMode;
  /** Milliseconds since 1970 of the last command. */
  lastPlayed: number;
  screenSide: Side | null;
  curtain: Side | null;
  showHexIds: boolean;
  /** Issue 14: the side the computer plays, in a game against the computer. */
  computer?: Side;
}

/** What the start screen lists: the save itself stays in the library. */
export type SavedGameSummary = Omit<SavedGame, 'save' | 'screenSide' | 'curtain' | 'showHexIds'> & { commands: number };

export interface GameLibrary {
  list(): Promise<SavedGame[]>;
  get(id: string): Promise<SavedGame | undefined>;
  put(game: SavedGame): Promise<void>;
  remove(id: string): Promise<void>;
}

export function summaryOf(g: SavedGame): SavedGameSummary {
  return { id: g.id, scenarioName: g.scenarioName, turn: g.turn, mode: g.mode, lastPlayed: g.lastPlayed, commands: g.save.commands.length };
}

/** Newest first. */
export function byLastPlayed(a: { lastPlayed: number }, b: { lastPlayed: number }): number {
  return b.lastPlayed - a.lastPlayed;
}

export function memoryLibrary(): GameLibrary & { data: Map<string, SavedGame> } {
  const data = new Map<string, SavedGame>();
  const copy = (g: SavedGame): SavedGame => structuredClone(g);
  return {
    data,
    list: async () => [...data.values()].map(copy),
    get: async (id) => (data.has(id) ? copy(data.get(id)!) : undefined),
    put: async (g) => void data.set(g.id, copy(g)),
    remove: async (id) => void data.delete(id),
  };
}

/** The browser's library: database "aigle", object store "games", one record per game id. */
export function idbLibrary(dbName = 'aigle', storeName = 'games'): GameLibrary {
  let store: UseStore | null = null;
  const db = () => (store ??= createStore(dbName, storeName));
  return {
    list: () => values<SavedGame>(db()),
    get: (id) => get<SavedGame>(id, db()),
    // a plain JSON copy: IndexedDB clones the value, and engine objects are frozen
    put: (g) => set(g.id, JSON.parse(JSON.stringify(g)), db()),
    remove: (id) => del(id, db()),
  };
}

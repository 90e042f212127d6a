// Saved games (issue 8): every game in progress is kept in the library (IndexedDB in the browser),
// the running game is journalled synchronously after every command, an old single autosave is carried
// over, and scenarios are fetched on demand.
import 'fake-indexeddb/auto';
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, stateHash, type Command } from '../../src/engine';
import {
  AUTOSAVE_KEY,
  createAigleStore,
  idbLibrary,
  makeCatalogue,
  makeLazyCatalogue,
  memoryLibrary,
  memoryStorage,
  type AigleStore,
  type GameLibrary,
  type SavedGame,
} from '../../src/store';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json'), 'crossing.json': read('crossing.json') });

let clock = 1_700_000_000_000;
const deps = (storage = memoryStorage(), library: GameLibrary = memoryLibrary()) => ({
  catalogue,
  storage,
  library,
  now: () => (clock += 60_000),
});

/** Answers decisions until a move is legal, then makes it (solo: no curtain). */
function playAMove(store: AigleStore): Command {
  for (let i = 0; i < 60; i++) {
    const g = store.getState().game!;
    const p = pendingDecision(g.state)!;
    const cmds = legalCommands(g.state, p.side ?? p.sides[0]);
    const mv = cmds.find((c) => c.type === 'move');
    const c = mv ?? cmds.find((x) => x.type !== 'move')!;
    expect(store.getState().actions.issue(c)).toBe(true);
    if (mv) return mv;
  }
  throw new Error('no move');
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('saved games', () => {
  it('keeps two games: a reload resumes the second, both are listed, the first continues exactly', async () => {
    const d = deps();
    const one = createAigleStore(d);
    expect(one.getState().actions.startGame('tutorial', { rules: {} }, 11, 'solo')).toBe(true);
    playAMove(one);
    const first = { id: one.getState().game!.id, hash: stateHash(one.getState().game!.state) };
    await one.getState().actions.quitToStart();
    expect(one.getState().game).toBeNull();
    expect(one.getState().actions.startGame('crossing', { rules: {} }, 12, 'hotseat')).toBe(true);
    const second = one.getState().game!.id;
    expect(second).not.toBe(first.id);
    await settle();

    // reload: a new store on the same storage resumes the running (second) game
    const two = createAigleStore(d);
    expect(await two.getState().actions.restoreAutosave()).toBe(true);
    expect(two.getState().game!.id).toBe(second);
    await two.getState().actions.quitToStart();
    const saved = two.getState().ui.saved!;
    expect(saved.map((g) => g.id)).toEqual([second, first.id]); // newest first
    expect(saved[1]).toMatchObject({ scenarioName: read('tutorial.json').name, mode: 'solo', turn: 1 });
    expect(saved[0].scenarioName).toBe(read('crossing.json').name);
    expect(saved[0].mode).toBe('hotseat');
    expect(saved[1].lastPlayed).toBeLessThan(saved[0].lastPlayed);
    // nothing running: a reload now shows the start screen
    expect(d.storage.getItem(AUTOSAVE_KEY)).toBeNull();

    expect(await two.getState().actions.continueSaved(first.id)).toBe(true);
    expect(two.getState().game!.id).toBe(first.id);
    expect(stateHash(two.getState().game!.state)).toBe(first.hash);
    expect(two.getState().game!.mode).toBe('solo');
  });

  it('a killed tab loses nothing: the journal has the last command even when the library never wrote it', async () => {
    const storage = memoryStorage();
    const stuck: GameLibrary = { ...memoryLibrary(), put: () => new Promise<void>(() => {}) };
    const s = createAigleStore(deps(storage, stuck));
    s.getState().actions.startGame('tutorial', { rules: {} }, 5, 'solo');
    playAMove(s);
    const hash = stateHash(s.getState().game!.state);
    const id = s.getState().game!.id;
    // the tab dies here; the next one opens with a working library
    const library = memoryLibrary();
    const again = createAigleStore(deps(storage, library));
    expect(await again.getState().actions.restoreAutosave()).toBe(true);
    expect(stateHash(again.getState().game!.state)).toBe(hash);
    await settle();
    // and the library is brought up to date from the journal
    const rec = await library.get(id);
    expect(rec?.save.commands).toHaveLength(again.getState().game!.commands.length);
  });

  it('carries an autosave of the single-slot era into the library', async () => {
    const old = createAigleStore({ catalogue, storage: memoryStorage() });
    old.getState().actions.startGame('tutorial', { rules: {} }, 9, 'solo');
    playAMove(old);
    const hash = stateHash(old.getState().game!.state);
    const g = old.getState().game!;
    // the old format: no id, no lastPlayed
    const storage = memoryStorage();
    storage.setItem(
      AUTOSAVE_KEY,
      JSON.stringify({ format: 'aigle-autosave', version: 1, save: { format: 'aigle-save', version: 1, scenario: 'tutorial', options: g.state.options, seed: 9, commands: g.commands }, mode: 'solo', screenSide: null, curtain: null, showHexIds: true }),
    );
    const library = memoryLibrary();
    const s = createAigleStore(deps(storage, library));
    expect(await s.getState().actions.restoreAutosave()).toBe(true);
    expect(stateHash(s.getState().game!.state)).toBe(hash);
    const id = s.getState().game!.id;
    expect(id).toBeTruthy();
    await settle();
    expect((await library.list()).map((x) => x.id)).toEqual([id]);
    expect(JSON.parse(storage.getItem(AUTOSAVE_KEY)!).id).toBe(id);
  });

  it('exports and deletes a saved game from the list', async () => {
    const d = deps();
    const s = createAigleStore(d);
    s.getState().actions.startGame('tutorial', { rules: {} }, 3, 'solo');
    playAMove(s);
    const id = s.getState().game!.id;
    const commands = s.getState().game!.commands.length;
    await s.getState().actions.quitToStart();
    const out = (await s.getState().actions.exportSaved(id))!;
    expect(JSON.parse(out.text).commands).toHaveLength(commands);
    expect(out.fileName).toMatch(/^aigle-tutorial-/);
    await s.getState().actions.deleteSaved(id);
    expect(s.getState().ui.saved).toEqual([]);
    expect(await d.library.get(id)).toBeUndefined();
  });

  it('the IndexedDB library keeps, lists and removes games', async () => {
    const lib = idbLibrary('aigle-test', 'games');
    const rec: SavedGame = {
      id: 'g1',
      save: { format: 'aigle-save', version: 1, scenario: 'tutorial', options: { rules: {} }, seed: 1, commands: [] },
      scenarioName: 'Tutorial',
      turn: 2,
      mode: 'hotseat',
      lastPlayed: 5,
      screenSide: 'fr',
      curtain: null,
      showHexIds: true,
    };
    await lib.put(rec);
    await lib.put({ ...rec, id: 'g2', turn: 3 });
    expect((await lib.list()).map((g) => g.id).sort()).toEqual(['g1', 'g2']);
    expect(await lib.get('g1')).toEqual(rec);
    await lib.remove('g1');
    expect((await lib.list()).map((g) => g.id)).toEqual(['g2']);
  });
});

describe('scenarios on demand', () => {
  it('lists every scenario at once but fetches a scenario only when it is loaded', async () => {
    const fetched: string[] = [];
    const files = { 'tutorial.json': read('tutorial.json'), 'stress.json': read('stress.json') };
    const meta = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, { id: v.id, name: v.name, description: v.description, system: v.system, sides: v.sides }]));
    const loaders = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, async () => (fetched.push(k), { default: v })]));
    const cat = makeLazyCatalogue(meta, loaders);
    expect(cat.entries.map((e) => e.id)).toEqual(['tutorial', 'stress']);
    expect(cat.get('tutorial')).toMatchObject({ ok: false, message: expect.stringMatching(/loading/) });
    expect(fetched).toEqual([]);
    const got = await cat.load('tutorial');
    expect(got.ok).toBe(true);
    expect(cat.get('tutorial')).toBe(got);
    expect(fetched).toEqual(['tutorial.json']); // the stress map was never fetched
    expect((await cat.load('nowhere')).ok).toBe(false);
  });
});

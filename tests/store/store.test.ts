import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { stateHash, type Command } from '../../src/engine';
import {
  createAigleStore,
  makeCatalogue,
  memoryStorage,
  currentView,
  undoTarget,
  viewerOf,
  AUTOSAVE_KEY,
  type AigleStore,
} from '../../src/store';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

function fresh(storage = memoryStorage()): { store: AigleStore; storage: ReturnType<typeof memoryStorage> } {
  return { store: createAigleStore({ catalogue, storage }), storage };
}

function firstMove(store: AigleStore, unit = 'fr-1d', to = '0506'): Command {
  const s = store.getState();
  const g = s.game!;
  return { type: 'move', side: 'fr', n: g.state.seq, units: [unit], path: [to] };
}

describe('store', () => {
  it('starts a hot-seat game with the first side at the screen', () => {
    const { store } = fresh();
    expect(store.getState().actions.startGame('tutorial', { rules: {} }, 7, 'hotseat')).toBe(true);
    const s = store.getState();
    expect(s.ui.screenSide).toBe('fr');
    expect(s.ui.curtain).toBeNull();
    expect(viewerOf(s)).toBe('fr');
    expect(currentView(s)!.pending!.options.units).toContain('fr-1d');
  });

  it('issues a move by selecting a unit and clicking a highlighted hex', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 7, 'hotseat');
    a.select(['fr-1d']);
    a.clickHex('0506');
    const s = store.getState();
    expect(s.ui.error).toBeNull();
    expect(s.game!.state.units['fr-1d'].hex).toBe('0506');
    expect(s.game!.commands).toHaveLength(1);
    expect(s.game!.lastEvents.some((e) => e.type === 'moved')).toBe(true);
  });

  it('a refused command keeps the state and explains with the rule case', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 7, 'hotseat');
    const before = store.getState().game!.state;
    expect(a.issue({ type: 'move', side: 'fr', n: 0, units: ['fr-1d'], path: ['1212'] })).toBe(false);
    const s = store.getState();
    expect(s.game!.state).toBe(before);
    expect(s.ui.error?.message).toBeTruthy();
  });

  it('undo takes back own moves but never a hand-over', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 7, 'hotseat');
    const h0 = stateHash(store.getState().game!.state);
    a.issue(firstMove(store));
    expect(undoTarget(store.getState())).not.toBeNull();
    expect(a.undo()).toBe(true);
    expect(stateHash(store.getState().game!.state)).toBe(h0);
    expect(store.getState().game!.commands).toHaveLength(0);
    a.issue(firstMove(store));
    a.pressButton('endActivation');
    const s = store.getState();
    expect(s.ui.curtain).toBe('al');
    expect(viewerOf(s)).toBeNull();
    expect(a.undo()).toBe(false);
    a.revealCurtain();
    expect(store.getState().ui.screenSide).toBe('al');
    // the French move before the hand-over cannot be taken back by either side
    expect(a.undo()).toBe(false);
    expect(store.getState().game!.state.units['fr-1d'].hex).toBe('0506');
  });

  it('hot-seat refuses a command for the side that is not at the screen', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 7, 'hotseat');
    a.pressButton('endActivation');
    a.revealCurtain();
    const n = store.getState().game!.state.seq;
    expect(a.issue({ type: 'endTurn', side: 'fr', n })).toBe(false);
    expect(store.getState().game!.state.seq).toBe(n);
  });

  it('autosaves after every command and resumes exactly, undo included', () => {
    const { store, storage } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 11, 'hotseat');
    a.issue(firstMove(store));
    expect(storage.getItem(AUTOSAVE_KEY)).toContain('"commands"');
    const h = stateHash(store.getState().game!.state);
    const again = createAigleStore({ catalogue, storage });
    expect(again.getState().actions.restoreAutosave()).toBe(true);
    const s = again.getState();
    expect(stateHash(s.game!.state)).toBe(h);
    expect(s.ui.screenSide).toBe('fr');
    expect(undoTarget(s)).not.toBeNull();
  });

  it('refuses corrupt and foreign saves and keeps the running game', () => {
    const { store, storage } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 3, 'solo');
    a.issue(firstMove(store));
    const g = store.getState().game!;
    const saved = storage.getItem(AUTOSAVE_KEY);
    const bad = [
      '{"format":"aigle-save","version":1,"scen',
      'not json at all',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify({ format: 'aigle-save', version: 1, scenario: 'nowhere', options: { rules: {} }, seed: 1, commands: [] }),
      JSON.stringify({ format: 'aigle-save', version: 1, scenario: 'tutorial', options: { rules: {} }, seed: 1, commands: [{ type: 'move', side: 'fr', n: 0, units: ['fr-1d'], path: ['1616'] }] }),
    ];
    for (const text of bad) {
      expect(a.importSave(text, 'bad.json')).toBe(false);
      const s = store.getState();
      expect(s.ui.error?.message).toMatch(/Import refused/);
      expect(s.ui.error?.message).toMatch(/unchanged/);
      expect(s.game).toBe(g);
      expect(storage.getItem(AUTOSAVE_KEY)).toBe(saved);
    }
  });

  it('exports a save that imports back to the same game', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 5, 'solo');
    a.issue(firstMove(store));
    a.pressButton('endActivation');
    const h = stateHash(store.getState().game!.state);
    const out = a.exportSave()!;
    const other = fresh().store;
    other.getState().actions.startGame('tutorial', { rules: {} }, 99, 'solo');
    expect(other.getState().actions.importSave(out.text, out.fileName)).toBe(true);
    expect(stateHash(other.getState().game!.state)).toBe(h);
  });

  it('solo sees both sides; a planted secret is hidden from the other side', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    a.startGame('tutorial', { rules: {} }, 5, 'hotseat');
    a.debugPlantSecret('al', 'CANARY-al-orders');
    expect(JSON.stringify(currentView(store.getState()))).not.toContain('CANARY-al-orders');
    const solo = fresh().store;
    solo.getState().actions.startGame('tutorial', { rules: {} }, 5, 'solo');
    solo.getState().actions.debugPlantSecret('al', 'CANARY-al-orders');
    expect(viewerOf(solo.getState())).toBe('referee');
    expect(JSON.stringify(currentView(solo.getState()))).toContain('CANARY-al-orders');
  });
});

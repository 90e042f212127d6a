// The client store against the real engine. The tests find the acting side and its commands from
// pendingDecision/legalCommands, so they hold whatever order the rules give the sides.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, stateHash, type Command } from '../../src/engine';
import {
  createAigleStore,
  makeCatalogue,
  memoryStorage,
  currentView,
  undoTarget,
  viewerOf,
  AUTOSAVE_KEY,
  type AigleStore,
  type Mode,
} from '../../src/store';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

function fresh(mode: Mode = 'solo', seed = 7, storage = memoryStorage()) {
  const store = createAigleStore({ catalogue, storage });
  expect(store.getState().actions.startGame('tutorial', { rules: { 'NLC 12': false } }, seed, mode)).toBe(true);
  return { store, storage };
}

const game = (store: AigleStore) => store.getState().game!;
const acting = (store: AigleStore) => {
  const p = pendingDecision(game(store).state)!;
  return p.side ?? p.sides[0];
};
const legal = (store: AigleStore) => legalCommands(game(store).state, acting(store));

/** Answers decisions (first non-move command, passing the screen when asked) until a move is legal. */
function untilMove(store: AigleStore): Extract<Command, { type: 'move' }> {
  for (let i = 0; i < 60; i++) {
    if (store.getState().ui.curtain) store.getState().actions.revealCurtain();
    const cmds = legal(store);
    const mv = cmds.find((c) => c.type === 'move' && c.path.length === 1 && c.units.length === 1);
    if (mv) return mv as Extract<Command, { type: 'move' }>;
    const other = cmds.find((c) => c.type !== 'move');
    expect(other, 'a decision without a legal command').toBeTruthy();
    expect(store.getState().actions.issue(other!)).toBe(true);
  }
  throw new Error('no move became possible');
}

function endButton(store: AigleStore): string {
  const p = currentView(store.getState())!.pending!;
  const b = p.options.buttons.find((x) => x.id.startsWith('end'));
  expect(b, 'an end button').toBeTruthy();
  return b!.id;
}

describe('store', () => {
  it('starts a hot-seat game with the deciding side at the screen', () => {
    const { store } = fresh('hotseat');
    const s = store.getState();
    expect(s.ui.curtain).toBeNull();
    expect(s.ui.screenSide).toBe(acting(store));
    expect(viewerOf(s)).toBe(acting(store));
    expect(currentView(s)!.pending!.options).toBeTruthy();
  });

  it('issues a move by selecting a unit and clicking a highlighted hex', () => {
    const { store } = fresh();
    const mv = untilMove(store);
    const a = store.getState().actions;
    a.select(mv.units);
    a.clickHex(mv.path[0]);
    const s = store.getState();
    expect(s.ui.error).toBeNull();
    expect(s.game!.state.units[mv.units[0]].hex).toBe(mv.path[0]);
    expect(s.game!.lastEvents.some((e) => e.type === 'moved')).toBe(true);
  });

  it('a refused command keeps the state and explains with the rule case', () => {
    const { store } = fresh();
    const before = game(store).state;
    const side = acting(store);
    expect(store.getState().actions.issue({ type: 'move', side, n: before.seq, units: ['no-such-unit'], path: ['1212'] })).toBe(false);
    const s = store.getState();
    expect(s.game!.state).toBe(before);
    expect(s.ui.error?.message).toBeTruthy();
  });

  it('a refusal is cleared when the player selects another piece (no stale reason on screen)', () => {
    const { store } = fresh();
    const mv = untilMove(store);
    const a = store.getState().actions;
    a.issue({ type: 'move', side: acting(store), n: game(store).state.seq, units: ['no-such-unit'], path: ['1212'] });
    expect(store.getState().ui.error).not.toBeNull();
    a.select(mv.units);
    expect(store.getState().ui.error).toBeNull();
    a.issue({ type: 'move', side: acting(store), n: game(store).state.seq, units: ['no-such-unit'], path: ['1212'] });
    a.deselect();
    a.toggleSelect(mv.units[0]);
    expect(store.getState().ui.selected).toEqual([mv.units[0]]);
    a.issue({ type: 'move', side: acting(store), n: game(store).state.seq, units: ['no-such-unit'], path: ['1212'] });
    a.toggleSelect(mv.units[0]);
    expect(store.getState().ui.error).toBeNull();
  });

  it('undo takes back own moves but never a die roll, reveal or hand-over', () => {
    const { store } = fresh();
    const a = store.getState().actions;
    const mv = untilMove(store);
    const h0 = stateHash(game(store).state);
    const n0 = game(store).commands.length;
    expect(a.issue(mv)).toBe(true);
    expect(game(store).history.at(-1)!.commit).toBe(false);
    expect(undoTarget(store.getState())).not.toBeNull();
    expect(a.undo()).toBe(true);
    expect(stateHash(game(store).state)).toBe(h0);
    expect(game(store).commands).toHaveLength(n0);
    expect(a.issue(mv)).toBe(true);
    expect(a.pressButton(endButton(store))).toBe(true);
    // ending the activation draws the next chit or hands over: a barrier
    const last = game(store).history.at(-1)!;
    if (last.commit) {
      expect(undoTarget(store.getState())).toBeNull();
      expect(a.undo()).toBe(false);
      expect(game(store).state.units[mv.units[0]].hex).toBe(mv.path[0]);
    }
  });

  it('hot-seat: the curtain comes exactly when the decision passes to the other side', () => {
    const { store } = fresh('hotseat');
    const a = store.getState().actions;
    const first = store.getState().ui.screenSide;
    for (let i = 0; i < 60 && !store.getState().ui.curtain; i++) {
      const s = store.getState();
      expect(acting(store)).toBe(s.ui.screenSide);
      const c = legal(store).find((x) => x.type !== 'move')!;
      expect(a.issue(c)).toBe(true);
    }
    const s = store.getState();
    expect(s.ui.curtain).not.toBeNull();
    expect(s.ui.curtain).toBe(acting(store));
    expect(s.ui.curtain).not.toBe(first);
    expect(viewerOf(s)).toBeNull();
    expect(currentView(s)).toBeNull();
    expect(a.undo()).toBe(false);
    // the side not at the screen cannot act before the hand-over
    const n = game(store).state.seq;
    expect(a.issue(legal(store)[0])).toBe(false);
    expect(game(store).state.seq).toBe(n);
    a.revealCurtain();
    expect(store.getState().ui.screenSide).toBe(acting(store));
    expect(viewerOf(store.getState())).toBe(acting(store));
    // the side that handed over cannot take anything back now
    expect(undoTarget(store.getState())).toBeNull();
  });

  it('autosaves after every command and resumes exactly, undo included', async () => {
    const { store, storage } = fresh('solo', 11);
    const mv = untilMove(store);
    store.getState().actions.issue(mv);
    expect(storage.getItem(AUTOSAVE_KEY)).toContain('"commands"');
    const h = stateHash(game(store).state);
    const again = createAigleStore({ catalogue, storage });
    expect(await again.getState().actions.restoreAutosave()).toBe(true);
    const s = again.getState();
    expect(stateHash(s.game!.state)).toBe(h);
    expect(s.game!.mode).toBe('solo');
    expect(undoTarget(s)).not.toBeNull();
  });

  it('refuses corrupt and foreign saves and keeps the running game', async () => {
    const { store, storage } = fresh('solo', 3);
    const a = store.getState().actions;
    a.issue(untilMove(store));
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
      expect(await a.importSave(text, 'bad.json')).toBe(false);
      const s = store.getState();
      expect(s.ui.error?.message).toMatch(/Import refused/);
      expect(s.ui.error?.message).toMatch(/unchanged/);
      expect(s.game).toBe(g);
      expect(storage.getItem(AUTOSAVE_KEY)).toBe(saved);
    }
  });

  it('exports a save that imports back to the same game', async () => {
    const { store } = fresh('solo', 5);
    const a = store.getState().actions;
    a.issue(untilMove(store));
    a.pressButton(endButton(store));
    const h = stateHash(game(store).state);
    const out = a.exportSave()!;
    const other = fresh('solo', 99).store;
    expect(await other.getState().actions.importSave(out.text, out.fileName)).toBe(true);
    expect(stateHash(other.getState().game!.state)).toBe(h);
  });

  it('a planted secret never reaches the other side’s view; solo sees both', () => {
    const { store } = fresh('hotseat', 5);
    const me = store.getState().ui.screenSide!;
    const other = game(store).scenario.sides.map((x) => x.id).find((x) => x !== me)!;
    store.getState().actions.debugPlantSecret(other, 'CANARY-other-orders');
    store.getState().actions.debugPlantSecret(me, 'CANARY-my-orders');
    const mine = JSON.stringify(currentView(store.getState()));
    expect(mine).not.toContain('CANARY-other-orders');
    expect(mine).toContain('CANARY-my-orders');
    const solo = fresh('solo', 5).store;
    solo.getState().actions.debugPlantSecret(other, 'CANARY-other-orders');
    expect(viewerOf(solo.getState())).toBe('referee');
    expect(JSON.stringify(currentView(solo.getState()))).toContain('CANARY-other-orders');
  });
});

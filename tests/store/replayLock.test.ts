// Who may replay a game (issue 14 with the hot-seat rule): an unfinished hot-seat game only from the
// side at the screen, never while the screen is being passed, never from the saved-games list; solo
// games are open to every viewpoint.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryLibrary, memoryStorage, type AigleStore } from '../../src/store';
import { timelineOfSlot } from '../../src/ui/replay/source';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json') });

function playSome(store: AigleStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const s = store.getState();
    if (s.ui.curtain) s.actions.revealCurtain();
    const g = store.getState().game!;
    const p = pendingDecision(g.state)!;
    const cmds = legalCommands(g.state, p.side ?? p.sides[0]);
    expect(store.getState().actions.issue(cmds.find((c) => c.type !== 'move') ?? cmds[0])).toBe(true);
  }
}

describe('replay lock', () => {
  it('an unfinished hot-seat game: the screen side only, closed behind the curtain and from the list', async () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage(), library: memoryLibrary() });
    // without the NLC 12 command phase (whose secret steps both sides decide at once)
    expect(store.getState().actions.startGame('tutorial', { rules: { 'NLC 12': false } }, 9, 'hotseat')).toBe(true);
    playSome(store, 6);
    if (store.getState().ui.curtain) store.getState().actions.revealCurtain();
    const id = store.getState().game!.id;
    const side = store.getState().ui.screenSide!;
    const open = await timelineOfSlot(store, catalogue, id);
    expect(open.build.ok).toBe(true);
    expect(open.lock).toEqual({ kind: 'side', side });
    // the curtain is up: nobody is at the screen
    store.setState((s) => ({ ui: { ...s.ui, curtain: side } }));
    expect((await timelineOfSlot(store, catalogue, id)).lock).toEqual({ kind: 'closed' });
    // from the saved games (start screen): closed
    await store.getState().actions.quitToStart();
    expect((await timelineOfSlot(store, catalogue, id)).lock).toEqual({ kind: 'closed' });
  });

  it('a solo game is open to every viewpoint', async () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage(), library: memoryLibrary() });
    expect(store.getState().actions.startGame('tutorial', { rules: {} }, 9, 'solo')).toBe(true);
    playSome(store, 6);
    const id = store.getState().game!.id;
    expect((await timelineOfSlot(store, catalogue, id)).lock).toEqual({ kind: 'open' });
    await store.getState().actions.quitToStart();
    expect((await timelineOfSlot(store, catalogue, id)).lock).toEqual({ kind: 'open' });
  });
});

// A game against the computer in the store (issue 14): the human keeps the screen (no curtain, no
// hand-over for the computer's side), the computer's commands are accepted, the human still cannot give
// the computer's orders through the screen's side, and a reload resumes against the computer.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, stateHash, viewFor } from '../../src/engine';
import { AUTOSAVE_KEY, createAigleStore, makeCatalogue, memoryStorage } from '../../src/store';
import { candidatePlayer } from '../../src/players';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json') });

describe('a game against the computer (issue 14)', () => {
  it('the computer plays the French: no curtain ever, both sides issue, a reload keeps the computer', async () => {
    const storage = memoryStorage();
    const store = createAigleStore({ catalogue, storage });
    expect(store.getState().actions.startGame('tutorial', { rules: {} }, 7, 'hotseat', 'fr')).toBe(true);
    expect(store.getState().ui.screenSide).toBe('al');
    const ai = candidatePlayer(7);
    let computerMoves = 0;
    for (let i = 0; i < 120; i++) {
      const s = store.getState();
      expect(s.ui.curtain).toBeNull();
      expect(s.ui.screenSide).toBe('al');
      const p = pendingDecision(s.game!.state);
      if (!p) break; // the game is over
      const side = p.sides[0];
      const legal = legalCommands(s.game!.state, side);
      const cmd = side === 'fr' ? ai.decide({ view: viewFor(s.game!.state, 'fr'), legal }) : legal[legal.length - 1];
      expect(s.actions.issue(cmd as never)).toBe(true);
      if (side === 'fr') computerMoves++;
    }
    expect(computerMoves).toBeGreaterThan(10);
    const h = stateHash(store.getState().game!.state);
    expect(storage.getItem(AUTOSAVE_KEY)).toContain('"computer":"fr"');
    const again = createAigleStore({ catalogue, storage });
    expect(await again.getState().actions.restoreAutosave()).toBe(true);
    expect(stateHash(again.getState().game!.state)).toBe(h);
    expect(again.getState().game!.computer).toBe('fr');
    expect(again.getState().ui.curtain).toBeNull();
  });
});

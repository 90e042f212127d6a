// Issue 8 client robustness (NLC panels): a refused click says why; the attack flow commits nothing
// before its confirmation; the score comes from the engine.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands, pendingDecision, type Command } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage, currentView, refusalAt, viewerOf, type AigleStore } from '../../src/store';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

function fresh(seed = 7) {
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame('tutorial', { rules: {} }, seed, 'solo')).toBe(true);
  return store;
}
const game = (store: AigleStore) => store.getState().game!;
const acting = (store: AigleStore) => {
  const p = pendingDecision(game(store).state)!;
  return p.side ?? p.sides[0];
};

/** Answers decisions with their first non-move command until the given decision type is open. */
function until(store: AigleStore, type: string, also: (c: Command) => boolean = () => false): void {
  for (let i = 0; i < 200; i++) {
    if (pendingDecision(game(store).state)?.type === type) return;
    const cmds = legalCommands(game(store).state, acting(store));
    const c = cmds.find(also) ?? cmds.find((x) => x.type !== 'move')!;
    expect(store.getState().actions.issue(c)).toBe(true);
  }
  throw new Error(`no ${type} decision came`);
}

describe('a refused click says why (issue 8)', () => {
  it('[NLC 4.5] clicking a unit of a formation that is not activated shows the engine reason and selects nothing', () => {
    const store = fresh();
    until(store, 'formationMove');
    const s = store.getState();
    const view = currentView(s)!;
    const side = acting(store);
    const idle = game(store).scenario.units.find((u) => u.side === side && view.units[u.id].status === 'map' && !view.pending!.options.units.includes(u.id));
    expect(idle, 'a unit of another formation').toBeTruthy();
    const hex = view.units[idle!.id].hex!;
    s.actions.clickHex(hex);
    const after = store.getState();
    expect(after.ui.selected).toEqual([]);
    const r = refusalAt(game(store).state, currentView(after)!, viewerOf(after)!, after.ui.inspectHex, game(store).scenario);
    expect(r).toMatchObject({ rule: 'NLC 4.5' });
    expect(r!.reason).toMatch(/not activated/);
  });
});

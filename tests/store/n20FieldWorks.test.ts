// N20X GZ field works through the store: a map click on a site places the work there, and every
// placement can be taken back until the player hands over.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { pendingDecision } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage, undoTarget, otherTargets, viewerOf } from '../../src/store';

const gz = JSON.parse(readFileSync(new URL('../../scenarios/gzhatsk20.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/gzhatsk20.json': gz });

function fresh() {
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame('gzhatsk20', { rules: {} }, 3, 'hotseat')).toBe(true);
  return store;
}

describe('store: N20 field works', () => {
  it('[N20X GZ] a click on a highlighted site builds there; undo takes it back; only "done" hands over', () => {
    const store = fresh();
    const a = () => store.getState().actions;
    const g = () => store.getState().game!;
    const p = pendingDecision(g().state)!;
    expect(p.type).toBe('n20:fieldWorks');
    const sites = otherTargets(g().state, p, viewerOf(store.getState()));
    expect(sites.length).toBeGreaterThan(1);
    const site = [...sites].sort().reverse()[0];
    a().clickHex(site);
    const works = (g().state.n20 as { works: Record<string, string> }).works;
    expect(Object.keys(works)).toEqual([site]);
    expect(undoTarget(store.getState())).not.toBeNull();
    expect(a().undo()).toBe(true);
    expect(Object.keys((g().state.n20 as { works: Record<string, string> }).works)).toEqual([]);
    // place them all: each one stays undoable, the screen is not passed
    for (let i = 0; i < 10 && pendingDecision(g().state)!.options.hexes.length; i++) {
      a().clickHex(pendingDecision(g().state)!.options.hexes[0]);
      expect(store.getState().ui.curtain).toBeNull();
      expect(undoTarget(store.getState())).not.toBeNull();
    }
    expect(pendingDecision(g().state)!.type).toBe('n20:fieldWorks');
    expect(a().pressButton('done')).toBe(true);
    expect(undoTarget(store.getState())).toBeNull();
  });
});

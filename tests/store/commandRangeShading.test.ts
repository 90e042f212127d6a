// The map's command-range shading asks the engine for the range of the rule in force (issue 10): with the
// NLC 20.2 doctrine the selected leader's range is division by division (20.2.2), not the 3 MP of NLC 12.1.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { query, viewFor } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage, type AigleStore } from '../../src/store';
import { orderDrawing } from '../../src/map/orderOverlays';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'crossing.json': read('crossing.json') });

async function crossing(doctrine: boolean): Promise<AigleStore> {
  await catalogue.load('crossing');
  const store = createAigleStore({ catalogue, storage: memoryStorage() });
  expect(store.getState().actions.startGame('crossing', { rules: { 'NLC 12': true, 'NLC 20.2': doctrine } }, 11, 'hotseat')).toBe(true);
  return store;
}

/** The French select Marmont (VI Corps) on their own screen: the hexes the map shades. */
function shaded(store: AigleStore): { hexes: string[]; outOfRange: string[] } {
  if (store.getState().ui.curtain) store.getState().actions.revealCurtain();
  const s = store.getState();
  expect(s.ui.screenSide).toBe('fr');
  s.actions.select(['fr-marmont']);
  const d = orderDrawing(store.getState());
  expect(d.range).not.toBeNull();
  return d.range!;
}

describe('command range shading (store)', () => {
  it('[NLC 20.2] with the doctrine the shaded range is the division-level range the engine applies, not the 3 MP range', async () => {
    const on = await crossing(true);
    const g = on.getState().game!;
    const a = query(g.state, 'fr', { type: 'commandRange', formation: 'fr-vi' });
    if (a.type !== 'commandRange') throw new Error(JSON.stringify(a));
    expect(a.range.rule).toBe('NLC 20.2');
    const drawn = shaded(on);
    expect(drawn.hexes).toEqual(a.range.hexes);
    // every unit the engine holds in command stands in a shaded hex; those out of range are ringed
    const view = viewFor(g.state, 'fr');
    const units = Object.keys(view.units).filter((u) => u.startsWith('fr-vi-') && view.units[u].status === 'map');
    for (const u of units) if (!a.range.outOfRange.includes(u)) expect(drawn.hexes).toContain(view.units[u].hex);
    // without the doctrine the 3 MP range is shaded: a different set of hexes
    const off = shaded(await crossing(false));
    expect(off.hexes).not.toEqual(drawn.hexes);
    const b = query((await crossing(false)).getState().game!.state, 'fr', { type: 'commandRange', formation: 'fr-vi' });
    expect(b.type === 'commandRange' && b.range.rule).toBe('NLC 12.1');
  });
});

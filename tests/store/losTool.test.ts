// The line-of-sight tool in the store (issue 11, NLC 8.3): L switches it on, the first click picks the
// hex to look from (and the viewer's guns there), the next pins the end; nothing is ever issued.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { query } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage } from '../../src/store';
import { losToolLine, rangeFor } from '../../src/map/overlayQueries';

const tutorial = JSON.parse(readFileSync(new URL('../../scenarios/tutorial.json', import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ '../../scenarios/tutorial.json': tutorial });

describe('line-of-sight tool (store)', () => {
  it('[NLC 8.3] clicks set the line\'s ends, the engine answers it, a gun\'s hex selects the gun for its range', () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    const a = store.getState().actions;
    expect(a.startGame('tutorial', { rules: {} }, 7, 'solo')).toBe(true);
    const seq = store.getState().game!.state.seq;
    a.toggleLosTool();
    expect(store.getState().ui.losTool).toEqual({ on: true, from: null, to: null });
    a.clickHex('0303');
    a.clickHex('0308');
    expect(store.getState().ui.losTool).toEqual({ on: true, from: '0303', to: '0308' });
    const line = losToolLine(store.getState())!;
    expect(line).toMatchObject({ from: '0303', to: '0308', rule: 'NLC 8.3' });
    expect(line).toEqual(query(store.getState().game!.state, 'fr', { type: 'los', from: '0303', to: '0308' }));
    // a third click starts again from that hex
    a.clickHex('0505');
    expect(store.getState().ui.losTool).toEqual({ on: true, from: '0505', to: null });
    // the next click pins the end; then looking from the battery's hex shows its range
    const gunHex = store.getState().game!.state.units['fr-art'].hex!;
    a.clickHex('0506');
    expect(store.getState().ui.losTool.to).toBe('0506');
    a.clickHex(gunHex);
    expect(store.getState().ui.losTool).toEqual({ on: true, from: gunHex, to: null });
    expect(store.getState().ui.selected).toEqual(['fr-art']);
    expect(rangeFor(store.getState())).toMatchObject({ from: gunHex, range: 2 });
    expect(store.getState().game!.state.seq).toBe(seq);
    a.toggleLosTool(false);
    expect(store.getState().ui.losTool).toEqual({ on: false, from: null, to: null });
    expect(losToolLine(store.getState())).toBeNull();
  });
});

// Issue 8, hot-seat: what one side was looking at is not left on screen for the other. The inspected
// hex, the hovered hex, the line-of-sight tool's line and the open charts are the screen side's own
// moment; the hand-over clears them (the tool itself stays switched on).
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { legalCommands } from '../../src/engine';
import { createAigleStore, makeCatalogue, memoryStorage } from '../../src/store';

const read = (f: string) => JSON.parse(readFileSync(new URL(`../../scenarios/${f}`, import.meta.url), 'utf8'));
const catalogue = makeCatalogue({ 'tutorial.json': read('tutorial.json') });

describe('hot-seat hand-over clears the screen side\'s transient views (issue 8)', () => {
  it('the inspected hex, the hover, the line-of-sight line and the charts do not wait for the other side', () => {
    const store = createAigleStore({ catalogue, storage: memoryStorage() });
    const a = store.getState().actions;
    expect(a.startGame('tutorial', { rules: {} }, 20240601, 'hotseat')).toBe(true);
    if (store.getState().ui.curtain) a.revealCurtain();
    const me = store.getState().ui.screenSide!;
    const hexes = store.getState().game!.scenario.map.hexes.map((h) => h.id);
    a.toggleLosTool(true);
    a.clickHex(hexes[5]);
    a.clickHex(hexes[6]);
    a.setInspect(hexes[3]);
    a.setHover(hexes[4]);
    a.openCharts(null);
    const ui = store.getState().ui;
    expect(ui.inspectHex).toBe(hexes[3]);
    expect(ui.losTool).toEqual({ on: true, from: hexes[5], to: hexes[6] });
    expect(ui.charts.open).toBe(true);
    // play on until the screen is passed
    let r = 7;
    for (let i = 0; i < 3000 && !store.getState().ui.curtain; i++) {
      const s = store.getState();
      const legal = legalCommands(s.game!.state, s.ui.screenSide!);
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      expect(s.actions.issue(legal[(r >>> 8) % legal.length])).toBe(true);
    }
    expect(store.getState().ui.curtain).not.toBeNull();
    a.revealCurtain();
    const after = store.getState().ui;
    expect(after.screenSide).not.toBe(me);
    expect(after.inspectHex).toBeNull();
    expect(after.hover).toBeNull();
    expect(after.losTool).toEqual({ on: true, from: null, to: null });
    expect(after.charts.open).toBe(false);
  });
});

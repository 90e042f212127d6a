// Browser tests of the map's life cycle and drawing: tearing the map down and rebuilding it at any
// moment (new game, import of another scenario), no PixiJS warnings, readable counters.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, hook, mapSettled, shot } from './harness';

const warnings: string[] = [];
const env = browserSuite({ width: 1280, height: 720 }, (b) => {
  b.page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  // "New game" asks for confirmation
  b.page.on('dialog', (d) => void d.accept());
});

const SCENARIOS = { tutorial: /Tutorial/, gzhatsk20: /Gzhatsk 20/ } as const;

/** From the start screen: pick a scenario and start it (hot-seat, fixed seed); does not wait for the map. */
async function start(page: Page, which: keyof typeof SCENARIOS): Promise<void> {
  await page.getByRole('radio', { name: SCENARIOS[which] }).check();
  await page.getByRole('radio', { name: /^Hot-seat/ }).check();
  await page.getByLabel('Seed for the dice').fill('4711');
  await page.getByRole('button', { name: 'Start game' }).click();
}

async function fresh(page: Page): Promise<void> {
  await page.goto(env.srv.url);
  await page.evaluate(() => localStorage.clear());
  await page.goto(env.srv.url);
  warnings.length = 0;
  env.b.errors.length = 0;
}

async function newGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start game' }).waitFor();
}

/** The map shows the scenario's counters: the map is up and its layout has the scenario's hexes. */
async function mapShows(page: Page, scenarioId: string): Promise<void> {
  await mapSettled(page);
  const got = await hook(page, (a) => {
    const m = (window as any).__aigleMap;
    const g = a.store.getState().game;
    return { id: g?.scenario.id, hexes: m?.layout.ids.length, want: g ? g.scenario.map.columns * g.scenario.map.rows : -1, canvases: document.querySelectorAll('[data-testid=map-canvas]').length };
  });
  assert.equal(got.id, scenarioId);
  assert.equal(got.hexes, got.want, 'the map on screen is built for the game’s scenario');
  assert.equal(got.canvases, 1, 'exactly one map canvas on the page');
}

describe('map life cycle in Chromium', () => {
  it('starts, leaves and restarts games of both systems several times, also while the map is still starting', async () => {
    const page = env.b.page;
    await fresh(page);
    const order: (keyof typeof SCENARIOS)[] = ['tutorial', 'gzhatsk20', 'tutorial', 'gzhatsk20', 'gzhatsk20', 'tutorial'];
    for (const [i, which] of order.entries()) {
      await start(page, which);
      // every other round leaves at once, while PixiJS is still initialising
      if (i % 2 === 0) await mapShows(page, which);
      await newGame(page);
    }
    // a restart, a quick pan and an animation, then leaving in the middle of it
    await start(page, 'tutorial');
    await mapShows(page, 'tutorial');
    await page.keyboard.press('+');
    await newGame(page);
    await start(page, 'gzhatsk20');
    await mapShows(page, 'gzhatsk20');
    // resizing after all those teardowns must not reach a destroyed viewport
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(300);
    await mapShows(page, 'gzhatsk20');
    await shot(page, 'map-restarted');
    assert.deepEqual(env.b.errors, [], 'no page error while starting and leaving games');
  });

  it('imports a save of another scenario mid-game and shows the imported game', async () => {
    const page = env.b.page;
    await fresh(page);
    await start(page, 'gzhatsk20');
    await mapShows(page, 'gzhatsk20');
    const save = await hook(page, (a) => a.store.getState().actions.exportSave());
    assert.ok(save, 'a save to export');
    await newGame(page);
    await start(page, 'tutorial');
    await mapShows(page, 'tutorial');
    await page.getByTestId('import-file').setInputFiles({ name: save.fileName, mimeType: 'application/json', buffer: Buffer.from(save.text) });
    await page.waitForFunction(() => (window as any).__aigle.store.getState().game?.scenario.id === 'gzhatsk20');
    // hot-seat: the import may pass the screen first
    const curtain = page.getByTestId('curtain');
    if (await curtain.isVisible()) await curtain.getByRole('button').first().click();
    await mapShows(page, 'gzhatsk20');
    await page.getByText('Gzhatsk', { exact: false }).first().waitFor();
    await shot(page, 'map-imported-other-scenario');
    assert.deepEqual(env.b.errors, [], 'no page error on importing another scenario');
  });

  it('loads maps without PixiJS cache warnings', async () => {
    const page = env.b.page;
    await fresh(page);
    await start(page, 'tutorial');
    await mapShows(page, 'tutorial');
    await newGame(page);
    await start(page, 'tutorial');
    await mapShows(page, 'tutorial');
    await page.waitForTimeout(500);
    assert.deepEqual(
      warnings.filter((w) => /\[Cache\]|already has key/.test(w)),
      [],
      'no PixiJS cache warning',
    );
  });
});

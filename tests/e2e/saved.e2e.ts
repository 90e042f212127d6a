// Browser tests of the start screen and the saved games (issue 8): two games kept in IndexedDB across
// a reload, the first continued exactly; Start game in sight at 1440x900; player words, not module ids.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, hook, mapSettled, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

/** Solo: answers decisions until a move is legal, then makes it; returns the view's seq afterwards. */
async function oneMove(): Promise<void> {
  const ok = await hook(env.b.page, (a) => {
    for (let i = 0; i < 60; i++) {
      const p = a.pending();
      const cmds = a.legal(p.side ?? p.sides[0]);
      const mv = cmds.find((c: any) => c.type === 'move');
      if (!a.store.getState().actions.issue(mv ?? cmds.find((c: any) => c.type !== 'move'))) return false;
      if (mv) return true;
    }
    return false;
  });
  assert.ok(ok, 'no move made');
}

describe('start screen and saved games in Chromium', () => {
  it('shows Start game above the fold at 1440x900, in player words', async () => {
    const page = env.b.page;
    await page.goto(env.srv.url);
    const start = page.getByRole('button', { name: 'Start game' });
    await start.waitFor();
    const box = (await start.boundingBox())!;
    assert.ok(box.y + box.height <= 900, `Start game is below the fold (bottom at ${box.y + box.height}px)`);
    const text = await page.locator('main.start').innerText();
    assert.doesNotMatch(text, /nlc-sequence|nlc-assault|modules:/, 'module ids on the start screen');
    // Gzhatsk 20: each module's levels are one choice
    await page.getByRole('radio', { name: /Gzhatsk 20/ }).check();
    const events = page.getByRole('radiogroup', { name: 'Random Events' });
    await events.waitFor();
    assert.deepEqual(
      (await events.getByRole('radio').all()).length,
      4,
      'Random Events: None, Mild, Medium, Spicy',
    );
    await events.getByRole('radio', { name: /^Medium/ }).check();
    await events.getByRole('radio', { name: /^Spicy/ }).check();
    assert.equal(await events.getByRole('radio', { name: /^Medium/ }).isChecked(), false);
    assert.equal(await page.getByRole('radiogroup', { name: 'Maneuver Matrix' }).getByRole('radio').count(), 4);
    // an import refused with no game running does not speak of a running game
    await page.getByTestId('import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"nope"') });
    const err = await page.getByTestId('error').innerText();
    assert.match(err, /Import refused: bad\.json/);
    assert.doesNotMatch(err, /running game/);
  });

  it('keeps two games across a reload, lists both, continues the first', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '4711');
    await oneMove();
    const first = await hook(page, (a) => ({ seq: a.view().seq, units: JSON.stringify(a.view().units), name: a.store.getState().game.scenario.name }));
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    await page.getByRole('radio', { name: /crossing at Montier A larger/ }).check();
    await page.getByRole('radio', { name: /^Hot-seat/ }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await mapSettled(page);
    const second = await hook(page, (a) => a.store.getState().game.scenario.name);
    await page.reload();
    await mapSettled(page);
    assert.equal(await hook(page, (a) => a.store.getState().game.scenario.name), second, 'the reload resumed the running game');
    await page.getByRole('button', { name: 'New game' }).click();
    const rows = page.getByTestId('saved-game');
    await rows.nth(1).waitFor();
    assert.equal(await rows.count(), 2);
    assert.match(await rows.nth(0).innerText(), new RegExp(`${second}\\s+1\\s+Hot-seat`));
    assert.match(await rows.nth(1).innerText(), new RegExp(`${first.name}\\s+1\\s+Solo`));
    const start = (await page.getByRole('button', { name: 'Start game' }).boundingBox())!;
    assert.ok(start.y + start.height <= 900, 'Start game below the fold with two saved games');
    await shot(page, 'start-screen-saved-games');
    await rows.nth(1).getByRole('button', { name: /^Continue/ }).click();
    await mapSettled(page);
    const again = await hook(page, (a) => ({ seq: a.view().seq, units: JSON.stringify(a.view().units), name: a.store.getState().game.scenario.name }));
    assert.deepEqual(again, first);
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

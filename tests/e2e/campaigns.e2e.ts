// Browser test of the 1814 campaigns (issue 13): the two mini-campaigns (MOP 37.22, 37.23 and its
// Montmirail start 37.23.1) on the whole Aube and Petit-Morin sheets and the grand campaign on the
// Champagne sheet each start from the start screen in hot-seat; the side at the screen moves a piece and
// ends its activation, and the screen is handed over behind the curtain; no page error; a screenshot of
// each at the default zoom.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, hook, mapSettled, moveThenHandOver, passCurtain, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

const BATTLES: [string, RegExp, string][] = [
  ['brienne-la-rothiere', /^Brienne – La Rothière, 29 January – 1 February 1814/, 'MOP 37.22'],
  ['six-days', /^Champaubert – Montmirail – Vauchamps, 10-14 February 1814/, 'MOP 37.23'],
  ['six-days-montmirail', /^Montmirail – Vauchamps, 11-14 February 1814/, 'MOP 37.23'],
  ['grand-campaign', /^The 1814 campaign in Champagne/, 'MOP 37.23'],
];

describe('the 1814 campaigns in Chromium', () => {
  for (const [id, name, rule] of BATTLES) {
    it(`[${rule}] ${id}: starts in hot-seat, a piece moves, the activation ends and the screen is handed over`, async () => {
      const page = env.b.page;
      await startScenario(env.srv.url, page, name, 'hotseat', '5');
      await passCurtain(page);
      await mapSettled(page);
      assert.equal(await hook(page, (a) => a.store.getState().game.state.scenario), id);
      await shot(page, `campaign-${id}`);
      const { mover, handedTo } = await moveThenHandOver(page, id, 120000);
      assert.ok(mover, `${id}: no piece moved`);
      assert.ok(handedTo, `${id}: the screen was not handed over`);
      await shot(page, `campaign-${id}-handed`);
      assert.ok((await page.locator('body').innerText()).length > 0);
      assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), [], `${id}: page errors`);
    });
  }
});

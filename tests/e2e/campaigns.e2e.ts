// Browser test of the 1814 campaigns (issue 13): the two mini-campaigns (MOP 37.22, 37.23 and its
// Montmirail start 37.23.1) on the whole Aube and Petit-Morin sheets and the grand campaign on the
// Champagne sheet each start from the start screen in hot-seat; the side at the screen moves a piece and
// ends its activation, and the screen is handed over behind the curtain; no page error; a screenshot of
// each at the default zoom.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, hook, hookArg, mapSettled, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

const BATTLES: [string, RegExp, string][] = [
  ['brienne-la-rothiere', /^Brienne – La Rothière, 29 January – 1 February 1814/, 'MOP 37.22'],
  ['six-days', /^Champaubert – Montmirail – Vauchamps, 10-14 February 1814/, 'MOP 37.23'],
  ['six-days-montmirail', /^Montmirail – Vauchamps, 11-14 February 1814/, 'MOP 37.23'],
  ['grand-campaign', /^The 1814 campaign in Champagne/, 'MOP 37.23'],
];

async function passCurtain(page: Page): Promise<void> {
  const curtain = page.getByTestId('curtain');
  for (let i = 0; i < 4 && (await curtain.isVisible()); i++) {
    // a campaign's whole sheet and every arrival make the first view of a side slow on a loaded machine
    await curtain.getByRole('button').first().click({ timeout: 120000 });
    await page.waitForTimeout(150);
  }
}

describe('the 1814 campaigns in Chromium', () => {
  for (const [id, name, rule] of BATTLES) {
    it(`[${rule}] ${id}: starts in hot-seat, a piece moves, the activation ends and the screen is handed over`, async () => {
      const page = env.b.page;
      await startScenario(env.srv.url, page, name, 'hotseat', '5');
      await passCurtain(page);
      await mapSettled(page);
      assert.equal(await hook(page, (a) => a.store.getState().game.state.scenario), id);
      await shot(page, `campaign-${id}`);
      // play as the players at the screen would: the first side able to move a piece moves one, then
      // ends its movement; the test follows the game until the screen goes to the other player
      const curtain = page.getByTestId('curtain');
      let mover: string | null = null;
      let handedTo: string | null = null;
      for (let i = 0; i < 120 && !handedTo; i++) {
        if (await curtain.isVisible()) {
          await passCurtain(page);
          await mapSettled(page);
          const now: string = await hook(page, (a) => a.view().viewer);
          if (mover && now !== mover) handedTo = now;
          continue;
        }
        const before: number = await hook(page, (a) => a.view().seq);
        const did: string | null = await hookArg(page, (a, hasMoved: boolean) => {
          const side = a.pending().sides[0];
          const legal: any[] = a.legal(side);
          const move = !hasMoved && legal.find((c) => c.type === 'move');
          const calm = legal.find((c) => c.type === 'choose' && /^(end|decline|stand|noAdvance)/.test(c.choice));
          const pick = move || calm || legal[0];
          return pick && a.issue(pick) ? (pick.type === 'move' ? side : 'other') : null;
        }, mover !== null);
        assert.ok(did, `${id}: no legal command was accepted`);
        if (did !== 'other') mover = did;
        await page.waitForFunction((n) => (window as any).__aigle.view()?.seq !== n || !!document.querySelector('[data-testid=curtain]'), before, { timeout: 120000 });
      }
      assert.ok(mover, `${id}: no piece moved`);
      assert.ok(handedTo, `${id}: the screen was not handed over`);
      await shot(page, `campaign-${id}-handed`);
      assert.ok((await page.locator('body').innerText()).length > 0);
      assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), [], `${id}: page errors`);
    });
  }
});

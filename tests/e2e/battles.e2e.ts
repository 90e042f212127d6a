// Browser test of the 1814 battles (issue 13): each starts from the start screen in hot-seat on its own
// map sheet, the side at the screen moves a piece and ends its activation, and the screen is handed over
// to the other player behind the curtain; no page error; a screenshot of each map at the default zoom.
// Each battle shows only its window onto the sheet, and the camera opens on the pieces that act first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, hook, mapSettled, moveThenHandOver, passCurtain, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

const BATTLES: [string, RegExp][] = [
  ['brienne', /^Brienne, 29 January 1814/],
  ['la-rothiere', /^La Rothière, 1 February 1814/],
  ['champaubert', /^Champaubert, 10 February 1814/],
  ['montmirail', /^Montmirail, 11 February 1814/],
  ['vauchamps', /^Vauchamps, 14 February 1814/],
];

describe('the 1814 battles in Chromium', () => {
  for (const [id, name] of BATTLES) {
    it(`[MOP 37.16] ${id}: starts in hot-seat, a piece moves, the activation ends and the screen is handed over`, async () => {
      const page = env.b.page;
      await startScenario(env.srv.url, page, name, 'hotseat', '5');
      await passCurtain(page);
      await mapSettled(page);
      assert.equal(await hook(page, (a) => a.store.getState().game.state.scenario), id);
      // the battle's window only: the sheet's corner hex is not drawn; the opening camera shows the side
      // that acts first (its pieces on screen), not a corner of the sheet
      const cam = await hook(page, (a) => {
        const g = a.store.getState().game;
        const st = g.state;
        let corner = 'drawn';
        try {
          a.hexToPage('0101');
        } catch {
          corner = 'not drawn';
        }
        const r = document.querySelector('[data-testid=map-canvas]')!.getBoundingClientRect();
        const side = st.clock.activeSide ?? a.pending()?.sides?.[0] ?? g.scenario.firstSide;
        const mine = g.scenario.units.filter((u: any) => u.side === side && st.units[u.id].status === 'map');
        const seen = mine.filter((u: any) => {
          const p = a.hexToPage(st.units[u.id].hex);
          return !!p && p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;
        }).length;
        return { window: g.scenario.map.window, corner, seen, total: mine.length };
      });
      assert.ok(cam.window, `${id}: the battle declares its window`);
      assert.equal(cam.corner, 'not drawn', `${id}: only the window is drawn`);
      assert.ok(cam.seen >= Math.min(3, cam.total), `${id}: the camera opens on the side to act (${cam.seen} of ${cam.total} pieces on screen)`);
      await shot(page, `battle-${id}`);
      const { mover, handedTo } = await moveThenHandOver(page, id, 20000);
      assert.ok(mover, `${id}: no piece moved`);
      assert.ok(handedTo, `${id}: the screen was not handed over`);
      await shot(page, `battle-${id}-handed`);
      assert.ok((await page.locator('body').innerText()).length > 0);
      assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), [], `${id}: page errors`);
    });
  }
});

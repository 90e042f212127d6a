// Browser test of the NLC 12 orders on screen (issue 10, first part): with the toggle on, the side at the
// screen sees its own orders (the crossing battle's at-start orders) in the orders panel, and in hot-seat
// nothing of the other side's orders is in the DOM or the view.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, hook, shot, startScenario } from './harness';

const env = browserSuite();

describe('NLC orders in Chromium', () => {
  it('[NLC 12.4] the side at the screen sees its own orders, never the other side’s', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'hotseat', '11', { orders: true });
    assert.equal(await hook(page, (a) => a.store.getState().game.state.options.rules['NLC 12']), true);
    const viewer: string = await hook(page, (a) => a.view().viewer);
    const panel = page.getByTestId('orders-panel');
    await panel.waitFor();
    const text = await panel.innerText();
    const own = viewer === 'fr' ? ['II Corps (Victor)', 'VI Corps (Marmont)'] : ['IV Corps (Württemberg)', 'V Corps (Wrede)'];
    const other = viewer === 'fr' ? ['IV Corps (Württemberg)', 'V Corps (Wrede)'] : ['II Corps (Victor)', 'VI Corps (Marmont)'];
    for (const f of own) assert.match(text, new RegExp(`${f.replace(/[()]/g, '\\$&')}: (Attack|Defend)`), `own order of ${f} missing`);
    const html = await page.locator('[data-testid=orders-panel]').innerHTML();
    for (const f of other) assert.ok(!html.includes(f), `the other side's order of ${f} is on screen`);
    const secretSides = await hook(page, (a) => Object.keys(a.view().secret).filter((k) => (a.view().secret as any)[k]?.orders));
    assert.deepEqual(secretSides, [viewer], 'the view holds only the own side’s orders');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'orders-panel');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

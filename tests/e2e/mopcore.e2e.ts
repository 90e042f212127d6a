// Browser test of the March on Paris core panels (MOP 37.1, 37.6): the chit cup shows each side's cup with its
// chits and how the pull is made, the UAR and PEU boxes are listed, and the charts carry the special leaders.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, shot, startScenario } from './harness';

const env = browserSuite();

describe('March on Paris core panels in Chromium', () => {
  it('[MOP 37.1] two chit cups and the UAR and PEU boxes are shown for a March on Paris game', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /March on Paris/, 'solo', '7');
    const cups = page.getByTestId('mop-cups');
    await cups.waitFor();
    const fr = await page.getByTestId('mop-cup-fr').innerText();
    const al = await page.getByTestId('mop-cup-al').innerText();
    assert.match(fr, /French cup: \d+ chits?/);
    assert.match(al, /Allied cup: \d+ chits?/);
    assert.match(await cups.innerText(), /odd French, even Allied/);
    assert.match(await page.getByTestId('mop-uar').innerText(), /Awaiting reorganization \(UAR\)/);
    assert.match(await page.getByTestId('mop-peu').innerText(), /Permanently eliminated \(PEU\)/);
    await shot(page, 'mopcore-panels');
    await page.keyboard.press('?');
    const help = page.getByTestId('mop-help');
    await help.waitFor();
    assert.match(await help.innerText(), /Napoleon/);
    assert.match(await help.innerText(), /MOP 37\.16/);
    await help.scrollIntoViewIfNeeded();
    await shot(page, 'mopcore-help');
  });
});

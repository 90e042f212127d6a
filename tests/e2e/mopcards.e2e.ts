// Browser test of the March on Paris cards on screen (MOP 37.12, 37.13): the start screen's event-mode
// choice, the side's own hand only at its own screen, the events both sides see, the VP tally.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, browserSuite, hook, mapSettled, openFresh, shot } from './harness';

const env = browserSuite({ width: 1400, height: 1000 });

describe('March on Paris cards in Chromium', () => {
  it('[MOP 37.12] the event modes read clearly on the start screen; full play shows the own hand only, the events and the VP', async () => {
    const page = env.b.page;
    await openFresh(page, env.srv.url);
    await appReady(page);
    await page.getByRole('radio', { name: /March on Paris rules/ }).check();
    await page.getByText('(loading the scenario…)').waitFor({ state: 'detached' }).catch(() => undefined);
    const group = page.getByRole('radiogroup', { name: 'Events and cards' });
    await group.waitFor();
    const text = await group.innerText();
    assert.match(text, /Historical study: no cards/);
    assert.match(text, /Restricted card play/);
    assert.match(text, /Random Events Tables instead of cards/);
    assert.match(text, /Full card play/);
    await group.scrollIntoViewIfNeeded();
    await shot(page, 'mop-start-events');
    await group.getByRole('radio', { name: /Full card play/ }).check();
    await page.getByRole('radio', { name: /^Hot-seat/ }).check();
    await page.getByLabel('Seed for the dice').fill('5');
    const orders = page.getByRole('checkbox', { name: /\[NLC 12\]/ });
    if (await orders.count()) await orders.setChecked(false);
    await page.getByRole('button', { name: 'Start game' }).click();
    await mapSettled(page);
    assert.equal(await hook(page, (a) => a.store.getState().game.state.options.rules['MOP 37.12 Full']), true);
    const viewer: string = await hook(page, (a) => a.view().viewer);
    const other = viewer === 'fr' ? 'al' : 'fr';
    await page.getByTestId('mop-hand').waitFor();
    assert.equal(await page.getByTestId(`mop-hand-${viewer}`).count(), 1);
    assert.equal(await page.getByTestId(`mop-hand-${other}`).count(), 0, "the other side's hand is on screen");
    const secretSides = await hook(page, (a) => Object.keys(a.view().secret).filter((k) => (a.view().secret as any)[k]?.mopCards));
    assert.deepEqual(secretSides, [viewer], "the view holds only the own side's cards");
    // the Mode cards played before the first turn are events both sides see
    await page.getByTestId('mop-event-banner').waitFor();
    assert.ok((await hook(page, (a) => a.view().mop.played.length)) >= 2);
    await page.getByTestId('mop-vp').waitFor();
    await shot(page, 'mop-cards-banner');
    await page.getByTestId('mop-hand').scrollIntoViewIfNeeded();
    await shot(page, 'mop-cards-hand');
    assert.equal(await page.locator('.panel.secret dt', { hasText: 'mopCards' }).count(), 0, 'the cards are not dumped as raw data');
    // play a card the engine offers, when the deciding side is at the screen
    const pending = await hook(page, (a) => a.view().pending);
    if (pending?.type === 'mopCards' && pending.side === viewer) {
      const play = page.getByTestId('mop-hand').getByRole('button', { name: 'Play' }).first();
      if (await play.count()) {
        const before = await hook(page, (a) => a.view().seq);
        await play.click();
        await page.waitForFunction((n) => (window as any).__aigle.view().seq !== n, before);
      }
    }
    await page.getByTestId('mop-events').scrollIntoViewIfNeeded();
    await shot(page, 'mop-cards-events');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

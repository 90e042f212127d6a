// Browser test of the March on Paris field rules in the client (MOP 37.3.3, 37.4, 37.7-37.9): the
// weather on the turn track with its effects and case, trains, the damaged trestle and the improved
// position drawn on the map, and the supply overlay of a side on request.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, hook, mapSettled, shot, startScenario } from './harness';

const env = browserSuite();

describe('March on Paris field rules in Chromium', () => {
  it('[MOP 37.4] weather on the turn track; [MOP 37.8] trains, [MOP 37.9] damaged span, [MOP 37.3.3] improved position on the map; [MOP 37.7] supply overlay', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /March on Paris/, 'solo', '7');
    const weather = page.getByTestId('weather');
    await weather.waitFor();
    const text = await weather.innerText();
    assert.match(text, /Weather: (Fair|Cloudy|Rain|Mud|Fog)/);
    assert.match(text, /MOP 37\.4/);
    // turn 1 rolled; Noon (turn 3) and 3 PM (turn 6) still to roll
    const t1 = await page.getByRole('listitem', { name: /^Turn 1,/ }).getAttribute('aria-label');
    assert.match(t1 ?? '', /weather rolled \d/);
    assert.match((await page.getByRole('listitem', { name: /^Turn 3,/ }).getAttribute('aria-label')) ?? '', /weather roll due/);
    await mapSettled(page);
    const drawn: any = await hook(page, (a) => (a as any).mopField());
    assert.deepEqual(drawn.trains.map((t: { id: string; letter: string }) => `${t.id}:${t.letter}`), ['fr-ii-bag:B', 'fr-pont:P', 'al-iv-bag:B', 'al-v-bag:B']);
    assert.deepEqual(drawn.damaged, ['0917-1017']);
    assert.deepEqual(drawn.ips, ['1609']);
    assert.equal(drawn.supply, null);
    const panel = page.getByTestId('field-panel');
    await panel.getByRole('button', { name: 'French' }).click();
    await page.getByTestId('supply-summary').waitFor();
    assert.match(await page.getByTestId('supply-summary').innerText(), /II Corps baggage: traces to a source/);
    await mapSettled(page);
    const withSupply: any = await hook(page, (a) => (a as any).mopField());
    assert.equal(withSupply.supply.side, 'fr');
    assert.ok(withSupply.supply.hexes > 20);
    await shot(page, 'mopfield-supply');
    // the damaged trestle, the pontoon and the improved position up close
    await hook(page, (a) => a.store.getState().actions.focusHex('1013'));
    await hook(page, (a) => a.store.getState().actions.zoomBy(1));
    await mapSettled(page);
    await shot(page, 'mopfield-pieces');
    await panel.getByRole('button', { name: 'off' }).click();
    await mapSettled(page);
    assert.equal(((await hook(page, (a) => (a as any).mopField())) as any).supply, null);
  });
});

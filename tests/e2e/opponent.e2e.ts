// Playing against the computer in Chromium (issue 14): the tutorial started from the start screen with
// the human on the Austrian side; the computer plays the French from its Web Worker at a readable pace,
// shows that it is thinking and what it weighed, and the hot-seat curtain never comes down for it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, calmStep, hook, mapSettled, openFresh, shot } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

describe('against the computer in Chromium', () => {
  it('plays the tutorial against the computer for a whole turn with no page errors', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    await openFresh(page, env.srv.url);
    await page.getByRole('radio', { name: /Tutorial/ }).check();
    await page.getByText('(loading the scenario…)').waitFor({ state: 'detached' }).catch(() => undefined);
    await page.getByLabel('Seed for the dice').fill('4711');
    const orders = page.getByRole('checkbox', { name: /\[NLC 12\]/ });
    if (await orders.count()) await orders.setChecked(false);
    const vs = page.getByTestId('vs-computer');
    await vs.getByLabel('Your side against the computer').selectOption('al');
    await shot(page, 'opponent-start');
    await vs.getByRole('button', { name: 'Play against the computer' }).click();
    await mapSettled(page);
    const computer = await hook(page, (a) => a.store.getState().game.computer);
    const human = await hook(page, (a) => a.store.getState().ui.screenSide);
    assert.ok(computer && human && computer !== human, `computer ${computer}, human ${human}`);
    // the computer moves first in the tutorial: it thinks, then its moves come at a readable pace
    await page.getByTestId('computer-status').waitFor();
    let sawThinking = false;
    let sawNote = false;
    for (let i = 0; i < 300; i++) {
      const s = await hook(page, (a) => {
        const st = a.store.getState();
        return { turn: st.game.state.clock.turn, curtain: st.ui.curtain, side: a.pending()?.sides?.[0] ?? null, over: !!st.game.state.result };
      });
      assert.equal(s.curtain, null, 'no curtain against the computer');
      if (s.turn >= 2 || s.over) break;
      if (s.side === human) {
        await calmStep(page);
        continue;
      }
      if ((await page.getByTestId('computer-status').getAttribute('data-thinking')) === 'yes') {
        if (!sawThinking) await shot(page, 'opponent-thinking');
        sawThinking = true;
      }
      if (!sawNote && (await page.getByTestId('computer-note').count())) {
        sawNote = true;
        await mapSettled(page);
        await shot(page, 'opponent-note');
      }
      await page.waitForTimeout(150);
    }
    const turn = await hook(page, (a) => a.store.getState().game.state.clock.turn);
    assert.ok(turn >= 2, `reached turn ${turn}`);
    assert.ok(sawThinking, 'the thinking indicator showed');
    assert.ok(sawNote, 'the note of what it was thinking showed');
    const played = await hook(page, (a) => a.store.getState().game.commands.filter((c: any) => c.side === a.store.getState().game.computer).length);
    assert.ok(played > 3, `the computer played ${played} commands`);
    await mapSettled(page);
    await shot(page, 'opponent-turn2');
    assert.deepEqual(env.b.errors, []);
  });
});

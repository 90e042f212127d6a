// Issue 8, the sidebar as a player sees it: the prompt never covers a panel (the field panel's
// "Supply:" line was half hidden under it), at 1280x720 and 1440x900.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite, calmStep, mapSettled, shot, startScenario } from './harness';

const env = browserSuite();

describe('sidebar layout (Chromium)', () => {
  for (const vp of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    it(`the prompt covers no panel at ${vp.width}x${vp.height}: the field panel's Supply line scrolled to the top stays readable`, async () => {
      const page = env.b.page;
      await page.setViewportSize(vp);
      await startScenario(env.srv.url, page, /March on Paris/, 'solo', '5');
      await mapSettled(page);
      // a few steps on, so the prompt carries buttons and the pieces list (it is at its tallest then)
      for (let i = 0; i < 4; i++) await calmStep(page);
      await mapSettled(page);
      const label = page.getByTestId('field-panel').getByText('Supply:', { exact: true });
      await label.waitFor();
      // scroll the panels until the Supply line is at the top of what scrolls, as a player reading down would
      await label.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      const hit = await label.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const prompt = document.querySelector('.sidebar .prompt')!.getBoundingClientRect();
        // the label's own middle and its top edge: both must show the label, not the prompt above it
        const at = (y: number) => {
          const e = document.elementFromPoint(r.left + r.width / 2, y);
          return e === el || el.contains(e) ? 'label' : e?.closest('.prompt') ? 'prompt' : (e?.className ?? 'nothing');
        };
        return { middle: at(r.top + r.height / 2), top: at(r.top + 1), promptBottom: prompt.bottom, labelTop: r.top };
      });
      await shot(page, `panels-supply-${vp.width}x${vp.height}`);
      assert.equal(hit.middle, 'label', `the Supply line is covered at ${vp.width}x${vp.height} (${JSON.stringify(hit)})`);
      assert.equal(hit.top, 'label', `the Supply line's top is covered at ${vp.width}x${vp.height} (${JSON.stringify(hit)})`);
      assert.ok(hit.labelTop >= hit.promptBottom - 0.5, `the Supply line starts under the prompt's bottom (${JSON.stringify(hit)})`);
      assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
    });
  }
});

// Browser tests of the hot-seat client, against the built app (vite build --mode test) served locally.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { acknowledgeOutcome, browserSuite, hook, mapSettled, shot, startScenario } from './harness';

/** Page coordinates of a hex centre, computed by the renderer's own layout and camera. */
async function hexPage(page: Page, hex: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((h) => (window as any).__aigle.hexToPage(h), hex);
  assert.ok(p, `no page position for ${hex}`);
  return p;
}

const env = browserSuite();

async function startTutorial(page: Page, mode: 'hotseat' | 'solo' = 'hotseat'): Promise<void> {
  await startScenario(env.srv.url, page, /Tutorial/, mode, '20240601');
}

/** Moves through decisions (pressing E or the prompt's first button) until the curtain shows. */
async function advanceUntilCurtain(page: Page, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.getByTestId('curtain').isVisible()) return;
    await step(page);
  }
  throw new Error('no hand-over happened');
}

/** One decision, the way a player would: E for end buttons, else the first prompt button, else a legal command. */
async function step(page: Page): Promise<void> {
  const before = await hook(page, (a) => a.view()?.seq ?? -1);
  const p = await hook(page, (a) => a.view()?.pending ?? null);
  if (!p) return;
  const end = p.options.buttons.find((x: { id: string }) => x.id.startsWith('end'));
  if (end) await page.keyboard.press('e');
  else if (p.options.buttons.length) await page.locator('.prompt-buttons button').first().click();
  else {
    // a decision without buttons (e.g. a hex to pick): take the engine's first legal command
    await hook(page, (a) => {
      const side = a.view().viewer === 'referee' ? a.pending().sides[0] : a.view().viewer;
      const cmd = a.legal(side)[0];
      return cmd ? a.store.getState().actions.issue(cmd) : false;
    });
  }
  await page.waitForFunction(
    (n) => {
      const a = (window as any).__aigle;
      return (a.view()?.seq ?? n + 1) !== n || !!document.querySelector('[data-testid=curtain]');
    },
    before,
    { timeout: 10000 },
  );
}

describe('hot-seat client in Chromium', () => {
  it('starts the tutorial and moves a unit by clicking on the map', async () => {
    const page = env.b.page;
    await startTutorial(page);
    await shot(page, 'tutorial-start');
    // a movable piece of the acting side, alone in its hex, with a legal one-hex move
    const plan = await hook(page, (a) => {
      const v = a.view();
      const side = v.pending.side;
      const cmds = a.legal(side).filter((c: any) => c.type === 'move' && c.units.length === 1 && c.path.length === 1);
      const alone = (id: string) => {
        const hex = v.units[id]?.hex;
        return hex && Object.keys(v.units).filter((u) => v.units[u].hex === hex && v.units[u].status === 'map').length === 1 &&
          !Object.values(v.leaders).some((l: any) => l.hex === hex && l.status === 'map');
      };
      const c = cmds.find((x: any) => alone(x.units[0]));
      return c ? { unit: c.units[0], from: v.units[c.units[0]].hex, to: c.path[0] } : null;
    });
    assert.ok(plan, 'no simple move found in the tutorial');
    const from = await hexPage(page, plan.from);
    await page.mouse.click(from.x, from.y);
    await page.waitForFunction((u) => (window as any).__aigle.store.getState().ui.selected.includes(u), plan.unit);
    await shot(page, 'tutorial-selected');
    const to = await hexPage(page, plan.to);
    await page.mouse.click(to.x, to.y);
    await page.waitForFunction(([u, h]) => (window as any).__aigle.view().units[u].hex === h, [plan.unit, plan.to] as const);
    const log = page.getByTestId('log');
    await assert.doesNotReject(log.getByText(new RegExp(`${plan.from} to ${plan.to}`)).waitFor());
    await mapSettled(page);
    await shot(page, 'tutorial-moved');
    // the log's hex ids are links that centre the map
    await log.getByRole('button', { name: `hex ${plan.to}: centre the map on it` }).last().click();
    assert.equal(await hook(page, (a) => a.store.getState().ui.inspectHex), plan.to);
  });

  it('undoes with the keyboard and toggles hex ids', async () => {
    const page = env.b.page;
    const seq = await hook(page, (a) => a.view().seq);
    await page.keyboard.press('u');
    await page.waitForFunction((n) => (window as any).__aigle.view().seq === n - 1, seq);
    await page.keyboard.press('Control+z');
    // nothing more to take back: the chit pull before the move is a barrier
    assert.equal(await hook(page, (a) => a.view().seq), seq - 1);
    const ids = page.getByRole('button', { name: /Hex ids/ });
    assert.equal(await ids.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('h');
    assert.equal(await ids.getAttribute('aria-pressed'), 'false');
    await page.keyboard.press('h');
    assert.equal(await ids.getAttribute('aria-pressed'), 'true');
  });

  it('survives a reload: the autosave resumes the same game', async () => {
    const page = env.b.page;
    // move again so there is something to restore
    const cmd = await hook(page, (a) => {
      const v = a.view();
      const c = a.legal(v.pending.side).find((x: any) => x.type === 'move');
      a.store.getState().actions.issue(c);
      return c;
    });
    const before = await hook(page, (a) => ({ seq: a.view().seq, units: a.view().units, log: a.view().log.length }));
    await page.reload();
    await mapSettled(page);
    const afterReload = await hook(page, (a) => ({ seq: a.view().seq, units: a.view().units, log: a.view().log.length }));
    assert.deepEqual(afterReload, before);
    assert.equal(afterReload.units[cmd.units[0]].hex, cmd.path[cmd.path.length - 1]);
    await shot(page, 'reload-restored');
  });

  it('refuses a corrupt or foreign save with a clear message and keeps the game', async () => {
    const page = env.b.page;
    const before = await hook(page, (a) => JSON.stringify({ seq: a.view().seq, units: a.view().units }));
    const saved = await page.evaluate(() => localStorage.getItem('aigle.autosave.v1'));
    for (const [name, text] of [
      ['broken.json', '{"format":"aigle-save","version":1,"scenario":"tutor'],
      ['foreign.json', JSON.stringify({ format: 'someone-else', units: [1, 2, 3] })],
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0x01])],
    ] as const) {
      await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
      const err = page.getByTestId('error');
      await err.waitFor();
      const msg = await err.innerText();
      assert.match(msg, /Import refused/);
      assert.match(msg, new RegExp(name.replace('.', '\\.')));
      assert.match(msg, /unchanged/);
      // the file is named, its bytes are not echoed
      assert.doesNotMatch(msg, /PNG|IHDR|\uFFFD|[\u0000-\u0008]/);
      assert.equal(await hook(page, (a) => JSON.stringify({ seq: a.view().seq, units: a.view().units })), before);
      assert.equal(await page.evaluate(() => localStorage.getItem('aigle.autosave.v1')), saved);
    }
    await shot(page, 'import-refused');
  });

  it('passes the screen to the other side and shows nothing behind the curtain', async () => {
    const page = env.b.page;
    await startTutorial(page, 'hotseat');
    const first = await hook(page, (a) => a.view().viewer);
    await advanceUntilCurtain(page);
    const curtain = page.getByTestId('curtain');
    // first the deciding player sees what their decision did; the hand-over comes after they say so
    const outcome = page.getByTestId('outcome');
    await outcome.waitFor();
    assert.ok((await outcome.locator('li').count()) > 0, 'no outcome lines before the curtain');
    assert.equal(await page.locator('.sidebar').count(), 0);
    await shot(page, 'outcome-before-curtain');
    await acknowledgeOutcome(page);
    const next = await hook(page, (a) => a.pending().side);
    assert.notEqual(next, first);
    const adjective = await hook(page, (a) => {
      const sc = a.store.getState().game.scenario;
      return sc.sides.find((s: any) => s.id === a.pending().side).adjective;
    });
    assert.match(await curtain.innerText(), new RegExp(`Pass to the ${adjective} player`));
    assert.equal(await page.locator('.sidebar').count(), 0, 'panels stay unmounted behind the curtain');
    assert.equal(await page.getByTestId('log').count(), 0);
    await shot(page, 'curtain');
    await page.getByRole('button', { name: new RegExp(`I am the ${adjective} player`) }).click();
    await curtain.waitFor({ state: 'detached' });
    assert.match(await page.getByTestId('mode-label').innerText(), new RegExp(`${adjective} player at the screen`));
    assert.equal(await hook(page, (a) => a.view().viewer), next);
    await mapSettled(page);
    await shot(page, 'after-handover');
  });

  it('keeps a planted secret out of the other side’s DOM and log across the hand-over', async () => {
    const page = env.b.page;
    await startTutorial(page, 'hotseat');
    const me = await hook(page, (a) => a.view().viewer);
    const sides: string[] = await hook(page, (a) => a.store.getState().game.scenario.sides.map((s: any) => s.id));
    const other = sides.find((s) => s !== me)!;
    const mine = `CANARY-${me}-orders-7f3k`;
    const theirs = `CANARY-${other}-orders-q9z2`;
    await page.evaluate(([s, t]) => (window as any).__aigle.debugPlantSecret(s, t), [other, theirs]);
    await page.evaluate(([s, t]) => (window as any).__aigle.debugPlantSecret(s, t), [me, mine]);
    // own secret shown to its owner (so the check below can fail), the other's nowhere
    await page.getByText(mine).waitFor();
    let html = await page.content();
    assert.ok(html.includes(mine));
    assert.ok(!html.includes(theirs), 'the other side’s secret is in the DOM');
    assert.ok(!JSON.stringify(await hook(page, (a) => a.view())).includes(theirs));
    await advanceUntilCurtain(page);
    html = await page.content();
    assert.ok(!html.includes(mine) && !html.includes(theirs), 'a secret stays on screen behind the curtain');
    await acknowledgeOutcome(page);
    await page.getByRole('button', { name: /I am the .* player/ }).click();
    await page.getByTestId('curtain').waitFor({ state: 'detached' });
    await page.getByText(theirs).waitFor();
    html = await page.content();
    assert.ok(!html.includes(mine), 'the first side’s secret is in the second side’s DOM');
    const logText = await page.getByTestId('log').innerText();
    assert.ok(!logText.includes(mine));
    assert.ok(!JSON.stringify(await hook(page, (a) => a.view())).includes(mine));
    // the tooltips and undo history are in the DOM too: title attributes are part of page.content()
    await shot(page, 'secret-after-handover');
  });

  it('the "Taken back" notice of one side is not shown to the other after the hand-over', async () => {
    const page = env.b.page;
    await startTutorial(page, 'hotseat');
    for (let i = 0; i < 30; i++) {
      if (await hook(page, (a) => a.legal(a.view().viewer).some((c: any) => c.type === 'move'))) break;
      await step(page);
    }
    await hook(page, (a) => a.issue(a.legal(a.view().viewer).find((c: any) => c.type === 'move')));
    await page.keyboard.press('u');
    await page.getByText('Taken back.').waitFor();
    await advanceUntilCurtain(page);
    await acknowledgeOutcome(page);
    // two shared cores and software WebGL: showing the map again may take a while
    await page.getByRole('button', { name: /I am the .* player/ }).click({ timeout: 120_000 });
    await page.getByTestId('curtain').waitFor({ state: 'detached', timeout: 120_000 });
    await page.getByTestId('log').waitFor({ timeout: 120_000 });
    assert.ok(!(await page.content()).includes('Taken back'), 'the other side’s undo notice is on screen');
  });

  it('moves a piece with the keyboard only: N selects, the destination list, Enter', async () => {
    const page = env.b.page;
    await startTutorial(page, 'solo');
    for (let i = 0; i < 30; i++) {
      const ready = await hook(page, (a) => a.legal(a.pending().sides[0]).some((c: any) => c.type === 'move'));
      if (ready) break;
      await step(page);
    }
    await page.keyboard.press('n');
    const unit = await hook(page, (a) => a.store.getState().ui.selected[0]);
    assert.ok(unit, 'N selected nothing');
    const before = await hook(page, (a) => a.view().units[a.store.getState().ui.selected[0]]?.hex ?? a.view().leaders[a.store.getState().ui.selected[0]]?.hex);
    const dest = page.getByLabel('Destination hex');
    await dest.focus();
    await page.keyboard.press('ArrowDown');
    const to = await dest.inputValue();
    assert.match(to, /^\d{4}$/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      ([u, h]) => {
        const v = (window as any).__aigle.view();
        return (v.units[u]?.hex ?? v.leaders[u]?.hex) === h;
      },
      [unit, to] as const,
    );
    assert.notEqual(before, to);
    await page.getByTestId('log').getByText(new RegExp(`to ${to}`)).last().waitFor();
  });

  it('plays the tutorial to its end (solo), keyboard for the end buttons', async () => {
    const page = env.b.page;
    await startTutorial(page, 'solo');
    assert.match(await page.getByTestId('mode-label').innerText(), /Solo: you see both sides/);
    for (let i = 0; i < 400; i++) {
      if (await hook(page, (a) => !!a.view().result)) break;
      await step(page);
    }
    assert.ok(await hook(page, (a) => !!a.view().result), 'the game did not end');
    await page.getByText('Game over.', { exact: true }).waitFor();
    await shot(page, 'tutorial-over');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

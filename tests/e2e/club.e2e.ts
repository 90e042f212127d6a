// Club night in Chromium (issue 14): the replay viewer stepping through a saved game both ways (with a
// shared address, viewpoints and a refused file), the projector theme toggled and remembered, the
// attract mode playing by itself and stopped by a key, and the installed app reloaded offline.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, browserSuite, hook, launch, mapSettled, openFresh, serve, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

/** Solo: plays `n` commands, preferring moves (the random player's kind of game, but in the page). */
async function play(n: number): Promise<number> {
  return hook(env.b.page, (a) => {
    let done = 0;
    for (let i = 0; i < 400 && done < 40; i++) {
      const p = a.pending();
      if (!p) break;
      const cmds = a.legal(p.side ?? p.sides[0]);
      const mv = cmds.find((c: any) => c.type === 'move');
      const pick = mv && i % 3 !== 2 ? mv : cmds[i % cmds.length];
      if (!a.store.getState().actions.issue(pick)) return -1;
      done++;
    }
    return done;
  }).then((d) => {
    assert.ok(d >= Math.min(n, 40), `played ${d} commands`);
    return d;
  });
}

const pos = async () => {
  const r = env.b.page.getByTestId('replay');
  return { step: Number(await r.getAttribute('data-step')), hash: (await r.getAttribute('data-hash'))! };
};

describe('club night in Chromium', () => {
  it('replays a game both ways from the top bar, shares a step by address, switches viewpoint', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '4711');
    const n = await play(40);
    const before = await hook(page, (a) => ({ seq: a.view().seq, units: JSON.stringify(a.view().units), id: a.store.getState().game.id }));
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.getByTestId('replay').waitFor();
    await mapSettled(page);
    assert.equal((await pos()).step, n, 'opens at the current step');
    await page.getByRole('button', { name: 'First step' }).click();
    assert.equal((await pos()).step, 0);
    // forward five steps, then back five: the same hashes both ways
    const forward: string[] = [(await pos()).hash];
    for (let i = 0; i < 5; i++) {
      await page.getByRole('button', { name: 'Step forward' }).click();
      forward.push((await pos()).hash);
    }
    assert.equal((await pos()).step, 5);
    for (let i = 4; i >= 0; i--) {
      await page.getByRole('button', { name: 'Step back' }).click();
      assert.equal((await pos()).hash, forward[i], `step ${i} after stepping back`);
    }
    // hand-overs: next then previous comes back; keyboard steps too
    await page.getByRole('button', { name: 'Next hand-over' }).click();
    const h1 = await pos();
    assert.ok(h1.step > 0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal((await pos()).step, h1.step + 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual(await pos(), h1);
    await page.getByRole('button', { name: 'Previous hand-over' }).click();
    assert.equal((await pos()).step, 0);
    await page.getByRole('button', { name: 'Next hand-over' }).click();
    assert.deepEqual(await pos(), h1);
    await page.getByRole('button', { name: 'Last step' }).click();
    assert.equal((await pos()).step, n);
    // the address holds the step: a shared link (here: a reload) opens the same state
    await page.getByRole('button', { name: 'First step' }).click();
    await page.getByRole('button', { name: 'Next hand-over' }).click();
    await page.getByRole('radio', { name: 'Austrian' }).check();
    const shared = await pos();
    const url = page.url();
    assert.match(url, new RegExp(`[?&]replay=${before.id}&step=${shared.step}&view=al`));
    await mapSettled(page);
    await shot(page, 'club-replay-austrian-view');
    await page.goto(url);
    await page.getByTestId('replay').waitFor();
    assert.deepEqual(await pos(), shared, 'the shared address shows the same step');
    assert.match(await page.getByRole('heading', { name: /as the Austrian player saw it/i }).innerText(), /Austrian/i);
    // play at 8 steps a second reaches the end by itself
    await page.getByLabel('Replay speed').selectOption('8');
    await page.getByRole('button', { name: /Play/ }).click();
    await page.waitForFunction((last) => document.querySelector('[data-testid=replay]')?.getAttribute('data-step') === String(last), n, { timeout: 20000 });
    await mapSettled(page);
    await shot(page, 'club-replay-end');
    // closing the viewer finds the running game exactly as it was
    await page.getByRole('button', { name: 'Close replay' }).click();
    await mapSettled(page);
    const after = await hook(page, (a) => ({ seq: a.view().seq, units: JSON.stringify(a.view().units), id: a.store.getState().game.id }));
    assert.deepEqual(after, before);
    assert.deepEqual(env.b.errors, []);
  });

  it('replays a save file from the start screen; a diverging one is refused with the command and the case', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    const save = await hook(page, (a) => a.store.getState().actions.exportSave().text as string);
    const parsed = JSON.parse(save);
    const i = parsed.commands.findIndex((c: { type: string }) => c.type === 'move');
    const bad = { ...parsed, commands: parsed.commands.map((c: object, j: number) => (j === i ? { ...c, path: ['0101', '1612'] } : c)) };
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    const input = page.getByTestId('replay-file');
    await input.setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
    const err = await page.getByTestId('replay-error').innerText();
    assert.match(err, new RegExp(`Replay refused: command ${i + 1} of ${parsed.commands.length} does not replay: .*\\[NLC [0-9.]+\\]`));
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":') });
    // the earlier refusal stays on screen until this file has been read: wait for the new one
    const broken = page.getByTestId('replay-error').filter({ hasText: 'broken.json' });
    await broken.waitFor();
    assert.match(await broken.innerText(), /Replay refused: broken\.json: not a readable save/);
    await shot(page, 'club-replay-refused');
    // the saved game is still listed, untouched
    assert.equal(await page.getByTestId('saved-game').count(), 1);
    await input.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(save) });
    await page.getByTestId('replay').waitFor();
    assert.match(page.url(), /replay=file&step=0/);
    await page.getByRole('button', { name: 'Last step' }).click();
    assert.equal((await pos()).step, parsed.commands.length);
    await page.getByRole('button', { name: 'Close replay' }).click();
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    assert.deepEqual(env.b.errors, []);
  });

  it('projector theme: toggled on the start screen and in the top bar, remembered, drawn on the counters', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    await openFresh(page, env.srv.url);
    const toggle = page.getByRole('button', { name: 'Projector theme' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    const small = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')));
    const big = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    assert.ok(parseFloat(big) >= parseFloat(small) * 1.3, `type ${small} -> ${big}`);
    await page.getByRole('radio', { name: /Haute-Borne/ }).check();
    await shot(page, 'club-projector-start');
    await page.reload();
    await appReady(page);
    assert.equal(await page.getByRole('button', { name: 'Projector theme' }).getAttribute('aria-pressed'), 'true', 'remembered');
    await page.getByRole('radio', { name: /Haute-Borne/ }).check();
    await page.getByRole('radio', { name: /^Solo/ }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await mapSettled(page);
    const looks = await page.evaluate(() => (window as any).__aigleMap.looks);
    assert.equal(looks.fr.shape, 'circle');
    assert.equal(looks.ru.shape, 'triangle');
    assert.equal(looks.fr.color, '#0072b2');
    assert.equal(looks.ru.color, '#e69f00');
    await hook(page, (a) => a.store.getState().actions.focusHex('0605'));
    await page.waitForTimeout(600);
    await shot(page, 'club-projector-map');
    // off again from the top bar: the map is rebuilt in the scenario's own colours
    await page.getByRole('button', { name: 'Projector theme' }).click();
    await page.waitForFunction(() => (window as any).__aigleMap?.looks?.fr?.shape === undefined, undefined, { timeout: 20000 });
    await mapSettled(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('projector')), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('aigle.theme')), 'standard');
    await shot(page, 'club-standard-map');
    assert.deepEqual(env.b.errors, []);
  });

  it('attract mode: starts from the start screen, plays itself with captions, stops on a key or a click', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('radio', { name: /Haute-Borne/ }).check();
    await page.getByRole('button', { name: 'Demo: the computer plays itself' }).click();
    await page.getByTestId('attract').waitFor();
    assert.match(page.url(), /attract=demo/);
    await page.waitForTimeout(500);
    await page.keyboard.press('x');
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    // a quick pace for the test: many steps, with captions citing their rule cases
    await page.goto(`${env.srv.url}?attract=demo&pace=60`);
    await page.getByTestId('attract').waitFor();
    await mapSettled(page);
    let cited = 0;
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(250);
      const text = await page.getByTestId('step-caption').innerText();
      if (/\[(NLC|N20)[^\]]*\]/.test(text)) cited++;
    }
    const steps = Number(await page.getByTestId('attract').getAttribute('data-steps'));
    assert.ok(steps > 40, `only ${steps} steps played`);
    assert.ok(cited > 0, 'no caption cited a rule case');
    await shot(page, 'club-attract');
    await page.mouse.click(400, 400);
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    assert.doesNotMatch(page.url(), /attract/);
    assert.deepEqual(env.b.errors, []);
  });

  it('attract mode runs two minutes: game after game, never stalling, captions citing cases, no page errors', async () => {
    const page = env.b.page;
    env.b.errors.length = 0;
    // a brisk pace so two minutes hold several whole games of the demo scenario
    await page.goto(`${env.srv.url}?attract=demo&pace=120`);
    await page.getByTestId('attract').waitFor();
    await mapSettled(page);
    const t0 = Date.now();
    let last = 0;
    let games = 1;
    let overs = 0;
    let cited = 0;
    let shots = 0;
    while (Date.now() - t0 < 120_000) {
      await page.waitForTimeout(10_000);
      const steps = Number(await page.getByTestId('attract').getAttribute('data-steps'));
      assert.ok(steps > last, `the attract mode stalled at ${steps} steps after ${Math.round((Date.now() - t0) / 1000)} s`);
      last = steps;
      const title = await page.locator('.attract-title').innerText();
      games = Math.max(games, Number(/Game (\d+)/.exec(title)?.[1] ?? 1));
      const caption = await page.getByTestId('step-caption').innerText();
      if (/Game over/.test(caption)) overs++;
      if (/\[(NLC|N20)[^\]]*\]/.test(caption)) cited++;
      if (Date.now() - t0 > 60_000 * (shots + 1)) await shot(page, `club-attract-${++shots}min`);
    }
    assert.ok(games >= 2, `only ${games} game(s) in two minutes`);
    assert.ok(cited >= 3, `only ${cited} captions cited a rule case`);
    console.log(`attract, two minutes: ${last} steps, ${games} games, game-over captions seen ${overs}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Start game' }).waitFor();
    assert.deepEqual(env.b.errors, []);
  });
});

describe('offline (installed app)', () => {
  it('precaches every scenario, reloads with no network and no server, starts a game', async () => {
    const srv = await serve();
    const b = await launch({ width: 1280, height: 800 });
    try {
      const page = b.page;
      // test builds register the service worker only when asked (?sw); production builds always do
      await page.goto(`${srv.url}?sw`);
      await appReady(page);
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60000 });
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector('link[rel=manifest]')?.getAttribute('href');
        return href ? await (await fetch(href)).json() : null;
      });
      assert.equal(manifest?.short_name, 'Aigle');
      assert.ok(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512'));
      await b.context.setOffline(true);
      await srv.stop();
      await page.reload();
      await appReady(page);
      // every scenario's file comes from the cache
      const names = await page.getByRole('radio', { name: /./ }).evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).name === 'scenario').map((e) => (e as HTMLInputElement).value));
      assert.ok(names.length >= 5, `scenarios listed: ${names}`);
      for (const id of names) {
        await page.locator(`input[name=scenario][value="${id}"]`).check();
        await page.waitForFunction(() => !(document.querySelector('button[type=submit]') as HTMLButtonElement).disabled, undefined, { timeout: 20000 });
        assert.equal(await page.getByText('This scenario cannot be played').count(), 0, `${id} offline`);
      }
      await page.getByRole('radio', { name: /Haute-Borne/ }).check();
      await page.getByRole('radio', { name: /^Solo/ }).check();
      await page.getByRole('button', { name: 'Start game' }).click();
      await mapSettled(page);
      assert.ok(await hook(page, (a) => a.view().seq === 0 && Object.keys(a.view().units).length > 0));
      await shot(page, 'club-offline-game');
      assert.deepEqual(b.errors, []);
    } finally {
      await b.close();
      await srv.stop();
    }
  });
});

// Browser tests of NLC play (issue 4): an assault walked through step by step in the combat panel,
// and the larger test battle played from the start screen to the victory screen.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, calmStep, hook, hookArg, mapSettled, waitSeq, shot, startScenario } from './harness';

const env = browserSuite();

const start = (page: Page, name: RegExp, seed: string) => startScenario(env.srv.url, page, name, 'solo', seed);


describe('NLC play in Chromium', () => {
  it('[NLC 7.3] declares an assault on the map and walks through it in the combat panel', async () => {
    const page = env.b.page;
    await start(page, /Tutorial/, '7');
    // play on until the French II Corps may move its 1st Division
    for (let i = 0; i < 60; i++) {
      const ready = await hook(page, (a) => {
        const p = a.pending();
        return p?.type === 'formationMove' && p.side === 'fr' && p.options.units.includes('fr-1d');
      });
      if (ready) break;
      await calmStep(page);
    }
    // march the division down the road onto the bridge end (the engine's own legal path)
    const moved = await hook(page, (a) => {
      const cmd = a.legal('fr').find((c: any) => c.type === 'move' && c.units.length === 1 && c.units[0] === 'fr-1d' && c.path[c.path.length - 1] === '0906');
      return cmd ? a.issue(cmd) : false;
    });
    assert.ok(moved, 'the 1st Division could not reach 0906');
    await page.waitForFunction(() => !(window as any).__aigle.store.getState().ui?.animating, null, { timeout: 10000 }).catch(() => undefined);
    await page.keyboard.press('e'); // end movement: the assault segment
    await page.waitForFunction(() => (window as any).__aigle.pending()?.type === 'assaultDeclare', null, { timeout: 10000 });
    // select the attacker by clicking its hex, then click the defender's hex
    await mapSettled(page);
    const from = await hookArg(page, (a, h: string) => a.hexToPage(h), '0906');
    const to = await hookArg(page, (a, h: string) => a.hexToPage(h), '1006');
    assert.ok(from && to);
    const seq = await hook(page, (a) => a.view().seq);
    await page.mouse.click(from.x, from.y);
    // attackers picked, then the target: the attack panel previews the assault and nothing is declared
    const preview = page.getByTestId('assault-preview');
    await preview.waitFor();
    await page.mouse.click(to.x, to.y);
    await page.getByRole('table', { name: /if you assault 1006/ }).waitFor();
    const text0 = await preview.innerText();
    assert.match(text0, /Assault on 1006/);
    // the bridge's reduction of the attacker's fire is written out, not only in a tooltip (NLC 7.1)
    assert.match(await page.getByTestId('fire-mods').innerText(), /Your fire:.*bridge/);
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'aiming must not issue a command');
    await shot(page, 'nlc-assault-preview');
    await page.getByRole('button', { name: 'Confirm the assault on 1006' }).click();
    await waitSeq(page, seq);
    const combat = page.getByRole('region', { name: 'Combat' });
    await combat.waitFor();
    await shot(page, 'nlc-assault-declared');
    // walk through every decision of the combat, showing the panel at each step
    for (let i = 0; i < 20; i++) {
      const phase = await hook(page, (a) => a.view().nlc?.combat?.phase);
      if (phase === 'done') break;
      await calmStep(page);
    }
    const text = await combat.innerText();
    assert.match(text, /Attacker/);
    assert.match(text, /Defender/);
    assert.match(text, /Fire Table|row/i);
    const rec = await hook(page, (a) => a.view().nlc.combat);
    assert.equal(rec.target, '1006');
    assert.equal(rec.attacker.fire.dice.length, 2);
    assert.ok(text.includes(String(rec.attacker.fire.strength)), 'the attacker strength is shown');
    await shot(page, 'nlc-assault-resolved');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 18] plays the crossing battle from the start screen to the victory screen', async () => {
    const page = env.b.page;
    await start(page, /crossing at Montier A larger/, '1814');
    for (let i = 0; i < 600; i++) {
      if (await hook(page, (a) => !!a.view().result)) break;
      await calmStep(page);
    }
    const result = await hook(page, (a) => a.view().result);
    assert.ok(result, 'the game did not end');
    await page.getByText('Game over.', { exact: true }).waitFor();
    assert.match(await page.locator('body').innerText(), new RegExp(result.level));
    await shot(page, 'crossing-over');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

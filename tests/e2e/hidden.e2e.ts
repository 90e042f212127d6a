// Hot-seat leak check for hidden forces (MOP 37.10 on the March on Paris sampler, shared mechanism of
// NLC 20.1): one side hides a stack; after the hand-over the other side's DOM, log, canvas markers and
// exported view hold nothing of it (no id, name or strength), only a covered marker on its hex.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { acknowledgeOutcome, browserSuite, calmStep, hook, hookArg, mapSettled, passCurtain, shot, startScenario } from './harness';

const env = browserSuite();

async function step(page: Page): Promise<void> {
  const before = await hook(page, (a) => a.view()?.seq ?? -1);
  const p = await hook(page, (a) => a.view()?.pending ?? null);
  if (!p) return;
  const end = p.options.buttons.find((x: { id: string }) => x.id.startsWith('end'));
  if (end) await page.keyboard.press('e');
  else if (p.options.buttons.length) await page.locator('.prompt-buttons button').first().click();
  else {
    await hook(page, (a) => {
      const side = a.view().viewer === 'referee' ? a.pending().sides[0] : a.view().viewer;
      const cmd = a.legal(side)[0];
      return cmd ? a.store.getState().actions.issue(cmd) : false;
    });
  }
  await page.waitForFunction((n) => ((window as any).__aigle.view()?.seq ?? n + 1) !== n || !!document.querySelector('[data-testid=curtain]'), before, { timeout: 10000 });
}

describe('hidden forces in hot-seat (Chromium)', () => {
  it('[MOP 37.10] a hidden stack is a covered marker on the other side\'s screen, nothing more', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /March on Paris/, 'hotseat', '5', { rules: [/\[MOP 37\.10\]/] });
    // play until the viewer decides, then hide the first of his stacks no enemy spots
    let hidden: { side: string; hex: string; ids: string[]; names: string[] } | null = null;
    for (let i = 0; i < 40 && !hidden; i++) {
      hidden = await hook(page, (a) => {
        const v = a.view();
        const me = v.viewer;
        if (!a.pending() || !a.pending().sides.includes(me)) return null;
        const sc = a.store.getState().game.scenario;
        const mine = sc.units.filter((u: any) => u.side === me && v.units[u.id]?.status === 'map');
        for (const u of mine) {
          const hex = v.units[u.id].hex;
          const ok = a.store.getState().actions.issue({ type: 'choose', side: me, n: v.seq, choice: 'mop-hide:hide', hex });
          if (ok) {
            const ids = mine.filter((x: any) => v.units[x.id].hex === hex).map((x: any) => x.id);
            return { side: me, hex, ids, names: mine.filter((x: any) => ids.includes(x.id)).map((x: any) => x.name) };
          }
        }
        return null;
      });
      if (!hidden) await step(page);
    }
    assert.ok(hidden, 'no stack could be hidden');
    await mapSettled(page);
    // the owner sees his pieces and a ring marking them hidden
    const own: any = await hook(page, (a) => (a as any).hiddenForces());
    assert.deepEqual(own.own, [{ hex: hidden.hex, dummy: false }]);
    assert.equal((await hook(page, (a) => a.view().units)) [hidden.ids[0]].hex, hidden.hex);
    await shot(page, 'hidden-own');
    // hand over
    for (let i = 0; i < 60; i++) {
      if (await page.getByTestId('curtain').isVisible()) break;
      await step(page);
    }
    await acknowledgeOutcome(page);
    await page.getByRole('button', { name: /I am the .* player/ }).click();
    await page.getByTestId('curtain').waitFor({ state: 'detached' });
    await mapSettled(page);
    const viewer = await hook(page, (a) => a.view().viewer);
    assert.notEqual(viewer, hidden.side);
    const still = await hookArg(page, (a, side: string) => a.store.getState().game.state.secret[side].hidden.pieces as string[], hidden.side);
    if (!still.length) return console.log('the hidden stack was revealed before the hand-over (in sight): nothing to check');
    const view = JSON.stringify(await hook(page, (a) => a.view()));
    for (const id of hidden.ids) assert.ok(!view.includes(`"${id}"`), `the view names ${id}`);
    for (const name of hidden.names) assert.ok(!view.includes(name), `the view holds ${name}`);
    const logText = await page.getByTestId('log').innerText();
    for (const name of hidden.names) assert.ok(!logText.includes(name), `the log shows ${name}`);
    const drawn: any = await hook(page, (a) => (a as any).hiddenForces());
    assert.deepEqual(drawn.covered, [{ side: hidden.side, hex: hidden.hex }]);
    assert.deepEqual(drawn.own, []);
    // the stack inspector of that hex lists nothing of it
    await hookArg(page, (a, hex: string) => a.store.getState().actions.focusHex(hex), hidden.hex);
    await mapSettled(page);
    const html = await page.content();
    for (const id of hidden.ids) assert.ok(!html.includes(`"${id}"`), `the DOM holds ${id}`);
    await shot(page, 'hidden-enemy-marker');
  });

  it('[MOP 37.10] the hidden-forces panel\'s buttons hide and show a stack, make a dummy and move it; [MOP 37.11] vedettes sent out from it are drawn on the map', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /March on Paris/, 'hotseat', '5', { rules: [/\[MOP 37\.10\]/, /\[MOP 37\.11\]/] });
    const panel = page.getByTestId('hidden-panel');
    // play on until the side at the screen is in one of its Movement Segments with light cavalry to send out
    const ready = async () =>
      hook(page, (a) => {
        const v = a.view();
        return !!v.pending && v.pending.type === 'formationMove' && v.pending.sides.includes(v.viewer) && !!document.querySelector('[data-testid=vedette-panel] button');
      });
    for (let i = 0; i < 80 && !(await ready()); i++) {
      if (await page.getByTestId('curtain').isVisible()) {
        await acknowledgeOutcome(page);
        await passCurtain(page);
        await mapSettled(page);
        continue;
      }
      await calmStep(page);
    }
    assert.ok(await ready(), 'no Movement Segment with vedettes to send out');
    const me: string = await hook(page, (a) => a.view().viewer);
    // the hexes of the side's units, each pointed at in turn until "Hide stack" is accepted (a spotted hex is refused)
    const hexes: string[] = await hook(page, (a) => {
      const v = a.view();
      const sc = a.store.getState().game.scenario;
      return [...new Set(sc.units.filter((u: any) => u.side === v.viewer && v.units[u.id]?.status === 'map').map((u: any) => v.units[u.id].hex as string))] as string[];
    });
    const secret = () => hookArg(page, (a, side: string) => a.view().secret[side]?.hidden ?? { pieces: [], dummies: {} }, me);
    let hidHex: string | null = null;
    for (const hex of hexes) {
      await hookArg(page, (a, h: string) => (a.store.getState().actions as any).focusHex(h), hex);
      await panel.getByRole('button', { name: `Hide stack at ${hex}` }).click();
      if ((await secret()).pieces.length) {
        hidHex = hex;
        break;
      }
    }
    assert.ok(hidHex, 'no stack could be hidden from the panel');
    assert.deepEqual(((await hook(page, (a) => (a as any).hiddenForces())) as any).own, [{ hex: hidHex, dummy: false }]);
    // a dummy where the hidden stack stands, then moved to the next hex that takes it
    await panel.getByRole('button', { name: `Dummy at ${hidHex}` }).click();
    assert.deepEqual((await secret()).dummies, { d1: hidHex });
    for (const hex of hexes.filter((h) => h !== hidHex)) {
      await hookArg(page, (a, h: string) => (a.store.getState().actions as any).focusHex(h), hex);
      await panel.getByRole('button', { name: `Move d1 to ${hex}` }).click();
      if ((await secret()).dummies.d1 === hex) break;
    }
    const dummyAt = (await secret()).dummies.d1;
    assert.notEqual(dummyAt, hidHex, 'the dummy did not move');
    const rings = [{ hex: hidHex!, dummy: false }, { hex: dummyAt, dummy: true }].sort((x, y) => (x.hex < y.hex ? -1 : 1));
    assert.deepEqual(((await hook(page, (a) => (a as any).hiddenForces())) as any).own, rings);
    // issue 8: the "only you see this" panel says in words which stack is hidden where and where the dummy
    // stands, and no panel prints raw data
    const secretBox = page.locator('section[aria-label="Your secret information"]');
    const secretText = await secretBox.innerText();
    assert.match(secretText, new RegExp(`Hidden stack at ${hidHex}`), 'the secret panel does not say which stack is hidden');
    assert.match(secretText, new RegExp(`Dummy stack d1 at ${dummyAt}`), 'the secret panel does not say where the dummy is');
    assert.ok(!/[{}[\]"]/.test(secretText), `the secret panel prints raw data: ${secretText}`);
    assert.ok(!/\{"|":/.test(await page.locator('aside.sidebar').innerText()), 'a panel prints raw JSON');
    await secretBox.scrollIntoViewIfNeeded();
    await shot(page, 'hidden-secret-panel');
    // the undo line and the log read in words, not ids
    const logText = await page.getByTestId('log').innerText();
    assert.ok(!/mop-hide|Mop hide/.test(logText), 'the log shows a raw command id');
    // send out the first vedettes the panel offers: pennants on the map at that unit's hex
    const send = page.getByTestId('vedette-panel').getByRole('button', { name: /send out vedettes/ }).first();
    await send.click();
    await page.waitForFunction(() => ((window as any).__aigle.hiddenForces()?.vedettes ?? []).length > 0, undefined, { timeout: 10000 });
    const drawn: any = await hook(page, (a) => (a as any).hiddenForces());
    assert.equal(drawn.vedettes[0].side, me);
    assert.ok(drawn.vedettes[0].count >= 1);
    await mapSettled(page);
    await hookArg(page, (a, h: string) => (a.store.getState().actions as any).focusHex(h), hidHex);
    await mapSettled(page);
    await shot(page, 'hidden-panel-buttons');
    // show the hidden stack again: the ring goes
    await panel.getByRole('button', { name: `Show stack at ${hidHex}` }).click();
    assert.deepEqual((await secret()).pieces, []);
  });
});

// Browser test of the NLC 12 orders on screen (issue 10): the side at the screen sees its own orders in
// the orders panel and never the other side's; the crossing battle in hot-seat where the French write an
// order in the composer, its courier rides on the French screen only, arrives on the computed turn, the
// compliance roll is shown, and the formation then obeys its order.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { acknowledgeOutcome, browserSuite, hook, hookArg, mapSettled, shot, startScenario } from './harness';

const env = browserSuite();

/** Hot-seat: pass the screen (outcome, then the curtain) when it is up. */
async function passScreen(page: Page): Promise<void> {
  await acknowledgeOutcome(page);
  const who = page.getByRole('button', { name: /I am the .* player/ });
  if (await who.isVisible().catch(() => false)) {
    await who.click();
    await page.getByTestId('curtain').waitFor({ state: 'detached' });
  }
}

/** The game's command count (also behind the curtain, where the view is null). */
const seqOf = (page: Page) => hook(page, (a) => a.store.getState().game.state.seq as number);

async function waitCommand(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => (window as any).__aigle.store.getState().game.state.seq !== n, before, { timeout: 10000 });
}

/** Presses the prompt's button with this label for the side at the screen and waits for the command. */
async function press(page: Page, label: RegExp): Promise<void> {
  const before = await seqOf(page);
  await page.locator('.prompt-buttons button', { hasText: label }).first().click();
  await waitCommand(page, before);
}

async function clickHex(page: Page, hex: string): Promise<void> {
  const p = await hookArg(page, (a, h: string) => a.hexToPage(h), hex);
  assert.ok(p, `hex ${hex} not on screen`);
  await page.mouse.click(p!.x, p!.y);
}

describe('NLC orders in Chromium', () => {
  it('[NLC 12.3] the tutorial guide shows the first orders when the command rules are on', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7', { orders: true });
    const step = page.getByTestId('guide-step');
    await step.waitFor();
    assert.equal(await step.getAttribute('data-step'), 'orders-local');
    assert.match(await step.innerText(), /First orders: the Command Phase.*Local Decision/s);
    assert.match(await page.getByTestId('guide').innerText(), /Read your first orders/);
    await page.getByTestId('guide').scrollIntoViewIfNeeded();
    await shot(page, 'tutorial-first-orders');
    // confirming the Local Decisions leads to writing orders
    // (solo: the player confirms for both sides)
    for (let i = 0; i < 2 && (await step.getAttribute('data-step')) === 'orders-local'; i++) await press(page, /Local Decisions recorded/);
    await page.waitForFunction(() => document.querySelector('[data-testid="guide-step"]')?.getAttribute('data-step') === 'orders-send');
    assert.match(await step.innerText(), /courier/);
    await shot(page, 'tutorial-first-orders-send');
  });

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

  it('[NLC 12.6] crossing hot-seat: the French write an order, its courier rides on their screen only, arrives on time and is complied with', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier/, 'hotseat', '11', { orders: true });
    // step 1 of the command phase: both sides record no Local Decision
    for (let i = 0; i < 2; i++) {
      await passScreen(page);
      await press(page, /Local Decisions recorded/);
    }
    await passScreen(page);
    // step 3: whoever is at the screen; the Allies send nothing, the French write
    if ((await hook(page, (a) => a.view().viewer)) === 'al') {
      await press(page, /Orders sent/);
      await passScreen(page);
    }
    assert.equal(await hook(page, (a) => a.view().viewer), 'fr');
    const composer = page.getByTestId('order-composer');
    await composer.waitFor();
    await composer.getByTestId('compose-open').click();
    // the formation by clicking its leader on the map: Marmont (VI Corps)
    const marmont = await hook(page, (a) => a.view().leaders['fr-marmont'].hex);
    await clickHex(page, marmont);
    await composer.getByRole('button', { name: 'March', exact: true }).waitFor();
    await composer.getByRole('button', { name: 'March', exact: true }).click();
    // the target by clicking the map: a hex in the shaded area, far enough for a courier
    const marks: any = await hook(page, (a) => (a as any).orderMarks());
    assert.ok(marks.area.length > 10, 'the target area is shaded');
    const target = '1012';
    assert.ok(marks.area.includes(target), `${target} is in reach`);
    await clickHex(page, target);
    await composer.getByTestId('draft-target').waitFor();
    assert.match(await composer.getByTestId('draft-target').innerText(), /1012/);
    const arrival = await composer.getByTestId('composer-arrival').innerText();
    const column = await composer.getByTestId('composer-column').innerText();
    assert.match(column, /column/);
    const odds = await composer.getByTestId('composer-odds').innerText();
    assert.match(odds, /%/);
    await composer.scrollIntoViewIfNeeded();
    await shot(page, 'orders-composer');
    const before = await seqOf(page);
    await composer.getByTestId('composer-send').click();
    await waitCommand(page, before);
    const order: any = await hook(page, (a) => Object.values((a.view().secret.fr as any).orders.orders).find((o: any) => o.kind === 'written'));
    assert.ok(order, 'the order was written');
    assert.equal(order.formation, 'fr-vi');
    assert.deepEqual(order.spec.target, [target]);
    assert.match(arrival, new RegExp(`turn ${order.arrives}`), 'the composer said when it would arrive');
    assert.ok(order.arrives > order.written, 'a courier rides (the test needs one)');
    const couriers: any[] = await hook(page, (a) => (a as any).couriers());
    assert.equal(couriers.length, 1, 'the courier rides on the French map');
    assert.equal(couriers[0].arrives, order.arrives);
    await mapSettled(page);
    await shot(page, 'orders-courier');
    await press(page, /Orders sent/);

    // the Allies at the screen later this turn: no courier, no badge, nothing of the French orders
    assert.ok(await drive(page, { screen: 'al' }), 'the Allies come to the screen');
    assert.deepEqual(await hook(page, (a) => (a as any).couriers()), [], 'no French courier on the Allied map');
    const alMarks: any = await hook(page, (a) => (a as any).orderMarks());
    assert.ok(alMarks.badges.every((b: any) => b.side === 'al'), 'no French order badge on the Allied map');
    const alHtml = await page.locator('body').innerHTML();
    assert.ok(!alHtml.includes('March 1012') && !alHtml.includes('Marmont): March'), 'the French order is on the Allied screen');
    const alLog: string[] = await hook(page, (a) => a.view().log.map((e: any) => e.text));
    assert.ok(!alLog.some((t) => /1012|writes to|courier/i.test(t)), 'the French order is in the Allied log');
    // the save the Allies export: the French command-phase commands are sealed (NLC 12.4)
    const [dl] = await Promise.all([page.waitForEvent('download'), page.locator('nav.menu button', { hasText: 'Export save' }).click()]);
    const exported = readFileSync((await dl.path())!, 'utf8');
    assert.ok(!exported.includes('"march"') && !exported.includes('"1012"'), 'the French order is in the Allied export');
    assert.match(exported, /"sealed"/);

    // turn 2: the courier arrives on the computed turn and compliance is rolled (NLC 12.7)
    assert.ok(await drive(page, { turn: order.arrives, type: 'ordersSend', screen: 'fr' }), 'the French write orders on the arrival turn');
    await press(page, /Orders sent/);
    assert.ok(await drive(page, { received: order.id, screen: 'fr' }), 'the order is received');
    const got: any = await hookArg(page, (a, id: number) => (a.view().secret.fr as any).orders.orders[id], order.id);
    assert.equal(got.written, 1);
    assert.equal(got.arrives, order.arrives);
    assert.ok(got.roll && got.roll.length === 2, 'compliance rolled with 2d6');
    const rolls = page.getByTestId('command-rolls');
    await rolls.waitFor();
    const rollText = await rolls.innerText();
    assert.match(rollText, /VI Corps \(Marmont\)/);
    assert.match(rollText, new RegExp(`${got.compliance.sender} \\+ ${got.compliance.recipient}`));
    assert.match(rollText, /NLC 12\.7/);
    await rolls.scrollIntoViewIfNeeded();
    await shot(page, 'orders-compliance');
    assert.equal(got.result, 'C', 'seed 11: the order is complied with');

    // the formation now obeys the March: its movement cannot end before it closes on 1012 (NLC 12.2)
    assert.ok(await drive(page, { formation: 'fr-vi' }), 'VI Corps activates');
    await page.keyboard.press('e');
    const err = page.getByTestId('error');
    await err.waitFor();
    assert.match(await err.innerText(), /March to 1012/);
    assert.match(await err.innerText(), /NLC 12\.2/);
    await shot(page, 'orders-obligation');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

/**
 * Plays calm legal commands through the store (passing the screen at each curtain) until the goal holds:
 * a side at the screen, a decision of a type on a turn, an order received, or a formation's movement.
 */
async function drive(page: Page, goal: { screen?: string; turn?: number; type?: string; received?: number; formation?: string }): Promise<boolean> {
  return hookArg(
    page,
    (a, g: { screen?: string; turn?: number; type?: string; received?: number; formation?: string }) => {
      const st = a.store;
      const calmRe = /^(end|decline|stand|noAdvance|pass)/;
      for (let i = 0; i < 3000; i++) {
        const s = st.getState();
        const game = s.game;
        const p = a.pending();
        if (!p) return false;
        if (s.ui.curtain) {
          s.actions.acknowledgeOutcome();
          s.actions.revealCurtain();
          continue;
        }
        const orders = (a.view().secret.fr as any)?.orders;
        const lcAll = a.legal(s.ui.screenSide);
        const vi = g.formation && lcAll.some((c: any) => c.type === 'move' && c.units.some((u: string) => game.scenario.units.find((x: any) => x.id === u)?.formation === g.formation));
        const ok =
          (!g.screen || s.ui.screenSide === g.screen) &&
          (!g.turn || game.state.clock.turn === g.turn) &&
          (!g.type || p.type === g.type) &&
          (!g.received || (orders && orders.orders[g.received]?.status !== 'transit')) &&
          (!g.formation || vi);
        if (ok) return true;
        const lc = lcAll;
        const c = lc.find((x: any) => x.type === 'choose' && calmRe.test(x.choice)) ?? lc.find((x: any) => x.type === 'endActivation' || x.type === 'endTurn') ?? lc[0];
        if (!c || !a.issue(c)) return false;
      }
      return false;
    },
    goal,
  );
}

// Browser tests of the Napoleonic 20 client on Gzhatsk 20 (built app, vite build --mode test): the whole
// game to a victory level with every Expansion Kit module on and with all off, a Maneuver Matrix choice
// made through the UI behind the hot-seat curtain (keyboard for one side, mouse for the other), the
// revealed matrix, and leak checks for the secret chit and the held Retain cards.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTEFACTS, acknowledgeOutcome, browserSuite, mapSettled, openFresh, shot } from './harness';
import { readFileSync } from 'node:fs';
import { SPECIAL_BY_ID, MANEUVER_LABEL } from '../../src/engine/index';

const env = browserSuite({ width: 1500, height: 1000 }, (b) => {
  // two shared cores, software WebGL: be patient with waits and screenshots
  env.b.page.setDefaultTimeout(120_000);
});

const SEED = 20120901;

/** Starts Gzhatsk 20 from the start screen, hot-seat, every rule toggle on or off. */
async function startGzhatsk(page: Page, modules: 'all' | 'none'): Promise<string[]> {
  await openFresh(page, env.srv.url);
  await page.getByRole('radio', { name: /Gzhatsk 20/ }).check();
  await page.locator('.toggles').first().waitFor();
  const boxes = page.locator('.toggles input[type=checkbox]');
  const n = await boxes.count();
  const labels: string[] = [];
  for (let i = 0; i < n; i++) {
    labels.push(await boxes.nth(i).locator('xpath=..').innerText());
    if (modules === 'all') await boxes.nth(i).check();
    else await boxes.nth(i).uncheck();
  }
  // module levels (Mild/Medium/Spicy, Fast/Fun/Furious) are one choice each: "all" takes the most intense
  const groups = page.locator('.toggles .level-group');
  for (let g = 0; g < (await groups.count()); g++) {
    const radios = groups.nth(g).locator('input[type=radio]');
    for (let i = 0; i < (await radios.count()); i++) labels.push(await radios.nth(i).locator('xpath=..').innerText());
    await (modules === 'all' ? radios.last() : radios.first()).check();
  }
  await page.getByRole('radio', { name: /^Hot-seat/ }).check();
  await page.getByLabel('Seed for the dice').fill(String(SEED));
  await page.getByRole('button', { name: 'Start game' }).click();
  await mapSettled(page);
  return labels;
}

interface DriveResult {
  why: 'result' | 'curtain' | 'stop' | 'max' | 'error';
  type?: string;
  error?: string;
  commands: number;
}

/**
 * Plays random legal commands (seeded chooser) for the side at the screen, in the page, until the game
 * ends, the screen must be passed (when `curtains` is set), a decision of one of the `stopAt` types is
 * pending, or `max` commands. Without `curtains` the curtain is lifted by the store action.
 */
async function drive(page: Page, opts: { seed: number; max: number; curtains?: boolean; stopAt?: string[] }): Promise<DriveResult> {
  return page.evaluate((o) => {
    const a = (window as any).__aigle;
    let r = o.seed >>> 0;
    let n = 0;
    for (; n < o.max; n++) {
      const s = a.store.getState();
      if (s.game.state.result) return { why: 'result', commands: n };
      if (s.ui.curtain) {
        if (o.curtains) return { why: 'curtain', commands: n };
        s.actions.revealCurtain();
        continue;
      }
      const p = a.pending();
      if (o.stopAt?.includes(p.type)) return { why: 'stop', type: p.type, commands: n };
      const legal = a.legal(s.ui.screenSide);
      if (!legal.length) return { why: 'error', error: `no legal command for ${s.ui.screenSide} in ${p.type}`, commands: n };
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const cmd = legal[(r >>> 8) % legal.length];
      if (!s.actions.issue(cmd)) return { why: 'error', error: a.store.getState().ui.error?.message, commands: n };
    }
    return { why: 'max', commands: n };
  }, opts);
}

async function passScreen(page: Page): Promise<string> {
  const curtain = page.getByTestId('curtain');
  await curtain.waitFor();
  await acknowledgeOutcome(page);
  const side = await page.evaluate(() => (window as any).__aigle.store.getState().ui.curtain as string);
  await page.getByRole('button', { name: /I am the .* player/ }).click();
  await curtain.waitFor({ state: 'detached' });
  return side;
}

/** Page HTML with every Maneuver Matrix grid cut out (its axis headings name every chit of both roles). */
async function htmlWithoutMatrixGrids(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('.mm-grid').forEach((t) => t.remove());
    return clone.outerHTML;
  });
}

async function sidebarHtml(page: Page): Promise<string> {
  return page.locator('.sidebar').evaluate((el) => el.outerHTML);
}

// the chit names as the client shows them (the engine's labels)
const CHIT_NAME: Record<string, string> = MANEUVER_LABEL;

/** Held cards of a side, read out of band through the test hook (the viewer's own secret). */
async function handOf(page: Page, side: string): Promise<string[]> {
  return page.evaluate((s) => ((window as any).__aigle.viewAs(s).secret[s]?.hand as string[] | undefined) ?? [], side);
}

/** After a hand-over: the other side's held cards are nowhere in the DOM; one's own are shown. */
async function checkHands(page: Page, sides: string[], seen: { own: number; other: number }): Promise<void> {
  const me = await page.evaluate(() => (window as any).__aigle.view().viewer as string);
  const other = sides.find((s) => s !== me)!;
  const theirs = await handOf(page, other);
  const mine = await handOf(page, me);
  if (theirs.length) {
    const publicView = await page.evaluate((s) => JSON.stringify((window as any).__aigle.viewAs(s)), me);
    const html = await page.content();
    for (const id of theirs) {
      const name = SPECIAL_BY_ID[id].name;
      if (publicView.includes(name)) continue; // played earlier and back in the pile: public knowledge
      assert.ok(!html.includes(name), `the ${other} card "${name}" is in the ${me} player's DOM`);
      assert.ok(!html.includes(SPECIAL_BY_ID[id].text), `the ${other} card text of "${name}" is in the ${me} player's DOM`);
      assert.ok(!publicView.includes(id), `the ${other} card id ${id} is in the ${me} player's view`);
    }
    assert.match(await page.getByTestId(`hand-count-${other}`).innerText(), new RegExp(`hold ${theirs.length} hidden`));
    seen.other++;
  }
  if (mine.length) {
    const hand = page.getByTestId(`hand-${me}`);
    for (const id of mine) assert.ok((await hand.innerText()).includes(SPECIAL_BY_ID[id].name), `own card ${id} not shown to its owner`);
    if (seen.own === 0) {
      await hand.scrollIntoViewIfNeeded();
      await page.getByTestId('n20-hand').screenshot({ path: join(ARTEFACTS, 'n20-hand.png') });
    }
    seen.own++;
  }
}

describe('Napoleonic 20: Gzhatsk 20 in Chromium', () => {
  // shared between the tests below: the first matrix battle, replayed with another chit
  let prefix: unknown[] = [];
  let options: unknown = null;
  let firstChooser = '';
  let firstChit = '';
  let secondSideHtml = '';
  let secondSideView = '';

  it('lists the Napoleonic 20 modules on the start screen', async () => {
    const labels = await startGzhatsk(env.b.page, 'none');
    for (const id of ['N20X 5.0 Mild', 'N20X 5.0 Medium', 'N20X 5.0 Spicy', 'N20X 9.0 Fast', 'N20X 9.0 Fun', 'N20X 9.0 Furious', 'N20X 12.1', 'N20X 15.0', 'N20X 16.8']) {
      assert.ok(labels.some((l) => l.includes(`[${id}]`)), `toggle ${id} missing from the start screen`);
    }
  });

  it('plays the whole game with every module on; a matrix choice behind the curtain; leak checks', async () => {
    const page = env.b.page;
    const errorsBefore = env.b.errors.length;
    await startGzhatsk(page, 'all');
    const sides: string[] = await page.evaluate(() => (window as any).__aigle.store.getState().game.scenario.sides.map((s: any) => s.id));
    options = await page.evaluate(() => (window as any).__aigle.store.getState().game.state.options);
    const rules = (options as { rules: Record<string, boolean> }).rules;
    for (const id of ['N20X 5.0 Spicy', 'N20X 9.0 Furious', 'N20X 12.1', 'N20X 15.0', 'N20X 16.8']) assert.equal(rules[id], true, id);
    await page.getByTestId('n20-morale').waitFor();
    await page.getByTestId('n20-morale').screenshot({ path: join(ARTEFACTS, 'n20-morale.png') });
    await shot(page, 'n20-start-all');

    // ---- play to the first battle fought with the Maneuver Matrix, passing the screen through the UI
    const seen = { own: 0, other: 0 };
    let res: DriveResult;
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 400, 'no matrix battle happened');
      res = await drive(page, { seed: 1000 + guard, max: 400, curtains: true, stopAt: ['n20:maneuver'] });
      assert.notEqual(res.why, 'error', res.error);
      assert.notEqual(res.why, 'result', 'the game ended before a matrix battle');
      if (res.why === 'stop') break;
      if (res.why === 'curtain') {
        assert.equal(await page.locator('.sidebar').count(), 0, 'panels stay unmounted behind the curtain');
        await passScreen(page);
        await checkHands(page, sides, seen);
      }
    }
    if (await page.getByTestId('curtain').isVisible()) await passScreen(page);

    // ---- first side: the matrix chooser, with the keyboard only
    const first = await page.evaluate(() => {
      const a = (window as any).__aigle;
      const v = a.view();
      const bt = v.n20.battle;
      return { side: v.viewer as string, role: v.viewer === bt.attacker ? 'attacker' : 'defender', battle: bt.id as number };
    });
    firstChooser = first.side;
    prefix = await page.evaluate(() => [...(window as any).__aigle.store.getState().game.commands]);
    const panel = page.getByTestId('n20-matrix');
    await panel.getByRole('radio').first().waitFor();
    assert.equal(await panel.getByRole('radio').count(), 5, 'the chooser offers only the five chits of this side’s role');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: join(ARTEFACTS, 'n20-matrix-choose-first.png') });
    await panel.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(first.role === 'attacker' ? 'ArrowRight' : 'ArrowDown');
    await page.keyboard.press(first.role === 'attacker' ? 'ArrowRight' : 'ArrowDown');
    const picked = await panel.locator('input[type=radio]:checked').getAttribute('value');
    assert.equal(picked, first.role === 'attacker' ? 'Outflank' : 'Envelop');
    firstChit = picked!;
    await page.keyboard.press('Enter');
    // the choice is the engine's now: the screen goes to the other side
    await page.getByTestId('curtain').waitFor();
    // the chooser sees what the choice did, then lets the screen go
    await page.getByTestId('outcome').waitFor();
    await shot(page, 'n20-outcome-before-curtain');
    await acknowledgeOutcome(page);
    assert.equal(await page.evaluate((s) => (window as any).__aigle.viewAs(s).secret[s].chit, first.side), firstChit);
    const behind = await page.content();
    assert.ok(!behind.includes(CHIT_NAME[firstChit]), 'the chosen chit is on screen behind the curtain');
    await shot(page, 'n20-curtain-after-chit');
    // Export save at the curtain: the file stops before the half-made secret choice, and says so
    const [dl] = await Promise.all([page.waitForEvent('download'), page.locator('nav.menu button', { hasText: 'Export save' }).dispatchEvent('click')]);
    const exported = readFileSync((await dl.path())!, 'utf8');
    assert.ok(!exported.includes(`maneuver:${firstChit}`), 'the exported save holds the half-made secret chit');
    assert.match(await page.getByTestId('curtain-notice').innerText(), /Exported up to before the secret choice/);
    await shot(page, 'export-at-curtain');
    const second = await passScreen(page);
    assert.notEqual(second, first.side);

    // ---- second side: nothing of the first side's chit, anywhere but the matrix axes
    const logText = await page.getByTestId('log').innerText();
    assert.ok(!logText.includes(CHIT_NAME[firstChit]), 'the chosen chit is in the other side’s log');
    assert.ok(!/You chose/.test(logText));
    assert.match(logText, /has chosen a maneuver/);
    assert.ok(!(await htmlWithoutMatrixGrids(page)).includes(CHIT_NAME[firstChit]), 'the chosen chit is in the other side’s DOM');
    const secondView = await page.evaluate(() => JSON.stringify((window as any).__aigle.view()));
    assert.ok(!secondView.includes(firstChit), 'the chosen chit is in the other side’s view');
    secondSideHtml = await sidebarHtml(page);
    secondSideView = secondView;

    // ---- second side chooses with the mouse
    const panel2 = page.getByTestId('n20-matrix');
    await panel2.scrollIntoViewIfNeeded();
    await panel2.screenshot({ path: join(ARTEFACTS, 'n20-matrix-choose-second.png') });
    const radios = panel2.getByRole('radio');
    assert.equal(await radios.count(), 5);
    await radios.nth(4).click();
    await panel2.getByTestId('confirm-chit').click();
    await page.waitForFunction(() => (window as any).__aigle.pending()?.type !== 'n20:maneuver');

    // ---- on to the reveal (reserves and the rest by the driver), then look at the revealed matrix
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 20, 'the chits were never revealed');
      const revealed = await page.evaluate((id) => (window as any).__aigle.viewAs('referee').n20.lastMatrix?.battle === id, first.battle);
      if (revealed) break;
      res = await drive(page, { seed: 77 + guard, max: 1, curtains: true });
      assert.notEqual(res.why, 'error', res.error);
      if (res.why === 'curtain') await passScreen(page);
    }
    if (await page.getByTestId('curtain').isVisible()) await passScreen(page);
    const reveal = page.getByTestId('matrix-reveal');
    await reveal.waitFor();
    const crossed = page.getByTestId('matrix-crossed');
    assert.equal(await crossed.count(), 1, 'exactly one crossing cell is highlighted');
    const last = await page.evaluate(() => (window as any).__aigle.view().n20.lastMatrix);
    assert.equal(first.role === 'attacker' ? last.attacker : last.defender, firstChit);
    assert.match(await reveal.innerText(), new RegExp(`${CHIT_NAME[last.defender]}.*${CHIT_NAME[last.attacker]}`));
    assert.match((await crossed.getAttribute('aria-label'))!, new RegExp(`${CHIT_NAME[last.defender]} against ${CHIT_NAME[last.attacker]}`));
    await page.getByTestId('n20-matrix').scrollIntoViewIfNeeded();
    await page.getByTestId('n20-matrix').screenshot({ path: join(ARTEFACTS, 'n20-matrix-reveal.png') });
    await page.getByTestId('n20-battle').screenshot({ path: join(ARTEFACTS, 'n20-battle.png') });
    await shot(page, 'n20-reveal');

    // ---- the rest of the game, through the UI's curtain, checking the hands at every hand-over
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 2000, 'the game did not end');
      res = await drive(page, { seed: 5000 + guard, max: 400, curtains: true });
      assert.notEqual(res.why, 'error', res.error);
      if (res.why === 'result') break;
      if (res.why === 'curtain') {
        await passScreen(page);
        await checkHands(page, sides, seen);
      }
    }
    const result = await page.evaluate(() => (window as any).__aigle.view().result);
    assert.ok(result?.level, 'no victory level');
    const banner = page.locator('.result');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Game over\./);
    assert.ok((await banner.innerText()).includes(result.level), `the victory screen does not show "${result.level}"`);
    assert.match(result.level, /Decisive Victory|Marginal Victory|Tactical Victory|Draw/);
    await page.getByTestId('n20-morale').screenshot({ path: join(ARTEFACTS, 'n20-morale-end.png') });
    await shot(page, 'n20-over-all');
    console.log(`all modules: ${result.level}${result.winner ? ' for ' + result.winner : ''}; hands seen own ${seen.own}, other ${seen.other}`);
    assert.ok(seen.own > 0 && seen.other > 0, 'no hand-over happened while a side held a Retain card');
    assert.deepEqual(env.b.errors.slice(errorsBefore).filter((e) => !/favicon/.test(e)), []);
  });

  it('shows the second side exactly the same screen whichever chit the first side chose', async () => {
    const page = env.b.page;
    assert.ok(prefix.length && firstChit, 'needs the matrix battle of the previous test');
    const roleChits = ['Bombard', 'Feint', 'Outflank', 'Advance', 'Charge'].includes(firstChit)
      ? ['Bombard', 'Feint', 'Outflank', 'Advance', 'Charge']
      : ['FallBack', 'Cordon', 'Envelop', 'Hold', 'Counterattack'];
    const other = roleChits.find((c) => c !== firstChit)!;
    const ok = await page.evaluate(
      ([cmds, opts, seed, side, chit]) => {
        const a = (window as any).__aigle;
        const act = () => a.store.getState().actions;
        if (!act().startGame('gzhatsk20', opts, seed, 'hotseat')) return 'start failed';
        for (const c of cmds as any[]) {
          if (a.store.getState().ui.curtain) act().revealCurtain();
          if (!act().issue(c)) return `replay refused: ${a.store.getState().ui.error?.message}`;
        }
        if (a.store.getState().ui.curtain) act().revealCurtain();
        if (a.store.getState().ui.screenSide !== side) return 'wrong side at the screen';
        return act().issue({ type: 'choose', side, n: a.view().seq, choice: `maneuver:${chit}` }) ? 'ok' : 'chit refused';
      },
      [prefix, options, SEED, firstChooser, other] as const,
    );
    assert.equal(ok, 'ok');
    await passScreen(page);
    const html = await sidebarHtml(page);
    const view = await page.evaluate(() => JSON.stringify((window as any).__aigle.view()));
    assert.equal(view, secondSideView, 'the second side’s view depends on the first side’s secret chit');
    assert.equal(html, secondSideHtml, 'the second side’s panels depend on the first side’s secret chit');
  });

  it('plays the whole game with every module off to a victory level', async () => {
    const page = env.b.page;
    const errorsBefore = env.b.errors.length;
    await startGzhatsk(page, 'none');
    const rules = await page.evaluate(() => (window as any).__aigle.store.getState().game.state.options.rules);
    assert.ok(Object.values(rules).every((v) => v === false));
    assert.equal(await page.getByTestId('n20-matrix').count(), 0, 'no matrix panel without the module');
    assert.equal(await page.getByTestId('n20-hand').count(), 0, 'no Retain cards without the module');
    let handovers = 0;
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 2000, 'the game did not end');
      const res = await drive(page, { seed: 9000 + guard, max: 400, curtains: true });
      assert.notEqual(res.why, 'error', res.error);
      if (res.why === 'result') break;
      if (res.why === 'curtain') {
        await passScreen(page);
        handovers++;
      }
      if (handovers === 6) await page.getByTestId('n20-morale').screenshot({ path: join(ARTEFACTS, 'n20-morale-off.png') });
    }
    const result = await page.evaluate(() => (window as any).__aigle.view().result);
    const banner = page.locator('.result');
    await banner.waitFor();
    assert.ok((await banner.innerText()).includes(result.level), `the victory screen does not show "${result.level}"`);
    assert.match(result.level, /Victory|Draw/);
    await shot(page, 'n20-over-none');
    console.log(`no modules: ${result.level}${result.winner ? ' for ' + result.winner : ''} after ${handovers} hand-overs`);
    assert.deepEqual(env.b.errors.slice(errorsBefore).filter((e) => !/favicon/.test(e)), []);
  });
});

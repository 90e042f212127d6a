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
import { SPECIAL_BY_ID, MANEUVER_LABEL, RAW_IDENTIFIER } from '../../src/engine/index';

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
async function drive(page: Page, opts: { seed: number; max: number; curtains?: boolean; stopAt?: string[]; keepCards?: boolean }): Promise<DriveResult> {
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
      const all = a.legal(s.ui.screenSide);
      if (!all.length) return { why: 'error', error: `no legal command for ${s.ui.screenSide} in ${p.type}`, commands: n };
      // keepCards: held Retain cards stay in hand (so hand-overs with a held card happen for the leak checks)
      const rest = o.keepCards ? all.filter((c: any) => !(c.type === 'choose' && /^card:(?!pick:)/.test(c.choice))) : all;
      const legal = rest.length ? rest : all;
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
      res = await drive(page, { seed: 1000 + guard, max: 400, curtains: true, stopAt: ['n20:maneuver'], keepCards: true });
      assert.notEqual(res.why, 'error', res.error);
      assert.notEqual(res.why, 'result', 'the game ended before a matrix battle');
      if (res.why === 'stop') break;
      if (res.why === 'curtain') {
        assert.equal(await page.locator('.sidebar').count(), 0, 'panels stay unmounted behind the curtain');
        await passScreen(page);
        await checkHands(page, sides, seen);
        // every order and prompt button in player words, never an engine id (e.g. "commitReserve")
        // (the key hint of a button, <kbd>E</kbd>, is not part of its words)
        const words = await page
          .locator('[data-testid=n20-orders] button, .prompt-buttons button')
          .evaluateAll((bs) => bs.map((b) => [...b.childNodes].filter((n) => n.nodeName !== 'KBD').map((n) => n.textContent).join('')));
        for (const t of words) assert.doesNotMatch(t, RAW_IDENTIFIER, `a button shows a raw id: "${t}"`);
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
    // one behaviour: pick in the matrix, then confirm; no prompt button commits a chit at once
    const promptButtons = await page.locator('.prompt-buttons button').allInnerTexts();
    for (const name of Object.values(CHIT_NAME)) assert.ok(!promptButtons.some((t) => t.includes(name)), `a prompt button commits the chit ${name}`);
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
    // at 1440x900 the whole grid fits the sidebar: no cell is cut off
    await page.setViewportSize({ width: 1440, height: 900 });
    const clip = await page.getByTestId('n20-matrix').locator('.mm-wrap').first().evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(clip <= 1, `the Maneuver Matrix is clipped by ${clip}px at 1440x900`);
    await page.getByTestId('n20-matrix').screenshot({ path: join(ARTEFACTS, 'n20-matrix-1440.png') });
    await page.setViewportSize({ width: 1500, height: 1000 });
    // once its moment has passed (next battle or end of the player turn) the crossing leaves the panel
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 200, 'the matrix crossing never cleared');
      const over = await page.evaluate(() => (window as any).__aigle.viewAs('referee').n20.lastMatrix === null);
      if (over) break;
      res = await drive(page, { seed: 300 + guard, max: 1, curtains: true });
      assert.notEqual(res.why, 'error', res.error);
      if (res.why === 'curtain') await passScreen(page);
    }
    if (await page.getByTestId('curtain').isVisible()) await passScreen(page);
    assert.equal(await page.getByTestId('matrix-reveal').count(), 0, 'the matrix panel still shows a battle that is over');

    // ---- the rest of the game, through the UI's curtain, checking the hands at every hand-over
    for (let guard = 0; ; guard++) {
      assert.ok(guard < 2000, 'the game did not end');
      res = await drive(page, { seed: 5000 + guard, max: 400, curtains: true, keepCards: true });
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
    // Retain cards come only from the Special pile in Spicy (after a reshuffle event): a game may deal none
    const drewRetain = await page.evaluate(() => (window as any).__aigle.view().log.some((e: any) => /a Retain card and keeps it hidden/.test(e.text)));
    if (drewRetain) assert.ok(seen.own > 0 && seen.other > 0, 'no hand-over happened while a side held a Retain card');
    else console.log('no Retain card was drawn in this game: the hand leak checks had nothing to check (see the event-banner test)');
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

// ---------------------------------------------------------------- issue 8: the N20 client at 1440x900

/** Page coordinates of a hex centre after centring the map on it. */
async function hexAt(page: Page, hex: string): Promise<{ x: number; y: number }> {
  await page.evaluate((h) => (window as any).__aigle.store.getState().actions.focusHex(h), hex);
  await mapSettled(page);
  const p = await page.evaluate((h) => (window as any).__aigle.hexToPage(h), hex);
  assert.ok(p, `no page position for ${hex}`);
  return p;
}

/** Gzhatsk 20 with chosen rule toggles, started through the store (the start screen is tested above). */
async function startWith(page: Page, rules: Record<string, boolean>, mode: 'hotseat' | 'solo', seed = SEED): Promise<void> {
  await openFresh(page, env.srv.url);
  // scenario files load on demand: choosing it on the start screen fetches it
  await page.getByRole('radio', { name: /Gzhatsk/ }).check();
  await page.getByRole('button', { name: 'Start game' }).waitFor();
  await page.waitForFunction(
    ([r, m, s]) => (window as any).__aigle.store.getState().actions.startGame('gzhatsk20', { rules: r }, s, m),
    [rules, mode, seed] as const,
    { timeout: 20000 },
  );
  await mapSettled(page);
}

describe('Napoleonic 20 client (issue 8) at 1440x900', () => {
  it('the ? reference of an N20 game shows the N20 charts and rulings, not the NLC Fire Table', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWith(page, {}, 'hotseat');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Chart reference' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    assert.ok(!/Fire Table/.test(text), 'the NLC Fire Table is in an N20 game');
    assert.ok(!/Percentage Reduction/.test(text), 'the NLC Percentage Reduction table is in an N20 game');
    for (const h of ['Combat Results Table', 'Terrain', 'Maneuver Matrix', 'Army morale', 'Sequence of play', 'Event cards', 'Rulings']) {
      assert.ok(text.includes(h), `no "${h}" chart`);
    }
    const codes = await dialog.getByTestId('crt-codes').innerText();
    for (const c of ['AB', 'AR', 'AW', 'N', 'DW', 'DR', 'DB']) assert.match(codes, new RegExp(`^${c}\\b`, 'm'), `result ${c} is not explained`);
    assert.equal(await dialog.getByTestId('chart-n20-crt').locator('tbody tr').count(), 6);
    const rulings = await dialog.getByTestId('chart-rulings').innerText();
    assert.ok(/\[N20/.test(rulings) && !/\[NLC/.test(rulings), 'N20 games list only N20 rulings');
    await shot(page, 'n20-charts');
    // a rule link opens the matching chart
    await page.keyboard.press('Escape');
    await page.evaluate(() => (window as any).__aigle.store.getState().actions.openCharts('N20 9.0'));
    await page.getByRole('link', { name: 'Combat Results Table' }).and(page.locator('.current')).waitFor();
    await dialog.getByTestId('chart-n20-crt').screenshot({ path: join(ARTEFACTS, 'n20-charts-crt.png') });
    await page.evaluate(() => (window as any).__aigle.store.getState().actions.closeCharts());
  });

  it('field works: the Russian player clicks the site, can take it back, and hands over only when done', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWith(page, {}, 'hotseat');
    const p = await page.evaluate(() => (window as any).__aigle.pending());
    assert.equal(p.type, 'n20:fieldWorks');
    // no prompt button builds anything (the old red "Redoubt" placed it on the first site at once)
    for (const t of await page.locator('.prompt-buttons button').allInnerTexts()) assert.ok(!/^(Fort|Redoubt)$/.test(t.trim()), `a prompt button "${t}" builds at once`);
    const site = [...p.options.hexes].sort().reverse()[0] as string;
    const at = await hexAt(page, site);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((h) => !!(window as any).__aigle.view().n20.works[h], site);
    await shot(page, 'n20-redoubt-placed');
    const undo = page.locator('.prompt-buttons button', { hasText: 'Undo' });
    assert.ok(await undo.isEnabled(), 'the placement cannot be undone');
    await undo.click();
    await page.waitForFunction((h) => !(window as any).__aigle.view().n20.works[h], site);
    // each site is offered once, by the prompt's hex choices, not again by the Orders panel
    const sidebar = page.locator('aside.sidebar');
    for (const h of p.options.hexes as string[]) {
      const n = await sidebar.locator('button, option', { hasText: new RegExp(`^(?!Undo).*\\b(fort|redoubt)\\b.*\\b${h}\\b`, 'i') }).count();
      assert.equal(n, 1, `site ${h} is offered by ${n} controls`);
    }
    // place them all with the per-site buttons under the prompt; still no hand-over
    for (let i = 0; i < 12; i++) {
      const left = await page.evaluate(() => (window as any).__aigle.pending().options.hexes.length);
      if (!left) break;
      const btn = page.getByRole('group', { name: 'Hex choices' }).locator('button').first();
      await btn.click();
      assert.equal(await page.getByTestId('curtain').count(), 0, 'a placement handed the screen over');
    }
    assert.ok(await undo.isEnabled(), 'the last placement cannot be undone');
    await page.locator('.prompt-buttons button', { hasText: 'Field works placed' }).click();
    await page.getByTestId('curtain').waitFor();
  });

  it('an N20 attack: click the attacker and the target on the map, see the odds, confirm; reserves show their effect first', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWith(page, { 'N20X 5.0 Spicy': true }, 'solo');
    // random legal play until a Combat Phase with nothing declared yet
    const res = await page.evaluate(() => {
      const a = (window as any).__aigle;
      let r = 4242;
      for (let n = 0; n < 3000; n++) {
        const s = a.store.getState();
        if (s.game.state.result) return 'over';
        const p = a.pending();
        const v = a.view();
        if (p.type === 'n20:combat' && !v.n20.declaring.attackers.length && !v.n20.declaring.defenders.length) return 'combat';
        const legal = a.legal();
        // walk past combats quickly, but never end a phase when a battle can be declared later on
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        const pick = legal[(r >>> 8) % legal.length];
        if (!s.actions.issue(pick)) return 'refused';
      }
      return 'max';
    });
    assert.equal(res, 'combat');
    const plan = await page.evaluate(() => {
      const a = (window as any).__aigle;
      const legal = a.legal();
      const t = legal.find((c: any) => c.choice === 'target');
      const v = a.view();
      const foe = t.units[0];
      const att = legal.find((c: any) => c.choice === 'attack' && a.store.getState().game.state && true);
      return { attacker: att.units[0], attackerHex: att.hex, target: foe, targetHex: v.units[foe].hex };
    });
    let at = await hexAt(page, plan.attackerHex);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((u) => (window as any).__aigle.view().n20.declaring.attackers.includes(u), plan.attacker);
    // the target: one the engine offers for the declared attacker
    const tgt = await page.evaluate(() => {
      const a = (window as any).__aigle;
      const t = a.legal().find((c: any) => c.choice === 'target');
      return { unit: t.units[0], hex: t.hex };
    });
    at = await hexAt(page, tgt.hex);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((u) => (window as any).__aigle.view().n20.declaring.defenders.includes(u), tgt.unit);
    const preview = page.getByTestId('n20-attack-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), /Attack \d+ against defence \d+/);
    assert.match(await preview.innerText(), /column [+-]?\d/);
    await page.getByTestId('n20-battle').scrollIntoViewIfNeeded();
    await shot(page, 'n20-attack-preview');
    // confirm (the engine may still ask for more attackers or targets: combat is mandatory)
    for (let i = 0; i < 10; i++) {
      const btn = page.locator('.prompt-buttons button', { hasText: 'Resolve the battle' });
      if (await btn.count()) {
        await btn.click();
        break;
      }
      const more = await page.evaluate(() => {
        const a = (window as any).__aigle;
        const c = a.legal().find((x: any) => x.choice === 'attack' || x.choice === 'target');
        return c ? c.hex : null;
      });
      assert.ok(more, 'neither a confirmation nor another pick is offered');
      at = await hexAt(page, more);
      await page.mouse.click(at.x, at.y);
      await page.waitForTimeout(200);
    }
    await page.waitForFunction(() => (window as any).__aigle.view().n20.battle !== null || (window as any).__aigle.view().n20.battleCount > 0);
    // on to a reserve step, where the effect of committing is shown before committing
    for (let i = 0; i < 12; i++) {
      const t = await page.evaluate(() => (window as any).__aigle.pending()?.type);
      if (t === 'n20:reserves') break;
      if (t !== 'n20:useMatrix' && t !== 'n20:maneuver') break;
      await page.evaluate(() => {
        const a = (window as any).__aigle;
        a.issue(a.legal()[0]);
      });
    }
    const type = await page.evaluate(() => (window as any).__aigle.pending()?.type);
    if (type === 'n20:reserves') {
      const rp = page.getByTestId('n20-reserve-preview');
      await rp.waitFor();
      const txt = await rp.innerText();
      assert.match(txt, /Attack \d+ against defence \d+/);
      assert.match(txt, /(commit reserves.*column .*→.*morale .*→)|cannot commit reserves/s);
      await rp.scrollIntoViewIfNeeded();
      await shot(page, 'n20-reserve-preview');
      await page.getByTestId('n20-orders').screenshot({ path: join(ARTEFACTS, 'n20-reserve-preview-panel.png') });
    } else console.log(`no reserve step in this battle (${type})`);
  });

  it('a drawn event is announced as a card both players see, each dismissing it; a drawn Retain card is never named to the other', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWith(page, { 'N20X 5.0 Spicy': true }, 'hotseat');
    let seenEvent = false;
    let seenRetain = false;
    for (let guard = 0; guard < 400 && !(seenEvent && seenRetain); guard++) {
      const res = await drive(page, { seed: 7000 + guard, max: 1, curtains: true });
      assert.notEqual(res.why, 'error', res.error);
      if (res.why === 'result') break;
      if (await page.getByTestId('curtain').count()) await passScreen(page);
      const e = await page.evaluate(() => (window as any).__aigle.view().n20.lastEvent);
      if (!e) continue;
      const me = await page.evaluate(() => (window as any).__aigle.view().viewer as string);
      const banner = page.getByTestId('n20-event-banner');
      if (!(await banner.count())) continue;
      const text = await banner.innerText();
      if (e.kind === 'event' && !seenEvent) {
        assert.ok(text.includes(e.name) && text.includes(e.text), 'the banner shows the card and its effect');
        await banner.scrollIntoViewIfNeeded();
        await banner.screenshot({ path: join(ARTEFACTS, 'n20-event-banner.png') });
        await shot(page, 'n20-event-banner-screen');
        await page.getByTestId('n20-event-dismiss').click();
        assert.equal(await page.getByTestId('n20-event-banner').count(), 0, 'the banner cannot be dismissed');
        // after the screen is passed the other player still gets to see it
        for (let i = 0; i < 60; i++) {
          if (await page.getByTestId('curtain').count()) {
            await passScreen(page);
            break;
          }
          await drive(page, { seed: 100 + i, max: 1, curtains: true });
        }
        const still = await page.evaluate((id) => (window as any).__aigle.view().n20.lastEvent?.id === id, e.id);
        const other = await page.evaluate(() => (window as any).__aigle.view().viewer as string);
        if (still && other !== me) {
          await page.getByTestId('n20-event-banner').waitFor();
          assert.ok((await page.getByTestId('n20-event-banner').innerText()).includes(e.name));
        }
        seenEvent = true;
      }
      if (e.kind === 'retainDrawn' && e.side !== me && !seenRetain) {
        const theirs = await handOf(page, e.side);
        for (const id of theirs) assert.ok(!text.includes(SPECIAL_BY_ID[id].name), 'the banner names the other side’s Retain card');
        assert.match(text, /kept hidden/);
        seenRetain = true;
      }
    }
    assert.ok(seenEvent, 'no event was drawn');
    console.log(`event banner checked; a Retain draw seen by the other side: ${seenRetain}`);
  });

  it('the Maneuver Matrix chooser fits the sidebar at 1440x900 (no clipped column)', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWith(page, { 'N20X 9.0 Furious': true }, 'solo');
    const res = await page.evaluate(() => {
      const a = (window as any).__aigle;
      let r = 31;
      for (let n = 0; n < 4000; n++) {
        const s = a.store.getState();
        if (s.game.state.result) return 'over';
        if (a.pending().type === 'n20:maneuver') return 'stop';
        const legal = a.legal();
        // always call for the matrix when asked
        const use = legal.find((c: any) => c.choice === 'matrix:use');
        r = (Math.imul(r, 1103515245) + 12345) >>> 0;
        if (!s.actions.issue(use ?? legal[(r >>> 8) % legal.length])) return 'refused';
      }
      return 'max';
    });
    assert.equal(res, 'stop', `no matrix battle (${res})`);
    const panel = page.getByTestId('n20-matrix');
    await panel.getByRole('radio').first().waitFor();
    const wrap = panel.locator('.mm-wrap').first();
    const clip = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.ok(clip <= 1, `the matrix is clipped by ${clip}px`);
    const box = await wrap.boundingBox();
    const side = await page.locator('.sidebar').boundingBox();
    assert.ok(box && side && box.x + box.width <= side.x + side.width + 1, 'the matrix runs past the sidebar');
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: join(ARTEFACTS, 'n20-matrix-chooser-1440.png') });
  });
});

// Browser tests of issue 8's NLC panels: the attack flow with its preview, a refused click with its
// reason, the score, the tutorial guide and its hand-over, rule links opening at the cited case, log
// links leaving the prompt in sight, and a one-line header at 1024×768. Screenshots at 1440×900 and
// 1024×768 go to test-results/.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { acknowledgeOutcome, browserSuite, hook, hookArg, mapSettled, shot, startScenario } from './harness';

const env = browserSuite({ width: 1440, height: 900 });

async function waitSeq(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => ((window as any).__aigle.view()?.seq ?? n) !== n, before, { timeout: 10000 });
}

/** Plays calmly (end buttons, stand, decline, else the first button) until the French 1st Division may move. */
async function toFirstDivision(page: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const done = await hook(page, (a) => {
      const p = a.pending();
      if (p?.type === 'formationMove' && p.side === 'fr' && p.options.units.includes('fr-1d')) return true;
      const st = a.store.getState();
      if (st.ui.curtain) {
        st.actions.revealCurtain();
        return false;
      }
      const side = p.side ?? p.sides[0];
      const legal = a.legal(side);
      const pick =
        legal.find((c: any) => c.type === 'endActivation' || (c.type === 'choose' && c.choice.startsWith('end'))) ??
        legal.find((c: any) => c.type === 'choose' && ['stand', 'decline', 'noAdvance'].includes(c.choice)) ??
        legal.find((c: any) => c.type === 'choose' && c.choice === p.options.buttons[0]?.id) ??
        legal.find((c: any) => c.type !== 'move');
      a.issue(pick);
      return false;
    });
    if (done) return;
  }
  throw new Error('the 1st Division never got to move');
}

async function clickHex(page: Page, hex: string): Promise<void> {
  await mapSettled(page);
  const pt = await hookArg(page, (a, h: string) => a.hexToPage(h), hex);
  assert.ok(pt, `hex ${hex} is not on screen`);
  await page.mouse.click(pt.x, pt.y);
}

describe('NLC panels (issue 8)', () => {
  it('[NLC 4.5] the tutorial guide, a refused click with its reason, and the score', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7');
    await toFirstDivision(page);
    const guide = page.getByTestId('guide');
    await guide.waitFor();
    assert.equal(await page.getByTestId('guide-step').getAttribute('data-step'), 'select');
    // a French unit that is not activated now: clicking it says why, with the case
    const idle = await hook(page, (a) => {
      const v = a.view();
      const sc = a.store.getState().game.scenario;
      const u = sc.units.find((x: any) => x.side === 'fr' && v.units[x.id].status === 'map' && !v.pending.options.units.includes(x.id)
        && !Object.keys(v.units).some((o) => v.pending.options.units.includes(o) && v.units[o].hex === v.units[x.id].hex));
      return u ? v.units[u.id].hex : null;
    });
    assert.ok(idle, 'an idle French unit');
    await clickHex(page, idle!);
    const refusal = page.getByTestId('refusal');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /cannot act:.*not activated.*\[NLC 4\.5\]/s);
    // the score: both sides' VP and the demoralization levels, as the engine counts them
    const score = page.getByTestId('score');
    // and in one line on the turn track
    assert.match(await page.getByTestId('score-line').innerText(), /VP French \d+, Austrian \d+/);
    assert.match(await score.innerText(), /French\s+\d+/);
    assert.match(await score.innerText(), /Austrian\s+\d+/);
    await shot(page, 'nlcui-1440-refusal-guide-score');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await shot(page, 'nlcui-1024-refusal-guide-score');
    await page.setViewportSize({ width: 1440, height: 900 });
    // the guide moves on with the game: select the division, it says to move
    await clickHex(page, await hook(page, (a) => a.view().units['fr-1d'].hex));
    await page.waitForFunction(() => document.querySelector('[data-testid="guide-step"]')?.getAttribute('data-step') === 'move');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 7.3] attack: pick attackers, aim, read the preview with the bridge reduction, confirm', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7');
    await toFirstDivision(page);
    assert.ok(
      await hook(page, (a) => {
        const cmd = a.legal('fr').find((c: any) => c.type === 'move' && c.units.length === 1 && c.units[0] === 'fr-1d' && c.path[c.path.length - 1] === '0906');
        return cmd ? a.issue(cmd) : false;
      }),
    );
    await page.keyboard.press('e');
    await page.waitForFunction(() => (window as any).__aigle.pending()?.type === 'assaultDeclare', null, { timeout: 10000 });
    const seq = await hook(page, (a) => a.view().seq);
    await clickHex(page, '0906');
    await clickHex(page, '1006');
    const panel = page.getByTestId('assault-preview');
    await page.getByRole('table', { name: /if you assault 1006/ }).waitFor();
    assert.match(await page.getByTestId('fire-mods').innerText(), /Your fire:.*1st Division.*bridge/);
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'nothing is declared before the confirm');
    assert.equal(await page.getByRole('button', { name: /^Assault 1006/ }).count(), 0, 'no one-click assault button');
    await shot(page, 'nlcui-1440-attack-preview');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'nlcui-1024-attack-preview');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Confirm the assault on 1006' }).click();
    await waitSeq(page, seq);
    assert.equal(await hook(page, (a) => a.view().nlc.combat.target), '1006');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 7.3] a rule link opens the reference at the cited case; a log link keeps the prompt in sight', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7');
    await toFirstDivision(page);
    await hook(page, (a) => a.issue(a.legal('fr').find((c: any) => c.type === 'move' && c.units[0] === 'fr-1d' && c.path[c.path.length - 1] === '0906')));
    await page.keyboard.press('e');
    await page.waitForFunction(() => (window as any).__aigle.pending()?.type === 'assaultDeclare', null, { timeout: 10000 });
    await page.locator('.prompt .rulelink', { hasText: '[NLC 7.3]' }).first().click();
    const cited = page.locator('.charts .hit.cited').first();
    await cited.waitFor();
    assert.match(await cited.innerText(), /NLC 7\.3/);
    const inView = await page.evaluate(() => {
      const body = document.querySelector('.charts-body')!.getBoundingClientRect();
      const hit = document.querySelector('.charts .hit.cited')!.getBoundingClientRect();
      return hit.top >= body.top && hit.bottom <= body.bottom;
    });
    assert.ok(inView, 'the cited ruling is scrolled into view');
    await shot(page, 'nlcui-1024-rule-link');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close the chart reference' }).click().catch(() => undefined);
    // scroll the sidebar down to the log and click a hex link there
    const link = page.locator('.log .hexlink').last();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const promptVisible = await page.evaluate(() => {
      const sb = document.querySelector('.sidebar')!.getBoundingClientRect();
      const p = document.querySelector('.prompt-text')!.getBoundingClientRect();
      return p.top >= sb.top - 1 && p.bottom <= sb.bottom;
    });
    assert.ok(promptVisible, 'the prompt stays in sight');
    await shot(page, 'nlcui-1024-log-link');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 4] hot-seat at 1024×768: the header stays on one line and the first hand-over is explained', async () => {
    const page = env.b.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    await startScenario(env.srv.url, page, /Tutorial/, 'hotseat', '7');
    await page.getByTestId('curtain').waitFor({ timeout: 1000 }).catch(() => undefined);
    if (await page.getByTestId('curtain').count()) await page.getByTestId('curtain').getByRole('button').click();
    await page.getByTestId('mode-label').waitFor();
    const rows = await page.evaluate(() => {
      const kids = [...document.querySelector('.topbar')!.children].map((c) => c.getBoundingClientRect());
      const firstBottom = Math.min(...kids.map((k) => k.bottom));
      return { wrapped: kids.filter((k) => k.top >= firstBottom).length, height: document.querySelector('.topbar')!.getBoundingClientRect().height };
    });
    await shot(page, 'nlcui-1024-hotseat-header');
    assert.equal(rows.wrapped, 0, `${rows.wrapped} header items wrapped onto a second line`);
    assert.ok(rows.height < 50, `header height ${rows.height}`);
    // play on until the screen is passed: the curtain explains the hand-over
    for (let i = 0; i < 60; i++) {
      if (await page.getByTestId('curtain').count()) break;
      await hook(page, (a) => {
        const p = a.pending();
        const legal = a.legal(p.side ?? p.sides[0]);
        a.issue(legal.find((c: any) => c.type === 'endActivation' || (c.type === 'choose' && c.choice.startsWith('end'))) ?? legal.find((c: any) => c.type !== 'move'));
      });
    }
    // the player who decided first reads what the decision did, then the screen is passed
    await acknowledgeOutcome(page);
    await page.getByTestId('guide-handover').waitFor();
    await shot(page, 'nlcui-1024-handover');
    await page.setViewportSize({ width: 1440, height: 900 });
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

// Shared e2e plumbing: serve the built app (staticServer.ts) on a free localhost port, and launch
// a Chromium or Chrome (tests/browser/findBrowser.ts) headless (software WebGL through SwiftShader) with a fresh profile.
import { after, before } from 'node:test';
import { existsSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { browserPath } from '../browser/machine';
import { serveStatic } from './staticServer';

export const ROOT = resolve(import.meta.dirname, '../..');
export const ARTEFACTS = join(ROOT, 'test-results');

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // WebGL without a GPU: ANGLE on SwiftShader
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  // new headless Chromium still builds its (never shown) omnibox popup as a WebUI page: a renderer of its
  // own that ran about a second of script at launch, on the same two cores as the page under test, and
  // was most of the spread in the first-frame figures (issue 8; a headed browser has it ready long before
  // a page is opened)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];


export interface Served {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves ./dist (built beforehand by the npm script) on a free localhost port: each file compressed once
 * when the server starts, as a host with precompressed files sends it (staticServer.ts), not anew on every
 * request as `vite preview` did.
 */
export async function serve(): Promise<Served> {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no ${join(dist, 'index.html')}: build first (vite build --mode test)`);
  const s = await serveStatic(dist);
  return { url: `http://127.0.0.1:${s.port}/`, stop: () => s.close() };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

export async function launch(viewport = { width: 1400, height: 900 }, extraArgs: string[] = []): Promise<Browser> {
  const dir = mkdtempSync(join(tmpdir(), 'aigle-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: await browserPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    viewport,
    deviceScaleFactor: 1,
    acceptDownloads: true,
  });
  // tsx/esbuild keep function names with a __name helper; functions sent to page.evaluate need it too
  await context.addInitScript('window.__name = (f) => f;');
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTEFACTS, { recursive: true });
  const path = join(ARTEFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Waits until the map is up and no move animation or camera animation is running. */
export async function mapSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const a = (window as unknown as { __aigle?: { mapReady(): boolean; animating(): boolean } }).__aigle;
    return !!a && a.mapReady() && !a.animating();
  }, undefined, { timeout: 20000 });
}

/** The test build's window.__aigle, as the tests use it. */
export type Hook = {
  view(): any;
  pending(): any;
  legal(side?: string): any[];
  issue(cmd: any): boolean;
  hexToPage(hex: string): { x: number; y: number } | null;
  store: { getState(): any };
  rulesLoaded(need: { system: string; mop?: unknown }): boolean;
};

/** Runs a function on window.__aigle in the page (the function is sent as source, so it takes no closures). */
export const hook = <T>(page: Page, f: (a: Hook) => T): Promise<T> => page.evaluate(`(${f.toString()})(window.__aigle)`) as Promise<T>;

/** The same with one JSON argument. */
export const hookArg = <T, A>(page: Page, f: (a: Hook, arg: A) => T, arg: A): Promise<T> =>
  page.evaluate(`(${f.toString()})(window.__aigle, ${JSON.stringify(arg)})`) as Promise<T>;

/** Waits until the app has booted (resumed the running game, if any) and rendered. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 30000 });
}

/**
 * Opens the start screen with no running game: the journal of the running game is cleared once the
 * app has booted (booting writes it again while resuming), then the page is loaded afresh.
 */
export async function openFresh(page: Page, url: string): Promise<void> {
  // the first load resumes the game the last test left in the journal, replaying all its commands before
  // the load event: on a loaded machine that takes longer than Playwright's default 30 s
  await page.goto(url, { timeout: 90000 });
  await appReady(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto(url);
  await appReady(page);
}

/** Opens the start screen with a clean autosave and starts a scenario in the given mode with a fixed seed. */
export async function startScenario(url: string, page: Page, name: RegExp, mode: 'hotseat' | 'solo', seed: string, opts: { orders?: boolean; /** Rule checkboxes to tick, by their label (e.g. /\[MOP 37\.10\]/). */ rules?: RegExp[] } = {}): Promise<void> {
  await openFresh(page, url);
  await page.getByRole('radio', { name }).check();
  await page.getByRole('radio', { name: mode === 'solo' ? /^Solo/ : /^Hot-seat/ }).check();
  await page.getByLabel('Seed for the dice').fill(seed);
  // the NLC 12 orders system: these tests play without it unless they ask for it
  await page.getByText('(loading the scenario…)').waitFor({ state: 'detached' }).catch(() => undefined);
  const orders = page.getByRole('checkbox', { name: /\[NLC 12\]/ });
  if (await orders.count()) await orders.setChecked(!!opts.orders);
  for (const r of opts.rules ?? []) await page.getByRole('checkbox', { name: r }).setChecked(true);
  await page.getByRole('button', { name: 'Start game' }).click();
  await mapSettled(page);
}

/**
 * Hot-seat: the player who just decided reads what their decision did, then lets the screen go
 * (the curtain's first step); nothing happens when there is no such step.
 */
export async function acknowledgeOutcome(page: Page): Promise<void> {
  const seen = page.getByRole('button', { name: 'Seen: pass the screen' });
  if (await seen.isVisible()) {
    await seen.click();
    await seen.waitFor({ state: 'detached' });
  }
}

/** Serves the built app and opens Chromium for the tests of one file; closes both afterwards. */
export function browserSuite(viewport?: { width: number; height: number }, setup?: (b: Browser) => void): { srv: Served; b: Browser } {
  const env = {} as { srv: Served; b: Browser };
  before(async () => {
    env.srv = await serve();
    env.b = await launch(viewport);
    setup?.(env.b);
  });
  after(async () => {
    await env.b?.close();
    await env.srv?.stop();
  });
  return env;
}

/** Waits until the game has moved past command number `before` (the view's seq changed). */
export async function waitSeq(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => ((window as any).__aigle.view()?.seq ?? n) !== n, before, { timeout: 10000 });
}

/** One decision as a cautious player makes it: E for an end button, else stand / decline / no advance, else the first button, else the first legal command. */
export async function calmStep(page: Page): Promise<void> {
  const before = await hook(page, (a) => a.view()?.seq ?? -1);
  const p = await hook(page, (a) => a.view()?.pending ?? null);
  if (!p) return;
  const buttons: { id: string; label: string }[] = p.options.buttons;
  const calm = buttons.find((x) => ['stand', 'decline', 'noAdvance'].includes(x.id));
  if (buttons.some((x) => x.id.startsWith('end'))) await page.keyboard.press('e');
  else if (calm) await page.locator('.prompt-buttons button', { hasText: calm.label }).first().click();
  else if (buttons.length) await page.locator('.prompt-buttons button').first().click();
  else await hook(page, (a) => a.issue(a.legal(a.pending().sides[0])[0]));
  await waitSeq(page, before);
}

/** Plays calm steps until `f` holds (true) or `limit` steps have passed (false). */
export async function playUntil(page: Page, f: (a: Hook) => boolean, limit = 200): Promise<boolean> {
  for (let i = 0; i < limit; i++) {
    if (await hook(page, f)) return true;
    await calmStep(page);
  }
  return false;
}

/** Clicks through the hot-seat curtain (at most four screens); a big sheet's first view of a side can be slow. */
export async function passCurtain(page: Page, timeout = 120000): Promise<void> {
  const curtain = page.getByTestId('curtain');
  for (let i = 0; i < 4 && (await curtain.isVisible()); i++) {
    await curtain.getByRole('button').first().click({ timeout });
    await page.waitForTimeout(150);
  }
}

/**
 * Plays as the players at the screen would: the first side able to move a piece moves one, then ends its
 * movement; follows the game until the screen goes to the other player. Returns who moved and who got the screen.
 */
export async function moveThenHandOver(page: Page, id: string, stepTimeout: number): Promise<{ mover: string | null; handedTo: string | null }> {
  const curtain = page.getByTestId('curtain');
  let mover: string | null = null;
  let handedTo: string | null = null;
  for (let i = 0; i < 120 && !handedTo; i++) {
    if (await curtain.isVisible()) {
      await passCurtain(page);
      await mapSettled(page);
      const now: string = await hook(page, (a) => a.view().viewer);
      if (mover && now !== mover) handedTo = now;
      continue;
    }
    const before: number = await hook(page, (a) => a.view().seq);
    const did: string | null = await hookArg(page, (a, hasMoved: boolean) => {
      const side = a.pending().sides[0];
      const legal: any[] = a.legal(side);
      const move = !hasMoved && legal.find((c) => c.type === 'move');
      const calm = legal.find((c) => c.type === 'choose' && /^(end|decline|stand|noAdvance)/.test(c.choice));
      const pick = move || calm || legal[0];
      return pick && a.issue(pick) ? (pick.type === 'move' ? side : 'other') : null;
    }, mover !== null);
    if (!did) throw new Error(`${id}: no legal command was accepted`);
    if (did !== 'other') mover = did;
    await page.waitForFunction((n) => (window as any).__aigle.view()?.seq !== n || !!document.querySelector('[data-testid=curtain]'), before, { timeout: stepTimeout });
  }
  return { mover, handedTo };
}

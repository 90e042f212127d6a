// Browser test of NLC cavalry (issue 11, NLC 7.7-7.9) in the crossing battle. Positions come from a
// node-side playout (./cavalrySaves.ts) imported as a save: (1) hot-seat, a French move draws an Allied
// reaction charge, asked behind the curtain; the Allied player sets "never" and the next French move is
// not asked about; (2) a French cavalry charge, previewed, declared by clicking, won, then a pursuit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, hook, hookArg, mapSettled, shot, startScenario } from './harness';
import { makeSave, newGame, type Command } from '../../src/engine/index';
import { crossing, findPositions } from './cavalrySaves';

const env = browserSuite();
const SEED = 3;
const found = findPositions(SEED);

function saveText(commands: Command[]): string {
  const s = newGame(crossing(), { rules: {} }, SEED);
  return JSON.stringify(makeSave(s, commands));
}

async function importSave(page: Page, commands: Command[]): Promise<void> {
  const n = commands.length;
  await page.getByTestId('import-file').setInputFiles({ name: 'cavalry.json', mimeType: 'application/json', buffer: Buffer.from(saveText(commands)) });
  await page.waitForFunction((k) => (window as any).__aigle.store.getState().game?.commands.length === k, n, { timeout: 20000 });
}

async function passCurtain(page: Page): Promise<void> {
  const curtain = page.getByTestId('curtain');
  for (let i = 0; i < 4 && (await curtain.isVisible()); i++) {
    await curtain.getByRole('button').first().click();
    await page.waitForTimeout(150);
  }
}

/** Issue a command as the player at the screen, with the current decision number. */
async function issueNow(page: Page, c: Command): Promise<boolean> {
  return hookArg(page, (a, cmd: any) => a.issue({ ...cmd, n: a.view().seq }), c);
}

describe('NLC cavalry in Chromium (crossing)', () => {
  it('[NLC 7.9] a reaction charge is asked behind the curtain, and not asked once the instruction says never', async () => {
    assert.ok(found.reaction?.second, 'the playout found French moves that draw a reaction charge');
    const { commands, move, second } = found.reaction!;
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'hotseat', String(SEED));
    await importSave(page, commands);
    await passCurtain(page);
    assert.equal(await hook(page, (a) => a.view().pending.type), 'formationMove');
    assert.ok(await issueNow(page, move));
    // the decision belongs to the Allies: the screen passes behind the curtain
    const curtain = page.getByTestId('curtain');
    await curtain.waitFor();
    assert.match(await curtain.innerText(), /Allied player/);
    await shot(page, 'cavalry-reaction-curtain');
    await passCurtain(page);
    const decision = page.getByTestId('cavalry-decision');
    await decision.waitFor();
    assert.match(await decision.innerText(), /Allied player decides/);
    assert.match(await decision.innerText(), /NLC 7\.9/);
    await mapSettled(page);
    const drawn = await hook(page, (a) => (a as any).charges());
    assert.ok(drawn.markers.length > 0 && drawn.strikes.length > 0, `reaction markers on the map: ${JSON.stringify(drawn)}`);
    await shot(page, 'cavalry-reaction-asked');
    // the Allied player sets its standing instruction to "never" (its own secret), then lets the French pass
    const orders = page.getByTestId('standing-orders');
    await orders.getByRole('combobox').selectOption('reaction:never');
    await orders.getByRole('button', { name: 'Set' }).click();
    await page.waitForFunction(() => (window as any).__aigle.view()?.secret?.al?.cavalryReaction?.mode === 'never');
    assert.match(await page.getByTestId('standing-current').innerText(), /never/);
    await shot(page, 'cavalry-standing-never');
    const fr = JSON.stringify(await hook(page, (a) => (a as any).viewAs('fr')));
    assert.ok(!fr.includes('cavalryReaction'), 'the French view never holds the Allied instruction');
    await page.locator('.prompt-buttons button', { hasText: 'No reaction charge' }).first().click();
    await curtain.waitFor();
    await passCurtain(page);
    assert.equal(await hook(page, (a) => a.view().pending.type), 'formationMove');
    // the next French move would have drawn a reaction: with "never" nobody is asked
    const before = await hook(page, (a) => a.view().seq);
    assert.ok(await issueNow(page, second!));
    await page.waitForFunction((n) => (window as any).__aigle.view().seq !== n, before);
    assert.equal(await curtain.isVisible(), false, 'no hand-over for a reaction the Allies never make');
    assert.equal(await hook(page, (a) => a.view().pending.type), 'formationMove');
    await shot(page, 'cavalry-reaction-never');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 7.7] a cavalry charge is previewed, declared on the map, won, and pursued [NLC 7.8]', async () => {
    assert.ok(found.charge, 'the playout found a charge that wins with a pursuit open');
    const { commands, charge, after, pursue } = found.charge!;
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'solo', String(SEED));
    await importSave(page, commands);
    await passCurtain(page);
    assert.equal(await hook(page, (a) => a.view().pending.type), 'chargeDeclare');
    assert.equal(charge.type, 'choose');
    const c = charge as Extract<Command, { type: 'choose' }>;
    const unit = c.units![0];
    const from = await hook(page, (a) => a.view());
    const at = await hookArg(page, (a, h: string) => a.hexToPage(h), from.units[unit].hex);
    const to = await hookArg(page, (a, h: string) => a.hexToPage(h), c.hex!);
    assert.ok(at && to);
    await mapSettled(page);
    await page.mouse.click(at.x, at.y);
    const preview = page.getByTestId('charge-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), new RegExp(`Charge ${c.hex}`));
    await shot(page, 'cavalry-charge-preview');
    const seq = await hook(page, (a) => a.view().seq);
    await page.mouse.click(to.x, to.y);
    await page.waitForFunction((n) => (window as any).__aigle.view().seq !== n, seq);
    for (const x of after) assert.ok(await issueNow(page, x), `the playout's next step ${JSON.stringify(x)}`);
    assert.equal(await hook(page, (a) => a.view().pending.type), 'chargeAfter');
    const rec = await hook(page, (a) => a.view().nlc.combat);
    assert.equal(rec.kind, 'charge');
    assert.equal(rec.charge.winner, 'attacker');
    const arrows = await hook(page, (a) => (a as any).charges().arrows);
    assert.ok(arrows.some((x: any) => x.to === c.hex && x.kind === 'charge'), `a charge arrow to ${c.hex}: ${JSON.stringify(arrows)}`);
    await page.getByTestId('cavalry-decision').waitFor();
    await shot(page, 'cavalry-charge-won');
    // pursue by clicking the hex the beaten units retreated into
    const p = pursue as Extract<Command, { type: 'choose' }>;
    const ph = await hookArg(page, (a, h: string) => a.hexToPage(h), p.hex!);
    assert.ok(ph);
    const seq2 = await hook(page, (a) => a.view().seq);
    await page.mouse.click(ph.x, ph.y);
    await page.waitForFunction((n) => (window as any).__aigle.view().seq !== n, seq2);
    await page.waitForFunction(() => ['pursuit'].includes((window as any).__aigle.view().nlc.combat?.kind));
    const combat = page.getByRole('region', { name: 'Combat' });
    assert.match(await combat.innerText(), new RegExp(`Pursuit into ${p.hex}`));
    await shot(page, 'cavalry-pursuit');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

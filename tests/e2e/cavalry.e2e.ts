// Browser test of NLC cavalry and artillery (issue 11, NLC 7.7-7.9, 8.1, 8.3) in the crossing battle.
// Positions come from node-side playouts (./cavalrySaves.ts) imported as saves: (1) hot-seat, a French
// move draws an Allied reaction charge, asked behind the curtain; the Allied player sets "never" and the
// next French move is not asked about; (2) a cavalry charge, previewed, declared by clicking, won, then a
// pursuit; (3) a French gun selected on the map bombards the Allied stack it sees, previewed and
// confirmed; (4) the line-of-sight tool (L) shows a blocked line with its reason and case, a clear line,
// and a gun's range.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, hook, hookArg, mapSettled, shot, startScenario, waitSeq } from './harness';
import { makeSave, newGame, type Command } from '../../src/engine/index';
import { buildMapIndex } from '../../src/engine/board/mapIndex';
import { lineOfSight } from '../../src/engine/rules/los';
import { crossing, findBombard, findPositions } from './cavalrySaves';

const env = browserSuite();
const SEED = 3;
const found = findPositions(SEED);
const bombard = findBombard(SEED);

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

describe('NLC cavalry and artillery in Chromium (crossing)', () => {
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
    await preview.scrollIntoViewIfNeeded();
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
    assert.equal(await page.getByTestId('refusal').count(), 0, 'no stale "cannot act" for the hex clicked in the charge');
    // the beaten units that just retreated into the pursued hex do not fire back (NLC 7.8)
    assert.match(await page.getByTestId('combat-defender').innerText(), /Does not fire/);
    await combat.scrollIntoViewIfNeeded();
    await shot(page, 'cavalry-pursuit');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
  it('[NLC 8.1] a French gun selected on the map sees the Allied stack, shows the odds, aims on a click and bombards on confirm', async () => {
    assert.ok(bombard, 'the playout found a French bombardment');
    const { commands, gun, gunHex, target } = bombard!;
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'solo', String(SEED));
    await importSave(page, commands);
    await passCurtain(page);
    assert.equal(await hook(page, (a) => a.view().pending.type), 'bombardDeclare');
    await mapSettled(page);
    const from = await hookArg(page, (a, h: string) => a.hexToPage(h), gunHex);
    const to = await hookArg(page, (a, h: string) => a.hexToPage(h), target);
    assert.ok(from && to);
    const seq = await hook(page, (a) => a.view().seq);
    await page.mouse.click(from.x, from.y);
    const preview = page.getByTestId('bombard-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), new RegExp(`Bombard ${target}`));
    assert.match(await page.getByTestId('bombard-range').innerText(), /^Range 2 hexes/);
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'selecting must not issue a command');
    const lines = await hook(page, (a) => (a as any).los());
    assert.ok(lines.some((l: any) => l.to === target && l.colour === 'green'), `a green sight line to ${target}: ${JSON.stringify(lines)}`);
    await preview.scrollIntoViewIfNeeded();
    await shot(page, 'crossing-bombard-sight');
    // a click on the target only aims; the confirm button fires
    await page.mouse.click(to.x, to.y);
    const confirm = page.getByTestId('bombard-confirm');
    await confirm.waitFor();
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'aiming must not issue a command');
    await confirm.scrollIntoViewIfNeeded();
    await shot(page, 'crossing-bombard-aimed');
    await confirm.click();
    await waitSeq(page, seq);
    const rec = await hook(page, (a) => a.view().nlc.combat);
    assert.equal(rec.kind, 'bombardment');
    assert.equal(rec.target, target);
    assert.deepEqual(rec.attacker.units, [gun]);
    assert.equal(rec.defender.fire, null, 'the target does not fire back');
    assert.deepEqual(rec.retreats, [], 'no retreat after a bombardment');
    const combat = page.getByRole('region', { name: 'Combat' });
    await combat.scrollIntoViewIfNeeded();
    assert.match(await combat.innerText(), new RegExp(`Bombardment of ${target}`));
    assert.match(await combat.innerText(), /NLC 8\.1/);
    await shot(page, 'crossing-bombard-resolved');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 8.3] the LOS tool shows a blocked line with its reason and case, a clear line, and a gun\'s range', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'solo', String(SEED));
    const map = buildMapIndex(crossing().map);
    await mapSettled(page);
    const view = await hook(page, (a) => a.view());
    const occupied = new Set<string>(Object.values(view.units as Record<string, { hex: string | null; status: string }>).filter((u) => u.status === 'map' && u.hex).map((u) => u.hex!));
    // hexes on screen, well inside the map's canvas
    const onScreen = new Set<string>(
      await hookArg(page, (a, ids: string[]) => ids.filter((h) => {
        const p = a.hexToPage(h);
        return !!p && p.x > 60 && p.x < 900 && p.y > 120 && p.y < 800;
      }), map.ids),
    );
    // an empty pair 3-5 apart whose line is blocked by terrain, and one whose line is clear
    let blocked: [string, string] | null = null;
    let clear: [string, string] | null = null;
    for (const a of map.ids) {
      if (occupied.has(a) || !onScreen.has(a) || (blocked && clear)) continue;
      for (const b of map.inRange(a, 5)) {
        if (occupied.has(b) || !onScreen.has(b) || map.distance(a, b) < 3) continue;
        const los = lineOfSight(map, a, b, { occupied });
        if (!blocked && !los.clear && los.reason === 'terrain') blocked = [a, b];
        if (!clear && los.clear) clear = [a, b];
      }
    }
    assert.ok(blocked && clear, 'the crossing map has a blocked and a clear line on screen');
    await page.keyboard.press('l');
    const panel = page.getByTestId('los-tool');
    await panel.waitFor();
    assert.equal(await page.getByTestId('los-tool-button').getAttribute('aria-pressed'), 'true');
    const seq = await hook(page, (a) => a.view().seq);
    const at = async (h: string) => {
      const p = await hookArg(page, (a, x: string) => a.hexToPage(x), h);
      assert.ok(p, `hex ${h} on screen`);
      return p!;
    };
    const p0 = await at(blocked![0]);
    await page.mouse.click(p0.x, p0.y);
    const p1 = await at(blocked![1]);
    await page.mouse.move(p1.x, p1.y);
    await page.mouse.click(p1.x, p1.y);
    const result = page.getByTestId('los-tool-result');
    await result.waitFor();
    const text = await result.innerText();
    assert.match(text, /blocked/);
    assert.match(text, /blocking terrain/);
    assert.match(text, /NLC 8\.3/);
    const drawn: any = await hook(page, (a) => (a as any).losTool());
    assert.equal(drawn.clear, false);
    assert.equal(drawn.blockedBy, 'terrain');
    assert.match(drawn.label, /^Blocked: blocking terrain .* \(NLC 8\.3\)$/);
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'the tool never issues a command');
    await shot(page, 'crossing-los-blocked');
    const c0 = await at(clear![0]);
    await page.mouse.click(c0.x, c0.y);
    const c1 = await at(clear![1]);
    await page.mouse.click(c1.x, c1.y);
    await page.waitForFunction(() => (window as any).__aigle.losTool()?.clear === true);
    assert.match(await result.innerText(), /clear/);
    await shot(page, 'crossing-los-clear');
    // a gun: its range rings
    const gunHex: string = view.units['fr-ii-a'].hex;
    const g = await at(gunHex);
    await page.mouse.click(g.x, g.y);
    await page.waitForFunction(() => (window as any).__aigle.gunRange() !== null);
    const range: any = await hook(page, (a) => (a as any).gunRange());
    assert.equal(range.from, gunHex);
    assert.ok(range.near.length >= 6, 'the hexes within 2 are shaded');
    assert.match(await page.getByTestId('los-tool-range').innerText(), /range 2/);
    await shot(page, 'crossing-los-gun-range');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window as any).__aigle.losTool() === null && (window as any).__aigle.gunRange() === null);
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

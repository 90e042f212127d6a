// Browser test of the NLC 20.2 doctrine option on the map (issue 10): a brigade deploys in extended line
// (20.2.3) from the movement prompt's hex buttons and the map draws the bar on its hexside, then moves it as a
// line from a button naming both hexes of the new hexside; selecting a
// corps leader shades the command range of the rule in force (20.2.2 division by division, not 3 MP); a
// bombarded line's owner places the cavalry standing with it from the prompt's hex buttons (20.2.3); a gun
// standing with its line has its range and sight lines drawn from both hexes of the line (20.2.3).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite, hook, hookArg, mapSettled, playUntil, shot, waitSeq, startScenario, ARTEFACTS } from './harness';
import { join } from 'node:path';
import { bombardedLineSave, lineGunBothSave, lineGunSave } from './lineSaves';

const env = browserSuite();

/** A screenshot of the map around two hexes (zoomed by the clip), for looking at a marker. */
async function shotAround(page: Page, name: string, hexes: string[]): Promise<void> {
  const ps = await hookArg(page, (a, hs: string[]) => hs.map((h) => a.hexToPage(h)), hexes);
  const xs = ps.map((p) => p!.x);
  const ys = ps.map((p) => p!.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  await page.screenshot({ path: join(ARTEFACTS, `${name}.png`), clip: { x: Math.max(0, cx - 220), y: Math.max(0, cy - 160), width: 440, height: 320 } });
}

/** The command range the map shades when the French select Marmont (VI Corps). */
async function shadedRange(page: Page, doctrine: boolean): Promise<string[]> {
  await startScenario(env.srv.url, page, /crossing at Montier/, 'solo', '11', { orders: true, rules: doctrine ? [/\[NLC 20\.2\]/] : [] });
  assert.equal(await hook(page, (a) => a.store.getState().game.state.options.rules['NLC 20.2'] === true), doctrine);
  await hook(page, (a) => a.store.getState().actions.select(['fr-marmont']));
  await page.waitForFunction(() => !!((window as any).__aigle.orderMarks()?.range));
  return hook(page, (a) => (a as any).orderMarks().range.hexes as string[]);
}

async function passCurtain(page: Page): Promise<void> {
  const curtain = page.getByTestId('curtain');
  for (let i = 0; i < 4 && (await curtain.isVisible()); i++) {
    await curtain.getByRole('button').first().click();
    await page.waitForTimeout(150);
  }
}

/** The crossing battle in hot-seat from a save made by random play, passed behind the curtain to the screen of the side to decide. */
async function openSave(page: Page, found: { save: unknown; commands: number; seed: number }): Promise<void> {
  await startScenario(env.srv.url, page, /crossing at Montier A larger/, 'hotseat', String(found.seed));
  await page.getByTestId('import-file').setInputFiles({ name: 'line.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(found.save)) });
  await page.waitForFunction((k) => (window as any).__aigle.store.getState().game?.commands.length === k, found.commands, { timeout: 20000 });
  for (let i = 0; i < 10 && !(await hook(page, (a) => !!a.view()?.pending?.options)); i++) {
    await passCurtain(page);
    await page.waitForTimeout(200);
  }
}

/** Opens `found`'s save at its bombardment segment and selects the line's gun; the hex the gun stands in. */
async function selectLineGun(page: Page, found: { save: unknown; commands: number; seed: number; gun: string }): Promise<string> {
  await openSave(page, found);
  assert.equal(await hook(page, (a) => a.view().pending.type), 'bombardDeclare');
  const stands: string = await hookArg(page, (a, g: string) => a.view().units[g].hex, found.gun);
  await hookArg(page, (a, g: string) => a.store.getState().actions.select([g]), found.gun);
  return stands;
}

describe('NLC 20.2 doctrine in Chromium', () => {
  it('[NLC 20.2] a bombarded line\'s owner places its cavalry and artillery from the prompt\'s hex buttons', async () => {
    const found = bombardedLineSave();
    assert.ok(found, 'random play reaches a placement under bombardment');
    const page = env.b.page;
    // the placement is its owner's: the screen is his
    await openSave(page, found!);
    const p: any = await hook(page, (a) => a.view().pending);
    assert.equal(p.type, 'lineStack');
    const unit: string = p.options.units[0];
    const target: string = await hook(page, (a) => (a.view() as any).nlc.combat.target);
    const away: string = p.options.hexes.find((h: string) => h !== target);
    assert.ok(away && p.options.hexes.includes(target), 'the hexes of the line: the bombarded one and the other');
    const button = page.locator('.hex-choices button', { hasText: `Stand with the line in ${away}` }).first();
    await button.waitFor();
    await mapSettled(page);
    await shot(page, 'line-bombarded-placement');
    await shotAround(page, 'line-bombarded-placement-zoom', p.options.hexes);
    const before: number = await hook(page, (a) => a.store.getState().game.state.seq);
    await button.click();
    await page.waitForFunction((n) => (window as any).__aigle.store.getState().game.state.seq !== n, before);
    // the screen may pass behind the curtain now: the game's own state says where the unit stands
    assert.equal(await hookArg(page, (a, u: string) => a.store.getState().game.state.units[u].hex, unit), away);
    const fire: any = await hook(page, (a) => (a.store.getState().game.state as any).nlc.combat);
    assert.ok(!fire || fire.target !== target || !fire.defender.units.includes(unit), 'out of the bombarded hex it is not among the bombarded units');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 20.2, 8.1] a line\'s gun has its range and sight lines drawn from both hexes of the line', async () => {
    const found = lineGunSave();
    assert.ok(found, 'random play reaches a bombardment segment with a gun standing with its line');
    const page = env.b.page;
    const stands = await selectLineGun(page, found!);
    await page.waitForFunction(() => (window as any).__aigle.gunRange() !== null);
    const range: any = await hook(page, (a) => (a as any).gunRange());
    // both hexes of the line are ringed as the gun's origins, the one it stands in first
    assert.deepEqual([...range.origins].sort(), [...found!.origins].sort());
    assert.equal(range.from, stands);
    // the sight lines start from the hexes of the line, each from the hex the gun would fire from
    const lines: any[] = await hook(page, (a) => (a as any).los());
    assert.ok(lines.every((l) => found!.origins.includes(l.from)), `every sight line starts in the line: ${JSON.stringify(lines)}`);
    await mapSettled(page);
    await shot(page, 'line-gun-range');
    await shotAround(page, 'line-gun-range-zoom', found!.origins);
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 20.2, 8.1] a line\'s gun reaching its target from both hexes fires from the one whose button its owner clicks', async () => {
    const found = lineGunBothSave();
    assert.ok(found, 'random play reaches a bombardment listed once per hex of the gun\'s line');
    const page = env.b.page;
    const stands = await selectLineGun(page, found!);
    const other = found!.origins.find((o) => o !== stands)!;
    assert.ok(other, `the line's other hex among ${found!.origins.join(', ')}`);
    await page.getByTestId('bombard-preview').waitFor();
    await hookArg(page, (a, t: string) => a.store.getState().actions.aimAt(t), found!.target);
    // one button per hex of the line, and no single confirm
    for (const o of found!.origins) await page.getByTestId(`bombard-confirm-${o}`).waitFor();
    assert.equal(await page.getByTestId('bombard-confirm').count(), 0);
    assert.match(await page.getByTestId(`bombard-confirm-${other}`).innerText(), new RegExp(`^Fire from ${other}`));
    await page.getByTestId(`bombard-confirm-${other}`).scrollIntoViewIfNeeded();
    await shot(page, 'line-gun-fire-from');
    const seq = await hook(page, (a) => a.view().seq);
    await page.getByTestId(`bombard-confirm-${other}`).click();
    await waitSeq(page, seq);
    assert.equal(await hookArg(page, (a, g: string) => a.view().units[g].hex, found!.gun), other);
    const rec = await hook(page, (a) => a.view().nlc.combat);
    assert.equal(rec.kind, 'bombardment');
    assert.equal(rec.target, found!.target);
    assert.deepEqual(rec.attacker.hexes, [other]);
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });

  it('[NLC 20.2] the selected leader’s shaded command range follows the rule in force', async () => {
    const page = env.b.page;
    const plain = await shadedRange(page, false);
    const division = await shadedRange(page, true);
    const marmont = await hook(page, (a) => a.view().leaders['fr-marmont'].hex as string);
    assert.ok(division.includes(marmont));
    assert.notDeepEqual(division, plain, 'with the doctrine the range is not the 3 MP range');
    // the units the engine counts in command stand in the shaded hexes
    const out: string[] = await hook(page, (a) => (a as any).orderMarks().range.outOfRange);
    const inside: string[] = await hook(page, (a) => Object.entries(a.view().units).filter(([id, u]: [string, any]) => id.startsWith('fr-vi-') && u.status === 'map').map(([, u]: [string, any]) => u.hex));
    for (const h of inside) if (!out.includes(h)) assert.ok(division.includes(h), `${h} holds a unit in command but is not shaded`);
    await mapSettled(page);
    await shot(page, 'doctrine-command-range');
    await shotAround(page, 'doctrine-command-range-zoom', [marmont]);
  });

  it('[NLC 20.2] a brigade deploys in extended line from the prompt; the map draws it on the hexside', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /crossing at Montier/, 'solo', '11', { orders: true, rules: [/\[NLC 20\.2\]/] });
    const found = await playUntil(
      page,
      (a) => {
        const p = a.pending();
        return !!p && p.type === 'formationMove' && p.side === 'fr' && a.legal('fr').some((c: any) => c.type === 'choose' && c.choice === 'line');
      },
      300,
    );
    assert.ok(found, 'a French movement segment offers an extended line');
    const cmd: any = await hook(page, (a) => a.legal('fr').find((c: any) => c.type === 'choose' && c.choice === 'line'));
    const unit: string = cmd.units[0];
    const from: string = await hookArg(page, (a, u: string) => a.view().units[u].hex, unit);
    await hookArg(page, (a, u: string) => a.store.getState().actions.select([u]), unit);
    const before: number = await hook(page, (a) => a.store.getState().game.state.seq);
    await page.locator('.hex-choices button', { hasText: `Deploy in extended line towards ${cmd.hex}` }).first().click();
    await page.waitForFunction((n) => (window as any).__aigle.store.getState().game.state.seq !== n, before);
    const line: any = await hookArg(page, (a, u: string) => a.view().units[u].line, unit);
    assert.deepEqual(line, [from, cmd.hex]);
    await page.waitForFunction((u) => ((window as any).__aigle.lines() as any[]).some((l) => l.unit === u), unit);
    const drawn: any[] = await hook(page, (a) => (a as any).lines());
    assert.deepEqual(drawn.find((l) => l.unit === unit).hexes, [from, cmd.hex]);
    await mapSettled(page);
    await shot(page, 'extended-line');
    await shotAround(page, 'extended-line-zoom', [from, cmd.hex]);
    // NLC 20.2.3: the line moves as a line, from its hexside to a neighbouring one, from a button naming both hexes
    const step: any = await hookArg(page, (a, u: string) => a.legal('fr').find((c: any) => c.type === 'choose' && c.choice === 'line:move' && c.units[0] === u), unit);
    assert.ok(step, 'the deployed line may step on as a line');
    {
      const label = `Move the extended line to ${step.hex}-${step.second}`;
      const at: number = await hook(page, (a) => a.store.getState().game.state.seq);
      const button = page.locator('.hex-choices button', { hasText: label }).first();
      await button.waitFor();
      await page.locator('.hex-choices').first().screenshot({ path: join(ARTEFACTS, 'extended-line-move-buttons.png') });
      await button.click();
      await page.waitForFunction((n) => (window as any).__aigle.store.getState().game.state.seq !== n, at);
      assert.deepEqual(await hookArg(page, (a, u: string) => a.view().units[u].line, unit), [step.hex, step.second]);
      await page.waitForFunction(([u, h]) => ((window as any).__aigle.lines() as any[]).some((l) => l.unit === u && l.hexes[0] === h), [unit, step.hex]);
      const moved: any[] = await hook(page, (a) => (a as any).lines());
      assert.deepEqual(moved.find((l) => l.unit === unit).hexes, [step.hex, step.second]);
      await mapSettled(page);
      await shotAround(page, 'extended-line-moved-zoom', [step.hex, step.second, from, cmd.hex]);
    }
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

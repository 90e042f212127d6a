// Browser test of NLC bombardment (issue 11, NLC 8.1 and 8.3): the French foot battery of the tutorial
// is brought within two hexes of the Allied 1st Division, then in its next Bombardment Segment the
// player selects it on the map, sees the sight lines and the odds, aims by clicking the target and
// fires with the confirm button.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserSuite, hook, hookArg, mapSettled, playUntil, waitSeq, ROOT, shot, startScenario } from './harness';
import { loadScenario } from '../../src/engine/index';
import { buildMapIndex } from '../../src/engine/board/mapIndex';
import { lineOfSight } from '../../src/engine/rules/los';

const env = browserSuite();


describe('NLC bombardment in Chromium', () => {
  it('[NLC 8.1] selects a battery, shows its sight lines and odds, aims at the target and bombards on confirm', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7');
    const r = loadScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios/tutorial.json'), 'utf8')), 'tutorial.json');
    assert.ok(r.ok);
    const map = buildMapIndex(r.scenario.map);
    assert.ok(await playUntil(page, (a) => a.pending()?.type === 'formationMove' && a.pending().options.units.includes('fr-art')), 'the French II Corps never moved');
    // move the battery to a hex two hexes from the Allied 1st Division with a clear sight line
    const view = await hook(page, (a) => a.view());
    const target: string = view.units['al-1d'].hex;
    const occupied = new Set<string>(Object.values(view.units as Record<string, { hex: string | null; status: string }>).filter((u) => u.status === 'map' && u.hex).map((u) => u.hex!));
    const moves = await hook(page, (a) => a.legal('fr').filter((c: any) => c.type === 'move' && c.units.length === 1 && c.units[0] === 'fr-art'));
    const move = moves.find((c: any) => {
      const to = c.path[c.path.length - 1];
      return map.distance(to, target) === 2 && lineOfSight(map, to, target, { occupied }).clear;
    });
    assert.ok(move, `no move brings the battery within two hexes of ${target}`);
    const gunHex: string = move.path[move.path.length - 1];
    assert.ok(await hookArg(page, (a, c) => a.issue(c), move));
    // play on to the battery's next Bombardment Segment
    assert.ok(
      await playUntil(page, (a) => a.pending()?.type === 'bombardDeclare' && a.pending().side === 'fr' && a.pending().options.units.includes('fr-art')),
      'the battery never got to bombard',
    );
    await mapSettled(page);
    const from = await hookArg(page, (a, h: string) => a.hexToPage(h), gunHex);
    const to = await hookArg(page, (a, h: string) => a.hexToPage(h), target);
    assert.ok(from && to);
    const seq = await hook(page, (a) => a.view().seq);
    await page.mouse.click(from.x, from.y);
    const preview = page.getByTestId('bombard-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), new RegExp(`Bombard ${target}`));
    // the range in force comes from the engine (NLC 8.1: 2; with NLC 19.4 it would say 3)
    assert.match(await page.getByTestId('bombard-range').innerText(), /^Range 2 hexes/);
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'selecting must not issue a command');
    const lines = await hook(page, (a) => (a as any).los());
    assert.ok(lines.some((l: any) => l.to === target && l.colour === 'green'), `no green sight line to ${target}: ${JSON.stringify(lines)}`);
    await shot(page, 'nlc-bombard-sight');
    // a click on the target only aims (issue 11: bombardment has a confirm step); the confirm fires
    await page.mouse.click(to.x, to.y);
    const confirm = page.getByTestId('bombard-confirm');
    await confirm.waitFor();
    assert.equal(await hook(page, (a) => a.view().seq), seq, 'aiming must not issue a command');
    await shot(page, 'nlc-bombard-aimed');
    await confirm.click();
    await waitSeq(page, seq);
    const rec = await hook(page, (a) => a.view().nlc.combat);
    assert.equal(rec.kind, 'bombardment');
    assert.equal(rec.target, target);
    assert.equal(rec.defender.fire, null, 'the target does not fire back');
    assert.deepEqual(rec.retreats, []);
    const combat = page.getByRole('region', { name: 'Combat' });
    assert.match(await combat.innerText(), new RegExp(`Bombardment of ${target}`));
    assert.doesNotMatch(await combat.innerText(), /Morale \d/, 'a bombardment tests no morale (NLC 8.1)');
    await shot(page, 'nlc-bombard-resolved');
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

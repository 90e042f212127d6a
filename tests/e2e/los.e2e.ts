// Browser test of the line-of-sight tool (issue 11, NLC 8.3): press L, click a hex to look from, point
// at a hex behind blocking terrain: the line is drawn red from the blocking hex with the reason and the
// case beside it and in the panel; then a clear line is green; then with a gun picked its range is
// shaded and the enemy it sees is marked (NLC 8.1).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserSuite, hook, hookArg, mapSettled, ROOT, shot, startScenario } from './harness';
import { loadScenario } from '../../src/engine/index';
import { buildMapIndex } from '../../src/engine/board/mapIndex';
import { lineOfSight } from '../../src/engine/rules/los';

const env = browserSuite();

describe('NLC line-of-sight tool in Chromium', () => {
  it('[NLC 8.3] the LOS tool shows a blocked line with its reason and case, a clear line, and a gun\'s range', async () => {
    const page = env.b.page;
    await startScenario(env.srv.url, page, /Tutorial/, 'solo', '7');
    const r = loadScenario(JSON.parse(readFileSync(join(ROOT, 'scenarios/tutorial.json'), 'utf8')), 'tutorial.json');
    assert.ok(r.ok);
    const map = buildMapIndex(r.scenario.map);
    await mapSettled(page);
    const view = await hook(page, (a) => a.view());
    const occupied = new Set<string>(Object.values(view.units as Record<string, { hex: string | null; status: string }>).filter((u) => u.status === 'map' && u.hex).map((u) => u.hex!));
    // a pair of empty hexes 3-5 apart whose line is blocked by terrain, and one whose line is clear
    let blocked: [string, string] | null = null;
    let clear: [string, string] | null = null;
    for (const a of map.ids) {
      if (occupied.has(a) || blocked) continue;
      for (const b of map.inRange(a, 5)) {
        if (occupied.has(b) || map.distance(a, b) < 3) continue;
        const los = lineOfSight(map, a, b, { occupied });
        if (!blocked && !los.clear && los.reason === 'terrain') blocked = [a, b];
        if (!clear && los.clear) clear = [a, b];
      }
    }
    assert.ok(blocked && clear, 'the tutorial map has a blocked and a clear line');
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
    await shot(page, 'nlc-los-tool-blocked');
    // a clear line: click a new start, then the end
    const c0 = await at(clear![0]);
    await page.mouse.click(c0.x, c0.y);
    const c1 = await at(clear![1]);
    await page.mouse.click(c1.x, c1.y);
    await page.waitForFunction(() => (window as any).__aigle.losTool()?.clear === true);
    assert.match(await result.innerText(), /clear/);
    await shot(page, 'nlc-los-tool-clear');
    // a gun: its range rings and the enemy it sees
    const gunHex: string = view.units['fr-art'].hex;
    const g = await at(gunHex);
    await page.mouse.click(g.x, g.y);
    await page.waitForFunction(() => (window as any).__aigle.gunRange() !== null);
    const range: any = await hook(page, (a) => (a as any).gunRange());
    assert.equal(range.from, gunHex);
    assert.ok(range.near.length >= 6, 'the hexes within 2 are shaded');
    assert.match(await page.getByTestId('los-tool-range').innerText(), /range 2/);
    await shot(page, 'nlc-los-tool-gun-range');
    // Esc closes the tool and its overlays
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => (window as any).__aigle.losTool() === null && (window as any).__aigle.gunRange() === null);
    assert.deepEqual(env.b.errors.filter((e) => !/favicon/.test(e)), []);
  });
});

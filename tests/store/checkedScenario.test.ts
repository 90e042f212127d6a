// Bundled scenarios validated when the app is built (vite.config.ts checkedScenarios, issue 8 first
// frame): the catalogue takes such a scenario as it is, and still validates every other file.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenario, newGame, stateHash, type Scenario } from '../../src/engine';
import { makeLazyCatalogue } from '../../src/store/catalogue';
import { checkedScenario, isChecked } from '../../src/store/checkedScenario';

const read = (f: string) => JSON.parse(readFileSync(`scenarios/${f}`, 'utf8'));
const meta = (v: Record<string, unknown>) => ({ id: v.id, name: v.name, description: v.description, system: v.system, sides: v.sides });

/** The build's output for a file: the loader's result, through JSON as the chunk holds it. */
function built(f: string): Scenario {
  const l = loadScenario(read(f), f);
  if (!l.ok) throw new Error(l.message);
  return JSON.parse(JSON.stringify(l.scenario));
}

describe('scenarios validated by the build', () => {
  it('takes a scenario the build validated as it is, without parsing it again', async () => {
    const s = checkedScenario(built('tutorial.json'));
    const cat = makeLazyCatalogue({ 'tutorial.json': meta(s as never) }, { 'tutorial.json': async () => s });
    const got = await cat.load('tutorial');
    expect(got.ok && got.scenario).toBe(s); // the very object: no zod parse, no cross-checks
  });

  it('plays the same game from the build’s scenario as from the loader’s', () => {
    const l = loadScenario(read('tutorial.json'), 'tutorial.json');
    if (!l.ok) throw new Error(l.message);
    const a = newGame(l.scenario, { rules: {} }, 7);
    const b = newGame(checkedScenario(built('tutorial.json')), { rules: {} }, 7);
    expect(stateHash(b)).toBe(stateHash(a));
  });

  it('still validates a file the build did not mark, and names its problem', async () => {
    const raw = read('tutorial.json');
    raw.units[0].hex = '9999';
    expect(isChecked(raw)).toBe(false);
    const cat = makeLazyCatalogue({ 'tutorial.json': meta(raw) }, { 'tutorial.json': async () => raw });
    const got = await cat.load('tutorial');
    expect(got).toMatchObject({ ok: false, message: expect.stringMatching(/9999/) });
  });
});

// The browser's rules registry (src/engine/modules/registry.lazy.ts, issue 8 first frame): a rules system's
// code is imported when a game of it is started or a save of it opened, never before, and the catalogue
// answers for a scenario only once its rules are at hand, so the store's synchronous calls always find them.
// Node (this file's engine import) registers every system at once; the test swaps in the browser's registry.
import { describe, it, expect, beforeAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { contextFor, loadScenario, newGame, rulesLoaded, viewFor, type Scenario } from '../../src/engine';
import { createAigleStore, makeLazyCatalogue, memoryStorage } from '../../src/store';

const raw = (f: string) => JSON.parse(readFileSync(`scenarios/${f}.json`, 'utf8'));
const meta = (v: Record<string, unknown>) => ({ id: v.id, name: v.name, description: v.description, system: v.system, sides: v.sides });
const FILES = ['tutorial', 'gzhatsk20', 'mop-sampler'];

function lazyCatalogue() {
  const raws = Object.fromEntries(FILES.map((f) => [`${f}.json`, raw(f)]));
  return makeLazyCatalogue(
    Object.fromEntries(Object.entries(raws).map(([k, v]) => [k, meta(v)])),
    Object.fromEntries(Object.entries(raws).map(([k, v]) => [k, async () => v])),
  );
}

function scenario(f: string): Scenario {
  const l = loadScenario(raw(f), `${f}.json`);
  if (!l.ok) throw new Error(l.message);
  return l.scenario;
}

beforeAll(async () => {
  // the browser's registry in place of Node's (package.json "imports" #rules-registry)
  await import('../../src/engine/modules/registry.lazy');
});

describe('rules code loaded by system', () => {
  it('has no system loaded before a game asks, and says so instead of playing without its rules', () => {
    expect(rulesLoaded({ system: 'nlc' })).toBe(false);
    expect(rulesLoaded({ system: 'n20' })).toBe(false);
    expect(() => contextFor(scenario('gzhatsk20'))).toThrow(/n20 rules are not loaded/);
    expect(() => newGame(scenario('tutorial'), { rules: {} }, 1)).toThrow(/nlc rules are not loaded/);
  });

  it('loads the NLC code with the tutorial and nothing of March on Paris or Napoleonic 20', async () => {
    const cat = lazyCatalogue();
    const pending = cat.load('tutorial');
    expect(cat.get('tutorial').ok).toBe(false); // the start screen waits: Start game is not offered yet
    const got = await pending;
    expect(got.ok).toBe(true);
    expect(cat.get('tutorial').ok).toBe(true);
    expect(rulesLoaded({ system: 'nlc' })).toBe(true);
    expect(rulesLoaded({ system: 'nlc', mop: {} })).toBe(false);
    expect(rulesLoaded({ system: 'n20' })).toBe(false);
    if (got.ok) expect(newGame(got.scenario, { rules: {} }, 1).seq).toBe(0);
  });

  it('a save of another system imported mid-game loads its rules first and replaces the game', async () => {
    const cat = lazyCatalogue();
    const store = createAigleStore({ catalogue: cat, storage: memoryStorage() });
    const a = store.getState().actions;
    // the start screen has loaded the tutorial by the time Start game is pressed
    await cat.load('tutorial');
    expect(a.startGame('tutorial', { rules: {} }, 3, 'solo')).toBe(true);
    expect(store.getState().game?.scenario.id).toBe('tutorial');
    const save = { format: 'aigle-save', version: 1, scenario: 'gzhatsk20', options: { rules: {} }, seed: 5, commands: [] };
    expect(rulesLoaded({ system: 'n20' })).toBe(false);
    expect(await a.importSave(JSON.stringify(save), 'gz.json')).toBe(true);
    expect(store.getState().ui.error).toBeNull();
    expect(store.getState().game?.scenario.id).toBe('gzhatsk20');
    expect(rulesLoaded({ system: 'n20' })).toBe(true);
  });

  it('a March on Paris game loads NLC with its modules, and its view keeps the March on Paris part', async () => {
    const cat = lazyCatalogue();
    const got = await cat.load('mop-sampler');
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(rulesLoaded(got.scenario)).toBe(true);
    const ctx = contextFor(got.scenario);
    expect(ctx.modules.some((m) => m.id === 'mop')).toBe(true);
    const s = newGame(got.scenario, { rules: {} }, 2);
    expect(viewFor(s, 'referee').mop).toBeDefined();
  });
});

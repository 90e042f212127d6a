// The March on Paris test bed carries the field rules' pieces (MOP 37.4 weather table, 37.8 trains,
// 37.9 a damaged trestle, 37.3.3 an improved position) and loads with them.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { contextOf, loadScenario, newGame, query } from '../engineApi';
import { field } from './fieldHarness';

describe('mop-sampler field pieces', () => {
  it('[MOP 37.7] the sampler loads with trains, a damaged span, an improved position; each side sees its own supply only', () => {
    const r = loadScenario(JSON.parse(readFileSync('scenarios/mop-sampler.json', 'utf8')), 'mop-sampler.json');
    if (!r.ok) throw new Error(r.message);
    const s = newGame(r.scenario, { rules: {} }, 1);
    expect(field(s)).toMatchObject({ damaged: ['0917-1017'], ips: ['1609'] });
    expect(Object.keys(field(s).trains)).toEqual(['fr-ii-bag', 'fr-pont', 'al-iv-bag', 'al-v-bag']);
    expect(field(s).rolls[0]).toMatchObject({ turn: 1 });
    const fr = query(s, 'fr', { type: 'supply', side: 'fr' });
    expect(fr.type).toBe('supply');
    if (fr.type === 'supply') expect((fr.supply as { trains: Record<string, { inSupply: boolean }> }).trains['fr-ii-bag'].inSupply).toBe(true);
    expect(query(s, 'fr', { type: 'supply', side: 'al' })).toMatchObject({ type: 'none', reason: "only your own side's supply" });
    expect(contextOf(s).modules.map((m) => m.id)).toContain('mop-field');
  });
});

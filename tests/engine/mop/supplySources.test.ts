// MOP 37.7, 37.13: one list of supply sources (the map's supply hexes); a scenario on a shared sheet names
// its sources in mop.victory.supplySources, folded into the map at load.
import { describe, it, expect } from 'vitest';
import { contextOf, loadScenario, newGame } from '../engineApi';
import { miniScenario } from '../fixtures';
import { supplyOf } from '../../../src/engine/modules/mop/field/supply';

const units = [
  { id: 'x', side: 'fr', hex: '0404' },
  { id: 'e', side: 'al', hex: '0808' },
];

describe('MOP 37.7 supply sources, one list', () => {
  it('[MOP 37.7] sources named in mop.victory.supplySources become the map\'s supply hexes, read by supply and victory alike', () => {
    const sc = miniScenario({ id: 'mop-sources', units, mop: { victory: { supplySources: [{ hex: '0101', side: 'fr' }, { hex: '0808', side: 'al' }] } } });
    expect(sc.mop?.victory?.supplySources).toBeUndefined();
    const s = newGame(sc, { rules: {} }, 1);
    const ctx = contextOf(s);
    expect([ctx.map.hexes['0101'].supply, ctx.map.hexes['0808'].supply]).toEqual(['fr', 'al']);
    expect(supplyOf(s, ctx, 'fr').sources).toEqual(['0101']);
    expect(supplyOf(s, ctx, 'fr').units.x).toMatchObject({ inSupply: true, via: 'source' });
  });

  it('[MOP 37.7] a source the map gives to the other side is refused at load with the JSON path', () => {
    const sc = miniScenario({ id: 'mop-sources-2', units, hexes: [{ id: '0101', terrain: 'clear', supply: 'al' }], mop: {} });
    const raw = { ...JSON.parse(JSON.stringify(sc)), mop: { victory: { supplySources: [{ hex: '0101', side: 'fr' }] } } };
    const r = loadScenario(raw, 'sources.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/sources\.json: \$\.mop\.victory\.supplySources\[0\]\.side: the map marks 0101 as a supply source of "al"/);
  });
});

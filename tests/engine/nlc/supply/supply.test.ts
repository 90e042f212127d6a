// NLC 17 supply: the trace (five hexes off road, then roads or trails), enemy units block and ZOCs do
// not, the 09:00 check in the Turn End phase, and the client's supply overlay query.
import { describe, it, expect } from 'vitest';
import { produce } from 'immer';
import { newGame, query, type GameState } from '../../engineApi';
import { miniScenario } from '../../fixtures';
import { withFrames } from '../../harness';
import { contextOf } from '../../engineApi';
import { hexSupplied, supplyOverlay } from '../../../../src/engine/modules/nlc/supply/trace';
import { isSupplyTurn } from '../../../../src/engine/modules/nlc/supply/check';
import { rallyOf } from '../../../../src/engine/modules/nlc/rally/state';
import { logEntries } from '../../../../src/engine/core/logBook';

const ON = { rules: { 'NLC 12': true } };

/** French supply at 0101 with a road 0101-0109 down column 01; French units at `fr`, Allied at `al`. */
function world(fr: string[], al: string[], opts: { start?: string } = {}) {
  const scn = miniScenario({
    id: 'supply-' + Math.random().toString(36).slice(2),
    columns: 16,
    rows: 10,
    hexes: [{ id: '0101', supply: 'fr' }],
    roads: [{ kind: 'road', path: ['0101', '0102', '0103', '0104', '0105', '0106', '0107', '0108', '0109'] }],
    formations: [
      { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
      { id: 'a1', side: 'al', name: 'Allied Corps' },
    ],
    units: [...fr.map((hex, i) => ({ id: 'u' + i, side: 'fr', hex })), ...al.map((hex, i) => ({ id: 'z' + i, side: 'al', hex }))],
    leaders: [
      { id: 'nap', side: 'fr', name: 'Napoleon', rating: 1, role: 'overall', hex: '0101' },
      { id: 'ney', side: 'fr', name: 'Ney', rating: 1, role: 'corps', formation: 'f1', hex: fr[0] },
    ],
    hqs: [{ id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0101' }],
    command: { wings: [], orders: [{ formation: 'f1', type: 'defend', target: [fr[0]] }] },
  });
  if (opts.start) scn.turns.start = opts.start;
  return scn;
}

describe('NLC 17 supply', () => {
  it('[NLC 17] five hexes off the road are in supply, the sixth is not', () => {
    const s = newGame(world(['0605', '0705'], []), ON, 1);
    const ctx = contextOf(s);
    // 0105 is on the road; 0605 is five hexes east of it, 0705 six
    expect(hexSupplied(s, ctx, 'fr', '0605')).toBe(true);
    expect(hexSupplied(s, ctx, 'fr', '0705')).toBe(false);
    expect(supplyOverlay(s, ctx, 'fr').outOfSupply).toEqual(['u1']);
  });

  it('[NLC 17] an enemy unit on the road cuts the road beyond it; an enemy ZOC does not', () => {
    const cut = newGame(world(['0109'], ['0104']), ON, 1);
    const ctx = contextOf(cut);
    // beyond 0104 the road is cut; 0109 is five hexes from 0103 by the road... but the straight way passes 0104's neighbours only
    const o = supplyOverlay(cut, ctx, 'fr');
    expect(o.roads).not.toContain('0105');
    expect(o.roads).toContain('0103');
    // a ZOC alone (enemy next to the road, not on it) leaves the road open
    const zoc = newGame(world(['0109'], ['0204']), ON, 1);
    expect(supplyOverlay(zoc, contextOf(zoc), 'fr').roads).toContain('0109');
    expect(hexSupplied(zoc, contextOf(zoc), 'fr', '0109')).toBe(true);
  });

  it('[NLC 17] the 09:00 turn: 08:00 + 60 min turns makes turn 2; a 210-minute turn from 07:00 holds 09:00', () => {
    const s = newGame(world(['0105'], []), ON, 1);
    const ctx = contextOf(s);
    expect(isSupplyTurn(ctx, 1)).toBe(false);
    expect(isSupplyTurn(ctx, 2)).toBe(true);
    expect(isSupplyTurn(ctx, 26)).toBe(true);
    const long = contextOf(newGame({ ...world(['0105'], [], { start: '07:00' }), turns: { count: 3, start: '07:00', minutesPerTurn: 210, night: [] } }, ON, 1));
    expect(isSupplyTurn(long, 1)).toBe(true);
    expect(isSupplyTurn(long, 2)).toBe(false);
  });

  it('[NLC 17] at the 09:00 Turn End units that cannot trace supply are eliminated for good; the others stay', () => {
    let s: GameState = newGame(world(['0105', '0905'], []), ON, 1);
    s = produce(s, (d) => void (d.clock.turn = 2));
    s = withFrames(s, []);
    expect(s.units.u0.status).toBe('map');
    expect(s.units.u1.status).toBe('eliminated');
    expect(rallyOf(s)!.destroyed).toContain('u1');
    expect(logEntries(s).some((l) => l.text.includes('surrenders'))).toBe(true);
  });

  it('[NLC 17] no check on other turns, nor with the toggle off', () => {
    let s: GameState = newGame(world(['0105', '0905'], []), ON, 1);
    s = withFrames(s, []);
    expect(s.units.u1.status).toBe('map');
    let off: GameState = newGame(world(['0105', '0905'], []), { rules: { 'NLC 12': true, 'NLC 17': false } }, 1);
    off = produce(off, (d) => void (d.clock.turn = 2));
    off = withFrames(off, []);
    expect(off.units.u1.status).toBe('map');
  });

  it('[NLC 17] the supply query answers the viewer\'s own side and the referee, not the other side', () => {
    const s = newGame(world(['0605', '0705'], []), ON, 1);
    const a = query(s, 'fr', { type: 'supply', side: 'fr' });
    expect(a.type).toBe('supply');
    if (a.type === 'supply') expect((a.supply as { outOfSupply: string[] }).outOfSupply).toEqual(['u1']);
    expect(query(s, 'al', { type: 'supply', side: 'fr' }).type).toBe('none');
    expect(query(s, 'referee', { type: 'supply', side: 'fr' }).type).toBe('supply');
    expect(query(s, 'fr', { type: 'supply', side: 'xx' }).type).toBe('none');
  });
});

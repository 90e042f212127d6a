// NLC 20.2.2: the one-hex test of a move's destinations (divisionMoveTest, worked out once a state) gives
// the same answer as the whole division-by-division question asked afresh for that hex.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { applyCommand, contextOf, newGame, type GameState } from '../../engineApi';
import { miniScenario, type UnitSpec } from '../../fixtures';
import { divisionCommandUnits, divisionMoveTest } from '../../../../src/engine/modules/nlc/optional/divisionCommand';
import { loadScenarioFile } from '../../../../src/cli/files';
import { optionsFrom } from '../../../../src/cli/options';
import { randomPlayout } from '../../../../src/cli/playout';

/** Every unit of every formation with a leader on the map, at every hex `near` allows: fast answer = slow answer. */
function compare(s: GameState, near: (from: string | null, hex: string) => boolean): { asked: number; yes: number } {
  const ctx = contextOf(s);
  let asked = 0;
  let yes = 0;
  for (const f of ctx.scenario.formations) {
    const l = f.leader ? s.leaders[f.leader] : null;
    if (!l || l.status !== 'map' || !l.hex) continue;
    const members = ctx.unitIds.filter((u) => ctx.units[u].formation === f.id);
    for (const unit of members) {
      const test = divisionMoveTest(s, ctx, f.side, l.hex, members, unit);
      for (const hex of Object.keys(ctx.map.hexes)) {
        if (!near(s.units[unit].hex ?? null, hex)) continue;
        const slow = divisionCommandUnits(s, ctx, f.side, l.hex, members, { unit, hex }).has(unit);
        expect(test(hex), `${unit} to ${hex}`).toBe(slow);
        asked++;
        if (slow) yes++;
      }
    }
  }
  return { asked, yes };
}

const HEXES = ['0202', '0203', '0204', '0302', '0304', '0305', '0306', '0402', '0403', '0404', '0405', '0406', '0504', '0505', '0506'];

describe('NLC 20.2.2 one-hex command test', () => {
  it('[NLC 20.2] a unit moved to any hex: the test worked out once per state answers as the whole question does', () => {
    let asked = 0;
    let yes = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...HEXES), { minLength: 10, maxLength: 10 }),
        fc.constantFrom('0405', '0503', '0607', '1012'),
        fc.subarray(['0304', '0404', '0405', '0504']),
        (at, enemy, woods) => {
          const inf = (id: string, hex: string, division?: string, formation = 'f1'): UnitSpec => ({ id, side: 'fr', hex, type: 'infantry', formation, ...(division ? { division } : {}) });
          const all: UnitSpec[] = [
            inf('a', at[0], '1st'),
            inf('b', at[1], '1st'),
            inf('c', at[2], '1st'),
            inf('d', at[3], '2nd'),
            inf('e', at[4], '2nd'),
            inf('p', at[5]),
            { id: 'lc', side: 'fr', hex: at[6], type: 'light cavalry', movement: 7, formation: 'f1' },
            { id: 'art', side: 'fr', hex: at[7], type: 'foot artillery', movement: 3, formation: 'f1' },
            // infantry of another corps: stacked with a brigade it breaks en bataille
            inf('x', at[8], 'other', 'f2'),
            { id: 'z', side: 'al', hex: enemy, formation: 'a1' },
            { id: 'hc', side: 'fr', hex: at[9], type: 'cavalry', movement: 6, formation: 'f1' },
          ];
          const units = all.filter((u) => u.id === 'z' || u.hex !== enemy);
          const sc = miniScenario({
            id: 'divmove',
            columns: 10,
            rows: 12,
            hexes: woods.map((id) => ({ id, terrain: 'woods' })) as never,
            formations: [
              { id: 'f1', side: 'fr', name: 'I Corps', leader: 'ney' },
              { id: 'f2', side: 'fr', name: 'II Corps', leader: 'vic' },
              { id: 'a1', side: 'al', name: 'Allied Corps' },
            ],
            units,
            leaders: [
              { id: 'nap', side: 'fr', name: 'Napoleon', rating: 2, role: 'overall', hex: '0101' },
              { id: 'ney', side: 'fr', name: 'Ney', rating: 2, role: 'corps', formation: 'f1', hex: '0303' },
              { id: 'vic', side: 'fr', name: 'Victor', rating: 2, role: 'corps', formation: 'f2', hex: '0910' },
            ],
            hqs: [{ id: 'fhq', side: 'fr', name: 'French HQ', leader: 'nap', hex: '0101' }],
          });
          const r = compare(newGame(sc, { rules: { 'NLC 20.2': true } }, 1), (_, hex) => hex < '0709' && hex.slice(2) < '09');
          asked += r.asked;
          yes += r.yes;
        },
      ),
      { numRuns: 25, seed: 13 },
    );
    // the placements put units in command and out of it
    expect(yes).toBeGreaterThan(asked / 20);
    expect(yes).toBeLessThan(asked);
  }, 60_000);

  it('[NLC 20.2] the same along a random game of the crossing battle with every option on', () => {
    const sc = loadScenarioFile('scenarios/crossing.json');
    const options = optionsFrom('all', sc);
    const p = randomPlayout(sc, options, 7, 150, false);
    let s = newGame(sc, options, 7);
    let asked = 0;
    const ctx = contextOf(s);
    p.commands.forEach((c, i) => {
      if (i % 50 === 0) asked += compare(s, (from, hex) => !from || ctx.map.distance(from, hex) <= 3).asked;
      const r = applyCommand(s, c);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    });
    expect(asked).toBeGreaterThan(1000);
  }, 120_000);
});

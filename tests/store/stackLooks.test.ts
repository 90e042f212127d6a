// Readable stacks (issue 8, readability): a leader stacked with a combat unit rides on the stack as a
// small badge and never covers the unit's counter (its rating-movement pair read as unit factors); a
// leader alone is a counter of its own. One answer for the live map and the first-frame poster.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadScenario, newGame, viewFor, type PlayerView, type Scenario } from '../../src/engine';
import { scenarioIndex } from '../../src/store';
import { placePieces } from '../../src/map/stackLayout';
import { layoutOf } from '../../src/map/scenarioDrawing';

function tutorial(): Scenario {
  const l = loadScenario(JSON.parse(readFileSync('scenarios/tutorial.json', 'utf8')), 'tutorial.json');
  if (!l.ok) throw new Error(l.message);
  return l.scenario;
}

describe('stacks on the map', () => {
  it('a leader with units rides as a badge above the counters; a lone leader is a counter', () => {
    const sc = tutorial();
    const view = viewFor(newGame(sc, { rules: {} }, 1), 'referee');
    // one leader with a unit, and one moved to an empty hex
    const [withUnit, alone] = Object.keys(view.leaders);
    const unitHex = Object.values(view.units).find((u) => u.hex)!.hex!;
    const empty = sc.map.hexes.map((h) => h.id).find((h) => !Object.values(view.units).some((u) => u.hex === h) && !Object.values(view.leaders).some((l) => l.hex === h))!;
    const v: PlayerView = {
      ...view,
      leaders: { ...view.leaders, [withUnit]: { ...view.leaders[withUnit], hex: unitHex }, [alone]: { ...view.leaders[alone], hex: empty } },
    };
    const placed = placePieces(v, scenarioIndex(sc), layoutOf(sc.map), []);
    const at = (hex: string) => placed.filter((p) => p.hex === hex);
    const stack = at(unitHex);
    expect(stack.find((p) => p.kind !== 'badge' && p.id === withUnit)?.kind).toBe('rider');
    expect(stack.some((p) => p.kind === 'leader')).toBe(false);
    // drawn after (above) every counter of its stack
    const riderAt = stack.findIndex((p) => p.kind === 'rider');
    expect(stack.slice(riderAt).some((p) => p.kind === 'unit')).toBe(false);
    expect(at(empty).map((p) => p.kind)).toEqual(['leader']);
  });
});

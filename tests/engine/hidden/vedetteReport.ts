// MOP 37.11.2, as the hidden-forces and the vedette tests both check it: French b hidden at 0909 and an
// Allied vedette in sight of it beyond the 3-hex spotting range, with no commander of its on the map.
import { expect } from 'vitest';
import { produce } from 'immer';
import { contextOf, viewFor, type GameState } from '../engineApi';
import { hiddenOf } from '../../../src/engine/rules/hidden';
import { revealSpotted } from '../../../src/engine/modules/mop/field/hiddenForces';
import { vedetteCountdown } from '../../../src/engine/modules/mop/field/vedettes';

const out = () => ({ events: [], revealed: false, rolled: false });

/** The check as a segment begins reports the force (99 turns: no commander to ride to), the Allies see the count; at 0 it is revealed. */
export function expectReportedThenRevealed(s: GameState): void {
  const ctx = contextOf(s);
  s = produce(s, (d) => void revealSpotted(d, ctx, out(), 'test'));
  expect(hiddenOf(s, 'fr')!.pieces).toEqual(['b']);
  expect(hiddenOf(s, 'fr')!.reported['0909']).toBe(99);
  expect(viewFor(s, 'al').hiddenMarkers).toEqual([{ side: 'fr', hex: '0909', reported: 99 }]);
  s = produce(s, (d) => void (hiddenOf(d, 'fr')!.reported['0909'] = 1));
  s = produce(s, (d) => void vedetteCountdown(d, ctx, out()));
  expect(hiddenOf(s, 'fr')!.pieces).toEqual([]);
}

// Issue 8: NLC shows a running score. The engine's nlcScore gives each side's victory points now, its
// destroyed strength against the army demoralization level, and each formation's losses.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { nlcScore } from '../../../src/engine';
import { miniScenario, start } from '../fixtures';

const sc = miniScenario({
  units: [
    { id: 'a', side: 'fr', hex: '0303', formation: 'f1', strength: [6, 3] },
    { id: 'z', side: 'al', hex: '0606', formation: 'a1', strength: [5, 2] },
  ],
  formations: [
    { id: 'f1', side: 'fr', name: 'I Corps', demoralization: 6 },
    { id: 'a1', side: 'al', name: 'Allied Corps' },
  ],
  objectives: [{ hex: '0503', vp: 3, owner: 'al' }],
  demoralization: { fr: 5, al: 20 },
});

describe('the running score (NLC 18, 14, 15)', () => {
  it('[NLC 18] victory points count objectives held and enemy steps lost, as the end of the game would', () => {
    let s = start(sc);
    const before = nlcScore(s)!;
    expect(before.find((x) => x.side === 'al')!.vp).toBe(3);
    expect(before.find((x) => x.side === 'fr')!.vp).toBe(0);
    s = produce(s, (d) => {
      d.units.a.steps = 0;
      d.units.a.status = 'eliminated';
      d.units.a.hex = null;
      d.control['0503'] = 'fr';
    });
    const after = nlcScore(s)!;
    const fr = after.find((x) => x.side === 'fr')!;
    const al = after.find((x) => x.side === 'al')!;
    expect(fr.vp).toBe(3);
    expect(al.vp).toBe(2 * sc.vpPerStep);
    // NLC 14 and 15: the losses against the levels (the flags follow the engine's own checks)
    expect(fr.destroyed).toBe(6);
    expect(fr.level).toBe(5);
    expect(fr.formations).toEqual([{ id: 'f1', name: 'I Corps', lost: 6, limit: 6, demoralized: false }]);
    expect(al.destroyed).toBe(0);
    expect(al.level).toBe(20);
  });
});

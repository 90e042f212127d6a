import { describe, it, expect } from 'vitest';
import { confidenceTarget, confidenceCheckPasses } from '../../../src/engine/tables';

describe('Order Confidence Check', () => {
  it('[NLC T.CONF] undemoralised Attack: 3 + leader, +1 if objective held', () => {
    expect(confidenceTarget({ demoralized: false, order: 'Attack', objectiveHeld: false, leaderRating: 2 })).toBe(5);
    expect(confidenceTarget({ demoralized: false, order: 'Attack', objectiveHeld: true, leaderRating: 2 })).toBe(6);
  });

  it('[NLC T.CONF] Probe never gets the objective-held modifier', () => {
    expect(confidenceTarget({ demoralized: false, order: 'Probe', objectiveHeld: true, leaderRating: 1 })).toBe(4);
    expect(confidenceTarget({ demoralized: true, order: 'Probe', objectiveHeld: true, leaderRating: 1 })).toBe(1);
  });

  it('[NLC T.CONF] demoralised Attack: 0 + leader, +1 if objective held', () => {
    expect(confidenceTarget({ demoralized: true, order: 'Attack', objectiveHeld: false, leaderRating: 3 })).toBe(3);
    expect(confidenceTarget({ demoralized: true, order: 'Attack', objectiveHeld: true, leaderRating: 3 })).toBe(4);
  });

  it('[NLC T.CONF] demoralised Defend/Delay: 2 + leader', () => {
    expect(confidenceTarget({ demoralized: true, order: 'Defend', objectiveHeld: false, leaderRating: 1 })).toBe(3);
    expect(confidenceTarget({ demoralized: true, order: 'Delay', objectiveHeld: true, leaderRating: 0 })).toBe(2);
  });

  it('[NLC 12.10] undemoralised Defend/Delay never check', () => {
    for (const order of ['Defend', 'Delay']) {
      expect(confidenceTarget({ demoralized: false, order, objectiveHeld: false, leaderRating: 2 })).toBeNull();
      expect(confidenceTarget({ demoralized: false, order, objectiveHeld: true, leaderRating: 0 })).toBeNull();
    }
  });

  it('[NLC 12.10] orders not on the chart need no check (ruling)', () => {
    for (const order of ['March', 'Fall Back', 'General Retreat', 'Reserve']) {
      expect(confidenceTarget({ demoralized: true, order, objectiveHeld: false, leaderRating: 2 })).toBeNull();
    }
  });

  it('[NLC T.CONF] the check fails only when the roll exceeds the target', () => {
    for (let target = -1; target <= 8; target++) {
      for (let roll = 1; roll <= 6; roll++) {
        expect(confidenceCheckPasses(target, roll)).toBe(roll <= target);
      }
    }
    expect(confidenceCheckPasses(null, 6)).toBe(true);
    expect(() => confidenceCheckPasses(3, 0)).toThrow(RangeError);
    expect(() => confidenceCheckPasses(3, 7)).toThrow(RangeError);
  });
});

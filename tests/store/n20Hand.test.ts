// Wording of the held Retain cards (N20X 5.0) by viewing mode: "only you see these" is true in hot-seat
// only; the referee and solo views show both hands.
import { describe, expect, it } from 'vitest';
import { handHeading } from '../../src/ui/n20/n20Data';

describe('Retain card hand heading', () => {
  it('[N20X 5.0] hot-seat: your own hand, seen only by you', () => {
    expect(handHeading('hotseat', 'French')).toEqual({ title: 'Your hand', note: 'only you see these' });
  });
  it('[N20X 5.0] referee and solo views never claim a hand is seen only by the viewer', () => {
    for (const mode of ['referee', 'solo'] as const) {
      const h = handHeading(mode, 'French');
      expect(h.title).toBe('French hand');
      expect(h.note).not.toMatch(/only you/);
    }
    expect(handHeading('referee', 'Russian').note).toMatch(/referee/);
  });
});

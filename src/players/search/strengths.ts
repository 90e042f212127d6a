// Strength levels of the computer (issue 14) by time budget per decision: a pure table the start screen
// can import without the search code.
export const STRENGTHS = ['easy', 'normal', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/**
 * Time budget per decision (ms), how many of the candidate player's best commands are searched, rollout
 * cap; and for a campaign (campaign.ts) the most one decision may take when time saved earlier is banked.
 */
export const STRENGTH_BUDGET: Record<Strength, { ms: number; width: number; depth: number; bankedMs: number }> = {
  easy: { ms: 0, width: 1, depth: 0, bankedMs: 0 },
  normal: { ms: 600, width: 3, depth: 60, bankedMs: 1500 },
  strong: { ms: 1500, width: 5, depth: 80, bankedMs: 2500 },
};

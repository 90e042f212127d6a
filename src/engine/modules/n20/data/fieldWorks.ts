// N20X GZ field works construction roll before play: the higher the roll, the more time the Russians had
// to dig in, so the more redoubts and forts they place on the candidate hexes (original table, data).
export const FIELD_WORKS_TABLE: Record<number, { redoubts: number; forts: number }> = {
  1: { redoubts: 1, forts: 0 },
  2: { redoubts: 2, forts: 0 },
  3: { redoubts: 2, forts: 1 },
  4: { redoubts: 3, forts: 1 },
  5: { redoubts: 3, forts: 2 },
  6: { redoubts: 4, forts: 2 },
};

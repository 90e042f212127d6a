// The optional `n20` section of a scenario file (Napoleonic 20 scenarios only): starting Army Morale,
// LOC hexes, the base victory rule's tie side, turn labels, the event deck, and field-work sites (N20X GZ).
import { z } from 'zod';
import { lazySchema } from '../../scenario/lazySchema';

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));

export const n20ScenarioSchema = lazySchema(() => z.strictObject({
  /** Starting Army Morale per side, in points (halves allowed). */
  morale: z.record(z.string(), z.number().min(0.5).max(10.5)),
  /** Lines of Communication hexes per side (retreats head for them; night morale; victory). */
  loc: z.record(z.string(), z.array(hexId).min(1)),
  /** Base victory (N20 15.0): at the end this side wins if its morale is at least the other's; otherwise a draw. */
  baseVictorySide: z.string(),
  /** Printed turn-track labels, one per turn (daylight turns are hours long, the night turn longer). */
  turnLabels: z.array(z.string()).default([]),
  /** Base event card ids in the deck (data/cards.ts); all base cards when absent. */
  eventDeck: z.array(z.string()).optional(),
  /** Field works construction before play (N20X GZ): the builder side and its candidate hexes. */
  fieldWorks: z.strictObject({ side: z.string(), candidates: z.array(hexId).min(1) }).optional(),
}));

export type N20Scenario = z.output<typeof n20ScenarioSchema>;

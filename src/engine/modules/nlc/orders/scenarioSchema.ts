// The scenario's command section (NLC 12): wing commanders and the at-start orders of each formation.
// Overall commanders, corps and division leaders with their ratings, and the HQs, are the scenario's
// leaders (role, rating), formations (leader, commander) and hqs; units name their division.
import { z } from 'zod';
import { lazySchema } from '../../../scenario/lazySchema';
import { ORDER_TYPES } from './types';

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));
const id = lazySchema(() => z.string().min(1).regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, _ . -'));

export const orderSpecSchema = lazySchema(() => z.strictObject({
  type: z.enum(ORDER_TYPES),
  /** Hexes of the target location (a town, a road stretch, a crest...); none for Reserve. */
  target: z.array(hexId).max(24).default([]),
  /** March waypoints, each within 10 MP of the one before (NLC 12.2). */
  route: z.array(hexId).max(24).default([]),
  /** Assign: the new commander. */
  leader: id.optional(),
  /** NLC 12.5: an Attack that starts the next day. */
  nextDay: z.boolean().optional(),
}));

export const scenarioOrderSchema = lazySchema(() => orderSpecSchema.extend({
  /** The formation (or an HQ, for its March or Fall Back order, NLC 11.5; a wing commander, NLC 12.14; a division as "<formation>/<division>", NLC 12.13). */
  formation: z.string().min(1).regex(/^[A-Za-z0-9_.-]+(\/.+)?$/, 'a formation id, or "<formation>/<division>" for a division'),
  /** The rest of an order sequence (NLC 12.5). */
  then: z.array(orderSpecSchema).max(6).default([]),
  /** "Await further orders": Reserve instead of Defend once the sequence succeeds (NLC 12.8). */
  awaitFurther: z.boolean().default(false),
}));

export const commandSchema = lazySchema(() => z.strictObject({
  /** Wing commanders (NLC 12.14) and the formations nominally under them. */
  wings: z.array(z.strictObject({ leader: id, formations: z.array(id).min(1) })).default([]),
  /** At-start orders, one per formation at most. */
  orders: z.array(scenarioOrderSchema).default([]),
  /** Formations whose at-start order nobody may change: no written order, Local Decision or Bad Move (MOP 37.22, Barclay's corps; fixedOrders.ts). */
  fixed: z.array(id).default([]),
}));

export type ScenarioCommand = z.output<typeof commandSchema>;
export type ScenarioOrder = z.output<typeof scenarioOrderSchema>;

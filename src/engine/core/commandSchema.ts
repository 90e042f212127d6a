// Structural validation of commands coming from the UI or a save file, before any rule is asked.
import { z } from 'zod';
import { lazySchema } from '../scenario/lazySchema';

const hex = lazySchema(() => z.string().regex(/^\d{4}$/));
const base = lazySchema(() => ({ side: z.string().min(1), n: z.number().int().min(0) }));
const orderSpec = lazySchema(() => ({
  type: z.string().min(1),
  target: z.array(hex).max(24).optional(),
  route: z.array(hex).max(24).optional(),
  leader: z.string().optional(),
  nextDay: z.boolean().optional(),
}));
/** NLC 12.4: a written order, Local Decision or Bad Move. */
const order = lazySchema(() => z.strictObject({
  formation: z.string().min(1),
  ...orderSpec,
  then: z.array(z.strictObject(orderSpec)).max(6).optional(),
  awaitFurther: z.boolean().optional(),
  from: z.string().optional(),
}));

export const commandSchema = lazySchema(() => z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('move'), ...base, units: z.array(z.string()).min(1).max(12), path: z.array(hex).min(1).max(200) }),
  z.strictObject({ type: z.literal('endActivation'), ...base }),
  z.strictObject({ type: z.literal('endTurn'), ...base }),
  z.strictObject({
    type: z.literal('choose'),
    ...base,
    choice: z.string().min(1),
    units: z.array(z.string()).optional(),
    hex: hex.optional(),
    second: hex.optional(),
    from: hex.optional(),
    order: order.optional(),
  }),
]));

// The special rules of a March on Paris battle (MOP 37.17-37.23) as scenario data: `mop.rules`. Each rule
// names the formation it binds by id and the places by hex, so one module plays them in every scenario
// that needs them (the battle and the campaigns that open on it).
import { z } from 'zod';
import { lazySchema } from '../../../scenario/lazySchema';
import { ORDER_TYPES } from '../../nlc/orders/types';

const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits CCRR, e.g. "0913"'));
const id = lazySchema(() => z.string().min(1).regex(/^[A-Za-z0-9_.-]+$/, 'ids use letters, digits, _ . -'));
const caseId = lazySchema(() => z.string().regex(/^MOP 37\.\d+(\.\d+)*$/, 'the rule case, e.g. "MOP 37.19"'));

export const scenarioRulesSchema = lazySchema(() => z.strictObject({
  /** MOP 37.19 (Olsufiev): the formation makes no Local Decision until an enemy assaults one of these hexes. */
  initiativeHeld: z
    .array(z.strictObject({ formation: id, untilAssaulted: z.array(hexId).min(1), rule: caseId }))
    .default([]),
  /** MOP 37.19 (Olsufiev): the formation's first Bad Move becomes this order instead of the opponent's choice. */
  firstBadMove: z
    .array(
      z.strictObject({
        formation: id,
        order: z.strictObject({ type: z.enum(ORDER_TYPES), target: z.array(hexId).max(24).default([]) }),
        rule: caseId,
      }),
    )
    .default([]),
  /** MOP 37.20 (Yorck; NLC 20.8): the formation starts exhausted (it counts as demoralized) until it has rested this many consecutive turns. */
  exhausted: z
    .array(z.strictObject({ formation: id, restTurns: z.number().int().min(1).max(24).default(3), rule: caseId }))
    .default([]),
}));

export type ScenarioRules = z.output<typeof scenarioRulesSchema>;

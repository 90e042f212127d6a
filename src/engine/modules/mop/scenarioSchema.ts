// The March on Paris section of a scenario file (MOP 37). Its presence switches the module on: a
// scenario without it plays plain NLC. Each rule area adds the fields it needs here.
import { z } from 'zod';
import { lazySchema } from '../../scenario/lazySchema';
import { mopFieldSchemaShape } from './field/scenario';
import { isCardNumber } from './cards/deck';
import { scenarioRulesSchema } from './scenarioRules/schema';

/** A card number of the March on Paris deck (MOP 37.12): 1-31. */
const cardNumber = z
  .number()
  .int()
  .refine(isCardNumber, { error: (i) => `card ${String(i.input)} does not exist in the March on Paris deck (cards 1-31, MOP 37.12)` });
const hexId = lazySchema(() => z.string().regex(/^\d{4}$/, 'a hex id is four digits, CCRR'));


export const mopScenarioSchema = lazySchema(() => z.strictObject({
  /** Which battle or campaign of MOP 37.17-37.23 the scenario is (help text, victory conditions). */
  battle: z.string().min(1).optional(),
  // ---- mopcore (MOP 37.1-37.16)
  /** The French side's id (MOP 37.1: odd pulls are French); default the side whose adjective is French, else the first side. */
  french: z.string().min(1).optional(),
  /** Night PM turns (MOP 37.1): day turns with sight of one hex, no bombardment, guns at half in assaults. */
  nightPm: z.array(z.number().int().min(1)).default([]),
  /** Unit initiative values (MOP 37.5: morale = initiative + 1), by unit id or formation id (a unit's own value first). */
  initiative: z.record(z.string(), z.number().int().min(0).max(4)).default({}),
  /** Special leaders (MOP 37.16) by leader id. */
  special: z.record(z.string(), z.enum(['blucher', 'napoleon', 'ney'])).default({}),
  /** Field rules (mopfield): weather table, trains, damaged spans, improved positions (field/scenario.ts). */
  ...mopFieldSchemaShape,
  /** MOP 37.12, A.III b, c: the card removals of the scenario's setup, per side id; bonus cards; the full-play hand. */
  cards: z
    .strictObject({
      removed: z.record(z.string(), z.array(cardNumber)).optional(),
      bonus: z.record(z.string(), z.number().int().min(0).max(6)).optional(),
      /** 37.12.1: cards each side is dealt before play (our default 3). */
      hand: z.number().int().min(0).max(7).optional(),
    })
    .optional(),
  /** MOP 37.19, 37.20: the battle's special rules (scenarioRules/schema.ts). */
  rules: scenarioRulesSchema.optional(),
  /** MOP A.II: the variable reinforcement schedule of historical study (default on). */
  reinforcements: z
    .strictObject({
      variable: z.boolean().optional(),
      /** MOP 37.23.2: the alternate reinforcement lists are cumulative: card 29 may take any group of today's or an earlier day's list. */
      cumulative: z.boolean().optional(),
    })
    .optional(),
  /** MOP 37.11 vedettes: the number a unit deploys (the counter's corner figure); `own`: a brigade with its own vedettes, which stays on the map. Light cavalry not listed deploy 2 (a ruling). */
  vedettes: z.array(z.strictObject({ unit: z.string().min(1), count: z.number().int().min(1).max(6), own: z.boolean().optional() })).optional(),
  /** MOP 37.13: the scenario's victory conditions besides its objectives. */
  victory: z
    .strictObject({
      /** Supply sources (37.7; 4 VP to the enemy holding one at the end, 37.13) where the map cannot mark them (a sheet): folded into the map's supply hexes at load (supplySources.ts). */
      supplySources: z.array(z.strictObject({ hex: hexId, side: z.string() })).optional(),
      /** The leader whose capture is an automatic Coalition win (default: the French leader named Napoleon). */
      napoleon: z.string().optional(),
      /** A difference of at most this percent of the larger total is a draw (default 10). */
      drawPercent: z.number().min(0).max(50).optional(),
    })
    .optional(),
}));

export type MopScenario = z.output<typeof mopScenarioSchema>;

// The March on Paris section of a scenario file (MOP 37). Its presence switches the module on: a
// scenario without it plays plain NLC. Each rule area adds the fields it needs here.
import { z } from 'zod';
import { mopFieldSchemaShape } from './field/scenario';

export const mopScenarioSchema = z.strictObject({
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
});

export type MopScenario = z.output<typeof mopScenarioSchema>;

// The March on Paris section of a scenario file (MOP 37). Its presence switches the module on: a
// scenario without it plays plain NLC. Each rule area adds the fields it needs here.
import { z } from 'zod';
import { mopFieldSchemaShape } from './field/scenario';

export const mopScenarioSchema = z.strictObject({
  /** Which battle or campaign of MOP 37.17-37.23 the scenario is (help text, victory conditions). */
  battle: z.string().min(1).optional(),
  /** Field rules (mopfield): weather table, trains, damaged spans, improved positions (field/scenario.ts). */
  ...mopFieldSchemaShape,
});

export type MopScenario = z.output<typeof mopScenarioSchema>;

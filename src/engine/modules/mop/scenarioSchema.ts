// The March on Paris section of a scenario file (MOP 37). Its presence switches the module on: a
// scenario without it plays plain NLC. Each rule area adds the fields it needs here.
import { z } from 'zod';

export const mopScenarioSchema = z.strictObject({
  /** Which battle or campaign of MOP 37.17-37.23 the scenario is (help text, victory conditions). */
  battle: z.string().min(1).optional(),
});

export type MopScenario = z.output<typeof mopScenarioSchema>;

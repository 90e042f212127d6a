// Scenarios the build has already validated (vite.config.ts, `checkedScenarios`): each bundled file
// without a map sheet is run through the engine's loadScenario when the app is built, and its chunk
// holds the loader's result, marked here when it arrives (scenarios.ts). The catalogue takes a marked
// scenario as it is instead of parsing and cross-checking it again on the way to the first frame
// (issue 8). Only the build's own chunks are marked: a file the player opens is always validated.
import type { Scenario } from '../engine';

const checked = new WeakSet<object>();

/** Marks the loader's result for a bundled scenario (for a chunk the build validated only: scenarios.ts). */
export function checkedScenario(s: Scenario): Scenario {
  checked.add(s);
  return s;
}

/** True for a scenario the build validated (see checkedScenario). */
export function isChecked(raw: unknown): raw is Scenario {
  return typeof raw === 'object' && raw !== null && checked.has(raw);
}

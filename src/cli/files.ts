// Node-side scenario loading for the CLI, benches and tests (the engine itself never touches files).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenarioText, sheetOf, type Scenario } from '../engine/index';

export const SCENARIO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scenarios');
/** Map sheets: sources (*.map.txt) and compiled sheets (*.map.json) that scenarios reference. */
export const MAPS_DIR = join(SCENARIO_DIR, 'maps');

export function scenarioIds(): string[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

export function loadScenarioFile(idOrPath: string): Scenario {
  const file = idOrPath.endsWith('.json') ? idOrPath : join(SCENARIO_DIR, `${idOrPath}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file}: no such scenario file (known: ${scenarioIds().join(', ')})`);
  }
  const r = parseScenarioText(text, file.split('/').slice(-2).join('/'), { sheets: sheetsFor(text) });
  if (!r.ok) throw new Error(r.message);
  return r.scenario;
}

/** The compiled map sheet a scenario text references, read from scenarios/maps (none when it embeds its map). */
export function sheetsFor(text: string): Record<string, unknown> {
  let id: string | null = null;
  try {
    id = sheetOf(JSON.parse(text));
  } catch {
    return {}; // the loader reports the JSON error
  }
  if (!id || !/^[a-z0-9-]+$/.test(id)) return {};
  const file = join(MAPS_DIR, `${id}.map.json`);
  if (!existsSync(file)) return {};
  try {
    return { [id]: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (e) {
    return { [id]: `not valid JSON (${(e as Error).message})` };
  }
}

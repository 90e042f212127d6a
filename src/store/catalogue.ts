// The scenarios the client offers. Raw JSON comes in (from import.meta.glob in the app, from the file
// system in tests); each is validated by the engine's loadScenario only when it is first used.
import { loadScenario, type Scenario } from '../engine';

export interface SideInfo {
  id: string;
  name: string;
  adjective: string;
  color: string;
}

export interface ScenarioEntry {
  id: string;
  file: string;
  name: string;
  description: string;
  system: string;
  sides: SideInfo[];
  /** Benchmark or test scenarios are listed after the playable ones. */
  test: boolean;
}

export type ScenarioGet = { ok: true; scenario: Scenario } | { ok: false; message: string };

export interface Catalogue {
  entries: ScenarioEntry[];
  get(id: string): ScenarioGet;
}

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' && v ? v : fallback;
}

export function makeCatalogue(files: Record<string, unknown>): Catalogue {
  const raws = new Map<string, { file: string; raw: unknown }>();
  const entries: ScenarioEntry[] = [];
  for (const path of Object.keys(files).sort()) {
    const mod = files[path] as { default?: unknown } | undefined;
    const raw = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
    const file = path.split('/').pop() ?? path;
    if (!raw || typeof raw !== 'object') continue;
    const r = raw as Record<string, unknown>;
    const id = str(r.id, file.replace(/\.json$/, ''));
    const sides = Array.isArray(r.sides)
      ? (r.sides as Record<string, unknown>[]).map((s) => ({
          id: str(s.id, '?'),
          name: str(s.name, '?'),
          adjective: str(s.adjective, str(s.name, '?')),
          color: str(s.color, '#888888'),
        }))
      : [];
    raws.set(id, { file, raw });
    entries.push({
      id,
      file,
      name: str(r.name, id),
      description: str(r.description, ''),
      system: str(r.system, '?'),
      sides,
      test: id === 'stress' || /^test/.test(id),
    });
  }
  entries.sort((a, b) => Number(a.test) - Number(b.test) || (a.id === 'tutorial' ? -1 : b.id === 'tutorial' ? 1 : a.name.localeCompare(b.name)));
  const loaded = new Map<string, ScenarioGet>();
  return {
    entries,
    get(id) {
      const hit = loaded.get(id);
      if (hit) return hit;
      const src = raws.get(id);
      let res: ScenarioGet;
      if (!src) res = { ok: false, message: `this version of Aigle has no scenario "${id}"` };
      else {
        const l = loadScenario(src.raw, src.file);
        res = l.ok ? { ok: true, scenario: l.scenario } : { ok: false, message: l.message };
      }
      loaded.set(id, res);
      return res;
    },
  };
}

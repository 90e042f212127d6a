// The scenarios the client offers. Raw JSON comes in (from import.meta.glob in the app, from the file
// system in tests); each is validated by the engine's loadScenario only when it is first used. In the
// app only the listing (name, description, sides) is bundled with the start screen; a scenario's map
// and pieces are fetched when it is chosen (`load`), so the 60x40 stress map is never in the start-up
// path (issue 8: first load within 400 KB gzip).
import { loadRulesFor, loadScenario, sheetOf, type Scenario } from '../engine';
import { isChecked } from './checkedScenario';

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
  /** A scenario already loaded, else why not (a lazy one must be `load`ed first). */
  get(id: string): ScenarioGet;
  /** Fetches (when lazy) and validates a scenario; later `get` calls answer at once. */
  load(id: string): Promise<ScenarioGet>;
}

type Loader = () => Promise<unknown>;

/**
 * Names in code-unit order, ignoring case. Not localeCompare: its first call loads the collation
 * tables, about a tenth of a second of the start-up before the first frame (issue 8, first frame).
 */
function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function unwrap(mod: unknown): unknown {
  return mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod;
}

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' && v ? v : fallback;
}

/** A catalogue whose files are all at hand (tests, the CLI). */
export function makeCatalogue(files: Record<string, unknown>): Catalogue {
  const raws: Record<string, unknown> = {};
  for (const [path, mod] of Object.entries(files)) raws[path] = unwrap(mod);
  return catalogueOf(raws, {});
}

/**
 * A catalogue listing `meta` (each file's id, name, description, system and sides) whose scenarios
 * are fetched by `loaders` on first use.
 */
export function makeLazyCatalogue(meta: Record<string, unknown>, loaders: Record<string, Loader>, sheetLoaders: Record<string, Loader> = {}): Catalogue {
  return catalogueOf(meta, loaders, sheetLoaders);
}

function catalogueOf(listing: Record<string, unknown>, loaders: Record<string, Loader>, sheetLoaders: Record<string, Loader> = {}): Catalogue {
  // compiled map sheets (scenarios/maps/<id>.map.json) by sheet id, fetched with the scenario that references one
  const sheetLoader = (id: string) => Object.entries(sheetLoaders).find(([path]) => path.endsWith(`/${id}.map.json`))?.[1];
  const lazy = (path: string) => path in loaders;
  const raws = new Map<string, { file: string; path: string; raw: unknown }>();
  const entries: ScenarioEntry[] = [];
  for (const path of Object.keys(listing).sort()) {
    const raw = unwrap(listing[path]);
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
    raws.set(id, { file, path, raw });
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
  entries.sort((a, b) => Number(a.test) - Number(b.test) || (a.id === 'tutorial' ? -1 : b.id === 'tutorial' ? 1 : byName(a.name, b.name)));
  const loaded = new Map<string, ScenarioGet>();
  const validate = (id: string, file: string, raw: unknown, sheets: Record<string, unknown> = {}): ScenarioGet => {
    // a bundled scenario the build validated is the loader's result already (checkedScenario.ts)
    const l = isChecked(raw) ? { ok: true as const, scenario: raw } : loadScenario(raw, file, { sheets });
    const res: ScenarioGet = l.ok ? { ok: true, scenario: l.scenario } : { ok: false, message: l.message };
    loaded.set(id, res);
    return res;
  };
  const inFlight = new Map<string, Promise<ScenarioGet>>();
  const missing = (id: string): ScenarioGet => ({ ok: false, message: `this version of Aigle has no scenario "${id}"` });
  return {
    entries,
    get(id) {
      const hit = loaded.get(id);
      if (hit) return hit;
      const src = raws.get(id);
      if (!src) return missing(id);
      if (lazy(src.path)) return { ok: false, message: `the scenario "${id}" is still loading` };
      return validate(id, src.file, src.raw);
    },
    load(id) {
      const hit = loaded.get(id);
      if (hit) return Promise.resolve(hit);
      // one fetch and check at a time per scenario (the start screen and Start game may both ask)
      let p = inFlight.get(id);
      if (!p) {
        p = fetchAndCheck(id).finally(() => inFlight.delete(id));
        inFlight.set(id, p);
      }
      return p;
    },
  };
  async function fetchAndCheck(id: string): Promise<ScenarioGet> {
    const src = raws.get(id);
    if (!src) return missing(id);
    let raw: unknown = src.raw;
    const sheets: Record<string, unknown> = {};
    if (lazy(src.path)) {
      try {
        raw = unwrap(await loaders[src.path]());
      } catch (e) {
        // a failed fetch (offline, new deployment) may succeed later: not cached
        return { ok: false, message: `the scenario "${id}" could not be loaded (${(e as Error).message})` };
      }
      const sheet = sheetOf(raw);
      const fetchSheet = sheet ? sheetLoader(sheet) : undefined;
      if (sheet && fetchSheet) {
        try {
          sheets[sheet] = unwrap(await fetchSheet());
        } catch (e) {
          return { ok: false, message: `the map sheet "${sheet}" of the scenario "${id}" could not be loaded (${(e as Error).message})` };
        }
      }
    }
    const res = loaded.get(id) ?? validate(id, src.file, raw, sheets);
    if (!res.ok) return res;
    // the code of its rules system too (a chunk of its own in the browser): the engine's synchronous
    // API is ready for the scenario once `load` answers (issue 8, first frame); `get` answers only then
    loaded.delete(id);
    try {
      await loadRulesFor(res.scenario);
    } catch (e) {
      return { ok: false, message: `the rules of the scenario "${id}" could not be loaded (${(e as Error).message})` };
    }
    loaded.set(id, res);
    return res;
  }
}

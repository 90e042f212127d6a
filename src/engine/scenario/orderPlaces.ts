// At-start orders may name their targets and waypoints by place ("Baye") as well as by hex ("6522"): a
// scenario written from the histories reads as they do. Names are resolved against the named hexes of the
// scenario's map (a sheet's places) before the schema sees the file; a name the map does not know is
// refused with the JSON path, and the nearest spellings the map does know; a real place of the sheet that
// lies outside the battle's window is refused as such, with the place, its hex and the window.
import type { ScenarioProblem } from './load';
import type { SheetWindow } from './sheet';

type Problem = Omit<ScenarioProblem, 'file'>;
type Json = Record<string, unknown>;

const HEX = /^\d{4}$/;

/** Lower case without accents or punctuation, for "did you mean". */
function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function namedHexes(map: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const hexes = (map as { hexes?: unknown } | undefined)?.hexes;
  if (!Array.isArray(hexes)) return out;
  for (const h of hexes as { id?: unknown; name?: unknown }[]) {
    if (typeof h?.name === 'string' && typeof h.id === 'string' && !out.has(h.name)) out.set(h.name, h.id);
  }
  return out;
}

function suggest(names: Map<string, string>, name: string): string[] {
  const f = fold(name);
  const close = [...names.keys()].filter((n) => {
    const g = fold(n);
    return g === f || g.includes(f) || f.includes(g) || (f.length >= 4 && g.startsWith(f.slice(0, 4)));
  });
  return close.sort().slice(0, 3);
}

/**
 * Replace place names in `command.orders[*]` targets and routes (and their `then` steps) by their hexes.
 * Returns the scenario with names resolved, or the problems (unknown names, places outside the window
 * `outside` describes) with their JSON paths.
 */
export function resolveOrderPlaces(raw: unknown, outside?: SheetWindow): { ok: true; raw: unknown } | { ok: false; problems: Problem[] } {
  if (!raw || typeof raw !== 'object') return { ok: true, raw };
  const r = raw as Json;
  const orders = (r.command as Json | undefined)?.orders;
  if (!Array.isArray(orders)) return { ok: true, raw };
  const hasName = (xs: unknown) => Array.isArray(xs) && xs.some((x) => typeof x === 'string' && !HEX.test(x));
  const specsOf = (o: Json) => [o, ...(Array.isArray(o.then) ? (o.then as Json[]) : [])];
  if (!orders.some((o) => o && typeof o === 'object' && specsOf(o as Json).some((s) => s && (hasName(s.target) || hasName(s.route))))) return { ok: true, raw };
  const names = namedHexes(r.map);
  const problems: Problem[] = [];
  const resolve = (xs: unknown, path: string): unknown => {
    if (!Array.isArray(xs)) return xs;
    return xs.map((x, j) => {
      if (typeof x !== 'string' || HEX.test(x)) return x;
      const hex = names.get(x);
      if (hex) return hex;
      const off = outside?.places[x];
      if (off) {
        const w = outside!.window;
        problems.push({ path: `${path}[${j}]`, problem: `place "${x}" (hex ${off} of the sheet "${outside!.sheet}") is outside the battle's window ${w.from}-${w.to}; give a place or hex inside the window` });
        return x;
      }
      const near = suggest(names, x);
      problems.push({ path: `${path}[${j}]`, problem: `unknown place "${x}": no hex of this map has that name${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; give a place name of the map or a hex id CCRR` });
      return x;
    });
  };
  const fixed = orders.map((o, i) => {
    if (!o || typeof o !== 'object') return o;
    const base = `$.command.orders[${i}]`;
    const spec = (s: Json, p: string): Json => ({ ...s, ...('target' in s ? { target: resolve(s.target, `${p}.target`) } : {}), ...('route' in s ? { route: resolve(s.route, `${p}.route`) } : {}) });
    const out = spec(o as Json, base);
    if (Array.isArray((o as Json).then)) out.then = ((o as Json).then as Json[]).map((t, k) => (t && typeof t === 'object' ? spec(t, `${base}.then[${k}]`) : t));
    return out;
  });
  if (problems.length) return { ok: false, problems };
  return { ok: true, raw: { ...r, command: { ...(r.command as Json), orders: fixed } } };
}

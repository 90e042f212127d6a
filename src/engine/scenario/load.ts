// Loading a scenario: JSON syntax, schema, then cross references. Every problem names the file,
// the JSON path and what is wrong; a scenario with any problem is refused whole.
import { scenarioSchema, type Scenario } from './schema';
import { buildMapIndex, type MapIndex } from '../board/mapIndex';
import { hexsideKey } from '../board/hexId';
import { resolveMapSheet } from './sheet';
import { resolveOrderPlaces } from './orderPlaces';
import { offMapProblem } from './window';
import { checkCommand } from '../modules/nlc/orders/scenarioCheck';
import { checkLeaderRatings } from '../modules/mop/core/leaderRatings';
import { checkHeights } from './terrainCheck';
import { checkMopField } from '../modules/mop/field/scenario';
import { checkMop } from '../modules/mop/scenarioCheck';
import { foldSupplySources } from '../modules/mop/supplySources';

export interface ScenarioProblem {
  file: string;
  path: string;
  problem: string;
}

export type ScenarioLoad = { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[]; message: string };

export interface LoadOptions {
  /** Compiled map sheets by id, for a scenario whose map is `{ "sheet": id }` (scenario/sheet.ts). */
  sheets?: Readonly<Record<string, unknown>>;
}

export function jsonPath(path: readonly PropertyKey[]): string {
  let out = '$';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `.${String(p)}`;
  return out;
}

function refuse(file: string, problems: Omit<ScenarioProblem, 'file'>[]): ScenarioLoad {
  const full = problems.map((p) => ({ file, ...p }));
  const message = full.map((p) => `${p.file}: ${p.path}: ${p.problem}`).join('\n');
  return { ok: false, problems: full, message };
}

export function parseScenarioText(text: string, file: string, options: LoadOptions = {}): ScenarioLoad {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return refuse(file, [{ path: '$', problem: `not valid JSON (${(e as Error).message})` }]);
  }
  return loadScenario(raw, file, options);
}

export function loadScenario(raw: unknown, file: string, options: LoadOptions = {}): ScenarioLoad {
  const sheet = resolveMapSheet(raw, options.sheets);
  if (!sheet.ok) return refuse(file, [{ path: sheet.path, problem: sheet.problem }]);
  // at-start orders may name places (orderPlaces.ts): resolved on the map, an unknown name refused
  const named = resolveOrderPlaces(sheet.raw, sheet.outside);
  if (!named.ok) return refuse(file, named.problems);
  // parsed once per file without zod's compiled fast path, whose compiling (new Function) costs more
  // than it saves on a single parse, and falls on the way to the first frame (issue 8)
  const parsed = scenarioSchema.safeParse(named.raw, { jitless: true });
  if (!parsed.success) {
    return refuse(
      file,
      parsed.error.issues.map((i) => ({ path: jsonPath(i.path), problem: i.message })),
    );
  }
  const s = parsed.data;
  // one map index for every check (and, remembered per map object, for the game's context)
  const map = buildMapIndex(s.map);
  const problems = crossCheck(s, map);
  if (!problems.length) problems.push(...checkCommand(s, map));
  if (!problems.length) problems.push(...checkLeaderRatings(s));
  if (!problems.length) problems.push(...checkMopField(s, map));
  if (!problems.length) problems.push(...checkMop(s));
  if (problems.length) return refuse(file, problems);
  return { ok: true, scenario: foldSupplySources(s) };
}

function crossCheck(s: Scenario, map: MapIndex): Omit<ScenarioProblem, 'file'>[] {
  const out: Omit<ScenarioProblem, 'file'>[] = [];
  const sides = new Set(s.sides.map((x) => x.id));
  const formations = new Set(s.formations.map((f) => f.id));
  const leaders = new Set(s.leaders.map((l) => l.id));
  const seen = new Set<string>();
  const onMap = (hex: string | null | undefined, path: string) => {
    if (hex && !map.has(hex)) out.push({ path, problem: offMapProblem(s.map, hex) });
  };
  const side = (id: string, path: string) => {
    if (!sides.has(id)) out.push({ path, problem: `unknown side "${id}" (sides are ${[...sides].join(', ')})` });
  };
  const unique = (id: string, path: string) => {
    if (seen.has(id)) out.push({ path, problem: `duplicate id "${id}"` });
    seen.add(id);
  };
  side(s.firstSide, '$.firstSide');
  s.map.hexes.forEach((h, i) => {
    onMap(h.id, `$.map.hexes[${i}].id`);
    if (h.entry) side(h.entry, `$.map.hexes[${i}].entry`);
    if (h.supply) side(h.supply, `$.map.hexes[${i}].supply`);
  });
  s.map.hexsides.forEach((h, i) => {
    onMap(h.a, `$.map.hexsides[${i}].a`);
    onMap(h.b, `$.map.hexsides[${i}].b`);
    if (map.has(h.a) && map.has(h.b) && !map.hexes[h.a].neighbours.includes(h.b)) {
      out.push({ path: `$.map.hexsides[${i}]`, problem: `hexes ${h.a} and ${h.b} are not adjacent` });
    }
    if (h.high && h.high !== h.a && h.high !== h.b) {
      out.push({ path: `$.map.hexsides[${i}].high`, problem: `high side ${h.high} must be ${h.a} or ${h.b}` });
    }
    if (h.features.includes('slope') && !h.high) {
      out.push({ path: `$.map.hexsides[${i}].high`, problem: 'a slope needs its high side' });
    }
  });
  s.map.roads.forEach((r, i) => {
    r.path.forEach((h, j) => {
      onMap(h, `$.map.roads[${i}].path[${j}]`);
      if (j > 0 && map.has(h) && map.has(r.path[j - 1]) && !map.hexes[h].neighbours.includes(r.path[j - 1])) {
        out.push({ path: `$.map.roads[${i}].path[${j}]`, problem: `${r.path[j - 1]} to ${h} is not a step to an adjacent hex` });
      }
    });
  });
  s.formations.forEach((f, i) => {
    unique(f.id, `$.formations[${i}].id`);
    side(f.side, `$.formations[${i}].side`);
    if (f.leader && !leaders.has(f.leader)) out.push({ path: `$.formations[${i}].leader`, problem: `unknown leader "${f.leader}"` });
  });
  s.units.forEach((u, i) => {
    const p = `$.units[${i}]`;
    unique(u.id, `${p}.id`);
    side(u.side, `${p}.side`);
    onMap(u.hex, `${p}.hex`);
    if (!formations.has(u.formation)) out.push({ path: `${p}.formation`, problem: `unknown formation "${u.formation}"` });
    if (!u.hex && !u.arrives) out.push({ path: `${p}.hex`, problem: 'a unit needs a hex or an arrival (arrives)' });
    if (u.arrives) onMap(u.arrives.hex, `${p}.arrives.hex`);
    if (u.strength[1] !== null && u.strength[1] > u.strength[0]) {
      out.push({ path: `${p}.strength`, problem: 'the back (reduced) strength cannot exceed the front' });
    }
  });
  s.leaders.forEach((l, i) => {
    const p = `$.leaders[${i}]`;
    unique(l.id, `${p}.id`);
    side(l.side, `${p}.side`);
    onMap(l.hex, `${p}.hex`);
    if (l.formation && !formations.has(l.formation)) out.push({ path: `${p}.formation`, problem: `unknown formation "${l.formation}"` });
    if (!l.hex && !l.arrives) out.push({ path: `${p}.hex`, problem: 'a leader needs a hex or an arrival (arrives)' });
    if (l.arrives) onMap(l.arrives.hex, `${p}.arrives.hex`);
  });
  s.hqs.forEach((h, i) => {
    const p = `$.hqs[${i}]`;
    unique(h.id, `${p}.id`);
    side(h.side, `${p}.side`);
    onMap(h.hex, `${p}.hex`);
    if (!leaders.has(h.leader)) out.push({ path: `${p}.leader`, problem: `unknown leader "${h.leader}"` });
  });
  s.formations.forEach((f, i) => {
    if (f.commander && !leaders.has(f.commander)) out.push({ path: `$.formations[${i}].commander`, problem: `unknown leader "${f.commander}"` });
  });
  s.objectives.forEach((o, i) => {
    onMap(o.hex, `$.objectives[${i}].hex`);
    if (o.owner) side(o.owner, `$.objectives[${i}].owner`);
  });
  s.turns.night.forEach((t, i) => {
    if (t > s.turns.count) out.push({ path: `$.turns.night[${i}]`, problem: `turn ${t} is after the last turn ${s.turns.count}` });
  });
  // NLC 8.3: elevations and crests the line of sight can use
  out.push(...checkHeights(s, map));
  // a hexside listed twice with different high sides is ambiguous
  const highs: Record<string, string> = {};
  s.map.hexsides.forEach((h, i) => {
    if (!h.high) return;
    const k = hexsideKey(h.a, h.b);
    if (highs[k] && highs[k] !== h.high) out.push({ path: `$.map.hexsides[${i}].high`, problem: `hexside ${k} has two different high sides` });
    highs[k] = h.high;
  });
  return out;
}

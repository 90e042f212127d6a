// The map compiler: a parsed source (source.ts) becomes a map sheet (the `map` part of a scenario,
// with its places and provenance), after checks that refuse a broken source with the line and the
// problem. Pure: the CLI (../mapc.ts) reads and writes the files.
import { mapSchema, type Scenario, type HexTerrain, type HexsideFeature } from '../../engine/scenario/schema';
import { hexsideKey } from '../../engine/board/hexId';
import { sheetGeometry, type SheetGeometry, type XY } from './geometry';
import { parseMapSource, TERRAIN_LETTERS, type MapProblem, type MapSource, type Point, type SourceRoute, type SourceSideLine } from './source';

export interface SheetPlace {
  name: string;
  kind: string;
  hex: string;
}

/** A compiled sheet: what scenarios/maps/<sheet>.map.json holds. */
export interface MapSheet {
  format: 'aigle-map-sheet';
  sheet: string;
  name: string;
  /** Metres across a hex. */
  scale: number;
  origin: { lat: number; lon: number };
  projection: string;
  /** The source file it was compiled from. */
  source: string;
  notes: string[];
  places: SheetPlace[];
  /** Names of the waterways, crests and routes, for the preview and for scenario text. */
  lines: { kind: 'river' | 'stream' | 'crest' | 'road' | 'trail' | 'bridge' | 'ford'; name: string; hexsides?: string[]; path?: string[] }[];
  map: Scenario['map'];
}

export type CompileResult = { ok: true; sheet: MapSheet; geometry: SheetGeometry } | { ok: false; problems: MapProblem[] };

export const PROJECTION =
  'equirectangular on a sphere of 6371 km, north up, standard parallel at the origin; the origin is the centre of hex 0101';

const TERRAIN_LEGEND = Object.entries(TERRAIN_LETTERS)
  .map(([l, t]) => `${l} ${t}`)
  .join(', ');

/** Parses and compiles the text of one source file. */
export function compileMapText(text: string, file: string): CompileResult {
  const parsed = parseMapSource(text, file);
  if (!parsed.ok) return parsed;
  return compileMapSource(parsed.source);
}

export function compileMapSource(src: MapSource): CompileResult {
  const problems: MapProblem[] = [];
  const bad = (line: number, problem: string) => problems.push({ file: src.file, line, problem });
  const g = sheetGeometry(src);
  const onMap = (id: string) => g.index.has(id);
  const describe = (p: Point) => (p.kind === 'latlon' ? `(${p.lat}, ${p.lon})` : p.kind === 'hex' ? p.id : `[${p.name}]`);
  const offMapText = (p: XY) => {
    const { col, row } = g.colRowAt(p);
    return `off the ${src.columns}x${src.rows} map (it would be column ${col}, row ${row})`;
  };

  // terrain and elevation grids
  const terrain: Record<string, HexTerrain> = {};
  const elevation: Record<string, number> = {};
  const grid = (name: 'terrain' | 'elevation', rows: { line: number; text: string }[], cell: (ch: string, id: string) => string | null) => {
    if (rows.length !== src.rows) {
      bad(rows.length ? rows[rows.length - 1].line : 0, `the ${name} grid has ${rows.length} rows; the map has ${src.rows}`);
    }
    rows.forEach((r, i) => {
      if (r.text.length !== src.columns) bad(r.line, `${name} row ${i + 1} has ${r.text.length} columns; the map has ${src.columns}`);
      for (let c = 0; c < Math.min(r.text.length, src.columns); c++) {
        const err = cell(r.text[c], String(c + 1).padStart(2, '0') + String(i + 1).padStart(2, '0'));
        if (err) bad(r.line, `column ${c + 1}: ${err}`);
      }
    });
  };
  grid('terrain', src.terrain, (ch, id) => {
    const t = (TERRAIN_LETTERS as Record<string, HexTerrain>)[ch];
    if (!t) return `unknown terrain letter "${ch}" (legend: ${TERRAIN_LEGEND})`;
    terrain[id] = t;
    return null;
  });
  if (src.elevation.length) {
    grid('elevation', src.elevation, (ch, id) => {
      if (!/^\d$/.test(ch)) return `elevation "${ch}" is not a digit 0-9`;
      elevation[id] = Number(ch);
      return null;
    });
  }
  const elev = (id: string) => elevation[id] ?? 0;

  // places
  const places: (SheetPlace & { line: number })[] = [];
  const placeByName = new Map<string, SheetPlace & { line: number }>();
  const placeByHex = new Map<string, SheetPlace & { line: number }>();
  for (const p of src.places) {
    let hex: string | null = null;
    if (p.at.kind === 'hex') {
      if (!onMap(p.at.id)) bad(p.line, `${p.name}: hex ${p.at.id} is not on the ${src.columns}x${src.rows} map`);
      else hex = p.at.id;
    } else if (p.at.kind === 'latlon') {
      const xy = g.project(p.at.lat, p.at.lon);
      hex = g.hexAt(xy);
      if (!hex) bad(p.line, `${p.name} at ${describe(p.at)} is ${offMapText(xy)}`);
    } else bad(p.line, `${p.name}: a place is located by (lat, lon) or a hex id`);
    const dup = placeByName.get(p.name);
    if (dup) {
      bad(p.line, `duplicate place "${p.name}" (also on line ${dup.line})`);
      continue;
    }
    if (!hex) continue;
    const same = placeByHex.get(hex);
    if (same) {
      bad(p.line, `${p.name} falls in hex ${hex}, already named ${same.name} (line ${same.line}): move one of them`);
      continue;
    }
    if (p.kind === 'town' || p.kind === 'village' || p.kind === 'chateau') {
      if (terrain[hex] && terrain[hex] !== p.kind) {
        bad(p.line, `${p.name} is a ${p.kind} in hex ${hex}, but the terrain grid has ${terrain[hex]} there`);
      }
    }
    const place = { name: p.name, kind: p.kind, hex, line: p.line };
    places.push(place);
    placeByName.set(p.name, place);
    placeByHex.set(hex, place);
  }

  // hexside features
  const sides = new Map<string, { a: string; b: string; features: Set<HexsideFeature>; high?: string }>();
  const sideOf = (a: string, b: string) => {
    const k = hexsideKey(a, b);
    let s = sides.get(k);
    if (!s) {
      s = a < b ? { a, b, features: new Set() } : { a: b, b: a, features: new Set() };
      sides.set(k, s);
    }
    return s;
  };
  const lines: MapSheet['lines'] = [];
  const waterName = new Map<string, string>();
  const traceLine = (l: SourceSideLine, feature: 'river' | 'stream' | 'crest') => {
    const out: string[] = [];
    const add = (a: string, b: string, high?: string) => {
      const s = sideOf(a, b);
      if (feature !== 'crest') {
        const other = feature === 'river' ? 'stream' : 'river';
        if (s.features.has(other)) bad(l.line, `${l.name}: hexside ${a}/${b} is already a ${other} (${waterName.get(hexsideKey(a, b))})`);
        waterName.set(hexsideKey(a, b), l.name);
      }
      s.features.add(feature);
      if (high) {
        const low = high === a ? b : a;
        if (elev(high) < elev(low)) {
          bad(l.line, `${l.name}: the crest's high side ${high} (elevation ${elev(high)}) is lower than ${low} (elevation ${elev(low)})`);
        } else if (s.high && s.high !== high) {
          bad(l.line, `${l.name}: hexside ${a}/${b} already has its high side in ${s.high}`);
        } else s.high = high;
      }
      out.push(hexsideKey(a, b));
    };
    if (l.sides.length) {
      for (const [a, b] of l.sides) {
        if (!onMap(a) || !onMap(b)) bad(l.line, `${l.name}: hexside ${a}/${b} is not on the map`);
        else if (!g.index.hexes[a].neighbours.includes(b)) bad(l.line, `${l.name}: ${a} and ${b} are not adjacent, so ${a}/${b} is no hexside`);
        else add(a, b);
      }
    } else {
      const pts: XY[] = [];
      for (const p of l.points) {
        const xy = p.kind === 'latlon' ? g.project(p.lat, p.lon) : p.kind === 'hex' && onMap(p.id) ? g.centre(p.id) : null;
        if (!xy) {
          bad(l.line, `${l.name}: ${describe(p)} is not on the map`);
          return;
        }
        pts.push(xy);
      }
      const traced = g.traceSides(pts);
      if (!traced.length) bad(l.line, `${l.name}: its points all fall on one hex corner; draw it longer`);
      for (const t of traced) {
        const left = g.leftOf(t);
        add(t.a, t.b, feature === 'crest' ? (l.high === 'left' ? left : left === t.a ? t.b : t.a) : undefined);
      }
    }
    lines.push({ kind: feature, name: l.name, hexsides: out });
  };
  src.rivers.forEach((l) => traceLine(l, 'river'));
  src.streams.forEach((l) => traceLine(l, 'stream'));
  src.crests.forEach((l) => traceLine(l, 'crest'));

  // slopes: every step of the elevation grid, the high side being the higher hex
  if (src.elevation.length) {
    for (const id of g.index.ids) {
      for (const n of g.index.hexes[id].neighbours) {
        if (id < n && elev(id) !== elev(n)) {
          const s = sideOf(id, n);
          const high = elev(id) > elev(n) ? id : n;
          s.features.add('slope');
          if (s.high && s.high !== high) {
            const crest = lines.find((l) => l.kind === 'crest' && l.hexsides?.includes(hexsideKey(id, n)));
            bad(0, `hexside ${id}/${n}: the crest ${crest?.name ?? ''} is high on ${s.high}, the elevation grid on ${high}`);
          }
          s.high = high;
        }
      }
    }
  }

  // roads and trails
  const resolve = (p: Point, line: number, what: string): string | null => {
    if (p.kind === 'hex') {
      if (!onMap(p.id)) {
        bad(line, `${what}: hex ${p.id} is not on the ${src.columns}x${src.rows} map`);
        return null;
      }
      return p.id;
    }
    if (p.kind === 'place') {
      const pl = placeByName.get(p.name);
      if (!pl) bad(line, `${what}: no place named [${p.name}] under [places]`);
      return pl?.hex ?? null;
    }
    const xy = g.project(p.lat, p.lon);
    const h = g.hexAt(xy);
    if (!h) bad(line, `${what}: ${describe(p)} is ${offMapText(xy)}`);
    return h;
  };
  const routes: { r: SourceRoute; kind: 'road' | 'trail'; path: string[] }[] = [];
  const buildRoute = (r: SourceRoute, kind: 'road' | 'trail') => {
    const what = `${kind} "${r.name}"`;
    const hexes = r.points.map((p) => resolve(p, r.line, what));
    if (hexes.some((h) => !h)) return;
    const path: string[] = [hexes[0]!];
    for (let i = 1; i < hexes.length; i++) {
      const from = path[path.length - 1];
      const to = hexes[i]!;
      if (to === from) continue;
      if (r.joins[i - 1] === 'step') {
        if (!g.index.hexes[from].neighbours.includes(to)) {
          bad(r.line, `${what} jumps from ${from} to ${to}, which are not adjacent (join distant waypoints with ~)`);
          return;
        }
        path.push(to);
      } else {
        for (const h of g.index.lineBetween(from, to).slice(1)) path.push(h);
      }
    }
    if (path.length < 2) {
      bad(r.line, `${what} has all its waypoints in one hex (${path[0]})`);
      return;
    }
    routes.push({ r, kind, path });
  };
  src.roads.forEach((r) => buildRoute(r, 'road'));
  src.trails.forEach((r) => buildRoute(r, 'trail'));
  const routeHexes = new Map<string, number>();
  routes.forEach((x, i) => x.path.forEach((h) => routeHexes.set(h, (routeHexes.get(h) ?? 0) | (1 << Math.min(i, 30)))));
  const onEdge = (id: string) => {
    const h = g.index.hexes[id];
    return h.col === 1 || h.row === 1 || h.col === src.columns || h.row === src.rows;
  };
  // every road and trail leads somewhere: each end at a place, the map edge, or another road or trail
  routes.forEach((x) => {
    for (const end of [x.path[0], x.path[x.path.length - 1]]) {
      const others = routes.some((y) => y !== x && y.path.includes(end));
      if (!others && !placeByHex.has(end) && !onEdge(end)) {
        bad(x.r.line, `${x.kind} "${x.r.name}" ends at ${end}, which is not a place, the map edge or another road or trail: it is not connected`);
      }
    }
  });

  // bridges and fords
  const crossings = new Map<string, { name: string; line: number }>();
  const waterCrossings: { a: string; b: string; at: XY }[] = [];
  for (const x of routes) {
    for (let i = 1; i < x.path.length; i++) {
      const s = sides.get(hexsideKey(x.path[i - 1], x.path[i]));
      if (s && (s.features.has('river') || s.features.has('stream'))) {
        const ca = g.centre(x.path[i - 1]);
        const cb = g.centre(x.path[i]);
        waterCrossings.push({ a: x.path[i - 1], b: x.path[i], at: { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 } });
      }
    }
  }
  const placeCrossing = (c: { name: string; line: number; side?: [string, string]; near?: Point }, feature: 'bridge' | 'ford') => {
    let a: string;
    let b: string;
    if (c.side) {
      [a, b] = c.side;
      if (!onMap(a) || !onMap(b)) return bad(c.line, `${feature} ${c.name}: hexside ${a}/${b} is not on the map`);
      if (!g.index.hexes[a].neighbours.includes(b)) return bad(c.line, `${feature} ${c.name}: ${a} and ${b} are not adjacent, so ${a}/${b} is no hexside`);
    } else {
      const p = c.near!;
      let xy: XY | null = null;
      if (p.kind === 'latlon') xy = g.project(p.lat, p.lon);
      else {
        const h = resolve(p, c.line, `${feature} ${c.name}`);
        if (!h) return;
        xy = g.centre(h);
      }
      let best: (typeof waterCrossings)[number] | null = null;
      let bd = Infinity;
      for (const w of waterCrossings) {
        const d = Math.hypot(w.at.x - xy.x, w.at.y - xy.y);
        if (d < bd) {
          bd = d;
          best = w;
        }
      }
      const reach = 3 * Math.sqrt(3) * g.radius;
      if (!best || bd > reach) return bad(c.line, `${feature} ${c.name}: no road or trail crosses a river or stream within 3 hexes of ${describe(p)}`);
      a = best.a;
      b = best.b;
    }
    const k = hexsideKey(a, b);
    const s = sides.get(k);
    if (!s || !(s.features.has('river') || s.features.has('stream'))) {
      return bad(c.line, `${feature} ${c.name} at ${a}/${b} is not on a river or stream hexside`);
    }
    const prev = crossings.get(k);
    if (prev) return bad(c.line, `${feature} ${c.name} at ${a}/${b}: that hexside already has ${prev.name} (line ${prev.line})`);
    crossings.set(k, c);
    s.features.add(feature);
    lines.push({ kind: feature, name: c.name, hexsides: [k] });
  };
  src.bridges.forEach((c) => placeCrossing(c, 'bridge'));
  src.fords.forEach((c) => placeCrossing(c, 'ford'));
  // a road or trail may cross a river only at a bridge or ford
  for (const x of routes) {
    for (let i = 1; i < x.path.length; i++) {
      const s = sides.get(hexsideKey(x.path[i - 1], x.path[i]));
      if (s?.features.has('river') && !s.features.has('bridge') && !s.features.has('ford')) {
        bad(
          x.r.line,
          `${x.kind} "${x.r.name}" crosses the river ${waterName.get(hexsideKey(x.path[i - 1], x.path[i]))} at ${x.path[i - 1]}/${x.path[i]} with no bridge or ford (add one under [bridges] or [fords])`,
        );
      }
    }
  }

  if (problems.length) return { ok: false, problems };

  // the map part of a scenario
  const hexes: Scenario['map']['hexes'] = [];
  for (const id of g.index.ids) {
    const t = terrain[id] ?? 'clear';
    const e = elev(id);
    const pl = placeByHex.get(id);
    if (t === 'clear' && e === 0 && !pl) continue;
    hexes.push({ id, ...(t !== 'clear' ? { terrain: t } : {}), ...(e ? { elevation: e } : {}), ...(pl ? { name: pl.name } : {}) });
  }
  const hexsides: Scenario['map']['hexsides'] = [...sides.values()]
    .filter((s) => s.features.size)
    .sort((x, y) => (x.a + x.b < y.a + y.b ? -1 : 1))
    .map((s) => ({ a: s.a, b: s.b, features: [...s.features].sort(), ...(s.high ? { high: s.high } : {}) }));
  const map = mapSchema.parse({
    columns: src.columns,
    rows: src.rows,
    orientation: src.orientation,
    shifted: src.shifted,
    defaultTerrain: 'clear',
    hexes,
    hexsides,
    roads: routes.map((x) => ({ kind: x.kind, path: x.path })),
  });
  for (const x of routes) lines.push({ kind: x.kind, name: x.r.name, path: x.path });
  const sheet: MapSheet = {
    format: 'aigle-map-sheet',
    sheet: src.sheet,
    name: src.name,
    scale: src.scale,
    origin: src.origin,
    projection: PROJECTION,
    source: src.file,
    notes: src.notes,
    places: places.map(({ name, kind, hex }) => ({ name, kind, hex })),
    lines,
    map,
  };
  return { ok: true, sheet, geometry: g };
}

/**
 * The sheet as JSON text for the repository: one line per hex, hexside, road, place and line, so a
 * change to the source shows in a review as a few changed lines.
 */
export function formatSheet(sheet: MapSheet): string {
  const j = (v: unknown) => JSON.stringify(v);
  const list = (items: unknown[], indent: string) => (items.length ? `[\n${items.map((x) => indent + '  ' + j(x)).join(',\n')}\n${indent}]` : '[]');
  const { map, places, lines, ...head } = sheet;
  const { hexes, hexsides, roads, ...mapHead } = map;
  const out: string[] = [];
  for (const [k, v] of Object.entries(head)) out.push(`  ${j(k)}: ${j(v)}`);
  out.push(`  "places": ${list(places, '  ')}`);
  out.push(`  "lines": ${list(lines, '  ')}`);
  const m: string[] = [];
  for (const [k, v] of Object.entries(mapHead)) m.push(`    ${j(k)}: ${j(v)}`);
  m.push(`    "hexes": ${list(hexes, '    ')}`);
  m.push(`    "hexsides": ${list(hexsides, '    ')}`);
  m.push(`    "roads": ${list(roads, '    ')}`);
  out.push(`  "map": {\n${m.join(',\n')}\n  }`);
  return `{\n${out.join(',\n')}\n}\n`;
}

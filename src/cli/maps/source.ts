// The map source form (scenarios/maps/<sheet>.map.txt): a text file a person can read and review.
// This module only parses it into a MapSource with the line of every item; compile.ts draws and
// checks it. The format is described in scenarios/maps/README.md.

/** A problem in a source file: which file, which line (1-based; 0 = the file as a whole), what. */
export interface MapProblem {
  file: string;
  line: number;
  problem: string;
}

export type Point = { kind: 'latlon'; lat: number; lon: number } | { kind: 'hex'; id: string } | { kind: 'place'; name: string };

/** A place: a village, town or chateau (these set the hex terrain, which the grid must agree with), or a farm or site (name only). */
export const PLACE_KINDS = ['town', 'village', 'chateau', 'farm', 'site'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Terrain letters of the character grid. */
export const TERRAIN_LETTERS = {
  '.': 'clear',
  T: 'town',
  V: 'village',
  C: 'chateau',
  w: 'woods',
  m: 'marsh',
} as const;
export type TerrainLetter = keyof typeof TERRAIN_LETTERS;

export interface SourcePlace {
  line: number;
  kind: PlaceKind;
  name: string;
  at: Point;
}

/** A line along hexsides (river, stream, crest), drawn through points. */
export interface SourceSideLine {
  line: number;
  name: string;
  points: Point[];
  /** Crests: which side of the line, as drawn from its first point to its last, is the high side. */
  high?: 'left' | 'right';
  /** Explicit hexsides ("0912/1012") instead of points. */
  sides: [string, string][];
}

/** A road or trail: waypoints; `joins[i]` tells how waypoint i+1 joins waypoint i: 'step' (adjacent hex) or 'line' (~, straight hex line). */
export interface SourceRoute {
  line: number;
  name: string;
  points: Point[];
  joins: ('step' | 'line')[];
}

/** A bridge or ford: an explicit hexside, or the road/trail crossing of a waterway nearest a point. */
export interface SourceCrossing {
  line: number;
  name: string;
  side?: [string, string];
  near?: Point;
}

export interface MapSource {
  file: string;
  sheet: string;
  name: string;
  /** Metres across a hex, flat side to flat side. */
  scale: number;
  columns: number;
  rows: number;
  orientation: 'flat' | 'pointy';
  shifted: 'odd' | 'even';
  /** Latitude and longitude of the centre of hex 0101. */
  origin: { lat: number; lon: number };
  notes: string[];
  /** One string per row, one letter per column, with the line of each row. */
  terrain: { line: number; text: string }[];
  elevation: { line: number; text: string }[];
  rivers: SourceSideLine[];
  streams: SourceSideLine[];
  crests: SourceSideLine[];
  roads: SourceRoute[];
  trails: SourceRoute[];
  bridges: SourceCrossing[];
  fords: SourceCrossing[];
  places: SourcePlace[];
}

export type ParseResult = { ok: true; source: MapSource } | { ok: false; problems: MapProblem[] };

const SECTIONS = ['terrain', 'elevation', 'rivers', 'streams', 'crests', 'roads', 'trails', 'bridges', 'fords', 'places'] as const;
type Section = (typeof SECTIONS)[number];

const HEX = /^\d{4}$/;
const LATLON = /^\(\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)$/;

/** Strips a comment: '#' to the end of the line. */
function stripComment(s: string): string {
  const i = s.indexOf('#');
  return (i < 0 ? s : s.slice(0, i)).replace(/\s+$/, '');
}

/** Splits "a (1, 2) [Le Tremblay] ~ 0913" into tokens, keeping parentheses and brackets whole. */
export function tokenize(s: string): string[] | string {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      const j = s.indexOf(close, i);
      if (j < 0) return `"${c}" without its "${close}"`;
      out.push(s.slice(i, j + 1));
      i = j + 1;
    } else if (c === '~') {
      out.push('~');
      i++;
    } else {
      let j = i;
      while (j < s.length && !/[\s(\[~]/.test(s[j])) j++;
      out.push(s.slice(i, j));
      i = j;
    }
  }
  return out;
}

export function parsePoint(tok: string): Point | string {
  if (HEX.test(tok)) return { kind: 'hex', id: tok };
  const m = LATLON.exec(tok);
  if (m) {
    const lat = Number(m[1]);
    const lon = Number(m[2]);
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return `${tok} is not a latitude and longitude`;
    return { kind: 'latlon', lat, lon };
  }
  if (tok.startsWith('[') && tok.endsWith(']')) {
    const name = tok.slice(1, -1).trim();
    if (!name) return 'an empty place name []';
    return { kind: 'place', name };
  }
  return `"${tok}" is not a hex id (CCRR), a (latitude, longitude) or a [place name]`;
}

function parseSide(tok: string): [string, string] | null {
  const m = /^(\d{4})\/(\d{4})$/.exec(tok);
  return m ? [m[1], m[2]] : null;
}

/** Parses the text of a source file; every problem names its line. */
export function parseMapSource(text: string, file: string): ParseResult {
  const problems: MapProblem[] = [];
  const bad = (line: number, problem: string) => problems.push({ file, line, problem });
  const header: Record<string, { value: string; line: number }> = {};
  const notes: string[] = [];
  const src: Omit<MapSource, 'file' | 'sheet' | 'name' | 'scale' | 'columns' | 'rows' | 'orientation' | 'shifted' | 'origin' | 'notes'> = {
    terrain: [],
    elevation: [],
    rivers: [],
    streams: [],
    crests: [],
    roads: [],
    trails: [],
    bridges: [],
    fords: [],
    places: [],
  };
  let section: Section | null = null;
  // an item may go on over indented continuation lines
  const items: { section: Section; line: number; text: string }[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const sect = /^\[([a-z]+)\]\s*(#.*)?$/.exec(raw.trim());
    if (sect) {
      if (!(SECTIONS as readonly string[]).includes(sect[1])) {
        bad(n, `unknown section [${sect[1]}] (sections: ${SECTIONS.map((s) => `[${s}]`).join(' ')})`);
        section = null;
      } else section = sect[1] as Section;
      return;
    }
    const body = stripComment(raw);
    if (!body.trim()) return;
    if (section === null) {
      // header: "key value"; "note" lines add to the notes
      const m = /^([a-z-]+)\s+(.*)$/.exec(body.trim());
      if (!m) return bad(n, `expected "key value" in the header, found "${body.trim()}"`);
      if (m[1] === 'note') notes.push(m[2].trim());
      else if (header[m[1]]) bad(n, `"${m[1]}" is given twice (first on line ${header[m[1]].line})`);
      else header[m[1]] = { value: m[2].trim(), line: n };
      return;
    }
    if (section === 'terrain' || section === 'elevation') {
      const m = /^\s*(\d+)\s+(\S+)\s*$/.exec(body);
      if (!m) return bad(n, `a ${section} row is "RR letters", e.g. "01 ..ww..", found "${body.trim()}"`);
      const rows = section === 'terrain' ? src.terrain : src.elevation;
      if (Number(m[1]) !== rows.length + 1) return bad(n, `${section} row ${m[1]} where row ${rows.length + 1} was expected`);
      rows.push({ line: n, text: m[2] });
      return;
    }
    if (/^\s/.test(body) && items.length && items[items.length - 1].section === section) {
      items[items.length - 1].text += ' ' + body.trim();
      return;
    }
    items.push({ section, line: n, text: body.trim() });
  });

  for (const it of items) {
    if (it.section === 'places') {
      const m = /^([a-z]+)\s+(.+?)\s+(\(\s*[-\d.]+\s*,\s*[-\d.]+\s*\)|\d{4})$/.exec(it.text);
      if (!m) {
        bad(it.line, `a place is "kind Name (lat, lon)" or "kind Name CCRR", found "${it.text}"`);
        continue;
      }
      if (!(PLACE_KINDS as readonly string[]).includes(m[1])) {
        bad(it.line, `unknown kind of place "${m[1]}" (kinds: ${PLACE_KINDS.join(', ')})`);
        continue;
      }
      const at = parsePoint(m[3]);
      if (typeof at === 'string') {
        bad(it.line, at);
        continue;
      }
      src.places.push({ line: it.line, kind: m[1] as PlaceKind, name: m[2], at });
      continue;
    }
    const colon = it.text.indexOf(':');
    if (colon < 1) {
      bad(it.line, `an item is "Name: ...", found "${it.text}"`);
      continue;
    }
    let name = it.text.slice(0, colon).trim();
    const rest = it.text.slice(colon + 1).trim();
    const toks = tokenize(rest);
    if (typeof toks === 'string') {
      bad(it.line, toks);
      continue;
    }
    if (it.section === 'bridges' || it.section === 'fords') {
      const list = it.section === 'bridges' ? src.bridges : src.fords;
      const side = toks.length === 1 ? parseSide(toks[0]) : null;
      if (side) list.push({ line: it.line, name, side });
      else if (toks.length === 2 && toks[0] === 'near') {
        const p = parsePoint(toks[1]);
        if (typeof p === 'string') bad(it.line, p);
        else list.push({ line: it.line, name, near: p });
      } else bad(it.line, `a ${it.section === 'bridges' ? 'bridge' : 'ford'} is "Name: CCRR/CCRR" or "Name: near [Place]" or "Name: near (lat, lon)"`);
      continue;
    }
    if (it.section === 'roads' || it.section === 'trails') {
      const points: Point[] = [];
      const joins: ('step' | 'line')[] = [];
      let pendingLine = false;
      let ok = true;
      for (const t of toks) {
        if (t === '~') {
          if (!points.length || pendingLine) {
            bad(it.line, '"~" must stand between two waypoints');
            ok = false;
            break;
          }
          pendingLine = true;
          continue;
        }
        const p = parsePoint(t);
        if (typeof p === 'string') {
          bad(it.line, p);
          ok = false;
          break;
        }
        if (points.length) joins.push(pendingLine ? 'line' : 'step');
        pendingLine = false;
        points.push(p);
      }
      if (!ok) continue;
      if (pendingLine) {
        bad(it.line, '"~" must stand between two waypoints');
        continue;
      }
      if (points.length < 2) {
        bad(it.line, `the ${it.section === 'roads' ? 'road' : 'trail'} "${name}" needs at least two waypoints`);
        continue;
      }
      (it.section === 'roads' ? src.roads : src.trails).push({ line: it.line, name, points, joins });
      continue;
    }
    // rivers, streams, crests
    let high: 'left' | 'right' | undefined;
    const hm = /^(.*?)\s*\(high (left|right)\)$/.exec(name);
    if (hm) {
      name = hm[1];
      high = hm[2] as 'left' | 'right';
    }
    if (it.section === 'crests' && !high) {
      bad(it.line, `a crest needs its high side: "Name (high left): ..." or "(high right)", seen from its first point towards its last`);
      continue;
    }
    if (it.section !== 'crests' && high) {
      bad(it.line, `only crests have a high side`);
      continue;
    }
    const points: Point[] = [];
    const sides: [string, string][] = [];
    let ok = true;
    for (const t of toks) {
      const s = parseSide(t);
      if (s) {
        sides.push(s);
        continue;
      }
      const p = parsePoint(t);
      if (typeof p === 'string' || p.kind === 'place') {
        bad(it.line, typeof p === 'string' ? p : `a ${it.section.slice(0, -1)} runs along hexsides: give (lat, lon) points or CCRR/CCRR hexsides, not a place`);
        ok = false;
        break;
      }
      points.push(p);
    }
    if (!ok) continue;
    if (points.length && sides.length) {
      bad(it.line, 'give either points or CCRR/CCRR hexsides, not both');
      continue;
    }
    if (points.length === 1 || (!points.length && !sides.length)) {
      bad(it.line, `"${name}" needs at least two points or one hexside`);
      continue;
    }
    if (high && sides.length) {
      bad(it.line, 'a crest given by hexsides cannot say "high left/right": draw it through points');
      continue;
    }
    const list = it.section === 'rivers' ? src.rivers : it.section === 'streams' ? src.streams : src.crests;
    list.push({ line: it.line, name, points, sides, ...(high ? { high } : {}) });
  }

  // header
  const need = (key: string): { value: string; line: number } | null => {
    const h = header[key];
    if (!h) bad(0, `the header has no "${key}" line`);
    return h ?? null;
  };
  const known = new Set(['sheet', 'name', 'scale', 'size', 'orientation', 'shifted', 'origin']);
  for (const [k, v] of Object.entries(header)) if (!known.has(k)) bad(v.line, `unknown header key "${k}" (keys: ${[...known].join(', ')}, note)`);
  const sheet = need('sheet');
  const nameH = need('name');
  const scale = need('scale');
  const size = need('size');
  const orientation = need('orientation');
  const shifted = need('shifted');
  const origin = need('origin');
  let out: MapSource | null = null;
  if (sheet && nameH && scale && size && orientation && shifted && origin) {
    if (!/^[a-z0-9-]+$/.test(sheet.value)) bad(sheet.line, 'a sheet id uses lower-case letters, digits and -');
    const sc = Number(scale.value.replace(/\s*m$/, ''));
    if (!(sc > 0)) bad(scale.line, `scale is metres across a hex, e.g. "450", found "${scale.value}"`);
    const sz = /^(\d+)\s+(\d+)$/.exec(size.value);
    const cols = sz ? Number(sz[1]) : 0;
    const rows = sz ? Number(sz[2]) : 0;
    if (!sz || cols < 2 || rows < 2 || cols > 99 || rows > 99) bad(size.line, `size is "columns rows", each 2 to 99 (hex ids are CCRR), found "${size.value}"`);
    if (orientation.value !== 'flat' && orientation.value !== 'pointy') bad(orientation.line, 'orientation is flat or pointy');
    if (shifted.value !== 'odd' && shifted.value !== 'even') bad(shifted.line, 'shifted is odd or even');
    const o = /^(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)$/.exec(origin.value);
    if (!o) bad(origin.line, `origin is "latitude longitude" of the centre of hex 0101, found "${origin.value}"`);
    out = {
      file,
      sheet: sheet.value,
      name: nameH.value,
      scale: sc,
      columns: cols,
      rows,
      orientation: orientation.value as 'flat' | 'pointy',
      shifted: shifted.value as 'odd' | 'even',
      origin: { lat: o ? Number(o[1]) : 0, lon: o ? Number(o[2]) : 0 },
      notes,
      ...src,
    };
  }
  if (problems.length || !out) return { ok: false, problems };
  return { ok: true, source: out };
}

// Map sheets: a scenario's map may be a reference to a compiled sheet (scenarios/maps/<sheet>.map.json,
// made by `npm run maps` from its readable source) instead of the map itself, so the battles, the
// mini-campaigns and the grand campaign of one theatre share one map. The loader swaps the reference
// for the sheet's map before validating the scenario; the caller supplies the sheets (the engine
// reads no files).
import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { mapSchema } from './schema';
import { cropToWindow, windowSchema } from './window';
import { parseHexId } from '../board/hexId';

/** `"map": { "sheet": "aube" }` in a scenario file, with the battle's window onto the sheet when it has one. */
export const mapRefSchema = lazySchema(() => z.strictObject({
  sheet: z.string().regex(/^[a-z0-9-]+$/, 'a sheet id uses lower-case letters, digits and -'),
  /** The battle's part of the sheet (scenario/window.ts); without it the scenario plays the whole sheet. */
  window: windowSchema.optional(),
}));

export const sheetPlaceSchema = lazySchema(() => z.strictObject({
  name: z.string().min(1),
  kind: z.enum(['town', 'village', 'chateau', 'farm', 'site']),
  hex: z.string().regex(/^\d{4}$/),
}));

/** A compiled sheet file. */
export const mapSheetSchema = lazySchema(() => z.strictObject({
  format: z.literal('aigle-map-sheet'),
  sheet: z.string().min(1),
  name: z.string().min(1),
  /** Metres across a hex. */
  scale: z.number().positive(),
  origin: z.strictObject({ lat: z.number(), lon: z.number() }),
  projection: z.string(),
  source: z.string(),
  notes: z.array(z.string()).default([]),
  places: z.array(sheetPlaceSchema).default([]),
  lines: z
    .array(
      z.strictObject({
        kind: z.enum(['river', 'stream', 'crest', 'road', 'trail', 'bridge', 'ford']),
        name: z.string(),
        hexsides: z.array(z.string()).optional(),
        path: z.array(z.string()).optional(),
      }),
    )
    .default([]),
  map: mapSchema,
}));

export type MapSheetFile = z.output<typeof mapSheetSchema>;

/** A battle's window onto its sheet and the sheet's places by name (to tell a place outside the window from an unknown one). */
export interface SheetWindow {
  sheet: string;
  window: z.output<typeof windowSchema>;
  places: Readonly<Record<string, string>>;
}

export type SheetResolution = { ok: true; raw: unknown; outside?: SheetWindow } | { ok: false; path: string; problem: string };

/**
 * When `raw.map` is a sheet reference, returns the scenario with the sheet's map in its place;
 * otherwise returns it unchanged. `sheets` maps a sheet id to its parsed sheet file.
 */
export function resolveMapSheet(raw: unknown, sheets: Readonly<Record<string, unknown>> = {}): SheetResolution {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: true, raw };
  const map = (raw as Record<string, unknown>).map;
  if (!map || typeof map !== 'object' || !('sheet' in map)) return { ok: true, raw };
  const ref = mapRefSchema.safeParse(map, { jitless: true });
  if (!ref.success) {
    const i = ref.error.issues[0];
    return { ok: false, path: '$.map' + (i.path.length ? '.' + i.path.join('.') : ''), problem: i.message };
  }
  const id = ref.data.sheet;
  const file = sheets[id];
  if (file === undefined) {
    const known = Object.keys(sheets);
    return { ok: false, path: '$.map.sheet', problem: `unknown map sheet "${id}"${known.length ? ` (sheets: ${known.sort().join(', ')})` : ''}` };
  }
  const sheet = mapSheetSchema.safeParse(file, { jitless: true });
  if (!sheet.success) {
    const i = sheet.error.issues[0];
    return { ok: false, path: '$.map.sheet', problem: `the map sheet "${id}" is broken at ${['$', ...i.path].join('.')}: ${i.message} (run npm run maps)` };
  }
  if (sheet.data.sheet !== id) {
    return { ok: false, path: '$.map.sheet', problem: `the file given for sheet "${id}" holds sheet "${sheet.data.sheet}"` };
  }
  const win = ref.data.window;
  if (!win) return { ok: true, raw: { ...(raw as Record<string, unknown>), map: sheet.data.map } };
  const to = parseHexId(win.to);
  if (to.col > sheet.data.map.columns || to.row > sheet.data.map.rows) {
    return { ok: false, path: '$.map.window.to', problem: `${win.to} is not on the ${sheet.data.map.columns}x${sheet.data.map.rows} sheet "${id}"` };
  }
  const places: Record<string, string> = {};
  for (const h of sheet.data.map.hexes) if (h.name && !(h.name in places)) places[h.name] = h.id;
  return { ok: true, raw: { ...(raw as Record<string, unknown>), map: cropToWindow(sheet.data.map, win) }, outside: { sheet: id, window: win, places } };
}

/** The sheet ids a raw scenario references (for callers that fetch sheets on demand). */
export function sheetOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const map = (raw as Record<string, unknown>).map;
  if (!map || typeof map !== 'object') return null;
  const s = (map as Record<string, unknown>).sheet;
  return typeof s === 'string' ? s : null;
}

// `npm run maps` also checks the scenarios that play on the sheets it compiles: each is loaded with the
// freshly compiled sheet, so a unit, objective, arrival or at-start order target outside the battle's
// window (or off a sheet that shrank) is refused before anything is written, with file, JSON path and reason.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseScenarioText, sheetOf } from '../../engine/index';
import type { MapSheet } from './compile';

export interface SheetUse {
  file: string;
  sheet: string;
  window: string;
}

/** Problems (`file: path: problem`) and, for the report, which scenario plays on which sheet and window. */
export function checkScenariosOnSheets(dir: string, root: string, sheets: MapSheet[]): { problems: string[]; uses: SheetUse[] } {
  const byId = Object.fromEntries(sheets.map((s) => [s.sheet, JSON.parse(JSON.stringify(s)) as unknown]));
  const problems: string[] = [];
  const uses: SheetUse[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const path = join(dir, f);
    const rel = relative(root, path);
    const text = readFileSync(path, 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      continue; // not a scenario this command reads; the loader reports it when played
    }
    const id = sheetOf(raw);
    if (!id || !(id in byId)) continue;
    const r = parseScenarioText(text, rel, { sheets: byId });
    if (!r.ok) problems.push(...r.problems.map((p) => `${p.file}: ${p.path}: ${p.problem}`));
    const w = (raw as { map: { window?: { from: string; to: string } } }).map.window;
    uses.push({ file: rel, sheet: id, window: w ? `${w.from}-${w.to}` : 'whole sheet' });
  }
  return { problems, uses };
}

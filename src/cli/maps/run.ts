// The work of `npm run maps`, callable from tests: compile every source, and write the sheets and
// previews only when every source compiles (a broken source leaves every file as it was).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { compileMapText, formatSheet, type MapSheet } from './compile';
import { previewSvg } from './preview';
import type { SheetGeometry } from './geometry';
import { checkScenariosOnSheets } from './scenarios';

export interface RunResult {
  code: 0 | 1;
  /** Lines for stdout and stderr. */
  out: string[];
  err: string[];
  /** Files written, sheet then preview for each source. */
  written: string[];
  /** Sheets compiled (also with check). */
  sheets: MapSheet[];
}

export interface RunOptions {
  /** Paths in messages are relative to this folder. */
  root: string;
  /** Only check: write nothing. */
  check?: boolean;
  /** The scenarios folder: scenarios on a compiled sheet are loaded with it (units, orders inside their window). */
  scenarioDir?: string;
}

export function runMaps(files: string[], opts: RunOptions): RunResult & { previews: { svg: string; file: string }[] } {
  const res: RunResult & { previews: { svg: string; file: string }[] } = { code: 0, out: [], err: [], written: [], sheets: [], previews: [] };
  const done: { file: string; sheet: MapSheet; geometry: SheetGeometry }[] = [];
  for (const file of files) {
    const rel = relative(opts.root, file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      res.err.push(`${rel}:0: cannot read the file`);
      continue;
    }
    const r = compileMapText(text, rel);
    if (!r.ok) {
      for (const p of r.problems) res.err.push(`${p.file}:${p.line}: ${p.problem}`);
      continue;
    }
    const expected = basename(file).replace(/\.map\.txt$/, '');
    if (r.sheet.sheet !== expected) {
      res.err.push(`${rel}:0: the sheet is called "${r.sheet.sheet}" but the file "${basename(file)}": name it ${r.sheet.sheet}.map.txt`);
      continue;
    }
    done.push({ file, sheet: r.sheet, geometry: r.geometry });
  }
  if (!files.length) res.err.push('no map sources (*.map.txt) given');
  if (!res.err.length && opts.scenarioDir) {
    const sc = checkScenariosOnSheets(opts.scenarioDir, opts.root, done.map((d) => d.sheet));
    res.err.push(...sc.problems);
    if (!sc.problems.length) for (const u of sc.uses) res.out.push(`${u.file}: ok on sheet ${u.sheet}, window ${u.window}`);
  }
  if (res.err.length) {
    res.err.push('nothing written: fix the sources above and run again');
    res.code = 1;
    return res;
  }
  for (const d of done) {
    res.sheets.push(d.sheet);
    const base = d.file.replace(/\.map\.txt$/, '');
    const hexes = d.sheet.map.columns * d.sheet.map.rows;
    const size = `${d.sheet.map.columns}x${d.sheet.map.rows} (${hexes} hexes), ${d.sheet.places.length} places, ${d.sheet.map.hexsides.length} hexsides, ${d.sheet.map.roads.length} roads and trails`;
    if (opts.check) {
      res.out.push(`${relative(opts.root, d.file)}: ok, ${size}`);
      continue;
    }
    writeFileSync(base + '.map.json', formatSheet(d.sheet));
    const svg = previewSvg(d.sheet, d.geometry);
    writeFileSync(base + '.preview.svg', svg);
    res.written.push(base + '.map.json', base + '.preview.svg');
    res.previews.push({ svg: base + '.preview.svg', file: base });
    res.out.push(`${relative(opts.root, base)}.map.json: ${size}; preview ${basename(base)}.preview.svg`);
  }
  return res;
}

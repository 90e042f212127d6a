// npm run maps [-- [--check] [--png] [file.map.txt ...]]
// Compiles the map sources scenarios/maps/<sheet>.map.txt into scenarios/maps/<sheet>.map.json (the
// map part that scenarios embed or reference by sheet) and a preview image <sheet>.preview.svg (and
// <sheet>.preview.png with --png, drawn by headless Chromium). A source with any problem is refused
// with its file, line and problem, and nothing at all is written. --check only checks.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { compileMapText, formatSheet, type MapSheet } from './maps/compile';
import { previewSvg } from './maps/preview';
import { MAPS_DIR } from './files';
import type { SheetGeometry } from './maps/geometry';

const ROOT = join(MAPS_DIR, '..', '..');

async function toPng(svgFile: string, pngFile: string, width: number, height: number): Promise<void> {
  const { chromium } = await import('playwright-core');
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    // an SVG document screenshots only inside a page
    await page.setContent(`<html><body style="margin:0">${readFileSync(svgFile, 'utf8')}</body></html>`);
    await page.screenshot({ path: pngFile });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const png = args.includes('--png');
  const named = args.filter((a) => !a.startsWith('--'));
  const files = named.length
    ? named
    : readdirSync(MAPS_DIR)
        .filter((f) => f.endsWith('.map.txt'))
        .sort()
        .map((f) => join(MAPS_DIR, f));
  if (!files.length) {
    console.error(`no map sources (*.map.txt) in ${MAPS_DIR}`);
    return 1;
  }
  const done: { file: string; sheet: MapSheet; geometry: SheetGeometry }[] = [];
  let failed = false;
  for (const file of files) {
    const rel = relative(ROOT, file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      console.error(`${rel}: cannot read the file`);
      failed = true;
      continue;
    }
    const r = compileMapText(text, rel);
    if (!r.ok) {
      for (const p of r.problems) console.error(`${p.file}:${p.line}: ${p.problem}`);
      failed = true;
      continue;
    }
    const expected = basename(file).replace(/\.map\.txt$/, '');
    if (r.sheet.sheet !== expected) {
      console.error(`${rel}:0: the sheet is called "${r.sheet.sheet}" but the file "${expected}.map.txt": name them alike`);
      failed = true;
      continue;
    }
    done.push({ file, sheet: r.sheet, geometry: r.geometry });
  }
  if (failed) {
    console.error('nothing written: fix the sources above and run again');
    return 1;
  }
  for (const d of done) {
    const base = d.file.replace(/\.map\.txt$/, '');
    const hexes = d.sheet.map.columns * d.sheet.map.rows;
    if (check) {
      console.log(`${relative(ROOT, d.file)}: ok (${d.sheet.map.columns}x${d.sheet.map.rows}, ${hexes} hexes, ${d.sheet.places.length} places)`);
      continue;
    }
    writeFileSync(base + '.map.json', formatSheet(d.sheet));
    const svg = previewSvg(d.sheet, d.geometry);
    writeFileSync(base + '.preview.svg', svg);
    if (png) {
      const m = /width="(\d+)" height="(\d+)"/.exec(svg)!;
      await toPng(base + '.preview.svg', base + '.preview.png', Number(m[1]), Number(m[2]));
    }
    console.log(
      `${relative(ROOT, base)}.map.json: ${d.sheet.map.columns}x${d.sheet.map.rows} (${hexes} hexes), ${d.sheet.places.length} places, ` +
        `${d.sheet.map.hexsides.length} hexsides, ${d.sheet.map.roads.length} roads and trails; preview ${basename(base)}.preview.svg` +
        (png && existsSync(base + '.preview.png') ? ' and .png' : ''),
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error((e as Error).stack ?? String(e));
    process.exit(1);
  },
);

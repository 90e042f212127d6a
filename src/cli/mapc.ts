// npm run maps [-- [--check] [--png] [file.map.txt ...]]
// Compiles the map sources scenarios/maps/<sheet>.map.txt into scenarios/maps/<sheet>.map.json (the
// map part that scenarios embed or reference by sheet) and a preview image <sheet>.preview.svg (and
// <sheet>.preview.png with --png, drawn by headless Chromium). A source with any problem is refused
// with its file, line and problem, and nothing at all is written. --check only checks.
// The format of the sources: scenarios/maps/README.md.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MAPS_DIR, SCENARIO_DIR } from './files';
import { runMaps } from './maps/run';

const ROOT = join(MAPS_DIR, '..', '..');

async function toPng(svgFile: string, pngFile: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const svg = readFileSync(svgFile, 'utf8');
  const m = /width="(\d+)" height="(\d+)"/.exec(svg)!;
  const exe = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: Number(m[1]), height: Number(m[2]) } });
    // an SVG document screenshots only inside a page
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({ path: pngFile });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--'));
  const files = named.length
    ? named
    : readdirSync(MAPS_DIR)
        .filter((f) => f.endsWith('.map.txt'))
        .sort()
        .map((f) => join(MAPS_DIR, f));
  const r = runMaps(files, { root: ROOT, check: args.includes('--check'), scenarioDir: SCENARIO_DIR });
  for (const l of r.err) console.error(l);
  for (const l of r.out) console.log(l);
  if (r.code === 0 && args.includes('--png')) {
    for (const p of r.previews) {
      await toPng(p.svg, p.file + '.preview.png');
      console.log(`${p.file}.preview.png`);
    }
  }
  return r.code;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error((e as Error).stack ?? String(e));
    process.exit(1);
  },
);

// The JavaScript a first visit downloads before anything else: the entry script of dist/index.html
// plus every module it preloads, gzip-compressed (as a server would send it). Usage:
//   npm run size [-- --dist dist] [-- --max 400]   (build first: npm run build)
// Last line JSON {entry, preloads, initialGzipKB, files}; exits 1 over --max KB.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export function initialScripts(html: string): { entry: string[]; preloads: string[] } {
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return { entry, preloads };
}

export function initialGzipBytes(dist: string): { entry: string[]; preloads: string[]; bytes: number; files: Record<string, number> } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const { entry, preloads } = initialScripts(html);
  const files: Record<string, number> = {};
  let bytes = 0;
  for (const src of [...entry, ...preloads]) {
    const file = join(dist, src.replace(/^\//, ''));
    const n = gzipSync(readFileSync(file), { level: 9 }).length;
    files[src] = n;
    bytes += n;
  }
  return { entry, preloads, bytes, files };
}

const dist = resolve(arg('dist') ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no ${join(dist, 'index.html')}: run npm run build first`);
  process.exit(2);
}
const r = initialGzipBytes(dist);
const kb = Math.round((r.bytes / 1024) * 10) / 10;
for (const [f, n] of Object.entries(r.files)) console.log(`${f}\t${(n / 1024).toFixed(1)} KB gzip`);
console.log(JSON.stringify({ entry: r.entry, preloads: r.preloads, initialGzipKB: kb, files: Object.keys(r.files).length }));
const max = arg('max');
if (max && kb > Number(max)) {
  console.error(`initial JavaScript ${kb} KB gzip is over the ${max} KB budget`);
  process.exit(1);
}

// The built app served as a real static host serves it: every file of dist read and gzip-compressed once
// when the server starts (as precompressed `.gz` files beside the build would be), then sent from memory.
// `vite preview` compressed each file anew on every request, on the same two cores as the browser under
// test, which put a second or more on the way to the first frame of a fresh browser (issue 8).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { extname, join, relative, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
// already compressed formats gain nothing from gzip
const STORED = new Set(['.png', '.ico']);

interface Entry {
  type: string;
  raw: Buffer;
  gz: Buffer | null;
  etag: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Every file under `root` by its URL path, compressed once. */
export function loadFiles(root: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  for (const file of walk(root)) {
    const ext = extname(file).toLowerCase();
    const raw = readFileSync(file);
    const gz = STORED.has(ext) || raw.length < 256 ? null : gzipSync(raw, { level: 9 });
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`;
    files.set('/' + relative(root, file).split(sep).join('/'), { type: TYPES[ext] ?? 'application/octet-stream', raw, gz, etag });
  }
  return files;
}

/** A request handler over the files: GET and HEAD, gzip when accepted, index.html for paths that name no file (a single-page app). */
export function staticHandler(files: Map<string, Entry>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let entry = files.get(path) ?? files.get(path.replace(/\/$/, '') + '/index.html');
    // a path that names no file gets the app; a missing asset is a 404, as on a real host
    if (!entry && !extname(path)) entry = files.get('/index.html');
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': entry.type, 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = !!entry.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? entry.gz! : entry.raw;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Serves `root` on 127.0.0.1:`port` (0 for any free port); resolves with the port once listening. */
export function serveStatic(root: string, port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer(staticHandler(loadFiles(root)));
  server.keepAliveTimeout = 5000;
  return new Promise((res, rej) => {
    server.once('error', rej);
    server.listen(port, '127.0.0.1', () => {
      const a = server.address();
      res({
        port: typeof a === 'object' && a ? a.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

// Where the browser tests and the render bench find a Chromium or Chrome, and what to tell a user who
// has none. Pure over a described environment, so the lookup itself is tested without touching disk.
import { join } from 'node:path';

/** What the lookup needs to know of the machine. */
export interface BrowserEnv {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
  /** True when the path exists and can be run. */
  exists(path: string): boolean;
  /** Directory entries (names only), [] when the directory is missing. */
  list(dir: string): string[];
  /** The path Playwright expects for its own download, if playwright-core can say. */
  playwrightExpected?: string;
  /** Running as root (uid 0). */
  root: boolean;
  /** /etc/os-release names Debian or a derivative (Ubuntu, Mint, ...). */
  debianLike: boolean;
}

export type Lookup =
  | { found: true; path: string; source: string }
  | { found: false; tried: string[]; install: Install; forced?: string };

/** How to get a browser on this machine: run it ourselves (root on Debian) or tell the user. */
export interface Install {
  /** The one command that fixes it. */
  command: string;
  /** npm test may run the command itself (root on a Debian-like system, as in CI). */
  automatic: boolean;
}

interface Candidate {
  path: string;
  source: string;
}

/** Newest first: Playwright keeps one folder per browser build, e.g. chromium-1187. */
function playwrightCache(e: BrowserEnv): Candidate[] {
  const root =
    e.env.PLAYWRIGHT_BROWSERS_PATH ??
    (e.platform === 'darwin'
      ? join(e.home, 'Library', 'Caches', 'ms-playwright')
      : e.platform === 'win32'
        ? join(e.env.LOCALAPPDATA ?? join(e.home, 'AppData', 'Local'), 'ms-playwright')
        : join(e.env.XDG_CACHE_HOME ?? join(e.home, '.cache'), 'ms-playwright'));
  const builds = e
    .list(root)
    .filter((d) => /^chromium(_headless_shell)?-\d+$/.test(d))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]) || a.length - b.length);
  const inside: Record<string, string[]> =
    e.platform === 'darwin'
      ? {
          chromium: ['chrome-mac/Chromium.app/Contents/MacOS/Chromium', 'chrome-mac-arm64/Chromium.app/Contents/MacOS/Chromium'],
          chromium_headless_shell: ['chrome-mac/headless_shell', 'chrome-mac-arm64/headless_shell'],
        }
      : e.platform === 'win32'
        ? { chromium: ['chrome-win/chrome.exe', 'chrome-win64/chrome.exe'], chromium_headless_shell: ['chrome-win/headless_shell.exe'] }
        : {
            chromium: ['chrome-linux/chrome', 'chrome-linux64/chrome'],
            chromium_headless_shell: ['chrome-linux/headless_shell', 'chrome-headless-shell-linux64/chrome-headless-shell'],
          };
  const out: Candidate[] = [];
  for (const b of builds) {
    const kind = b.split('-')[0];
    for (const rel of inside[kind] ?? []) out.push({ path: join(root, b, ...rel.split('/')), source: `Playwright's browser cache (${b})` });
  }
  return out;
}

function systemCandidates(e: BrowserEnv): Candidate[] {
  if (e.platform === 'darwin') {
    const apps = ['/Applications', join(e.home, 'Applications')];
    return apps.flatMap((a) => [
      { path: join(a, 'Chromium.app/Contents/MacOS/Chromium'), source: 'Chromium (macOS)' },
      { path: join(a, 'Google Chrome.app/Contents/MacOS/Google Chrome'), source: 'Google Chrome (macOS)' },
    ]);
  }
  if (e.platform === 'win32') {
    const roots = [e.env.PROGRAMFILES ?? 'C:\\Program Files', e.env['PROGRAMFILES(X86)'] ?? 'C:\\Program Files (x86)', e.env.LOCALAPPDATA].filter(
      (r): r is string => !!r,
    );
    return roots.flatMap((r) => [
      { path: join(r, 'Chromium', 'Application', 'chrome.exe'), source: 'Chromium (Windows)' },
      { path: join(r, 'Google', 'Chrome', 'Application', 'chrome.exe'), source: 'Google Chrome (Windows)' },
    ]);
  }
  return [
    { path: '/usr/bin/chromium', source: 'Debian chromium' },
    { path: '/usr/bin/chromium-browser', source: 'Ubuntu chromium-browser' },
    { path: '/snap/bin/chromium', source: 'chromium snap' },
    { path: '/usr/bin/google-chrome', source: 'Google Chrome (Linux)' },
    { path: '/usr/bin/google-chrome-stable', source: 'Google Chrome (Linux)' },
    { path: '/opt/google/chrome/chrome', source: 'Google Chrome (Linux)' },
  ];
}

/** The install command for this platform; automatic only where npm test may run it itself. */
export function installFor(e: BrowserEnv): Install {
  if (e.platform === 'darwin') return { command: 'brew install --cask chromium', automatic: false };
  if (e.platform === 'win32') return { command: 'winget install Google.Chrome', automatic: false };
  if (e.debianLike)
    return e.root
      ? { command: 'apt-get update -qq && apt-get install -y -qq chromium', automatic: true }
      : { command: 'sudo apt-get update && sudo apt-get install -y chromium', automatic: false };
  return { command: 'npx playwright-core install chromium', automatic: false };
}

/**
 * CHROMIUM_PATH wins when set (and is an error when it points nowhere, rather than silently using
 * another browser); then the system's Chromium and Chrome; then Playwright's own cache.
 */
export function findBrowser(e: BrowserEnv): Lookup {
  const tried: string[] = [];
  const forced = e.env.CHROMIUM_PATH;
  if (forced) {
    if (e.exists(forced)) return { found: true, path: forced, source: 'CHROMIUM_PATH' };
    return { found: false, tried: [forced], install: { ...installFor(e), automatic: false }, forced };
  }
  const cands = [...systemCandidates(e), ...(e.playwrightExpected ? [{ path: e.playwrightExpected, source: "Playwright's browser cache" }] : []), ...playwrightCache(e)];
  for (const c of cands) {
    if (tried.includes(c.path)) continue;
    tried.push(c.path);
    if (e.exists(c.path)) return { found: true, path: c.path, source: c.source };
  }
  return { found: false, tried, install: installFor(e) };
}

/** The one line shown when no browser is found and npm test will not install one itself. */
export function missingMessage(l: Extract<Lookup, { found: false }>): string {
  if (l.forced) return `CHROMIUM_PATH names ${l.forced}, which does not exist: point it at a Chromium or Chrome, or unset it.`;
  return `No Chromium or Chrome found for the browser tests; install one with: ${l.install.command} (or set CHROMIUM_PATH to a Chromium or Chrome).`;
}

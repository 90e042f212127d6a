// The real machine as the browser lookup sees it.
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { findBrowser, type BrowserEnv, type Lookup } from './findBrowser';

function runnable(path: string): boolean {
  try {
    accessSync(path, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function debianLike(): boolean {
  try {
    const os = readFileSync('/etc/os-release', 'utf8');
    const ids = [...os.matchAll(/^ID(?:_LIKE)?=(.*)$/gm)].map((m) => m[1].replace(/"/g, '')).join(' ');
    return /\b(debian|ubuntu)\b/.test(ids);
  } catch {
    return false;
  }
}

async function playwrightExpected(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export async function machineEnv(): Promise<BrowserEnv> {
  return {
    platform: process.platform,
    env: process.env,
    home: homedir(),
    exists: runnable,
    list: (dir) => {
      try {
        return readdirSync(dir);
      } catch {
        return [];
      }
    },
    playwrightExpected: await playwrightExpected(),
    root: typeof process.getuid === 'function' && process.getuid() === 0,
    debianLike: process.platform === 'linux' && debianLike(),
  };
}

export async function lookupBrowser(): Promise<Lookup> {
  return findBrowser(await machineEnv());
}

/** The browser to launch, or an error whose message is the one line telling how to get one. */
export async function browserPath(): Promise<string> {
  const l = await lookupBrowser();
  if (l.found) return l.path;
  const { missingMessage } = await import('./findBrowser');
  throw new Error(missingMessage(l));
}

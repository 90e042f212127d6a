import { describe, expect, it } from 'vitest';
import { findBrowser, missingMessage, type BrowserEnv } from './findBrowser';

function env(over: Partial<BrowserEnv> & { files?: string[]; dirs?: Record<string, string[]> } = {}): BrowserEnv {
  const files = new Set(over.files ?? []);
  return {
    platform: 'linux',
    env: {},
    home: '/home/u',
    root: false,
    debianLike: false,
    exists: (p) => files.has(p),
    list: (d) => over.dirs?.[d] ?? [],
    ...over,
  };
}

describe('browser lookup for the browser tests', () => {
  it('CHROMIUM_PATH wins over every other browser', () => {
    const l = findBrowser(env({ env: { CHROMIUM_PATH: '/opt/my/chrome' }, files: ['/opt/my/chrome', '/usr/bin/chromium'] }));
    expect(l).toEqual({ found: true, path: '/opt/my/chrome', source: 'CHROMIUM_PATH' });
  });

  it('a CHROMIUM_PATH that points nowhere is an error, not a silent fallback', () => {
    const l = findBrowser(env({ env: { CHROMIUM_PATH: '/nope' }, files: ['/usr/bin/chromium'] }));
    expect(l.found).toBe(false);
    if (!l.found) expect(missingMessage(l)).toBe('CHROMIUM_PATH names /nope, which does not exist: point it at a Chromium or Chrome, or unset it.');
  });

  it("Debian's chromium comes before Ubuntu's and before Chrome", () => {
    const l = findBrowser(env({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium-browser', '/usr/bin/chromium'] }));
    expect(l.found && l.path).toBe('/usr/bin/chromium');
    const u = findBrowser(env({ files: ['/usr/bin/google-chrome', '/usr/bin/chromium-browser'] }));
    expect(u.found && u.path).toBe('/usr/bin/chromium-browser');
  });

  it('Google Chrome on macOS and Windows', () => {
    const mac = findBrowser(env({ platform: 'darwin', files: ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'] }));
    expect(mac.found && mac.source).toBe('Google Chrome (macOS)');
    const win = findBrowser(
      env({ platform: 'win32', env: { PROGRAMFILES: 'C:/PF' }, files: ['C:/PF/Google/Chrome/Application/chrome.exe'] }),
    );
    expect(win.found && win.path).toBe('C:/PF/Google/Chrome/Application/chrome.exe');
  });

  it("Playwright's own cache, newest build first, when no system browser is there", () => {
    const cache = '/home/u/.cache/ms-playwright';
    const l = findBrowser(
      env({
        dirs: { [cache]: ['chromium-1100', 'chromium-1187', 'ffmpeg-1010'] },
        files: [`${cache}/chromium-1100/chrome-linux/chrome`, `${cache}/chromium-1187/chrome-linux/chrome`],
      }),
    );
    expect(l.found && l.path).toBe(`${cache}/chromium-1187/chrome-linux/chrome`);
  });

  it('root on Debian: npm test installs chromium itself', () => {
    const l = findBrowser(env({ root: true, debianLike: true }));
    expect(l.found).toBe(false);
    if (!l.found) expect(l.install).toEqual({ command: 'apt-get update -qq && apt-get install -y -qq chromium', automatic: true });
  });

  it('elsewhere: one line naming the install command for the platform, nothing run', () => {
    const deb = findBrowser(env({ debianLike: true }));
    const mac = findBrowser(env({ platform: 'darwin' }));
    const win = findBrowser(env({ platform: 'win32' }));
    for (const l of [deb, mac, win]) expect(l.found || l.install.automatic).toBe(false);
    if (!deb.found) expect(missingMessage(deb)).toBe(
      'No Chromium or Chrome found for the browser tests; install one with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium or Chrome).',
    );
    if (!mac.found) expect(mac.install.command).toBe('brew install --cask chromium');
    if (!win.found) expect(win.install.command).toBe('winget install Google.Chrome');
    if (!deb.found) expect(missingMessage(deb)).not.toContain('\n');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const SCENARIOS = resolve(import.meta.dirname, 'scenarios');
/** Engine modules free of import-time side effects: all but its entry (index.ts) and the rules registries. */
const ENGINE_PURE = /\/src\/engine\/(?!index\.ts$|modules\/registry(\.lazy)?\.ts$).*\.ts$/;

/**
 * `virtual:scenario-listing`: each scenarios/*.json file's start-screen fields (id, name, description,
 * system, sides), by file name. The start screen needs only these; the whole files are separate chunks
 * loaded when a scenario is chosen (src/store/scenarios.ts).
 */
function scenarioListing(): Plugin {
  const id = 'virtual:scenario-listing';
  const resolved = '\0' + id;
  return {
    name: 'aigle-scenario-listing',
    resolveId: (s) => (s === id ? resolved : null),
    load(s) {
      if (s !== resolved) return null;
      const listing: Record<string, unknown> = {};
      for (const f of readdirSync(SCENARIOS).filter((x) => x.endsWith('.json')).sort()) {
        const path = join(SCENARIOS, f);
        this.addWatchFile(path);
        try {
          const r = JSON.parse(readFileSync(path, 'utf8'));
          listing[f] = { id: r.id, name: r.name, description: r.description, system: r.system, sides: r.sides };
        } catch {
          listing[f] = {}; // the loader names the file and the problem when it is chosen
        }
      }
      return `export default ${JSON.stringify(listing)};`;
    },
  };
}

const CHECKED_PREFIX = '\0checked-scenario:';
/** The module of each rules system's code, as src/engine/modules/registry.lazy.ts imports it. */
const RULES_SYSTEM_FILE: Record<string, string> = {
  nlc: '/src/engine/modules/nlc/system.ts',
  'nlc+mop': '/src/engine/modules/mop/system.ts',
  n20: '/src/engine/modules/n20/system.ts',
};

/**
 * `scenarios/<name>.json?checked` (src/store/scenarios.ts): the scenario validated when the app is built.
 * A file without a map sheet is run through the engine's loadScenario here and its chunk holds the
 * result with `checked = true`, which src/store/checkedScenario.ts marks, so the app does not parse and cross-check it again
 * on the way to the first frame (issue 8). A file with a sheet, or one the loader refuses, is the raw
 * file: the app validates it when it is chosen and names the problem as before.
 */
function checkedScenarios(): Plugin {
  type Engine = typeof import('./src/engine/index');
  // the engine, run by Vite's module runner (once a build, when the first scenario is loaded)
  let engine: Promise<Engine> | null = null;
  const loadEngine = () =>
    (engine ??= runnerImport<Engine>(resolve(import.meta.dirname, 'src/engine/index.ts'), { configFile: false, logLevel: 'error' }).then((r) => r.module));
  return {
    name: 'aigle-checked-scenarios',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('.json?checked') || !importer) return null;
      // no ".json" at the end, so the JSON plugin leaves the module to this one
      return CHECKED_PREFIX + resolve(dirname(importer), source.slice(0, -'.json?checked'.length));
    },
    async load(id) {
      if (!id.startsWith(CHECKED_PREFIX)) return null;
      const path = id.slice(CHECKED_PREFIX.length) + '.json';
      this.addWatchFile(path);
      const text = readFileSync(path, 'utf8');
      const json = (v: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(v))})`;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        // not JSON: the loader names the file and the problem when it is chosen
        return `export default ${JSON.stringify(text)};`;
      }
      const { loadScenario, sheetOf } = await loadEngine();
      const l = sheetOf(raw) ? null : loadScenario(raw, basename(path));
      if (!l?.ok) return `export default ${json(raw)};`;
      return `export const checked = true;\nexport default ${json(l.scenario)};`;
    },
  };
}

/**
 * A game that opens straight onto the map (a `?play=` link, or a game in progress to resume) fetches
 * the game screen's chunks and the scenario's file at once, beside the entry script, instead of after
 * it has run (issue 8, first frame): a small inline script in index.html adds the module preloads.
 * The start screen's path is unchanged.
 */
function startPreload(): Plugin {
  return {
    name: 'aigle-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        // the entry and everything it imports, directly or not (its modulepreloads): not listed again
        const loaded = new Set<string>();
        const entryDeps = (f: string): void => {
          if (loaded.has(f)) return;
          loaded.add(f);
          const c = bundle[f];
          if (c?.type === 'chunk') c.imports.forEach(entryDeps);
        };
        entryDeps(entry.fileName);
        const facade = (suffix: string) =>
          chunks.find((c) => {
            const id = c.facadeModuleId?.replace(/\\/g, '/');
            return id?.endsWith(suffix) || (suffix.endsWith('.json') && id?.startsWith(CHECKED_PREFIX) && id.endsWith(suffix.slice(0, -'.json'.length)));
          });
        const withDeps = (fileName: string, out: string[] = []): string[] => {
          if (loaded.has(fileName) || out.includes(fileName)) return out;
          out.push(fileName);
          const c = bundle[fileName];
          if (c?.type === 'chunk') for (const d of c.imports) withDeps(d, out);
          return out;
        };
        const screen = facade('/src/ui/GameScreen.tsx');
        const common = screen ? withDeps(screen.fileName) : [];
        // their style sheets too: Vite's loader waits for a chunk's CSS before the chunk runs, and asked
        // for only then, the sheet was a round trip on the way to the first frame; one already in the page
        // is not fetched again
        const sheets = common.flatMap((f) => {
          const c = bundle[f];
          return c?.type === 'chunk' ? [...((c as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])] : [];
        });
        const byId: Record<string, string[]> = {};
        for (const f of readdirSync(SCENARIOS).filter((x) => x.endsWith('.json'))) {
          const c = facade('/scenarios/' + f);
          if (!c) continue;
          try {
            const r = JSON.parse(readFileSync(join(SCENARIOS, f), 'utf8'));
            const files = [c.fileName];
            const sheet = r.map?.sheet && facade(`/scenarios/maps/${r.map.sheet}.map.json`);
            if (sheet) files.push(sheet.fileName);
            // the code of its rules system (registry.lazy.ts imports it once the scenario is checked)
            const rules = facade(RULES_SYSTEM_FILE[r.system === 'nlc' && r.mop !== undefined ? 'nlc+mop' : r.system] ?? '\0none');
            if (rules) for (const f of withDeps(rules.fileName)) if (!common.includes(f)) files.push(f);
            if (typeof r.id === 'string') byId[r.id] = files;
          } catch {
            // a broken file is named by the loader when it is chosen
          }
        }
        // the scenario and its rules first: the game is started from them before the screen renders, and
        // asked for after the game screen's chunks they waited behind them on the six HTTP/1.1 connections
        const script = `(function(){try{var q=new URLSearchParams(location.search),p=q.get('play');if(!p&&!localStorage.getItem(${JSON.stringify('aigle.autosave.v1')}))return;var s=${JSON.stringify(byId)},f=(p&&s[p]||[]).concat(${JSON.stringify(common)});f.forEach(function(x){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+x;document.head.appendChild(l)});${JSON.stringify(sheets)}.forEach(function(x){var l=document.createElement('link');l.rel='stylesheet';l.crossOrigin='';l.href='/'+x;document.head.appendChild(l)})}catch(e){}})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/**
 * Offline play (issue 14: club halls often have no network): a service worker precaches the whole
 * build, every scenario chunk included, and the app installs as a progressive web app. Registered by
 * src/ui/club/offline.ts after the first paint.
 */
const pwa = VitePWA({
  injectRegister: null,
  registerType: 'autoUpdate',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'Aigle: Napoleonic hex-and-counter battles',
    short_name: 'Aigle',
    description: 'Hot-seat Napoleonic hex-and-counter wargames with the rules enforced',
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    background_color: '#f3ecd6',
    theme_color: '#2c2418',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // the stress map's chunk is the largest file; everything must be precached to play offline
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), scenarioListing(), checkedScenarios(), startPreload(), pwa],
  server: { port: 5173 },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 2000,
    // The engine's modules have no side effects beyond their exports (a pure rules engine), save its entry
    // and the rules registry it imports: told so, the bundler drops a module none of whose exports a chunk
    // uses, where it kept any module with a top-level call or spread (the rulings lists, the card tables)
    // in the start-up chunk (issue 8, first frame).
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !ENGINE_PURE.test(id.replace(/\\/g, '/')) } },
  },
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
  },
});

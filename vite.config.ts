import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

const SCENARIOS = resolve(import.meta.dirname, 'scenarios');

/**
 * `virtual:scenario-listing`: each scenarios/*.json file's start-screen fields (id, name, description,
 * system, sides) and its map size in hexes (to start the map early on a resumed game), by file name. The start screen needs only these; the whole files are separate chunks
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
          listing[f] = { id: r.id, name: r.name, description: r.description, system: r.system, sides: r.sides, hexes: r.map?.columns * r.map?.rows || undefined };
        } catch {
          listing[f] = {}; // the loader names the file and the problem when it is chosen
        }
      }
      return `export default ${JSON.stringify(listing)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), scenarioListing()],
  server: { port: 5173 },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
  },
});

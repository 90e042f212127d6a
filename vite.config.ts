import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/store/**/*.test.ts', 'tests/browser/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60000,
  },
});

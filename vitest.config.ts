import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['keen-slider', '@googlemaps/markerclusterer', 'react-toastify'] },
  test: {
    // Playwright files live in test/e2e and run under scripts/e2e.js, never here.
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/http/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Timeouts catch a test that hangs, not a slow one: a loaded 2-core machine runs some tests
    // (property sweeps, a scheduler across a crash) ten times slower than a quiet one.
    testTimeout: 60000,
    hookTimeout: 60000,
    pool: 'forks',
    // Vitest's default on two cores is one file at a time; most files here wait on PostgreSQL,
    // SQLite's disk or a spawned server as much as they compute, so two at a time finish sooner
    // (about 1.3 times on this 2-core machine). Every file has its own databases and free ports.
    maxWorkers: 2,
  },
});

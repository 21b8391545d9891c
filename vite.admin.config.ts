import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The back office's own build (dist/admin, served under /admin/): a separate output and manifest,
 * so that nothing of react-admin or MUI can enter a public page's chunks or change their hashes.
 */
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  publicDir: false,
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    manifest: true,
    target: 'es2020',
    // One staff-only bundle; size warnings are about public pages, not this one.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: { input: 'admin.html' },
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * One config, two builds: `vite build` makes the browser bundle (dist/client, with a manifest the
 * server reads for preload links); `vite build --ssr` makes the Node server (dist/server/main.js)
 * and the SSR entry (dist/server/entry-server.js).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  ssr: {
    // These ship ESM/CSS that Node cannot load as they are (ARCHITECTURE.md "Libraries").
    noExternal: ['keen-slider', '@googlemaps/markerclusterer', 'react-toastify'],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: {
          input: { main: 'server/main.ts', 'entry-server': 'src/entry-server.tsx' },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        rolldownOptions: { input: 'src/entry-client.tsx' },
      },
}));

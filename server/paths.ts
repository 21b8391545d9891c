import path from 'node:path';

/** The project's root, from source (server/) or from the build (dist/server/, where this file is bundled). */
export const PROJECT_ROOT = path.resolve(
  import.meta.dirname,
  import.meta.dirname.endsWith(path.join('dist', 'server')) ? '../..' : '..',
);

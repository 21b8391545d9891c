import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild, ROOT } from './built-server';

/*
 * The server build renders pages with the site's own hooks over the texts (decision 035), as the
 * browser does, and keeps i18next itself for the API's messages, SMS and PDFs.
 */
function serverCode(): string {
  requireBuild();
  const dir = path.join(ROOT, 'dist/server');
  const files = [
    'main.js',
    'entry-server.js',
    ...readdirSync(path.join(dir, 'chunks')).map((name) => `chunks/${name}`),
  ];
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

describe('the server build', () => {
  const code = serverCode();

  it('renders with the site’s hooks, not react-i18next', () => {
    expect(code).not.toMatch(/from\s*["']react-i18next["']/);
    expect(code).toContain('useTranslation: no i18n instance');
  });

  it('keeps i18next for the server’s own messages', () => {
    expect(code).toMatch(/from\s*["']i18next["']/);
  });
});

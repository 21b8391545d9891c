import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import type { ViteDevServer } from 'vite';
import { YEAR_MS } from '#src/lib/durations';
import { PROJECT_ROOT } from '../paths';
import { cspNonce } from '../security/headers';
import { staffLocale } from './i18n';
import { adminHeaders } from './router';

const SOURCE_HTML = path.join(PROJECT_ROOT, 'admin.html');

export interface AdminPageOptions {
  /** The public build's folder (dist/client): the admin build sits beside it in dist/admin. */
  clientDir?: string;
  vite?: ViteDevServer;
}

/** Puts the response's CSP nonce on every script and in a meta tag emotion reads for its style tags. */
function withNonce(html: string, nonce: string, req: Request): string {
  const locale = staffLocale(req);
  return html
    .replace(/<html[^>]*>/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">`)
    .replace(/<script /g, `<script nonce="${nonce}" `)
    .replace(/<link rel="modulepreload" /g, `<link rel="modulepreload" nonce="${nonce}" `);
}

/**
 * /admin: the back office's own page and bundle (a separate Vite build, dist/admin), nothing of
 * which public pages load. Its hashed files are cached for a year like the public ones (they hold
 * no data); the page itself is no-store and noindex like the admin API.
 */
export function adminPageRouter(options: AdminPageOptions): Router {
  const router = Router();
  const buildDir = options.clientDir ? path.join(options.clientDir, '..', 'admin') : null;
  const builtHtml =
    buildDir && existsSync(path.join(buildDir, 'admin.html'))
      ? readFileSync(path.join(buildDir, 'admin.html'), 'utf8')
      : null;

  if (buildDir) {
    router.use('/admin/assets', (_req, res, next) => {
      res.set('X-Robots-Tag', 'noindex');
      next();
    });
    router.use(
      '/admin/assets',
      express.static(path.join(buildDir, 'assets'), {
        immutable: true,
        maxAge: YEAR_MS,
        index: false,
        redirect: false,
        fallthrough: false,
      }),
    );
  }

  router.get(/^\/admin(\/.*)?$/, adminHeaders, async (req, res) => {
    let html: string;
    if (options.vite) html = await options.vite.transformIndexHtml('/admin', readFileSync(SOURCE_HTML, 'utf8'));
    else if (builtHtml) html = builtHtml;
    else
      html =
        '<!doctype html><html><head><meta charset="utf-8"><title>Back office</title></head><body><div id="root"></div><p>Run npm run build for the back office.</p></body></html>';
    res.type('html').send(withNonce(html, cspNonce(res), req));
  });
  return router;
}

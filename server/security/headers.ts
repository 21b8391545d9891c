import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/** A fresh nonce for every response; inline scripts without it do not run. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

interface HeaderOptions {
  dev: boolean;
  /** Origins the browser may call besides this one (an external API, analytics). */
  connectOrigins: string[];
}

/** helmet: CSP with nonces (plus a Permissions-Policy) (no unsafe-inline scripts), frame-ancestors none, nosniff, referrer policy. */
export function securityHeaders({ dev, connectOrigins }: HeaderOptions): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Vite's dev client needs inline and eval; production never does.
        'script-src': dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", nonce, 'https://maps.googleapis.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          'https://i.ytimg.com',
          'https://i.vimeocdn.com',
          'https://maps.gstatic.com',
          'https://maps.googleapis.com',
        ],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), 'https://maps.googleapis.com', ...connectOrigins],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(dev ? {} : { 'upgrade-insecure-requests': null }),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: dev ? false : { maxAge: 15552000, includeSubDomains: true },
    xFrameOptions: { action: 'deny' },
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}

/**
 * Powerful browser features this site never uses, switched off for it and anything it embeds
 * (videos, maps): a script that slipped in still cannot ask for the camera or a payment sheet.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

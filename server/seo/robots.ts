import type { RequestHandler } from 'express';
import { publicAddress } from '#src/lib/public-address';

export function robotsTxt(publicUrl: string): RequestHandler {
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /preview/',
    'Disallow: /donate/cart-test',
    'Disallow: /ar/donate/cart-test',
    'Disallow: /en/donate/cart-test',
    'Disallow: /donate/paid',
    'Disallow: /ar/donate/paid',
    'Disallow: /en/donate/paid',
    `Sitemap: ${publicAddress(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}

import type { RequestHandler } from 'express';

export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Apple Pay on the web: Apple verifies the domain by fetching this file, whose content Moyasar
 * (or the Apple developer account) gives for this domain. It comes from configuration, never from
 * a file a visitor could place; unset, the address is a plain 404.
 */
export function applePayDomainAssociation(content: string | undefined): RequestHandler {
  return (_req, res) => {
    if (!content) return void res.status(404).type('text/plain; charset=utf-8').send('Not found');
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(content);
  };
}

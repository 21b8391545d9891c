import { createHmac } from 'node:crypto';
import { DAY_MS } from '#src/lib/durations';
import { publicAddress } from '#src/lib/public-address';
import { CAMPAIGN_SLUG } from '#src/domain/ids';
import { sameSecret } from '../../security/secrets';

/**
 * The organiser's link (no account, like the periodic manage link): `c1.<slug>.<expires>.<signature>`,
 * an HMAC-SHA256 over purpose, campaign and expiry with the site's link secret (the periodic
 * one: the purpose keeps the two kinds of link apart). Texted to the organiser's number when staff
 * approve the campaign; it lets them send a photo and short updates for staff to review, until
 * a month after the campaign's last day. docs/decisions/066.
 */
const PURPOSE = 'campaign-organiser';
/** How long after the campaign's end the organiser may still post a thank-you. */
export const ORGANISER_LINK_DAYS_AFTER_END = 30;

function sign(secret: string, slug: string, expires: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}|${slug}|${expires}`).digest('base64url');
}

export function organiserToken(secret: string, slug: string, endsAt: string): string {
  const expires = Math.floor((Date.parse(endsAt) + ORGANISER_LINK_DAYS_AFTER_END * DAY_MS) / 1000);
  return `c1.${slug}.${expires}.${sign(secret, slug, expires)}`;
}

/** The slug the token opens, or null (changed, for another campaign, or expired). */
export function checkOrganiserToken(
  secret: string,
  token: unknown,
  slug: string,
  now: Date,
): 'ok' | 'invalid' | 'expired' {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'c1') return 'invalid';
  const [, tokenSlug = '', expiresText = '', signature = ''] = parts;
  if (tokenSlug !== slug || !CAMPAIGN_SLUG.test(tokenSlug) || !/^\d{1,12}$/.test(expiresText)) return 'invalid';
  const expires = Number(expiresText);
  if (!sameSecret(sign(secret, tokenSlug, expires), signature)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
}

export function organiserUrl(publicUrl: string, locale: string, slug: string, token: string): string {
  return publicAddress(publicUrl, `/${locale}/campaigns/${slug}/organiser?t=${encodeURIComponent(token)}`);
}

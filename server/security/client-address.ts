import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The key every per-address limit and lockout counts under (forms, SMS codes, giving, fresh
 * renders, staff sign-in, campaigns started). An IPv6 customer is given a whole /64 — 2⁶⁴ addresses
 * to rotate through — so an IPv6 address counts by its /64 prefix; otherwise each limit would stop
 * nobody on IPv6. An IPv4 address, also written IPv4-mapped (`::ffff:1.2.3.4`, as Node reports IPv4
 * on a dual-stack socket), counts as itself.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  return `${prefix64(bare)}::/64`;
}

/** The request's key (req.ip follows TRUST_PROXY). */
export function clientKey(req: Request): string {
  return addressKey(req.ip);
}

/** The first four groups of an IPv6 address, '::' expanded, without leading zeros. */
function prefix64(ip: string): string {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const full = [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end];
  return full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

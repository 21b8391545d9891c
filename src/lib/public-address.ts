/**
 * An address on the site as visitors reach it, for links that leave the page: texts, emails, PDFs,
 * the sitemap, the payment gateway's return addresses. PUBLIC_URL may be written with or without a
 * trailing slash; `path` starts with one.
 */
export function publicAddress(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { secretOffer } from '../../server/admin/second-factor';
import { groupSecret, TotpQr } from '../../src/admin/totp-qr';

/** The screen's SVG as a picture a phone's camera would see, read back by a QR decoder. */
async function scan(svg: string): Promise<string | null> {
  // The markup as rendered (emotion puts the element's style tag before it), as a file of its own.
  const element = /<svg[\s\S]*<\/svg>/.exec(svg)![0];
  const standalone = element.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  const { data, info } = await sharp(Buffer.from(standalone), { density: 720 })
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('the second factor’s enrolment QR code', () => {
  it('is drawn on the enrolment screen from the otpauth:// address, and a decoder reads that address back', async () => {
    const secret = generateSecret();
    const offer = secretOffer(secret, 'new.member@example.org');
    expect(offer.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(offer.uri).toContain(`secret=${secret}`);
    const svg = renderToStaticMarkup(<TotpQr qr={offer.qr} label="QR code" />);
    expect(svg).toContain(`d="${offer.qr.path}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="QR code"');
    expect(await scan(svg)).toBe(offer.uri);
  });

  it('is another picture for another secret (not a fixed image)', async () => {
    const one = secretOffer(generateSecret(), 'a@example.org');
    const two = secretOffer(generateSecret(), 'a@example.org');
    expect(one.qr.path).not.toBe(two.qr.path);
    expect(await scan(renderToStaticMarkup(<TotpQr qr={two.qr} label="QR" />))).toBe(two.uri);
  });

  it('shows the secret in groups of four to type by hand, the same letters in order', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    const secret = generateSecret();
    expect(groupSecret(secret).replace(/ /g, '')).toBe(secret);
  });
});

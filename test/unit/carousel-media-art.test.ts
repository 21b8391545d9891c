import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allArtwork } from '../../scripts/generate-media-art';

describe('sample images (public/media, drawn by scripts/generate-media-art.ts)', () => {
  const files = allArtwork();

  it('the committed files are exactly what the script draws', () => {
    expect(
      readdirSync('public/media')
        .filter((name) => name.endsWith('.svg'))
        .sort(),
    ).toEqual(Object.keys(files).sort());
    for (const [name, svg] of Object.entries(files)) expect(readFileSync(`public/media/${name}`, 'utf8')).toBe(svg);
  });

  it('are self-contained SVG: no external references, scripts or text', () => {
    for (const svg of Object.values(files)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/href=|<script|<text|https?:\/\/(?!www\.w3\.org)/);
    }
  });
});

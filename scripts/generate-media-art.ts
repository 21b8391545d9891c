// Draws the sample content's images (SVG, no text, no third-party art) into public/media/.
// Run: npx tsx scripts/generate-media-art.ts — the files are committed; the seed refers to them by path.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');

/** Line icons on a 24-unit grid, drawn large in white over the picture. */
const MOTIFS: Record<string, string> = {
  drop: 'M12 3c3.5 4.5 6 7.8 6 11a6 6 0 0 1-12 0c0-3.2 2.5-6.5 6-11Zm-3 11.5a3 3 0 0 0 3 3',
  capsule: 'M8.5 15.5 15.5 8.5a3.5 3.5 0 1 1 5 5l-7 7a3.5 3.5 0 1 1-5-5ZM12 12l5 5M4 6h5M6.5 3.5v5',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4M5.5 11h3l1.5-3 2.5 6 1.5-3h4.5',
  vehicle:
    'M2 16V8h11v8M13 11h4l3 3v2h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM7.5 10v4M5.5 12h4',
  megaphone: 'M4 10v4h3l8 4V6L7 10H4Zm3 4 1.5 5h2L9 14.5M18 9.5a3 3 0 0 1 0 5',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Zm-4-9h2.5l1-2 2 4 1-2H16',
  hands:
    'M3 14l4-3c1-.7 2-.7 3 0l2 1.5h3a1.5 1.5 0 0 1 0 3h-3M3 19l3-1.5h6l6-4a1.5 1.5 0 0 0-2-2.3L12 14M12 3.5a2.5 2.5 0 0 1 4 2.8L12 10 8 6.3a2.5 2.5 0 0 1 4-2.8Z',
  building: 'M4 21V9l8-5 8 5v12M4 21h16M9 21v-5h6v5M9 11h2m2 0h2M12 6.5v2',
  people:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2.5 20a5.5 5.5 0 0 1 11 0M10.5 20a5.5 5.5 0 0 1 11 0',
  stethoscope: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M9 15l2 2 4-4',
  book: 'M12 6c-2-1.5-5-2-8-1.5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-14c-3-.5-6 0-8 1.5Zm0 0v14',
  apple:
    'M12 8c-1-2-4-2.5-5.5-.5S5 14 7.5 18c1.3 2 3 2 4.5 1 1.5 1 3.2 1 4.5-1 2.5-4 2.5-8.5 1-10.5S13 6 12 8Zm0 0c0-2 1-4 3-4.5',
  play: 'M9 7.5v9l7.5-4.5Z',
};

/** Calm colour pairs in the site's palette (teal, green, amber, indigo, plum). */
const PALETTES: Array<[string, string, string]> = [
  ['#0b3b37', '#0f766e', '#5eead4'],
  ['#134e4a', '#15803d', '#bbf7d0'],
  ['#7c2d12', '#b45309', '#fde68a'],
  ['#1e1b4b', '#3730a3', '#c7d2fe'],
  ['#4a044e', '#86198f', '#f5d0fe'],
  ['#0c4a6e', '#0369a1', '#bae6fd'],
];

function random(seed: number): () => number {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

/** An eight-pointed star lattice, the familiar geometric pattern, kept faint. */
function starPattern(id: string, colour: string): string {
  const star =
    'M20 4l4.7 8.6L34 10l-2.6 9.3L40 24l-8.6 4.7L34 38l-9.3-2.6L20 44l-4.7-8.6L6 38l2.6-9.3L0 24l8.6-4.7L6 10l9.3 2.6Z';
  return `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="${star}" fill="none" stroke="${colour}" stroke-opacity="0.16" stroke-width="1.2"/></pattern>`;
}

/** `focusX` pins the motif's horizontal place (0–1): video posters keep the middle free for the play button. */
export function artwork(
  seed: number,
  motif: keyof typeof MOTIFS,
  paletteIndex: number,
  width = 1200,
  height = 675,
  focusX?: number,
): string {
  const [dark, mid, light] = PALETTES[paletteIndex % PALETTES.length];
  const rnd = random(seed);
  const circles = Array.from({ length: 5 }, () => {
    const r = 60 + rnd() * 220;
    return `<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" fill-opacity="${(0.06 + rnd() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const size = Math.min(width, height) * (focusX === undefined ? 0.5 : 0.36);
  const side = rnd() > 0.5;
  const cx = focusX === undefined ? width * (side ? 0.68 : 0.32) + (rnd() - 0.5) * width * 0.08 : width * focusX;
  const cy = focusX === undefined ? height * 0.5 + (rnd() - 0.5) * height * 0.1 : height * 0.3;
  const scale = (size * 0.62) / 24;
  const id = `p${seed}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
<defs><linearGradient id="g${seed}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>${starPattern(id, light)}</defs>
<rect width="${width}" height="${height}" fill="url(#g${seed})"/><rect width="${width}" height="${height}" fill="url(#${id})"/>${circles}
<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(size / 2).toFixed(0)}" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
<g transform="translate(${(cx - 12 * scale).toFixed(1)} ${(cy - 12 * scale).toFixed(1)}) scale(${scale.toFixed(3)})"><path d="${MOTIFS[motif]}" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></g>
</svg>
`;
}

/** A made-up partner mark: an abstract emblem and two bars where a name would be. No real brand. */
export function partnerMark(seed: number): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length];
  const shapes = [
    `<circle cx="80" cy="100" r="46" fill="${mid}"/><circle cx="104" cy="100" r="46" fill="${dark}" fill-opacity="0.75"/>`,
    `<rect x="40" y="58" width="84" height="84" rx="18" fill="${mid}" transform="rotate(45 82 100)"/><circle cx="82" cy="100" r="22" fill="${light}"/>`,
    `<path d="M36 142 82 52l46 90Z" fill="${mid}"/><path d="M60 142 82 98l22 44Z" fill="${light}"/>`,
    `<circle cx="82" cy="100" r="48" fill="none" stroke="${mid}" stroke-width="16"/><circle cx="82" cy="100" r="16" fill="${dark}"/>`,
    `<path d="M82 50c20 24 36 40 36 60a36 36 0 0 1-72 0c0-20 16-36 36-60Z" fill="${mid}"/><path d="M66 112h32M82 96v32" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="38" y="62" width="36" height="76" rx="8" fill="${mid}"/><rect x="84" y="44" width="36" height="94" rx="8" fill="${dark}"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" role="img">
<rect width="400" height="200" fill="#fff"/>${shapes[seed % shapes.length]}
<rect x="160" y="78" width="${150 + (seed % 3) * 20}" height="18" rx="9" fill="${dark}" fill-opacity="0.85"/><rect x="160" y="108" width="${110 + (seed % 4) * 15}" height="12" rx="6" fill="${mid}" fill-opacity="0.55"/>
</svg>
`;
}

/** Every image the sample content refers to: file name → SVG. */
export function allArtwork(): Record<string, string> {
  const files: Record<string, string> = {};
  const newsMotifs: Array<keyof typeof MOTIFS> = [
    'drop',
    'capsule',
    'monitor',
    'vehicle',
    'megaphone',
    'hands',
    'building',
    'people',
    'stethoscope',
    'calendar',
    'heart',
    'book',
  ];
  newsMotifs.forEach((motif, i) => {
    files[`news-${i + 1}.svg`] = artwork(100 + i, motif, i);
    files[`news-${i + 1}-a.svg`] = artwork(150 + i, newsMotifs[(i + 3) % newsMotifs.length], i + 1);
    files[`news-${i + 1}-b.svg`] = artwork(170 + i, newsMotifs[(i + 5) % newsMotifs.length], i + 2);
  });
  const albumMotifs: Array<Array<keyof typeof MOTIFS>> = [
    ['people', 'megaphone', 'heart', 'book', 'calendar', 'hands'],
    ['drop', 'monitor', 'stethoscope', 'heart', 'building'],
    ['hands', 'vehicle', 'people', 'heart', 'calendar', 'capsule'],
    ['apple', 'heart', 'megaphone', 'people', 'book'],
  ];
  albumMotifs.forEach((motifs, a) => {
    motifs.forEach((motif, i) => {
      files[`album-${a + 1}-${i + 1}.svg`] = artwork(200 + a * 10 + i, motif, a + i);
    });
  });
  (['drop', 'capsule', 'monitor', 'vehicle', 'megaphone', 'hands'] as const).forEach((motif, i) => {
    files[`video-${i + 1}.svg`] = artwork(300 + i, motif, i + 3, 1200, 675, i % 2 === 0 ? 0.82 : 0.18);
  });
  (['drop', 'apple', 'heart', 'capsule', 'stethoscope', 'people'] as const).forEach((motif, i) => {
    files[`message-${i + 1}.svg`] = artwork(400 + i, motif, i + 2);
  });
  (['drop', 'capsule', 'monitor', 'vehicle', 'megaphone'] as const).forEach((motif, i) => {
    files[`path-${i + 1}.svg`] = artwork(500 + i, motif, i);
  });
  (['drop', 'drop', 'capsule', 'capsule', 'monitor', 'stethoscope', 'vehicle', 'megaphone'] as const).forEach(
    (motif, i) => {
      files[`program-${i + 1}.svg`] = artwork(600 + i, motif, i + 1);
    },
  );
  (['heart', 'drop', 'vehicle', 'people', 'play'] as const).forEach((motif, i) => {
    files[`slide-${i + 1}.svg`] = artwork(700 + i, motif, i);
  });
  for (let i = 0; i < 6; i += 1) files[`partner-${i + 1}.svg`] = partnerMark(i);
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(OUT, { recursive: true });
  const files = allArtwork();
  for (const [name, svg] of Object.entries(files)) writeFileSync(path.join(OUT, name), svg);
  console.log(`${Object.keys(files).length} images written to ${OUT}`);
}

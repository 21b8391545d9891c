import { describe, expect, it } from 'vitest';
import { embedUrl, parseVideoUrl, VIDEO_ERRORS, youtubeThumbnail } from '../../src/domain/video-url';
import {
  CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_ITEMS,
  CAROUSEL_RESIZE_REFRESH_MS,
  CAROUSEL_SMART_SPEED_MS,
} from '../../src/components/carousel/carousel-settings';

describe('carousel settings (docs/behaviour.md#B-UI-2)', () => {
  it('uses 3 items, 5000 ms autoplay, 250 ms moves and a 200 ms resize refresh', () => {
    expect(CAROUSEL_ITEMS).toBe(3);
    expect(CAROUSEL_AUTOPLAY_TIMEOUT_MS).toBe(5000);
    expect(CAROUSEL_SMART_SPEED_MS).toBe(250);
    expect(CAROUSEL_RESIZE_REFRESH_MS).toBe(200);
  });

  it('shows fewer slides on narrower screens and CAROUSEL_ITEMS on the widest', () => {
    const perView = CAROUSEL_BREAKPOINTS.map((b) => b.perView);
    expect(perView[perView.length - 1]).toBe(CAROUSEL_ITEMS);
    expect(perView.every((n, i) => i === 0 || n > perView[i - 1])).toBe(true);
    expect(perView[0]).toBeLessThan(CAROUSEL_ITEMS);
  });
});

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ ok: true, provider: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
  ])('reads the Vimeo id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ ok: true, provider: 'vimeo', id });
  });

  it.each([undefined, null, '', '   '])('reports a missing URL for %j', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: false, error: 'missing' });
  });

  it.each([
    'https://example.org/video.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'https://vimeo.com/about',
    'https://vimeo.com/',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'http://[bad',
  ])('refuses %s as not supported', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: false, error: 'unsupported' });
  });

  it('keeps the messages of docs/behaviour.md#B-UI-2 word for word', () => {
    expect(VIDEO_ERRORS).toEqual({ missing: 'Missing video URL.', unsupported: 'Video URL not supported.' });
  });

  it('derives the YouTube thumbnail and privacy-friendly players', () => {
    expect(youtubeThumbnail('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(embedUrl({ provider: 'vimeo', id: '76979871' })).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871\?/);
  });
});

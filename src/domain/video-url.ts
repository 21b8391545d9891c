/**
 * Video links the carousel and the video pages accept: YouTube (watch?v=, youtu.be/, embed/,
 * shorts/) and Vimeo (vimeo.com/ID, player.vimeo.com/video/ID). Anything else is refused with the
 * errors of docs/behaviour.md#B-UI-2, so a bad link in the content shows a message instead of a broken slide.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export type ParsedVideo =
  | { ok: true; provider: VideoProvider; id: string }
  | { ok: false; error: 'missing' | 'unsupported' };

/** The English texts of docs/behaviour.md#B-UI-2; pages show the localized `media:video.missing|unsupported`. */
export const VIDEO_ERRORS = { missing: 'Missing video URL.', unsupported: 'Video URL not supported.' } as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export function parseVideoUrl(input: string | null | undefined): ParsedVideo {
  const raw = (input ?? '').trim();
  if (!raw) return { ok: false, error: 'missing' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return { ok: false, error: 'unsupported' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, error: 'unsupported' };
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);

  let youtube: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') youtube = segments[1];
  } else if (host === 'youtu.be') {
    youtube = segments[0];
  }
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube)
      ? { ok: true, provider: 'youtube', id: youtube }
      : { ok: false, error: 'unsupported' };

  if (host === 'vimeo.com' && segments.length > 0) {
    const id = segments[segments.length === 1 ? 0 : segments.length - 1];
    if (VIMEO_ID.test(id)) return { ok: true, provider: 'vimeo', id };
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video' && VIMEO_ID.test(segments[1] ?? '')) {
    return { ok: true, provider: 'vimeo', id: segments[1] };
  }
  return { ok: false, error: 'unsupported' };
}

/** The provider's own thumbnail (YouTube); Vimeo needs an API call, so its thumbnails are stored locally. */
export function youtubeThumbnail(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** A privacy-friendly player address, allowed by the CSP frame-src. */
export function embedUrl(video: { provider: VideoProvider; id: string }): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1`;
}

import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The provider's thumbnail (may be remote) or null. */
  src: string | null;
  /** A local image shown behind it, and instead of it when it cannot load (offline, blocked). */
  poster: string;
  alt: string;
}

/** A video thumbnail that never shows a broken image. */
export function VideoThumbnail({ src, poster, alt }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An error before hydration fires no React event: look at the image once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const showRemote = src && src !== poster && !failed;
  return (
    <span className="video-thumb" style={{ backgroundImage: `url("${poster}")` }}>
      {showRemote ? (
        <img
          ref={ref}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          width={480}
          height={360}
          onError={() => setFailed(true)}
        />
      ) : (
        <img src={poster} alt={alt} loading="lazy" decoding="async" width={1200} height={675} />
      )}
      <span className="video-thumb__play" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}

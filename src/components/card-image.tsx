/**
 * A list card's picture. One uploaded in the back office (`/media/<random>.webp`, 1200 × 675) has a
 * card-sized copy beside it (`-600.webp`, 600 × 338, server/admin/resources/uploads.ts): the card
 * offers both and the browser takes what fits. Seeded pictures have one size: no srcset.
 */
const UPLOADED = /^\/media\/([a-f0-9]{24})\.webp$/;

export function mediaSrcSet(src: string): string | undefined {
  const match = UPLOADED.exec(src);
  return match ? `/media/${match[1]}-600.webp 600w, ${src} 1200w` : undefined;
}

/** A third of a wide screen, half of a middle one, all of a phone's. */
const CARD_SIZES = '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw';

/**
 * How a picture in a row of them loads. The first of a page's list (or carousel) is, on a phone, the
 * largest picture in view when the page opens (its LCP): it loads at once and ahead of the rest.
 * Every other one waits until it nears the screen.
 */
export function pictureLoading(first: boolean) {
  return { loading: first ? 'eager' : 'lazy', fetchPriority: first ? 'high' : undefined } as const;
}

export function CardImage({ src, first = false }: { src: string; first?: boolean }) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      className="media-card__image"
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? CARD_SIZES : undefined}
      alt=""
      {...pictureLoading(first)}
      decoding="async"
      width={1200}
      height={675}
    />
  );
}

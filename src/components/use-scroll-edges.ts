import { useEffect, type RefObject } from 'react';

/**
 * Marks a horizontally scrolling strip with `data-more-start` / `data-more-end` while there is more
 * to see on that side (the stylesheet fades that edge), and brings the current item into view
 * (again whenever `current`, the page's key, changes).
 * Works in both directions: scrollLeft runs from 0 towards negative values in right-to-left.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, current: string): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const travelled = Math.abs(strip.scrollLeft);
      const room = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute('data-more-start', travelled > 1);
      strip.toggleAttribute('data-more-end', room - travelled > 1);
    };
    const active = strip.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && strip.scrollWidth > strip.clientWidth) {
      const box = active.getBoundingClientRect();
      const frame = strip.getBoundingClientRect();
      if (box.left < frame.left || box.right > frame.right) strip.scrollLeft += box.left - frame.left - (frame.width - box.width) / 2;
    }
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, current]);
}

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
    let first = true;
    const measure = () => {
      if (first) {
        first = false;
        const active = strip.querySelector<HTMLElement>('[aria-current="page"]');
        if (active && strip.scrollWidth > strip.clientWidth) {
          const box = active.getBoundingClientRect();
          const frame = strip.getBoundingClientRect();
          if (box.left < frame.left || box.right > frame.right)
            strip.scrollLeft += box.left - frame.left - (frame.width - box.width) / 2;
        }
      }
      update();
    };
    strip.addEventListener('scroll', update, { passive: true });
    // Measured when the browser has laid the page out anyway (a ResizeObserver reports every observed
    // element once, after layout), not inside hydration's task: reading sizes there forced the
    // whole page's first layout into that long task.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    let frame = 0;
    if (observer) observer.observe(strip);
    else frame = requestAnimationFrame(measure);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, current]);
}

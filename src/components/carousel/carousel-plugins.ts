import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider/react';

/**
 * Autoplay (keen-slider has none built in): moves on every `intervalMs` unless the pointer is over
 * the carousel, focus is inside it, the visitor paused it, or `isPaused()` says so.
 */
export function autoplayPlugin(intervalMs: number, isPaused: () => boolean): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (hovered || focused || isPaused()) return;
      timer = setTimeout(() => slider.next(), intervalMs);
    };
    const listeners: Array<[string, () => void]> = [
      ['mouseenter', () => ((hovered = true), stop())],
      ['mouseleave', () => ((hovered = false), schedule())],
      ['focusin', () => ((focused = true), stop())],
      ['focusout', () => ((focused = false), schedule())],
    ];
    // Listen on the whole carousel (controls included), not only the track.
    const root = () => slider.container.closest('.carousel') ?? slider.container;
    slider.on('created', () => {
      for (const [name, fn] of listeners) root().addEventListener(name, fn);
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      stop();
      for (const [name, fn] of listeners) root().removeEventListener(name, fn);
    });
  };
}

/** Measures again once the window has stopped resizing for `delayMs` (docs/behaviour.md#B-UI-2). */
export function resizeRefreshPlugin(delayMs: number): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => slider.update(), delayMs);
    };
    slider.on('created', () => window.addEventListener('resize', onResize));
    slider.on('destroyed', () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    });
  };
}

/**
 * Slides out of view are `inert`: Tab would otherwise walk into links the visitor cannot see, and a
 * screen reader would read them as if shown (docs/behaviour.md#B-UI-2). Marked once a move or a
 * re-measure settles; a slide partly in view mid-move keeps what it had.
 */
export function offViewSlidesInertPlugin(): KeenSliderPlugin {
  return (slider: KeenSliderInstance) => {
    const mark = () => {
      const details = slider.track.details;
      if (!details) return;
      details.slides.forEach((slide, index) => slider.slides[index]?.toggleAttribute('inert', slide.portion < 0.99));
    };
    slider.on('created', mark);
    slider.on('animationEnded', mark);
    slider.on('updated', mark);
    slider.on('optionsChanged', mark);
  };
}

/**
 * Carousel constants (docs/behaviour.md#B-UI-2). The original used Owl Carousel's names (items, autoplayTimeout,
 * smartSpeed, responsiveRefreshRate); keen-slider takes the same values under its own options.
 */
/** Slides in view on a wide screen; fewer on narrower ones (see CAROUSEL_BREAKPOINTS). */
export const CAROUSEL_ITEMS = 3;
/** Time each position stays before autoplay moves on. */
export const CAROUSEL_AUTOPLAY_TIMEOUT_MS = 5000;
/** Duration of one move. */
export const CAROUSEL_SMART_SPEED_MS = 250;
/** After the window stops resizing for this long, the slider measures itself again. */
export const CAROUSEL_RESIZE_REFRESH_MS = 200;

/** Slides per view by minimum width: one on phones, two on tablets, CAROUSEL_ITEMS on desktops. */
export const CAROUSEL_BREAKPOINTS: ReadonlyArray<{ minWidth: string; perView: number }> = [
  { minWidth: '40rem', perView: 2 },
  { minWidth: '64rem', perView: CAROUSEL_ITEMS },
];

import { Children, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useKeenSlider, type KeenSliderOptions } from 'keen-slider/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import {
  CAROUSEL_AUTOPLAY_TIMEOUT_MS,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_RESIZE_REFRESH_MS,
  CAROUSEL_SMART_SPEED_MS,
} from './carousel-settings';
import { autoplayPlugin, offViewSlidesInertPlugin, resizeRefreshPlugin } from './carousel-plugins';

interface Props {
  /** Names the carousel for assistive technology ("Featured projects"). */
  label: string;
  children: ReactNode;
  /** Default true; always off for visitors who prefer reduced motion. */
  autoplay?: boolean;
  className?: string;
}

/** True when the visitor asked the system for less motion. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The keen-slider carousel of docs/behaviour.md#B-UI-2: 3 slides per view on desktop (2 on tablets, 1 on phones),
 * autoplay every 5000 ms, 250 ms moves, re-measured 200 ms after a resize, right to left in Arabic.
 * Autoplay pauses on hover and focus and has a pause button (WCAG 2.2.2); arrows and dots are buttons.
 */
export function Carousel({ label, children, autoplay = true, className }: Props) {
  const { t, i18n } = useTranslation('media');
  const slides = Children.toArray(children);
  const rtl = i18n.dir() === 'rtl';
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const paused = !autoplay || userPaused || reducedMotion;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: slides.length > 1,
      rtl,
      defaultAnimation: { duration: CAROUSEL_SMART_SPEED_MS },
      slides: { perView: 1, spacing: 16 },
      breakpoints: Object.fromEntries(
        CAROUSEL_BREAKPOINTS.map(({ minWidth, perView }) => [
          `(min-width: ${minWidth})`,
          { slides: { perView, spacing: 20 } },
        ]),
      ),
      created: () => setReady(true),
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    }),
    [rtl, slides.length],
  );
  const plugins = useMemo(
    () => [
      autoplayPlugin(CAROUSEL_AUTOPLAY_TIMEOUT_MS, () => pausedRef.current),
      resizeRefreshPlugin(CAROUSEL_RESIZE_REFRESH_MS),
      offViewSlidesInertPlugin(),
    ],
    [],
  );
  const [trackRef, slider] = useKeenSlider<HTMLDivElement>(options, plugins);

  // Resuming needs a nudge: the plugin only reschedules on slider events.
  useEffect(() => {
    if (!paused) slider.current?.update();
  }, [paused, slider]);

  if (slides.length === 0) return null;
  return (
    <section
      className={`carousel${ready ? ' is-ready' : ''}${className ? ` ${className}` : ''}`}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
    >
      <div
        ref={trackRef}
        className="keen-slider carousel__track"
        id={`${id}-track`}
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="keen-slider__slide carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { index: index + 1, count: slides.length })}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-controls={`${id}-track`}
            aria-label={t('carousel.previous')}
            onClick={() => slider.current?.prev()}
          >
            <Icon name="chevron" />
          </button>
          <div className="carousel__dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-controls={`${id}-track`}
                aria-label={t('carousel.goTo', { index: index + 1 })}
                aria-current={current === index ? 'true' : undefined}
                onClick={() => slider.current?.moveToIdx(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-controls={`${id}-track`}
            aria-label={t('carousel.next')}
            onClick={() => slider.current?.next()}
          >
            <Icon name="chevron" />
          </button>
          {autoplay && !reducedMotion && (
            <button
              type="button"
              className="carousel__toggle"
              aria-pressed={userPaused}
              onClick={() => setUserPaused((value) => !value)}
            >
              {userPaused ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import type { Locale } from '../../src/lib/locale';
import { Carousel } from '../../src/components/carousel/carousel';
import { VideoSlide } from '../../src/components/carousel/video-slide';
import { VIDEO_ERRORS } from '../../src/domain/video-url';

function i18nFor(locale: Locale) {
  const media = JSON.parse(readFileSync(`locales/${locale}/media.json`, 'utf8')) as Record<string, unknown>;
  return createI18n(locale, { media, common: {} });
}

function render(node: React.ReactNode, locale: Locale = 'en'): string {
  return renderToString(<I18nextProvider i18n={i18nFor(locale)}>{node}</I18nextProvider>);
}

describe('VideoSlide', () => {
  it('shows "Missing video URL." for a slide without a link', () => {
    const html = render(<VideoSlide url="" title="A film" poster="/media/video-1.svg" />);
    expect(html).toContain(VIDEO_ERRORS.missing);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<a ');
  });

  it('shows "Video URL not supported." for a link no provider accepts', () => {
    const html = render(<VideoSlide url="https://example.org/film.mp4" title="A film" poster="/media/video-1.svg" />);
    expect(html).toContain(VIDEO_ERRORS.unsupported);
  });

  it('words the errors in Arabic on Arabic pages', () => {
    const ar = JSON.parse(readFileSync('locales/ar/media.json', 'utf8')) as { video: Record<string, string> };
    expect(render(<VideoSlide url={null} title="فيلم" poster="/p.svg" />, 'ar')).toContain(ar.video.missing);
    expect(render(<VideoSlide url="https://x.test/v" title="فيلم" poster="/p.svg" />, 'ar')).toContain(
      ar.video.unsupported,
    );
  });

  it('links a YouTube slide to the video with the provider thumbnail over the local poster', () => {
    const html = render(<VideoSlide url="https://youtu.be/dQw4w9WgXcQ" title="A film" poster="/media/video-1.svg" />);
    expect(html).toContain('href="https://youtu.be/dQw4w9WgXcQ"');
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain('/media/video-1.svg');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('shows the local thumbnail for a Vimeo slide', () => {
    const html = render(
      <VideoSlide
        url="https://vimeo.com/76979871"
        title="A film"
        poster="/media/video-3.svg"
        thumbnail="/media/video-3.svg"
      />,
    );
    expect(html).toContain('src="/media/video-3.svg"');
    expect(html).toContain('Vimeo video');
  });
});

describe('Carousel markup', () => {
  it('labels the carousel, its slides and its controls', () => {
    const html = render(
      <Carousel label="Highlights">
        <p>one</p>
        <p>two</p>
        <p>three</p>
        <p>four</p>
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Highlights"');
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html.match(/class="carousel__dot"/g)).toHaveLength(4);
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('>Pause<');
    expect(html).toContain('class="keen-slider carousel__track"');
  });

  it('has no controls for a single slide and nothing for none', () => {
    expect(
      render(
        <Carousel label="One">
          <p>only</p>
        </Carousel>,
      ),
    ).not.toContain('carousel__arrow');
    expect(render(<Carousel label="None">{[]}</Carousel>)).toBe('');
  });

  it('has no pause button when autoplay is off', () => {
    expect(
      render(
        <Carousel label="Still" autoplay={false}>
          <p>a</p>
          <p>b</p>
        </Carousel>,
      ),
    ).not.toContain('>Pause<');
  });
});

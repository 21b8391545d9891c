import { AppLink } from '../../../components/app-link';
import { pictureLoading } from '../../../components/card-image';
import { Carousel } from '../../../components/carousel/carousel';
import { VideoSlide } from '../../../components/carousel/video-slide';
import { pick, type HomeSlide } from '../../../domain/content-media';
import { localizePath, type Locale } from '../../../lib/locale';

/** `first`: on a phone the first slide's picture is the largest thing in view (the home's LCP). */
function Slide({ slide, locale, first }: { slide: HomeSlide; locale: Locale; first: boolean }) {
  const title = pick(slide.title, locale);
  const text = pick(slide.text, locale);
  if (slide.kind === 'video') {
    return (
      <VideoSlide url={slide.videoUrl} title={title} text={text} poster={slide.image} thumbnail={slide.thumbnail} />
    );
  }
  return (
    <AppLink to={localizePath(slide.link, locale)} className="slide-card slide-card--image">
      <img src={slide.image} alt="" {...pictureLoading(first)} decoding="async" width={1200} height={675} />
      <span className="slide-card__body">
        <span className="slide-card__title">{title}</span>
        <span className="slide-card__text">{text}</span>
      </span>
    </AppLink>
  );
}

/** The home page's highlights: image and video slides in the carousel (docs/behaviour.md#B-UI-2). */
export function HomeCarousel({ label, slides, locale }: { label: string; slides: HomeSlide[]; locale: Locale }) {
  return (
    <Carousel label={label}>
      {slides.map((slide, index) => (
        <Slide key={slide.id} slide={slide} locale={locale} first={index === 0} />
      ))}
    </Carousel>
  );
}

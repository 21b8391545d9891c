import { useTranslation } from 'react-i18next';
import { parseVideoUrl, youtubeThumbnail } from '../../domain/video-url';
import { VideoThumbnail } from './video-thumbnail';

interface Props {
  url: string | null | undefined;
  title: string;
  text?: string;
  /** Local image behind the provider's thumbnail. */
  poster: string;
  /** The provider thumbnail from the API; derived here for YouTube when absent. */
  thumbnail?: string | null;
}

/**
 * A carousel slide for a YouTube or Vimeo link: the provider's thumbnail opening the video on the
 * provider's site, or the docs/behaviour.md#B-UI-2 message ('Missing video URL.', 'Video URL not supported.').
 */
export function VideoSlide({ url, title, text, poster, thumbnail }: Props) {
  const { t } = useTranslation('media');
  const video = parseVideoUrl(url);
  if (!video.ok) {
    return (
      <div className="slide-card slide-card--error" role="alert">
        <p className="slide-card__title">{title}</p>
        <p className="slide-card__error">{t(`video.${video.error}`)}</p>
      </div>
    );
  }
  const src = thumbnail ?? (video.provider === 'youtube' ? youtubeThumbnail(video.id) : null);
  return (
    <a className="slide-card slide-card--video" href={url ?? ''} target="_blank" rel="noopener noreferrer">
      <VideoThumbnail src={src} poster={poster} alt="" />
      <span className="slide-card__body">
        <span className="slide-card__kicker">{t(`video.provider.${video.provider}`)}</span>
        <span className="slide-card__title">{title}</span>
        {text && <span className="slide-card__text">{text}</span>}
        <span className="visually-hidden">{t('video.opensNewWindow')}</span>
      </span>
    </a>
  );
}

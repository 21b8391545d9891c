import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoThumbnail } from '../../../components/carousel/video-thumbnail';
import { embedUrl, parseVideoUrl } from '../../../domain/video-url';
import { pick, type VideoItem } from '../../../domain/content-media';
import type { Locale } from '../../../lib/locale';
import { DualDate } from '../../../components/dual-date';

/**
 * A video: its thumbnail is a button that swaps in the provider's player (loaded only on request,
 * so no third-party frame loads until the visitor asks), with a link to the provider's page.
 */
export function VideoCard({ video, locale }: { video: VideoItem; locale: Locale }) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const title = pick(video.title, locale);
  const parsed = parseVideoUrl(video.url);
  const provider = t(`video.provider.${video.provider}`);
  return (
    <article className="media-card video-card">
      {playing && parsed.ok ? (
        <div className="video-card__player">
          <iframe
            src={embedUrl(parsed)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
          />
        </div>
      ) : (
        <button
          type="button"
          className="video-card__play"
          onClick={() => setPlaying(true)}
          aria-label={t('video.play', { title })}
        >
          <VideoThumbnail src={video.thumbnail} poster={video.poster} alt="" />
        </button>
      )}
      <div className="media-card__body">
        <DualDate iso={video.publishedAt} locale={locale} className="media-card__meta" />
        <h2 className="media-card__title">{title}</h2>
        <p className="media-card__text">{pick(video.description, locale)}</p>
        <div className="media-card__actions">
          <a className="button button--ghost button--small" href={video.url} target="_blank" rel="noopener noreferrer">
            {t('video.watchOn', { provider: video.provider === 'youtube' ? 'YouTube' : 'Vimeo' })}
            <span className="visually-hidden"> {t('video.opensNewWindow')}</span>
          </a>
          {playing && (
            <button type="button" className="button button--ghost button--small" onClick={() => setPlaying(false)}>
              {t('videos.close')}
            </button>
          )}
        </div>
        <span className="visually-hidden">{provider}</span>
      </div>
    </article>
  );
}

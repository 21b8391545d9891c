import { useTranslation } from 'react-i18next';
import { pick, type NewsDetail } from '../../domain/content-media';
import type { PageProps } from '../../pipeline/types';
import { ArticleLead, Gallery, MediaDetailPage, mediaDetailRoute } from './parts/media-detail';
import { Paragraphs } from '../../components/paragraphs';
import { RichText } from '../../components/rich-text';

export const { validate, loadData, head } = mediaDetailRoute<NewsDetail>('/news', (data) => ({
  description: data.summary,
  image: data.image,
}));

export default function NewsItemPage(props: PageProps<NewsDetail>) {
  const { t } = useTranslation('media');
  const { data, ctx } = props;
  return (
    <MediaDetailPage {...props} back={{ path: '/news', labelKey: 'news.back' }}>
      <ArticleLead image={data.image} summary={pick(data.summary, ctx.locale)} />
      {data.bodyHtml ? <RichText html={data.bodyHtml[ctx.locale]} /> : <Paragraphs items={data.body[ctx.locale]} />}
      {data.images.length > 0 && (
        <section className="article__gallery" aria-labelledby="news-gallery">
          <h2 id="news-gallery">{t('news.gallery')}</h2>
          <Gallery images={data.images} locale={ctx.locale} />
        </section>
      )}
    </MediaDetailPage>
  );
}

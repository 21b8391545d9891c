import { useTranslation } from 'react-i18next';
import { pick, type MessageDetail } from '../../domain/content-media';
import type { PageProps } from '../../pipeline/types';
import { ArticleLead, MediaDetailPage, mediaDetailRoute } from '../news/parts/media-detail';
import { Paragraphs } from '../../components/paragraphs';
import { RichText } from '../../components/rich-text';

export const { validate, loadData, head } = mediaDetailRoute<MessageDetail>('/messages', (data) => ({
  description: data.summary,
  image: data.image,
}));

export default function MessagePage(props: PageProps<MessageDetail>) {
  const { t } = useTranslation('media');
  const { data, ctx } = props;
  return (
    <MediaDetailPage
      {...props}
      before={<span className="media-tag">{pick(data.topic, ctx.locale)}</span>}
      back={{ path: '/messages', labelKey: 'messages.back' }}
    >
      <ArticleLead image={data.image} summary={pick(data.summary, ctx.locale)} />
      {data.bodyHtml ? <RichText html={data.bodyHtml[ctx.locale]} /> : <Paragraphs items={data.body[ctx.locale]} />}
      <p className="notice">{t('messages.disclaimer')}</p>
    </MediaDetailPage>
  );
}

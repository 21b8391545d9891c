import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { isContentId, pick, type MessageDetail } from '../../domain/content-media';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';
import { Paragraphs } from '../news/parts/paragraphs';

export function validate(ctx: RouteContext): boolean {
  return isContentId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<MessageDetail> {
  return (await ctx.api.get<MessageDetail>(`/messages/${ctx.params.id}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: MessageDetail): HeadInfo {
  return { title: pick(data.title, ctx.locale), description: pick(data.summary, ctx.locale), image: data.image };
}

export default function MessagePage({ data, ctx }: PageProps<MessageDetail>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader
        routeKey={ctx.routeKey}
        title={pick(data.title, locale)}
        lead={
          <>
            <span className="media-tag">{pick(data.topic, locale)}</span> <DualDate iso={data.publishedAt} locale={locale} />
          </>
        }
      />
      <article className="container page-body article">
        <img className="article__hero" src={data.image} alt="" width={1200} height={675} />
        <p className="article__summary">{pick(data.summary, locale)}</p>
        <Paragraphs items={data.body[locale]} />
        <p className="notice">{t('messages.disclaimer')}</p>
        <p className="article__back">
          <AppLink to={localizePath('/messages', locale)} className="button button--ghost">
            {t('messages.back')}
          </AppLink>
        </p>
      </article>
    </>
  );
}

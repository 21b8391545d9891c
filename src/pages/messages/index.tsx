import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { pick, type MessageSummary } from '../../domain/content-media';
import type { Page } from '../../domain/pagination';
import { localizePath } from '../../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { DualDate } from '../../components/dual-date';
import { Pager, pageHref } from '../../components/pager';
import { listParams } from '../../lib/list-query';
import { CardImage } from '../../components/card-image';

export const watchQuery = ['page'];

export async function loadData(ctx: RouteContext): Promise<Page<MessageSummary>> {
  return (await ctx.api.get<Page<MessageSummary>>('/messages', { params: listParams(ctx), signal: ctx.signal })).data;
}

export function head(_ctx: PageRenderContext, _data: Page<MessageSummary>, t: (key: string) => string): HeadInfo {
  return { title: t('routes.messages'), description: t('media:messages.lead') };
}

export default function MessagesPage({ data, ctx }: PageProps<Page<MessageSummary>>) {
  const { t } = useTranslation('media');
  const locale = ctx.locale;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('messages.lead')} />
      <div className="container page-body">
        {data.items.length === 0 ? (
          <p className="empty-state">{t('messages.empty')}</p>
        ) : (
          <div className="media-grid">
            {data.items.map((message, index) => (
              <article key={message.id} className="media-card message-card">
                <CardImage src={message.image} first={index === 0} />
                <div className="media-card__body">
                  <span className="media-tag">{pick(message.topic, locale)}</span>
                  <h2 className="media-card__title">
                    <AppLink to={localizePath(`/messages/${message.id}`, locale)} className="media-card__link">
                      {pick(message.title, locale)}
                    </AppLink>
                  </h2>
                  <p className="media-card__text">{pick(message.summary, locale)}</p>
                  <DualDate iso={message.publishedAt} locale={locale} className="media-card__meta" />
                </div>
              </article>
            ))}
          </div>
        )}
        <Pager
          page={data.page}
          pages={data.pages}
          locale={locale}
          href={(n) => pageHref(localizePath('/messages', locale), n)}
        />
      </div>
    </>
  );
}

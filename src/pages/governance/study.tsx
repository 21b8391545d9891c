import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import { isNumericId, type Study } from '../../domain/content-core';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { ContentBlocks } from '../../components/content-blocks';
import { RichText } from '../../components/rich-text';
import { DualDate } from '../../components/dual-date';

/** Only whole-number ids reach the API; an unknown one is a 404 from the API itself. */
export function validate(ctx: RouteContext): boolean {
  return isNumericId(ctx.params.id);
}

export async function loadData(ctx: RouteContext): Promise<Study> {
  return (await ctx.api.get<Study>(`/studies/${ctx.params.id}`, { signal: ctx.signal })).data;
}

export function head(ctx: PageRenderContext, data: Study): HeadInfo {
  return { title: data.title[ctx.locale], description: data.summary[ctx.locale] };
}

/** /pages/studies/:id: one study, its summary, findings and recommendations. */
export default function StudyPageView({ data, ctx }: PageProps<Study>) {
  const { t } = useTranslation('about');
  const { toRoute } = useLocalePath();
  const { locale } = ctx;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={data.title[locale]} />
      <div className="container page-body content-page">
        <article className="content-article">
          <dl className="study-facts">
            <div>
              <dt>{t('studies.field')}</dt>
              <dd>{data.field[locale]}</dd>
            </div>
            <div>
              <dt>{t('published')}</dt>
              <dd>
                <DualDate iso={data.publishedOn} locale={locale} />
              </dd>
            </div>
          </dl>
          <div className="callout callout--summary">
            <h2 className="callout__title">{t('studies.summary')}</h2>
            <p>{data.summary[locale]}</p>
          </div>
          {data.html ? <RichText html={data.html[locale]} /> : <ContentBlocks blocks={data.body[locale]} />}
          <p>
            <AppLink to={toRoute('studies')} className="back-link">
              {t('studies.back')}
            </AppLink>
          </p>
        </article>
      </div>
    </>
  );
}

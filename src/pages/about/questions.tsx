import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { PageHeader } from '../../components/page-header';
import { useLocalePath } from '../../components/use-locale-path';
import type { FaqPage } from '../../domain/content-core';
import type { PageProps, RouteContext } from '../../pipeline/types';

export async function loadData(ctx: RouteContext): Promise<FaqPage> {
  return (await ctx.api.get<FaqPage>('/faqs', { params: { size: 50 }, signal: ctx.signal })).data;
}

/** /pages/questions: an accordion of native <details>, so it works before (and without) JavaScript. */
export default function QuestionsPage({ data, ctx }: PageProps<FaqPage>) {
  const { t } = useTranslation('about');
  const { toRoute } = useLocalePath();
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t('faq.lead')} />
      <div className="container page-body content-page">
        <div className="faq-list">
          {data.items.map((faq, index) => (
            <details key={faq.id} className="faq" open={index === 0}>
              <summary className="faq__question">{faq.question[ctx.locale]}</summary>
              <div className="faq__answer">
                <p>{faq.answer[ctx.locale]}</p>
              </div>
            </details>
          ))}
        </div>
        <aside className="callout">
          <p>{t('faq.more')}</p>
          <AppLink to={toRoute('contactus')} className="button button--primary">
            {t('faq.contact')}
          </AppLink>
        </aside>
      </div>
    </>
  );
}

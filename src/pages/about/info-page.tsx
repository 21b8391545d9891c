import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { DocumentPage, DocumentTab, InfoPage, PeopleGroup, PeopleResponse } from '../../domain/content-core';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../../pipeline/types';
import { ContentBlocks } from '../../components/content-blocks';
import { RichText } from '../../components/rich-text';
import { DualDate } from '../../components/dual-date';
import { MemberCards } from './parts/member-cards';
import { DocumentList } from '../../components/document-list';

/** Pages that show a governing body (by role) or a tab of documents under their text. */
const PEOPLE: Partial<Record<string, PeopleGroup>> = {
  board: 'board',
  executive_committee: 'executive_committee',
  general_assembly_members: 'general_assembly',
};
const DOCUMENTS: Partial<Record<string, DocumentTab>> = {
  annual_report: 'reports',
  financial_statements: 'financial',
};

interface Data {
  page: InfoPage;
  people: PeopleResponse | null;
  documents: DocumentPage | null;
}

/** `/pages/vision` → `vision`: the route's own path names its page in the API. */
function slugOf(path: string): string {
  return path.replace(/^\/pages\//, '');
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const slug = slugOf(ctx.route.path);
  const group = PEOPLE[slug];
  const tab = DOCUMENTS[slug];
  const options = { signal: ctx.signal };
  const [page, people, documents] = await Promise.all([
    ctx.api.get<InfoPage>(`/pages/${slug}`, options).then((res) => res.data),
    group ? ctx.api.get<PeopleResponse>('/people', { ...options, params: { group } }).then((res) => res.data) : null,
    tab
      ? ctx.api.get<DocumentPage>('/documents', { ...options, params: { tab, size: 50 } }).then((res) => res.data)
      : null,
  ]);
  return { page, people, documents };
}

export function head(ctx: PageRenderContext, data: Data): HeadInfo {
  return { title: data.page.title[ctx.locale], description: data.page.summary[ctx.locale] };
}

/** An information page (/pages/*): its text from the API, with its body or documents below. */
export default function InfoPageView({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation('about');
  const { locale } = ctx;
  const { page, people, documents } = data;
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} title={page.title[locale]} lead={page.summary[locale]} />
      <div className="container page-body content-page">
        <article className="content-article">
          {page.html ? <RichText html={page.html[locale]} /> : <ContentBlocks blocks={page.body[locale]} />}
          <p className="content-meta">
            <DualDate iso={page.updatedAt} locale={locale} label={t('updated')} />
          </p>
        </article>
        {people && (
          <RelatedSection id="people-heading" title={t('people.heading')}>
            <MemberCards items={people.items} locale={locale} headingLevel={3} />
          </RelatedSection>
        )}
        {documents && (
          <RelatedSection id="documents-heading" title={t('documents.related')}>
            <DocumentList
              items={documents.items}
              locale={locale}
              caption={t('documents.caption', { tab: page.title[locale] })}
            />
          </RelatedSection>
        )}
      </div>
    </>
  );
}

/** A titled section below the page's text (its members, its documents). */
function RelatedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

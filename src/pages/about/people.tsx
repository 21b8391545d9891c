import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import type { PeopleGroup, PeopleResponse } from '../../domain/content-core';
import type { PageProps, RouteContext } from '../../pipeline/types';
import { MemberCards } from './parts/member-cards';

/** Route key → the governing body it shows and its intro in locales/about.json. */
const GROUPS: Record<string, { group: PeopleGroup; intro: string }> = {
  executiveManagement: { group: 'executive_management', intro: 'executiveManagement' },
  permanentCommittees: { group: 'permanent_committees', intro: 'permanentCommittees' },
};

export function validate(ctx: RouteContext): boolean {
  return ctx.route.key in GROUPS;
}

export async function loadData(ctx: RouteContext): Promise<PeopleResponse> {
  const { group } = GROUPS[ctx.route.key];
  return (await ctx.api.get<PeopleResponse>('/people', { params: { group }, signal: ctx.signal })).data;
}

/** /executive_management and /permanent_committees: the body's roles (and committees' remits) from the API. */
export default function PeoplePage({ data, ctx }: PageProps<PeopleResponse>) {
  const { t } = useTranslation('about');
  const intro = GROUPS[ctx.routeKey]?.intro ?? 'executiveManagement';
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={t(`people.${intro}.lead`)} />
      <div className="container page-body content-page">
        <div className="prose">
          <p>{t(`people.${intro}.body`)}</p>
        </div>
        <MemberCards items={data.items} locale={ctx.locale} />
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import type { PageProps } from '../pipeline/types';

/**
 * The frame every route has before its own body is built: title, breadcrumb, section navigation
 * and the page's summary from the locales. Routes move to their own module as their body lands.
 */
export default function SectionPage({ ctx }: PageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body">
        <p className="lead">{t(`descriptions.${ctx.routeKey}`, { defaultValue: t('site.description') })}</p>
      </div>
    </>
  );
}

import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteKey, rowByKey } from '../route-rows';
import { sectionByKey } from '../lib/sections';
import { AppLink } from './app-link';
import { useLocalePath } from './use-locale-path';
import { useScrollEdges } from './use-scroll-edges';

interface Props {
  /** The page's `ctx.routeKey`. */
  routeKey: string;
  /** Overrides the route's own title (a news item's headline, say). */
  title?: string;
  lead?: ReactNode;
}

/** A page's title, breadcrumb and section navigation. */
export function PageHeader({ routeKey, title, lead }: Props) {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  const route = isRouteKey(routeKey) ? rowByKey(routeKey) : undefined;
  const section = route ? sectionByKey(route.section) : undefined;
  const heading = title ?? t(`routes.${routeKey}`);
  const siblings = section?.items.filter((item) => item !== routeKey) ?? [];
  const strip = useRef<HTMLUListElement>(null);
  useScrollEdges(strip, routeKey);
  return (
    <div className="page-header">
      <div className="container">
        <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <AppLink to={toRoute('home')}>{t('routes.home')}</AppLink>
            </li>
            {section && section.key !== 'home' && section.home !== routeKey && (
              <li>
                <AppLink to={toRoute(section.home)}>{t(`nav.${section.key}`)}</AppLink>
              </li>
            )}
            {title && route && !route.path.endsWith('?') && route.path.includes(':') && (
              <li>
                <span>{t(`routes.${routeKey}`)}</span>
              </li>
            )}
            <li aria-current="page">{heading}</li>
          </ol>
        </nav>
        <h1 className="page-title">{heading}</h1>
        {lead && <div className="page-lead">{lead}</div>}
      </div>
      {section && siblings.length > 0 && (
        <nav className="section-nav" aria-label={t('nav.sectionNav', { section: t(`nav.${section.key}`) })}>
          <ul className="container section-nav__list" ref={strip}>
            {section.items.map((item) => (
              <li key={item}>
                <AppLink
                  to={toRoute(item)}
                  aria-current={item === routeKey ? 'page' : undefined}
                  className="section-nav__link"
                >
                  {t(`routes.${item}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

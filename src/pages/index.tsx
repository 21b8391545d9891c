import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { useLocalePath } from '../components/use-locale-path';
import type { HeadInfo, PageProps } from '../pipeline/types';

export function head(_ctx: unknown, _data: unknown, t: (key: string) => string): HeadInfo {
  return { title: t('site.name'), description: t('site.description') };
}

export default function HomePage(_props: PageProps) {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <h1 className="hero__title">{t('home.heroTitle')}</h1>
        <p className="hero__text">{t('home.heroText')}</p>
        <div className="hero__actions">
          <AppLink to={toRoute('instantDonation')} className="button button--primary">
            {t('nav.donateNow')}
          </AppLink>
          <AppLink to={toRoute('about')} className="button button--ghost">
            {t('routes.about')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { AppLink } from '../components/app-link';
import { pick, type HomeData } from '../domain/content-media';
import { formatMoney, formatNumber } from '../lib/format';
import { localizePath } from '../lib/locale';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../pipeline/types';
import { lazyPart } from '../lib/lazy-part';
import { ProgramCard } from './programs/parts/program-card';
import '../styles/home.css';

// The carousel (keen-slider) is the heaviest part of the home page, and the news cards below the
// fold bring the dates in both calendars: in the browser their code loads after the rest, while the
// server's HTML of them is already on screen. The pipeline loads them with the page's data, so a
// render on the server or after a navigation has them in place.
const carousel = lazyPart(
  () => import('./home/parts/home-carousel').then((m) => m.HomeCarousel),
  <div className="home-carousel-placeholder" aria-busy="true" />,
);
const newsCards = lazyPart(() => import('./home/parts/home-news-cards').then((m) => m.HomeNewsCards));
export const parts = () => Promise.all([carousel.load(), newsCards.load()]);

/** The home shows a path's picture and title only: the rest of each path stays out of the page's state. */
type HomeView = Omit<HomeData, 'paths'> & { paths: Pick<HomeData['paths'][number], 'id' | 'title' | 'image'>[] };

export async function loadData(ctx: RouteContext): Promise<HomeView> {
  const data = (await ctx.api.get<HomeData>('/home', { signal: ctx.signal })).data;
  return { ...data, paths: data.paths.map(({ id, title, image }) => ({ id, title, image })) };
}

export function head(_ctx: PageRenderContext, _data: HomeView, t: (key: string) => string): HeadInfo {
  return { title: t('site.name'), description: t('site.description') };
}

function SectionHead({
  id,
  title,
  lead,
  link,
}: {
  id: string;
  title: string;
  lead?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {lead && <p className="section-lead">{lead}</p>}
      </div>
      {link && (
        <AppLink to={link.to} className="section-head__link">
          {link.label}
        </AppLink>
      )}
    </div>
  );
}

/** The home page: hero, highlights carousel, figures, giving paths, programmes, news, partners. */
export default function HomePage({ data, ctx }: PageProps<HomeView>) {
  const { t } = useTranslation('home');
  const locale = ctx.locale;
  const to = (path: string) => localizePath(path, locale);
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__kicker">{t('hero.kicker')}</p>
            <h1 id="home-title" className="home-hero__title">
              {t('hero.title')}
            </h1>
            <p className="home-hero__lead">{t('hero.text')}</p>
            <div className="home-hero__actions">
              <AppLink to={to('/donate/instant-donation')} className="button button--accent">
                {t('hero.donate')}
              </AppLink>
              <AppLink to={to('/paths')} className="button button--light">
                {t('hero.paths')}
              </AppLink>
            </div>
            <p className="home-hero__trust">{t('hero.trust')}</p>
          </div>
          <div className="home-hero__art" aria-hidden="true">
            <img src="/media/slide-1.svg" alt="" width={1200} height={675} />
          </div>
        </div>
      </section>

      <section className="home-section home-highlights" aria-labelledby="home-highlights">
        <div className="container">
          <SectionHead id="home-highlights" title={t('highlights.title')} />
          <carousel.Slot label={t('highlights.label')} slides={data.slides} locale={locale} />
        </div>
      </section>

      <section className="home-stats" aria-labelledby="home-stats">
        <div className="container">
          <h2 id="home-stats" className="home-stats__title">
            {t('stats.title')}
          </h2>
          <dl className="home-stats__grid">
            {data.stats.map((stat) => (
              <div key={stat.key} className="home-stats__item">
                <dt>{pick(stat.label, locale)}</dt>
                <dd>{stat.kind === 'money' ? formatMoney(stat.value, locale) : formatNumber(stat.value, locale)}</dd>
              </div>
            ))}
          </dl>
          <p className="home-stats__note">{t('stats.note')}</p>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-paths">
        <div className="container">
          <SectionHead
            id="home-paths"
            title={t('paths.title')}
            lead={t('paths.lead')}
            link={{ to: to('/paths'), label: t('paths.all') }}
          />
          <ul className="path-tiles">
            {data.paths.map((path) => (
              <li key={path.id}>
                <AppLink to={to(`/paths/${path.id}`)} className="path-tile">
                  <img src={path.image} alt="" loading="lazy" decoding="async" width={1200} height={675} />
                  <span className="path-tile__title">{pick(path.title, locale)}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-section--tinted" aria-labelledby="home-programs">
        <div className="container">
          <SectionHead
            id="home-programs"
            title={t('programs.title')}
            link={{ to: to('/programs-and-projects/ProgramList'), label: t('programs.all') }}
          />
          <div className="media-grid">
            {data.featuredPrograms.map((program) => (
              <ProgramCard key={program.id} program={program} locale={locale} headingLevel={3} />
            ))}
          </div>
        </div>
      </section>

      <section className="home-section home-news" aria-labelledby="home-news">
        <div className="container">
          <SectionHead id="home-news" title={t('news.title')} link={{ to: to('/news'), label: t('news.all') }} />
          <div className="media-grid media-grid--four">
            <newsCards.Slot items={data.latestNews} locale={locale} />
          </div>
        </div>
      </section>

      <section className="home-section home-partners" aria-labelledby="home-partners">
        <div className="container">
          <SectionHead id="home-partners" title={t('partners.title')} lead={t('partners.lead')} />
          <ul className="partner-grid">
            {data.partners.map((partner) => (
              <li key={partner.id} className="partner">
                <img src={partner.logo} alt="" loading="lazy" decoding="async" width={400} height={200} />
                <p className="partner__name">{pick(partner.name, locale)}</p>
                <p className="partner__text">{pick(partner.description, locale)}</p>
              </li>
            ))}
          </ul>
          <p className="sample-note">{t('partners.note')}</p>
        </div>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { Carousel, VideoSlide } from '../components/carousel';
import '../styles/showcase.css';
import { AppLink } from '../components/app-link';
import { useLocalePath } from '../components/use-locale-path';
import { TOAST_TYPES, notify } from '../lib/toast';
import { HttpError } from '../pipeline/http-error';
import type { HeadInfo, PageProps, PageRenderContext, RouteContext } from '../pipeline/types';
import { TranslatedText } from '../components/translated-text';

/** The component showcase (/pages/test): for the team and for browser tests; never indexed. */
interface Data {
  /** When a simulated slow navigation finished (ISO time), else null. */
  slowFinishedAt: string | null;
}

export const SLOW_DEMO_MS = 1200;
export const watchQuery = ['demo'];

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Navigation aborted', 'AbortError'));
    });
  });
}

export async function loadData(ctx: RouteContext): Promise<Data> {
  const demo = ctx.query.demo;
  if (demo === 'fail') throw new HttpError(503, 'Simulated navigation failure', 'showcase:loading.failure');
  // The delay only matters in the browser, where the loading bar draws it; the server answers at once.
  if (demo === 'slow' && !ctx.isServer) await wait(SLOW_DEMO_MS, ctx.signal);
  return { slowFinishedAt: demo === 'slow' ? new Date().toISOString() : null };
}

export function head(_ctx: PageRenderContext, _data: Data, t: (key: string) => string): HeadInfo {
  return { title: t('routes.pagesTest'), description: t('showcase:lead'), noindex: true };
}

export default function PagesTest({ data, ctx }: PageProps<Data>) {
  const { t } = useTranslation(['showcase', 'common']);
  const { toRoute } = useLocalePath();
  const self = toRoute('pagesTest');
  const time = data.slowFinishedAt
    ? new Date(data.slowFinishedAt).toLocaleTimeString(ctx.locale === 'ar' ? 'ar-SA' : 'en-GB')
    : '';
  return (
    <>
      <PageHeader routeKey={ctx.routeKey} lead={<p>{t('showcase:lead')}</p>} />
      <div className="container page-body showcase">
        <section className="showcase__section" aria-labelledby="showcase-toasts">
          <h2 id="showcase-toasts">{t('showcase:toasts.title')}</h2>
          <p>{t('showcase:toasts.hint')}</p>
          <div className="showcase__buttons">
            {TOAST_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                className={`button ${type === 'default' ? 'button--ghost' : 'button--primary'} showcase__toast showcase__toast--${type}`}
                data-toast={type}
                onClick={() => notify(type, <TranslatedText i18nKey={`showcase:toasts.text.${type}`} />)}
              >
                {t(`showcase:toasts.show.${type}`)}
              </button>
            ))}
          </div>
        </section>

        <section className="showcase__section" aria-labelledby="showcase-loading">
          <h2 id="showcase-loading">{t('showcase:loading.title')}</h2>
          <p>{t('showcase:loading.hint')}</p>
          <div className="showcase__buttons">
            <AppLink
              to={`${self}?demo=slow`}
              className="button button--primary"
              data-testid="demo-slow"
              prefetch={false}
            >
              {t('showcase:loading.slow')}
            </AppLink>
            <AppLink to={`${self}?demo=fail`} className="button button--ghost" data-testid="demo-fail" prefetch={false}>
              {t('showcase:loading.failed')}
            </AppLink>
          </div>
          {data.slowFinishedAt && (
            <p role="status" data-testid="demo-slow-done">
              {t('showcase:loading.done', { time })}
            </p>
          )}
        </section>

        <section className="showcase__section" aria-labelledby="showcase-carousel">
          <h2 id="showcase-carousel">{t('showcase:carousel.title')}</h2>
          <Carousel label={t('showcase:carousel.label')}>
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="slide-card">
                <div className="slide-card__body">
                  <h3>{t('showcase:carousel.slide', { n })}</h3>
                  <p>{t('showcase:carousel.slideText')}</p>
                </div>
              </div>
            ))}
            <VideoSlide url={null} title={t('showcase:carousel.videoMissing')} poster="/logo.svg" />
            <VideoSlide
              url="https://video.example/watch/1"
              title={t('showcase:carousel.videoUnsupported')}
              poster="/logo.svg"
            />
          </Carousel>
        </section>

        <section className="showcase__section" aria-labelledby="showcase-errors">
          <h2 id="showcase-errors">{t('showcase:errors.title')}</h2>
          <AppLink to={`${self}/no-such-page`} data-testid="demo-missing" prefetch={false}>
            {t('showcase:errors.missingLink')}
          </AppLink>
        </section>

        <section className="showcase__section" aria-labelledby="showcase-anchor">
          <h2 id="showcase-anchor">{t('showcase:anchor.title')}</h2>
          <AppLink to={`${self}#showcase-bottom`} data-testid="anchor-bottom" prefetch={false}>
            {t('showcase:anchor.toBottom')}
          </AppLink>{' '}
          <AppLink to={`${self}?demo=anchor#showcase-bottom`} data-testid="anchor-new-view" prefetch={false}>
            {t('showcase:anchor.toBottomNewView')}
          </AppLink>
        </section>

        <div className="showcase__spacer" aria-hidden="true" />
        <section className="showcase__section" id="showcase-bottom" aria-labelledby="showcase-bottom-title">
          <h2 id="showcase-bottom-title">{t('showcase:anchor.bottom')}</h2>
          <AppLink to={`${self}#main`} prefetch={false}>
            {t('showcase:anchor.toTop')}
          </AppLink>
        </section>
      </div>
    </>
  );
}

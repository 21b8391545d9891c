import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';
import { SignIn } from './parts/sign-in';
import { DonorSpace } from './parts/donor-space';
import { useDonorSession } from './parts/use-donor-session';
import '../../styles/donor-space.css';

/** Personal: what it shows depends on the device's session, read in the browser; never kept in the HTML cache. */
export const serverCache = false;

/** Shown once the browser knows where the device stands: the sign-in steps and their messages first. */
export const browserTexts = [
  'donor:signIn',
  'donor:session',
  'donor:errors',
  'donor:failed',
  'donor:retry',
  'apply:form',
  'validation:required',
  'validation:mobile',
  'validation:statementCode',
];

export function head(_ctx: PageRenderContext, _data: unknown, t: (key: string) => string): HeadInfo {
  return { title: t('routes.myGiving'), noindex: true };
}

/**
 * The donor's space (docs/behaviour.md#B-DONOR-1…4): signed in with the mobile and a one-time
 * code, it lists everything given from that number. The server renders the page's frame; the
 * browser asks where this device stands (its session cookie is HttpOnly and only sent to the API),
 * so a reload in the middle of signing in comes back to the code step.
 */
export default function MyGivingPage({ ctx }: PageProps<unknown>) {
  const { t } = useTranslation('donor');
  const { toRoute } = useLocalePath();
  const { view, setView, refresh, signedOut } = useDonorSession(ctx.locale);

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body donor-space">
        <p className="donor-space__lead">{t('lead')}</p>
        {view.state === 'checking' && (
          <p className="notice" role="status" data-testid="donor-checking">
            {t('checking')}
          </p>
        )}
        {view.state === 'failed' && (
          <div className="notice notice--warning" role="alert">
            <p>{t('failed')}</p>
            <button type="button" className="button" onClick={() => void refresh()}>
              {t('retry')}
            </button>
          </div>
        )}
        {(view.state === 'signedOut' || view.state === 'code') && <SignIn state={view} onChange={setView} />}
        {view.state === 'signedIn' && <DonorSpace session={view} onSignedOut={signedOut} />}
        <p className="donor-space__also">
          <AppLink to={toRoute('receiptStatement')}>{t('common:routes.receiptStatement')}</AppLink>
        </p>
      </div>
    </>
  );
}

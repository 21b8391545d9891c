import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/app-link';
import { useLocalePath } from '../../components/use-locale-path';
import type { DonorOverview, DonorSessionState } from '../../domain/donor-space/api-types';
import { loadApiClient } from '../../lib/api-loader';
import { apiErrorCode } from '../../lib/submit-result';
import { useRuntimeConfig } from '../../lib/runtime-config';
import type { HeadInfo, PageProps, PageRenderContext } from '../../pipeline/types';
import { SignIn } from '../my-giving/parts/sign-in';
import { Statements } from '../my-giving/parts/statements';
import { useDonorSession, type DonorView } from '../my-giving/parts/use-donor-session';
import '../../styles/receipts.css';
import '../../styles/donor-space.css';

/** What it shows depends on the device's session, read in the browser (as the donor's space). */
export const serverCache = false;

/** The sign-in steps' messages, drawn only in the browser (the donor's space's list). */
export const browserTexts = [
  'donor:signIn',
  'donor:session',
  'donor:errors',
  'donor:failed',
  'donor:retry',
  'donor:checking',
  'apply:form',
  'validation:required',
  'validation:mobile',
  'validation:statementCode',
];

export function head(_ctx: PageRenderContext, _data: unknown, t: (key: string) => string): HeadInfo {
  return { title: t('routes.receiptStatement') };
}

/**
 * The yearly statement (docs/behaviour.md#B-RECEIPT-3): signed in with the donor's space's mobile
 * and code kit (its step survives a reload, counts the tries left and sends a new code to the same
 * number), then a statement of any Hijri or Gregorian year or range of days, as in the donor's space.
 */
export default function StatementPage({ ctx }: PageProps<unknown>) {
  const { t } = useTranslation('receipts');
  const { toRoute } = useLocalePath();
  const { view, setView, refresh, signedOut } = useDonorSession(ctx.locale);

  return (
    <>
      <PageHeader routeKey={ctx.routeKey} />
      <div className="container page-body statement">
        <p>{t('statement.lead')}</p>
        <StatementSteps view={view} onChange={setView} onSignedOut={signedOut} onRetry={() => void refresh()} />
        <p className="statement__also">
          <AppLink to={toRoute('myGiving')}>{t('donor:pointer')}</AppLink>
        </p>
      </div>
    </>
  );
}

/** Where the device stands: checking, the sign-in steps, or the statement. */
export function StatementSteps({
  view,
  onChange,
  onSignedOut,
  onRetry,
}: {
  view: DonorView;
  onChange: (state: DonorSessionState) => void;
  onSignedOut: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('donor');
  if (view.state === 'checking') {
    return (
      <p className="notice" role="status" data-testid="statement-checking">
        {t('checking')}
      </p>
    );
  }
  if (view.state === 'failed') {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (view.state === 'signedIn') return <SignedInStatement onSignedOut={onSignedOut} />;
  return <SignIn state={view} onChange={onChange} />;
}

function SignedInStatement({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation('donor');
  const { locale } = useLocalePath();
  const { apiBaseUrl } = useRuntimeConfig();
  const [years, setYears] = useState<DonorOverview['years'] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const api = await loadApiClient(apiBaseUrl, locale);
      setYears((await api.get<DonorOverview>('/my-giving', { withCredentials: true })).data.years);
    } catch (error) {
      // The session ended since the page asked: back to signing in.
      if (apiErrorCode(error) === 'signed_out') onSignedOut();
      else setFailed(true);
    }
  }, [apiBaseUrl, locale, onSignedOut]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    return (
      <div className="notice notice--warning" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button" onClick={() => void load()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!years) {
    return (
      <p className="notice" role="status">
        {t('checking')}
      </p>
    );
  }
  return <Statements years={years} />;
}

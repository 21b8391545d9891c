import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorState } from '../pipeline/http-error';
import { AppLink } from '../components/app-link';
import { useLocalePath } from '../components/use-locale-path';
import { formatPlainNumber } from '../lib/format';
import { isChunkLoadError } from '../pipeline/run-pipeline';
import { useNavigation } from '../navigation/context';
import { OFFLINE_ERROR } from '../navigation/navigator';

/**
 * The visitor-language text for an error without a message key of ours: a library's message
 * ("Request failed with status code 400", "Network Error", a failed chunk import) is English and
 * technical, so it is never shown; the server logs it instead.
 */
export function errorMessageKey(error: ErrorState): string {
  if (error.messageKey) return error.messageKey;
  if (isChunkLoadError(error.message)) return 'errors.updateFailed';
  if (/^Network Error$|Failed to fetch|NetworkError|Load failed/i.test(error.message)) return 'errors.networkFailed';
  return error.statusCode >= 500 ? 'errors.serverFailed' : 'errors.requestFailed';
}

/** The error as it travels to the browser: status and text key only, no library message. */
export function publicError(error: ErrorState): ErrorState {
  return { statusCode: error.statusCode, message: '', messageKey: errorMessageKey(error) };
}

/** The error page: 404 says "this page has been moved" (docs/behaviour.md#B-ERR-1); others show status and message. */
export function ErrorView({ error }: { error: ErrorState }) {
  const { t } = useTranslation();
  const { toRoute, locale } = useLocalePath();
  const { currentUrl } = useNavigation();
  const notFound = error.statusCode === 404;
  // Offline, a page never opened before could not load: say so, and offer a full load of it.
  const offline = error.messageKey === OFFLINE_ERROR.messageKey;
  const message = t(errorMessageKey(error));
  return (
    <section
      className="error-page container"
      data-testid="error-page"
      data-status={error.statusCode}
      data-offline={offline || undefined}
    >
      {!offline && (
        <p className="error-page__code" aria-hidden="true">
          {formatPlainNumber(error.statusCode, locale)}
        </p>
      )}
      <h1 className="error-page__title">
        {notFound ? t('errors.notFound') : offline ? t('errors.offlineTitle') : t('errors.title')}
      </h1>
      {/* A 404 says only "moved", unless the page named what was not found (an unknown receipt code). */}
      {(!notFound || (error.messageKey && error.messageKey !== 'errors.notFound')) && (
        <p className="error-page__message">{message}</p>
      )}
      {offline && (
        <a href={currentUrl} className="button">
          {t('errors.tryAgain')}
        </a>
      )}
      <AppLink to={toRoute('home')} className="button button--primary">
        {t('errors.backHome')}
      </AppLink>
    </section>
  );
}

/** What shows when the error page itself fails (docs/behaviour.md#B-ERR-2): no dependencies beyond the text. */
function ErrorPageFailure({ text, home, href }: { text: string; home: string; href: string }) {
  return (
    <div className="error-page container" data-testid="error-page-failure">
      <p>{text}</p>
      <a href={href}>{home}</a>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Rendered when children throw: either the error page, or (for the error page) the plain failure. */
  fallback: (error: unknown) => ReactNode;
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  key: string;
}

/** Catches render errors in the browser; the server has its own path (`onShellError`). */
export class RenderErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // The next navigation clears the error (docs/behaviour.md#B-NAV-8).
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** The error page guarded by its own boundary. */
export function SafeErrorView({ error, resetKey }: { error: ErrorState; resetKey: string }) {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  return (
    <RenderErrorBoundary
      resetKey={resetKey}
      fallback={() => (
        <ErrorPageFailure text={t('errors.errorPageFailed')} home={t('errors.backHome')} href={toRoute('home')} />
      )}
    >
      <ErrorView error={error} />
    </RenderErrorBoundary>
  );
}

import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorState } from '../pipeline/http-error';
import { AppLink } from '../components/app-link';
import { useLocalePath } from '../components/use-locale-path';

/** The error page: 404 says "this page has been moved" (SPEC.md §8); others show status and message. */
export function ErrorView({ error }: { error: ErrorState }) {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  const notFound = error.statusCode === 404;
  const message = error.messageKey ? t(error.messageKey) : error.message;
  return (
    <section className="error-page container" data-testid="error-page" data-status={error.statusCode}>
      <p className="error-page__code" aria-hidden="true">
        {error.statusCode}
      </p>
      <h1 className="error-page__title">{notFound ? t('errors.notFound') : t('errors.title')}</h1>
      {!notFound && <p className="error-page__message">{message}</p>}
      <AppLink to={toRoute('home')} className="button button--primary">
        {t('errors.backHome')}
      </AppLink>
    </section>
  );
}

/** What shows when the error page itself fails (SPEC.md §8): no dependencies beyond the text. */
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
    // The next navigation clears the error (SPEC.md §4).
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
export function SafeErrorView({ error, resetKey, view: View = ErrorView }: { error: ErrorState; resetKey: string; view?: ComponentType<{ error: ErrorState }> }) {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  return (
    <RenderErrorBoundary
      resetKey={resetKey}
      fallback={() => <ErrorPageFailure text={t('errors.errorPageFailed')} home={t('errors.backHome')} href={toRoute('home')} />}
    >
      <View error={error} />
    </RenderErrorBoundary>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { FigureList, type Figure } from './figure-list';
import '../../../styles/calculators.css';

interface Props {
  routeKey: string;
  lead: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Live result: figures, the verdict and the donate button. */
  result: ReactNode;
  explanationTitle: string;
  explanation: ReactNode;
  settings: Figure[];
  settingsNote: ReactNode;
  roundingText: string;
}

/**
 * The shape every calculator shares. The form is a plain GET form, so without JavaScript "Calculate"
 * reloads the page with the figures in the query and the server renders the result; once hydrated
 * the result follows each keystroke and the submit only moves focus to it.
 */
export function CalculatorFrame({
  routeKey,
  lead,
  children,
  result,
  explanationTitle,
  explanation,
  settings,
  settingsNote,
  roundingText,
}: Props) {
  const { t } = useTranslation('calc');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.getElementById('calc-result')?.focus();
  };
  return (
    <>
      <PageHeader routeKey={routeKey} lead={lead} />
      <div className="container page-body calc">
        <div className="calc__layout">
          <form className="calc-form" method="get" noValidate onSubmit={onSubmit} aria-labelledby="calc-form-title">
            <h2 className="calc-form__title" id="calc-form-title">
              {t('form.inputsTitle')}
            </h2>
            {children}
            <button type="submit" className="button button--ghost calc-form__submit">
              {t('form.calculate')}
            </button>
          </form>
          <div className="calc__side">
            <section className="calc-result" id="calc-result" tabIndex={-1} aria-labelledby="calc-result-title">
              <h2 className="calc-result__title" id="calc-result-title">
                {t('result.title')}
              </h2>
              {result}
            </section>
            <section className="calc-settings" aria-labelledby="calc-settings-title">
              <h2 className="calc-settings__title" id="calc-settings-title">
                {t('settings.title')}
              </h2>
              <FigureList figures={settings} />
              <p className="calc-settings__date">{settingsNote}</p>
            </section>
          </div>
        </div>
        <section className="calc-explain" aria-labelledby="calc-explain-title">
          <h2 id="calc-explain-title">{explanationTitle}</h2>
          {explanation}
          <h3>{t('rounding.title')}</h3>
          <p>{roundingText}</p>
        </section>
      </div>
    </>
  );
}

/** The live part of a result: announced politely when it changes. */
export function LiveResult({ children }: { children: ReactNode }) {
  return (
    <div className="calc-result__live" aria-live="polite" data-testid="calc-result">
      {children}
    </div>
  );
}

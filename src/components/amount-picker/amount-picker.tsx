import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRiyalsText } from '../../domain/giving/money';
import { formatMoney } from '../../lib/format';
import type { Locale } from '../../lib/locale';

interface Props {
  /** The group's visible label ("Amount"). */
  label: string;
  presets: readonly number[];
  /** Halalas, or null while nothing valid is chosen. */
  value: number | null;
  onChange(halalas: number | null): void;
  locale: Locale;
  min: number;
  max: number;
  /** Prefix of the ids (several pickers on one page). */
  idPrefix?: string;
  error?: string | null;
  /** Told what is wrong with the typed amount (or null), so a form beside the picker can refuse to post. */
  onProblemChange?(problem: string | null): void;
}

/**
 * Preset chips (toggle buttons with aria-pressed) plus a custom amount in riyals that accepts
 * Arabic-Indic digits. Chips are native buttons, so Tab and Enter/Space work without extra code.
 */
export function AmountPicker({
  label,
  presets,
  value,
  onChange,
  locale,
  min,
  max,
  idPrefix,
  error,
  onProblemChange,
}: Props) {
  const { t } = useTranslation('giving');
  const auto = useId();
  const base = idPrefix ?? `amount${auto.replace(/:/g, '')}`;
  const [custom, setCustom] = useState('');
  const [problem, setProblemState] = useState<string | null>(null);
  const setProblem = (next: string | null) => {
    setProblemState(next);
    onProblemChange?.(next);
  };
  const customActive = custom.trim() !== '';

  const typed = (text: string) => {
    setCustom(text);
    if (text.trim() === '') {
      setProblem(null);
      onChange(null);
      return;
    }
    const halalas = parseRiyalsText(text);
    if (halalas === null) setProblem(t('amount.invalid'));
    else if (halalas < min) setProblem(t('amount.min', { min: formatMoney(min, locale) }));
    else if (halalas > max) setProblem(t('amount.max', { max: formatMoney(max, locale) }));
    else setProblem(null);
    onChange(halalas !== null && halalas >= min && halalas <= max ? halalas : null);
  };

  const shown = problem ?? error ?? null;
  return (
    <div className="amount-picker" role="group" aria-labelledby={`${base}-label`}>
      <span className="amount-picker__label" id={`${base}-label`}>
        {label}
      </span>
      <div className="amount-picker__chips">
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="amount-chip"
            aria-pressed={!customActive && value === preset}
            onClick={() => {
              setCustom('');
              setProblem(null);
              onChange(preset);
            }}
          >
            {formatMoney(preset, locale)}
          </button>
        ))}
      </div>
      <label className="amount-picker__custom" htmlFor={`${base}-custom`}>
        <span>{t('amount.custom')}</span>
        <span className="amount-picker__input">
          <input
            id={`${base}-custom`}
            className="field__control"
            type="text"
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            value={custom}
            onChange={(event) => typed(event.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${base}-error` : undefined}
            data-testid="amount-custom"
          />
          <span className="amount-picker__unit" aria-hidden="true">
            {t('amount.unit')}
          </span>
        </span>
      </label>
      {shown && (
        <p className="field__error" id={`${base}-error`} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}

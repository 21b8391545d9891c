import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  label: ReactNode;
  /** Shown after the box (SAR, grams …) and read with the label. */
  unit: string;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: string;
  /** Whole numbers only: a numeric keypad rather than a decimal one on phones. */
  whole?: boolean;
  disabled?: boolean;
}

/**
 * A text box for numbers. Not `type="number"`: browsers reject Arabic-Indic digits and separators
 * there, and we read them ourselves (domain/calculators/number-input.ts).
 */
export function NumberField({ name, label, unit, value, onChange, hint, error, whole, disabled }: Props) {
  const { t } = useTranslation('calc');
  const id = `calc-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`calc-field${error ? ' calc-field--invalid' : ''}`}>
      <label className="calc-field__label" htmlFor={id}>
        {label} <span className="visually-hidden">({unit})</span>
      </label>
      {hint && (
        <p className="calc-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className="calc-field__control">
        <input
          id={id}
          name={name}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          className="calc-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
        />
        <span className="calc-field__unit" aria-hidden="true">
          {unit}
        </span>
      </div>
      {error && (
        <p className="calc-field__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('form.errorPrefix')} </span>
          {error}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, useControlProps } from './field';

interface Props {
  name: string;
  label: ReactNode;
  /** File extensions the server accepts by content, e.g. ['pdf', 'docx']; shown in the hint and used in `accept`. */
  extensions: readonly string[];
  maxBytes: number;
  maxFiles?: number;
  /** The validation key for a file of the wrong kind (fileTypeCv, fileTypeAttachment). */
  typeMessageKey: string;
  required?: boolean;
  error?: string;
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Megabytes to one decimal, as a number: the locale string's interpolation writes its digits. */
export function formatMegabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/**
 * A file picker whose hint states the accepted types and size. The browser checks size and
 * extension before posting (data-* attributes, see collect-values.ts); the server checks content.
 */
export function FileInput({ name, label, extensions, maxBytes, maxFiles = 1, typeMessageKey, required, error }: Props) {
  const { t } = useTranslation('apply');
  const types = extensions.map((extension) => extension.toUpperCase()).join(t('common:listSeparator'));
  const hint =
    maxFiles > 1
      ? t('form.filesHint', { types, size: formatMegabytes(maxBytes), count: maxFiles })
      : t('form.fileHint', { types, size: formatMegabytes(maxBytes) });
  const { error: shown, control } = useControlProps({ name, hint, required, error });
  const accept = extensions
    .flatMap((extension) => [`.${extension}`, MIME[extension] ?? ''])
    .filter(Boolean)
    .join(',');
  return (
    <Field name={name} label={label} hint={hint} required={required} error={shown}>
      <input
        className="field__control field__control--file"
        type="file"
        accept={accept}
        multiple={maxFiles > 1}
        data-extensions={extensions.join(',')}
        data-max-bytes={maxBytes}
        data-max-files={maxFiles}
        data-type-key={typeMessageKey}
        {...control}
      />
    </Field>
  );
}

import type { FieldErrors } from '../../domain/validation';

export type FormValues = Record<string, string | string[]>;

/**
 * A form's text values as the API's JSON body expects them: one string per field, an array for
 * names marked as lists (checkbox groups), files left out (they travel as multipart parts).
 */
export function collectValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const lists = new Set(
    Array.from(form.querySelectorAll<HTMLElement>('[data-list-field]'), (element) => element.dataset.listField ?? ''),
  );
  const values: FormValues = {};
  for (const name of lists) values[name] = [];
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    if (lists.has(name)) (values[name] as string[]).push(value);
    else values[name] = value;
  }
  return values;
}

/** What a file input allows, from the data-* attributes FileInput writes. */
interface FileRules {
  extensions: string[];
  maxBytes: number;
  maxFiles: number;
  required: boolean;
  typeKey: string;
}

function rulesOf(input: HTMLInputElement): FileRules {
  return {
    extensions: (input.dataset.extensions ?? '').split(',').filter(Boolean),
    maxBytes: Number(input.dataset.maxBytes ?? Infinity),
    maxFiles: Number(input.dataset.maxFiles ?? 1),
    required: input.required,
    typeKey: input.dataset.typeKey ?? 'invalid',
  };
}

/** The first problem with a list of picked files, as a validation key; the server still checks content. */
export function checkFiles(
  files: readonly { name: string; size: number }[],
  rules: FileRules,
): FieldErrors[string] | null {
  if (files.length === 0) return rules.required ? { key: 'fileRequired' } : null;
  if (files.length > rules.maxFiles) return { key: 'tooManyFiles', params: { count: rules.maxFiles } };
  for (const file of files) {
    const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
    if (rules.extensions.length && !rules.extensions.includes(extension)) return { key: rules.typeKey };
    if (file.size > rules.maxBytes)
      return { key: 'fileTooLarge', params: { max: Math.round(rules.maxBytes / (1024 * 1024)) } };
  }
  return null;
}

/** Size, count and extension of every file input in the form, before anything is sent. */
export function fileErrors(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="file"][data-max-bytes]')) {
    const problem = checkFiles(Array.from(input.files ?? []), rulesOf(input));
    if (problem) errors[input.name] = problem;
  }
  return errors;
}

/** The visible label of each field, for the error summary ("Mobile: enter a valid …"). */
export function fieldLabels(form: HTMLFormElement): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const element of form.querySelectorAll<HTMLElement>('[data-label-for]')) {
    const name = element.dataset.labelFor ?? '';
    if (name && !labels[name]) labels[name] = element.textContent?.trim() ?? '';
  }
  return labels;
}

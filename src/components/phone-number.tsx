import { formatPhone } from '../lib/phone';
import type { Locale } from '../lib/locale';

/**
 * A phone number on a page (full or masked): a left-to-right isolate, so that "+" stays at its
 * start and its groups in order inside an Arabic sentence, in the page's digits
 * (docs/decisions/017, `formatPhone`).
 */
export function PhoneNumber({ value, locale, testId }: { value: string; locale: Locale; testId?: string }) {
  return (
    <bdi dir="ltr" data-testid={testId}>
      {formatPhone(value, locale)}
    </bdi>
  );
}

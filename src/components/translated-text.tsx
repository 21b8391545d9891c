import { useTranslation } from 'react-i18next';

interface Props {
  /** A namespaced key, e.g. `giving:checkout.redirecting`. */
  i18nKey: string;
}

/**
 * A text translated when it is shown rather than when it is asked for. A page's state carries only
 * the texts its render used and the rest arrive after hydration: a toast raised by a quick click
 * before then would freeze the raw key, while this re-renders when the texts are added.
 */
export function TranslatedText({ i18nKey }: Props) {
  const { t } = useTranslation();
  return <>{t(i18nKey)}</>;
}

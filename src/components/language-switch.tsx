import { useTranslation } from 'react-i18next';
import { useNavigation } from '../navigation/context';
import { LOCALES, switchLocalePath } from '../lib/locale';
import { AppLink } from './app-link';

/** The same page in the other language (docs/behaviour.md#B-LOCALE-4); nothing when there is no such path. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { currentUrl, locale } = useNavigation();
  const target = LOCALES.find((candidate) => candidate !== locale);
  const path = target ? switchLocalePath(currentUrl, target) : null;
  if (!target || !path) return null;
  return (
    <AppLink
      to={path}
      className="language-switch"
      hrefLang={target}
      lang={target}
      data-testid="language-switch"
      prefetch={false}
    >
      {t(`language.switchTo.${target}`)}
    </AppLink>
  );
}

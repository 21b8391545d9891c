import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '../navigation/context';
import { headerSections, sectionByKey } from '../lib/sections';
import { AppLink } from './app-link';
import { BasketLink } from './basket-link';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';
import { useLocalePath } from './use-locale-path';

/** The header: navigation labels, language switch, basket count, Donate now; a menu on phones. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { toRoute } = useLocalePath();
  const { currentUrl } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openSection, setOpenSection] = useState<string | null>(null);
  const menuId = useId();

  // Close the phone menu and any submenu after every navigation.
  useEffect(() => {
    setMenuOpen(false);
    setOpenSection(null);
  }, [currentUrl]);

  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <AppLink to={toRoute('pagesDonate')} className="top-link">
            <Icon name="bank" />
            {t('nav.bankAccounts')}
          </AppLink>
          <AppLink to={toRoute('electronicServices')} className="top-link top-link--wide">
            {t('nav.services')}
          </AppLink>
          {/* Phones: the header row has no room beside the name, so "Donate now" stands in this bar. */}
          <AppLink to={toRoute('instantDonation')} className="top-donate" data-testid="donate-now-phone">
            <Icon name="heart" />
            {t('nav.donateNow')}
          </AppLink>
          <span className="site-header__spacer" />
          <LanguageSwitch />
        </div>
      </div>
      <div className="container site-header__main">
        <AppLink to={toRoute('home')} className="brand" aria-label={t('site.homeLink')}>
          <img src="/logo.svg" alt="" width="44" height="44" />
          <span className="brand__text">
            <span className="brand__name">{t('site.name')}</span>
            <span className="brand__tagline">{t('site.tagline')}</span>
          </span>
        </AppLink>
        <div className="site-header__actions">
          <AppLink to={toRoute('instantDonation')} className="button button--primary button--small donate-now">
            <Icon name="heart" />
            {t('nav.donateNow')}
          </AppLink>
          <BasketLink />
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
        </div>
      </div>
      <nav className={`site-nav ${menuOpen ? 'site-nav--open' : ''}`} id={menuId} aria-label={t('nav.main')}>
        <ul className="container site-nav__list">
          {headerSections.map((key) => {
            const section = sectionByKey(key);
            if (!section) return null;
            if (section.items.length <= 1) {
              return (
                <li key={key} className="site-nav__item">
                  <AppLink to={toRoute(section.home)} className="site-nav__link">
                    {t(`nav.${key}`)}
                  </AppLink>
                </li>
              );
            }
            const open = openSection === key;
            return (
              <li key={key} className={`site-nav__item site-nav__item--group ${open ? 'is-open' : ''}`}>
                <button
                  type="button"
                  className="site-nav__link site-nav__toggle"
                  aria-expanded={open}
                  onClick={() => setOpenSection(open ? null : key)}
                >
                  {t(`nav.${key}`)}
                  <Icon name="chevron" className="site-nav__chevron" />
                </button>
                <ul className="site-nav__submenu">
                  {section.items.map((item) => (
                    <li key={item}>
                      <AppLink to={toRoute(item)} className="site-nav__sublink">
                        {t(`routes.${item}`)}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="site-nav__item site-nav__item--phone-only">
            <AppLink to={toRoute('cart')} className="site-nav__link">
              {t('nav.basket')}
            </AppLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

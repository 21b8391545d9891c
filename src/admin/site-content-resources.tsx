import { Resource } from 'react-admin';
import RouteIcon from '@mui/icons-material/AltRoute';
import ProgramsIcon from '@mui/icons-material/Assignment';
import SlidesIcon from '@mui/icons-material/ViewCarousel';
import CatalogIcon from '@mui/icons-material/Storefront';
import OccasionIcon from '@mui/icons-material/Celebration';
import CardIcon from '@mui/icons-material/Redeem';
import BankIcon from '@mui/icons-material/AccountBalance';
import JobIcon from '@mui/icons-material/Work';
import CalculateIcon from '@mui/icons-material/Calculate';
import SettingsIcon from '@mui/icons-material/Settings';
import { PathCreate, PathEdit, PathList, ProgramCreate, ProgramEdit, ProgramList } from './programs';
import { SlideCreate, SlideEdit, SlideList } from './home-slides';
import { CatalogCreate, CatalogEdit, CatalogList } from './catalog';
import { CardCreate, CardEdit, CardList, OccasionCreate, OccasionEdit, OccasionList } from './gifts';
import { BankAccountCreate, BankAccountEdit, BankAccountList } from './bank-accounts';
import { JobOpeningCreate, JobOpeningEdit, JobOpeningList } from './job-openings';
import { CalculatorSettingsCreate, CalculatorSettingsList } from './calculator-settings';
import { SiteSettingsEdit } from './site-settings';
import { LocalText } from './site-content-fields';

/** In menus, references and headings: the title in the screen's language. */
const byTitle = <LocalText />;

/**
 * The giving and site-content screens a role may use (the API refuses the rest anyway), as the
 * route table gives them: editors the programs, slides, catalogue words and gifts; finance the
 * catalogue money, bank accounts and calculator prices; services (and editors) the job openings;
 * administrators everything and the site settings.
 */
export function siteContentResources(role: string) {
  const is = (...roles: string[]) => role === 'admin' || roles.includes(role);
  return [
    is('editor') ? (
      <Resource
        key="paths"
        name="paths"
        list={PathList}
        create={PathCreate}
        edit={PathEdit}
        icon={RouteIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('editor') ? (
      <Resource
        key="programs"
        name="programs"
        list={ProgramList}
        create={ProgramCreate}
        edit={ProgramEdit}
        icon={ProgramsIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('editor') ? (
      <Resource
        key="home-slides"
        name="home-slides"
        list={SlideList}
        create={SlideCreate}
        edit={SlideEdit}
        icon={SlidesIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('editor', 'finance') ? (
      <Resource
        key="catalog"
        name="catalog"
        list={CatalogList}
        create={CatalogCreate}
        edit={CatalogEdit}
        icon={CatalogIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('editor') ? (
      <Resource
        key="gift-occasions"
        name="gift-occasions"
        list={OccasionList}
        create={OccasionCreate}
        edit={OccasionEdit}
        icon={OccasionIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('editor') ? (
      <Resource
        key="gift-cards"
        name="gift-cards"
        list={CardList}
        create={CardCreate}
        edit={CardEdit}
        icon={CardIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('finance') ? (
      <Resource
        key="bank-accounts"
        name="bank-accounts"
        list={BankAccountList}
        create={BankAccountCreate}
        edit={BankAccountEdit}
        icon={BankIcon}
        recordRepresentation="iban"
      />
    ) : null,
    is('editor', 'services') ? (
      <Resource
        key="job-openings"
        name="job-openings"
        list={JobOpeningList}
        create={JobOpeningCreate}
        edit={JobOpeningEdit}
        icon={JobIcon}
        recordRepresentation={byTitle}
      />
    ) : null,
    is('finance') ? (
      <Resource
        key="calculator-settings"
        name="calculator-settings"
        list={CalculatorSettingsList}
        create={CalculatorSettingsCreate}
        icon={CalculateIcon}
      />
    ) : null,
    is() ? <Resource key="site-settings" name="site-settings" list={SiteSettingsEdit} icon={SettingsIcon} /> : null,
  ];
}

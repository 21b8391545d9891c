import { useEffect, useState } from 'react';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
import ArticleIcon from '@mui/icons-material/Article';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { authProvider } from './auth-provider';
import { adminQueryClient } from './query-client';
import { dataProvider } from './data-provider';
import { currentLocale, i18nProvider, onLocaleChange } from './i18n-provider';
import { adminTheme, emotionCache } from './theme';
import { SignInPage } from './sign-in';
import { SetPasswordPage } from './set-password';
import { StaffCreate, StaffList, staffRepresentation } from './staff';
import { AuditList } from './audit';
import { ErasurePage } from './erasure';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Dashboard } from './dashboard';
import { NewsCreate, NewsEdit, NewsList, newsRepresentation } from './news';
import { AidRequestList, AidRequestShow } from './aid-requests';
import { CampaignList, CampaignShow } from './campaigns';
import CampaignIcon from '@mui/icons-material/Campaign';
import { OrderList, OrderShow } from './orders';
import { contentResources } from './content-types';
import { siteContentResources } from './site-content-resources';
import { TotalsList } from './totals';
import { PasskeysPage } from './passkeys';
import KeyIcon from '@mui/icons-material/Key';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { AccountPage } from './account';
import { inboxList, inboxShow } from './inbox';
import { INBOX_KINDS } from './operations-schemas';
import InboxIcon from '@mui/icons-material/Inbox';
import SummarizeIcon from '@mui/icons-material/Summarize';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { PeriodicFailureList, PeriodicPlanList, PeriodicPlanShow, PeriodicUpcomingList } from './periodic';
import { BankStatementList, BankStatementShow } from './transfers/bank-statements';
import { TransferConfirmationList } from './transfers/transfer-confirmations';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import RuleIcon from '@mui/icons-material/Rule';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { DonorRecordPage } from './donors';

/** One client for the app's life: the language switch re-renders <Admin>, which must keep its cache. */
const queryClient = adminQueryClient();

/** The services inbox: one screen pair per kind, made once. */
const INBOX_SCREENS = INBOX_KINDS.map((kind) => ({
  name: `inbox-${kind}`,
  list: inboxList(kind),
  show: inboxShow(kind),
}));

/**
 * The back office: react-admin over /api/admin. Arabic (right to left) by default; the language
 * switch re-renders with the other direction's theme and style cache. Screens a role may not use
 * are not offered (the API refuses them anyway).
 */
export function AdminApp() {
  const [locale, setLocale] = useState(currentLocale());
  useEffect(() => onLocaleChange(setLocale), []);
  return (
    <CacheProvider value={emotionCache(locale)}>
      <Admin
        title="app.title"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        theme={adminTheme(locale)}
        loginPage={SignInPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(role: string) => (
          <>
            {role === 'admin' ? (
              <Resource
                name="staff"
                list={StaffList}
                create={StaffCreate}
                icon={PeopleIcon}
                recordRepresentation={staffRepresentation}
              />
            ) : null}
            {role === 'admin' ? <Resource name="audit" list={AuditList} icon={HistoryIcon} /> : null}
            {role === 'admin' ? <Resource name="erasure" list={ErasurePage} icon={PersonRemoveIcon} /> : null}
            {role === 'admin' || role === 'editor' ? (
              <Resource
                name="news"
                list={NewsList}
                create={NewsCreate}
                edit={NewsEdit}
                icon={ArticleIcon}
                recordRepresentation={newsRepresentation}
              />
            ) : null}
            {contentResources(role)}
            {role === 'admin' || role === 'editor' ? (
              <Resource
                name="campaigns"
                list={CampaignList}
                show={CampaignShow}
                icon={CampaignIcon}
                recordRepresentation="displayName"
              />
            ) : null}
            {role === 'admin' || role === 'services' ? (
              <Resource
                name="aid-requests"
                list={AidRequestList}
                show={AidRequestShow}
                icon={VolunteerActivismIcon}
                recordRepresentation="reference"
              />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource
                name="orders"
                list={OrderList}
                show={OrderShow}
                icon={ReceiptIcon}
                recordRepresentation={(record) => `#${String(record.number)}`}
              />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource name="donors" list={DonorRecordPage} icon={PersonSearchIcon} />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource name="totals" list={TotalsList} icon={SummarizeIcon} />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource
                name="bank-statements"
                list={BankStatementList}
                show={BankStatementShow}
                icon={AccountBalanceIcon}
                recordRepresentation="fileName"
              />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource name="transfer-confirmations" list={TransferConfirmationList} icon={RuleIcon} />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource
                name="periodic-plans"
                list={PeriodicPlanList}
                show={PeriodicPlanShow}
                icon={EventRepeatIcon}
                recordRepresentation="donorName"
              />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource name="periodic-upcoming" list={PeriodicUpcomingList} icon={ScheduleIcon} />
            ) : null}
            {role === 'admin' || role === 'finance' ? (
              <Resource name="periodic-failures" list={PeriodicFailureList} icon={ErrorOutlineIcon} />
            ) : null}
            {role === 'admin' || role === 'services'
              ? INBOX_SCREENS.map((screen) => (
                  <Resource
                    key={screen.name}
                    name={screen.name}
                    list={screen.list}
                    show={screen.show}
                    icon={InboxIcon}
                    recordRepresentation="reference"
                  />
                ))
              : null}
            {siteContentResources(role)}
            <Resource name="passkeys" list={PasskeysPage} icon={KeyIcon} />
            <Resource name="account" list={AccountPage} icon={AccountCircleIcon} />
          </>
        )}
        {/* Outside the role function: react-admin renders these before anyone is signed in, as the
            one-time link's page must be (inside it, the link led to the sign-in form). */}
        <CustomRoutes noLayout>
          <Route path="/set-password/:token" element={<SetPasswordPage />} />
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
}

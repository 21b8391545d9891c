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
import { dataProvider } from './data-provider';
import { currentLocale, i18nProvider, onLocaleChange } from './i18n-provider';
import { adminTheme, emotionCache } from './theme';
import { SignInPage } from './sign-in';
import { SetPasswordPage } from './set-password';
import { StaffCreate, StaffList, staffRepresentation } from './staff';
import { AuditList } from './audit';
import { Dashboard } from './dashboard';
import { NewsCreate, NewsEdit, NewsList, newsRepresentation } from './news';
import { AidRequestList, AidRequestShow } from './aid-requests';
import { OrderList, OrderShow } from './orders';

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
        i18nProvider={i18nProvider}
        theme={adminTheme(locale)}
        loginPage={SignInPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(role: string) => (
          <>
            {role === 'admin' ? <Resource name="staff" list={StaffList} create={StaffCreate} icon={PeopleIcon} recordRepresentation={staffRepresentation} /> : null}
            {role === 'admin' ? <Resource name="audit" list={AuditList} icon={HistoryIcon} /> : null}
            {role === 'admin' || role === 'editor' ? <Resource name="news" list={NewsList} create={NewsCreate} edit={NewsEdit} icon={ArticleIcon} recordRepresentation={newsRepresentation} /> : null}
            {role === 'admin' || role === 'services' ? <Resource name="aid-requests" list={AidRequestList} show={AidRequestShow} icon={VolunteerActivismIcon} recordRepresentation="reference" /> : null}
            {role === 'admin' || role === 'finance' ? <Resource name="orders" list={OrderList} show={OrderShow} icon={ReceiptIcon} recordRepresentation={(record) => `#${String(record.number)}`} /> : null}
            <CustomRoutes noLayout>
              <Route path="/set-password/:token" element={<SetPasswordPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </CacheProvider>
  );
}

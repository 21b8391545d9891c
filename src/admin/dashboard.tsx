import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { Title, useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { formatMoney } from '../lib/format';
import { adminFetch } from './api';
import { countNumber } from './i18n-provider';

interface Figures {
  today?: { orders: number; totalHalalas: number };
  transfersWaiting?: number;
  transferDiscrepancies?: number;
  month?: { period: string; funds: Record<string, number>; totalHalalas: number; refundedHalalas: number };
  openAidRequests?: number;
  unread?: Record<string, number> & { total: number };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** Who is signed in, and the figures of their role (server/admin/resources/dashboard.ts). */
export function Dashboard() {
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const { identity } = useGetIdentity();
  const [data, setData] = useState<Figures | null>(null);
  useEffect(() => {
    let live = true;
    adminFetch<{ data: Figures }>('/dashboard').then(
      (body) => live && setData(body.data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('ra.page.dashboard')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{identity?.fullName}</Typography>
        <Grid container spacing={2}>
          {data?.today ? (
            <Figure
              label={translate('dashboard.todayDonations', { count: data.today.orders })}
              value={formatMoney(data.today.totalHalalas, locale)}
            />
          ) : null}
          {data?.transfersWaiting !== undefined ? (
            <Figure label={translate('dashboard.transfersWaiting')} value={countNumber(data.transfersWaiting)} />
          ) : null}
          {data?.transferDiscrepancies ? (
            <Figure
              label={translate('transfers.dashboardDiscrepancies')}
              value={countNumber(data.transferDiscrepancies)}
            />
          ) : null}
          {data?.month ? (
            <Figure label={translate('dashboard.monthTotal')} value={formatMoney(data.month.totalHalalas, locale)} />
          ) : null}
          {data?.openAidRequests !== undefined ? (
            <Figure label={translate('dashboard.openAidRequests')} value={countNumber(data.openAidRequests)} />
          ) : null}
          {data?.unread ? (
            <Figure label={translate('dashboard.unread')} value={countNumber(data.unread.total)} />
          ) : null}
        </Grid>
        {data?.month ? (
          <Box sx={{ mt: 3 }} data-testid="dashboard-funds">
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {translate('dashboard.monthByFund')}
            </Typography>
            <Grid container spacing={2}>
              {Object.entries(data.month.funds).map(([fund, halalas]) => (
                <Figure
                  key={fund}
                  label={translate(`funds.${fund}`, { _: fund })}
                  value={formatMoney(halalas, locale)}
                />
              ))}
              <Figure
                label={translate('dashboard.monthRefunded')}
                value={formatMoney(data.month.refundedHalalas, locale)}
              />
            </Grid>
          </Box>
        ) : null}
        {data?.unread ? (
          <Box sx={{ mt: 3 }} data-testid="dashboard-unread">
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {translate('dashboard.unread')}
            </Typography>
            <Grid container spacing={2}>
              {Object.entries(data.unread)
                .filter(([kind]) => kind !== 'total')
                .map(([kind, count]) => (
                  <Figure
                    key={kind}
                    label={translate(`dashboard.unreadKinds.inbox-${kind}`)}
                    value={countNumber(count)}
                  />
                ))}
            </Grid>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { Button as MuiButton, Link, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { serverErrors } from './form-errors';
import { formatWhen } from './fields';
import { plainNumber } from './i18n-provider';
import { DonorTable } from './donor-table';
import { DONOR_RECORD_ROWS } from './donor-schemas';
import { formatMoney, localizeDigits } from '../lib/format';

/** What POST /donors/record answers (server/admin/resources/donor-reads.ts). */
export interface DonorRecordData {
  mobile: string;
  names: string[];
  emails: string[];
  orders: Array<{
    id: string;
    number: number;
    status: string;
    test: boolean;
    total: number;
    refunded: number;
    refundStatus: string;
    createdAt: string;
    paidAt: string | null;
    email: string | null;
    receiptPdf: string | null;
  }>;
  moreOrders: boolean;
  plans: Array<{
    id: string;
    status: string;
    frequency: string;
    title_ar: string;
    title_en: string;
    amount: number;
    nextDueDate: string | null;
    createdAt: string;
  }>;
  morePlans: boolean;
  refunds: Array<{
    id: number;
    orderNumber: number | null;
    amount: number;
    status: string;
    channel: string;
    reason: string;
    createdAt: string;
  }>;
  receipts: Array<{ orderId: string; orderNumber: number | null; code: string; createdAt: string }>;
  statementRequests: Array<{ id: string; createdAt: string; verified: boolean }>;
  moreStatementRequests: boolean;
  gifts: Array<{
    id: string;
    orderNumber: number | null;
    recipientName: string | null;
    recipientMobile: string | null;
    title_ar: string;
    title_en: string;
    amount: number;
    createdAt: string | null;
  }>;
  campaigns: Array<{
    id: number;
    displayName: string;
    status: string;
    target: number;
    collected: number;
    createdAt: string;
  }>;
  moreCampaigns: boolean;
}

type Order = DonorRecordData['orders'][number];

/** An order by its number, a link to its screen. */
function OrderLink({ id, number }: { id: string; number: number | null }) {
  if (number === null) return null;
  return <Link href={`#/orders/${encodeURIComponent(id)}/show`}>#{plainNumber(number)}</Link>;
}

/** The receipt of a paid order: its PDF, and sent again (limited and audited on the server). */
function ReceiptCell({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const [busy, setBusy] = useState(false);
  if (!order.receiptPdf) return <span>—</span>;
  const number = plainNumber(order.number);
  const resend = async () => {
    setBusy(true);
    try {
      const { data } = await adminFetch<{ data: { sms: string; email: string | null } }>(
        `/orders/${encodeURIComponent(order.id)}/resend-receipt`,
        { method: 'POST', body: {} },
      );
      if (data.sms === 'suppressed') notify('resources.donors.smsHeld', { type: 'warning' });
      else
        notify(data.email ? 'resources.donors.resentBoth' : 'resources.donors.resent', {
          type: 'success',
          messageArgs: { number },
        });
    } catch (error) {
      notify(serverErrors(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Link
        href={`${order.receiptPdf}?lang=${locale}`}
        target="_blank"
        rel="noopener"
        aria-label={translate('resources.donors.pdfLabel', { number })}
      >
        {translate('resources.donors.pdf')}
      </Link>
      {order.test ? null : (
        <MuiButton
          size="small"
          startIcon={<SendIcon />}
          disabled={busy}
          onClick={() => void resend()}
          aria-label={translate('resources.donors.resendLabel', { number })}
        >
          {translate('resources.donors.resend')}
        </MuiButton>
      )}
    </Stack>
  );
}

/**
 * One donor's record: every order (status, amount, refunded state, receipt), periodic plan, refund,
 * receipt issued, statement request, gift sent and campaign started for their mobile. Times in
 * Riyadh, digits and money in the screen's language.
 */
export function DonorRecordView({ record, onBack }: { record: DonorRecordData; onBack: () => void }) {
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  const money = (halalas: number) => formatMoney(halalas, locale);
  const when = (iso: string | null) => (iso ? formatWhen(iso, locale) : '—');
  const title = (row: { title_ar: string; title_en: string }) => (locale === 'ar' ? row.title_ar : row.title_en);
  // A mobile as stored, in Western digits, to be copied into a phone (B-ADMIN-1).
  const phone = (mobile: string | null) => (mobile ? <bdi dir="ltr">{mobile}</bdi> : '—');
  const status = (prefix: string, value: string) => translate(`${prefix}.${value}`, { _: value });
  return (
    <Stack spacing={3} data-testid="donor-record">
      <div>
        <MuiButton variant="outlined" onClick={onBack}>
          {translate('resources.donors.back')}
        </MuiButton>
      </div>
      <Stack spacing={0.5}>
        <Typography variant="h6" component="h2">
          {record.names[0] || translate('resources.donors.anonymousDonor')} · {phone(record.mobile)}
        </Typography>
        {record.names.length > 1 ? (
          <Typography>
            {translate('resources.donors.names')}: {record.names.join(translate('listSeparator'))}
          </Typography>
        ) : null}
        <Typography>
          {translate('resources.donors.emails')}:{' '}
          {record.emails.length ? (
            <bdi dir="ltr">{record.emails.join(', ')}</bdi>
          ) : (
            translate('resources.donors.noEmail')
          )}
        </Typography>
      </Stack>

      <DonorTable
        section="orders"
        rows={record.orders}
        rowKey={(row) => row.id}
        more={record.moreOrders}
        shownAtMost={DONOR_RECORD_ROWS}
        columns={[
          { field: 'number', render: (row) => <OrderLink id={row.id} number={row.number} /> },
          {
            field: 'status',
            render: (row) =>
              `${status('resources.orders.statuses', row.status)}${row.test ? ` · ${translate('resources.donors.test')}` : ''}`,
          },
          { field: 'amount', render: (row) => money(row.total) },
          {
            field: 'refunded',
            render: (row) =>
              row.refundStatus === 'none'
                ? translate('resources.donors.notRefunded')
                : `${status('refunds.statuses', row.refundStatus)} · ${money(row.refunded)}`,
          },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
          { field: 'receipt', render: (row) => <ReceiptCell order={row} /> },
        ]}
      />
      <DonorTable
        section="plans"
        rows={record.plans}
        rowKey={(row) => row.id}
        more={record.morePlans}
        shownAtMost={DONOR_RECORD_ROWS}
        columns={[
          {
            field: 'cause',
            render: (row) => <Link href={`#/periodic-plans/${encodeURIComponent(row.id)}/show`}>{title(row)}</Link>,
          },
          { field: 'status', render: (row) => status('resources.periodic-plans.statuses', row.status) },
          { field: 'frequency', render: (row) => status('resources.periodic-plans.frequencies', row.frequency) },
          { field: 'amount', render: (row) => money(row.amount) },
          {
            field: 'nextDue',
            render: (row) =>
              row.nextDueDate ? localizeDigits(row.nextDueDate.split('-').reverse().join('/'), locale) : '—',
          },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
        ]}
      />
      <DonorTable
        section="refunds"
        rows={record.refunds}
        rowKey={(row) => String(row.id)}
        columns={[
          {
            field: 'number',
            render: (row) => (row.orderNumber === null ? '—' : `#${plainNumber(row.orderNumber)}`),
          },
          { field: 'amount', render: (row) => money(row.amount) },
          { field: 'status', render: (row) => status('refunds.rowStatuses', row.status) },
          { field: 'channel', render: (row) => status('refunds.channels', row.channel) },
          { field: 'reason', render: (row) => row.reason },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
        ]}
      />
      <DonorTable
        section="receipts"
        rows={record.receipts}
        rowKey={(row) => row.orderId}
        columns={[
          { field: 'number', render: (row) => <OrderLink id={row.orderId} number={row.orderNumber} /> },
          { field: 'code', render: (row) => <bdi dir="ltr">{row.code}</bdi> },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
        ]}
      />
      <DonorTable
        section="statementRequests"
        rows={record.statementRequests}
        rowKey={(row) => row.id}
        more={record.moreStatementRequests}
        shownAtMost={DONOR_RECORD_ROWS}
        columns={[
          { field: 'createdAt', render: (row) => when(row.createdAt) },
          {
            field: 'used',
            render: (row) => translate(row.verified ? 'resources.donors.yes' : 'resources.donors.no'),
          },
        ]}
      />
      <DonorTable
        section="gifts"
        rows={record.gifts}
        rowKey={(row) => row.id}
        columns={[
          {
            field: 'number',
            render: (row) => (row.orderNumber === null ? '—' : `#${plainNumber(row.orderNumber)}`),
          },
          { field: 'recipient', render: (row) => row.recipientName ?? '—' },
          { field: 'recipientMobile', render: (row) => phone(row.recipientMobile) },
          { field: 'cause', render: (row) => title(row) },
          { field: 'amount', render: (row) => money(row.amount) },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
        ]}
      />
      <DonorTable
        section="campaigns"
        rows={record.campaigns}
        rowKey={(row) => String(row.id)}
        more={record.moreCampaigns}
        shownAtMost={DONOR_RECORD_ROWS}
        columns={[
          {
            field: 'campaign',
            // By name only: the campaigns screen is the editors' (finance may not open it).
            render: (row) => row.displayName,
          },
          { field: 'status', render: (row) => status('campaigns.statuses', row.status) },
          { field: 'target', render: (row) => money(row.target) },
          { field: 'collected', render: (row) => money(row.collected) },
          { field: 'createdAt', render: (row) => when(row.createdAt) },
        ]}
      />
    </Stack>
  );
}

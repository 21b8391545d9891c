import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Confirm,
  DataTable,
  DateInput,
  FunctionField,
  Link,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useCreatePath,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FUNDS } from '../domain/giving/funds';
import { PERIODIC_KINDS } from '../domain/periodic/plan-schema';
import { FREQUENCIES } from '../domain/periodic/schedule';
import { localizeDigits } from '../lib/format';
import { formatGregorian } from '../lib/format-date';
import { isCivilDate } from '../lib/civil-dates';
import { ListActions } from './csv-export';
import type { dataProvider as adminDataProvider } from './data-provider';
import { clientErrors } from './form-errors';
import { useStaffAction } from './use-staff-action';
import { formatWhen, WhenField } from './fields';
import { countNumber, plainNumber } from './i18n-provider';
import { useMoney } from './orders';
import { PLAN_STATUSES, staffPlanActionSchema, type StaffPlanAction } from './periodic-schemas';

/**
 * Periodic giving for finance: the plans, one plan with its charges and the donor's requests
 * staff carry out, the charges still to come and the ones that failed. The API decides what may
 * be done (server/admin/resources/periodic.ts); these screens only offer it.
 */
const PLANS = 'resources.periodic-plans';

/** `source`/`label` are read by the show layout for the field's label. */
interface Labelled {
  source?: string;
  label?: string;
}

/** A due date (YYYY-MM-DD, the association's day) in the screen's language and digits. */
function useDay(): (value: unknown) => string {
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  return (value) => (typeof value === 'string' && isCivilDate(value) ? formatGregorian(value, locale) : '—');
}

function useTitle(): (record: RaRecord) => string {
  const locale = useLocale();
  return (record) => String((locale === 'en' ? record.title_en : record.title_ar) ?? '');
}

function PlanStatus(_: Labelled) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status);
  const label = translate(`${PLANS}.statuses.${status}`, { _: status });
  const reason =
    status === 'paused' && record.pausedReason
      ? ` (${translate(`${PLANS}.pausedReasons.${String(record.pausedReason)}`, { _: String(record.pausedReason) })})`
      : '';
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'default'}
      label={`${label}${reason}`}
      data-testid="plan-status"
    />
  );
}

function Frequency(_: Labelled) {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? (
    <span>{translate(`${PLANS}.frequencies.${String(record.frequency)}`, { _: String(record.frequency) })}</span>
  ) : null;
}

function Amount({ source = 'amount' }: Labelled) {
  const money = useMoney();
  return <FunctionField source={source} render={(record) => money(record[source])} />;
}

function Day({ source = 'dueDate' }: Labelled) {
  const day = useDay();
  return <FunctionField source={source} render={(record) => day(record[source])} />;
}

/** A count in the screen's digits (the site's digit rule). */
function Count({ source = 'quantity' }: Labelled) {
  return <FunctionField source={source} render={(record) => countNumber(record[source])} />;
}

function NextDueDay(_: Labelled) {
  return <Day source="nextDueDate" />;
}

function Cause(_: Labelled) {
  const title = useTitle();
  const translate = useTranslate();
  return (
    <FunctionField
      source="title"
      render={(record) => `${title(record)} · ${translate(`kinds.${String(record.kind)}`, { _: String(record.kind) })}`}
    />
  );
}

function Fund(_: Labelled) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="fund"
      render={(record) => (record.fund ? translate(`funds.${String(record.fund)}`, { _: String(record.fund) }) : '—')}
    />
  );
}

/** The saved card as staff may see it: brand, last four digits, expiry (the API sends nothing more). */
function SavedCard(_: Labelled) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  if (!record) return null;
  if (!record.cardLast4) return <span>{translate(`${PLANS}.noCard`)}</span>;
  return (
    <span data-testid="plan-card">
      {String(record.cardBrand ?? '').toUpperCase()} ·{' '}
      {translate(`${PLANS}.ending`, { last4: plainNumber(record.cardLast4) })}
      {record.cardExpiry
        ? ` · ${translate(`${PLANS}.expires`, { expiry: localizeDigits(String(record.cardExpiry), locale) })}`
        : ''}
    </span>
  );
}

const planFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={PLAN_STATUSES.map((id) => ({ id, name: `${PLANS}.statuses.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="frequency"
    source="frequency"
    choices={FREQUENCIES.map((id) => ({ id, name: `${PLANS}.frequencies.${id}` }))}
    alwaysOn
  />,
  <TextInput key="mobile" source="mobile" label={`${PLANS}.fields.mobile`} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={PERIODIC_KINDS.map((id) => ({ id, name: `kinds.${id}` }))} />,
  <SelectInput key="fund" source="fund" choices={FUNDS.map((id) => ({ id, name: `funds.${id}` }))} />,
];

export function PeriodicPlanList() {
  const translate = useTranslate();
  const money = useMoney();
  const title = useTitle();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={planFilters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      {phone ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => `${String(record.donorName)} · ${title(record)}`}
          secondaryText={(record) =>
            `${money(record.amount)} · ${translate(`${PLANS}.frequencies.${String(record.frequency)}`)} · ${translate(`${PLANS}.statuses.${String(record.status)}`)}`
          }
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="donorName" />
          <DataTable.Col source="donorMobile" disableSort field={TextField} />
          <DataTable.Col source="title" field={Cause} disableSort />
          <DataTable.Col source="frequency" field={Frequency} disableSort />
          <DataTable.Col source="amount" field={Amount} />
          <DataTable.Col source="status" field={PlanStatus} />
          <DataTable.Col source="nextDueDate" field={NextDueDay} />
          <DataTable.Col source="createdAt" field={WhenField} />
        </DataTable>
      )}
    </List>
  );
}

/** A charge's order, as a link to the order's page. */
function OrderLink({ row }: { row: RaRecord }) {
  const createPath = useCreatePath();
  if (!row.orderId) return <>—</>;
  return (
    <Link to={createPath({ resource: 'orders', id: String(row.orderId), type: 'show' })}>
      #{plainNumber(row.orderNumber)}
    </Link>
  );
}

function useChargeWords() {
  const translate = useTranslate();
  return {
    status: (row: RaRecord) => translate(`${PLANS}.chargeStatuses.${String(row.status)}`, { _: String(row.status) }),
    reason: (row: RaRecord) =>
      row.failureReason
        ? translate(`${PLANS}.failureReasons.${String(row.failureReason)}`, { _: String(row.failureReason) })
        : '',
  };
}

/** The plan's charges, newest first: due date, status, attempts, next attempt, failure, order. */
function PlanCharges() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const money = useMoney();
  const day = useDay();
  const words = useChargeWords();
  const charges = (record?.charges as RaRecord[] | undefined) ?? [];
  const head = ['dueDate', 'status', 'amount', 'attempts', 'nextAttemptAt', 'failureReason', 'orderNumber'];
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${PLANS}.charges`)}
      </Typography>
      {charges.length === 0 ? (
        <Typography variant="body2">{translate(`${PLANS}.noCharges`)}</Typography>
      ) : (
        // On a phone the table scrolls inside the page instead of widening it.
        <Box sx={{ overflowX: 'auto', maxWidth: 'calc(100vw - 48px)' }}>
          <Table size="small" data-testid="plan-charges">
            <TableHead>
              <TableRow>
                {head.map((key) => (
                  <TableCell key={key}>{translate(`resources.periodic-upcoming.fields.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {charges.map((row) => (
                <TableRow key={String(row.id)}>
                  <TableCell>{day(row.dueDate)}</TableCell>
                  <TableCell>{words.status(row)}</TableCell>
                  <TableCell>{money(row.amount)}</TableCell>
                  <TableCell>{countNumber(row.attempts)}</TableCell>
                  <TableCell>{formatWhen(row.nextAttemptAt, locale) || '—'}</TableCell>
                  <TableCell>{words.reason(row) || '—'}</TableCell>
                  <TableCell>
                    <OrderLink row={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * What the donor asked staff to do (pause, resume, cancel): only what the plan's state allows;
 * a note on how the donor asked is required (it goes to the audit log). Cancelling asks first.
 */
function DonorRequest() {
  const record = useRecordContext();
  const translate = useTranslate();
  const provider = useDataProvider<typeof adminDataProvider>();
  const act = useStaffAction();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!record || (record.status !== 'active' && record.status !== 'paused')) return null;
  const offered: StaffPlanAction[] = record.status === 'active' ? ['pause', 'cancel'] : ['resume', 'cancel'];

  const run = (action: StaffPlanAction) => {
    setConfirming(false);
    const parsed = staffPlanActionSchema.safeParse({ note });
    if (!parsed.success) return setError(clientErrors(parsed.error, translate).note);
    setError(undefined);
    setBusy(true);
    void act(provider.action('periodic-plans', record.id, action, parsed.data), {
      done: `${PLANS}.actions.done`,
      onFields: (fields) => setError(fields.note ?? Object.values(fields)[0]),
    })
      .then((done) => done && setNote(''))
      .finally(() => setBusy(false));
  };
  const ask = (action: StaffPlanAction) => (action === 'cancel' ? setConfirming(true) : run(action));

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="subtitle1" component="h2">
              {translate(`${PLANS}.actions.title`)}
            </Typography>
            <Alert severity="info">{translate(`${PLANS}.actions.hint`)}</Alert>
            <MuiTextField
              label={translate(`${PLANS}.actions.note`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              error={!!error}
              helperText={error}
              inputProps={{ maxLength: 500, 'data-testid': 'plan-note' }}
            />
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {offered.map((action) => (
                <MuiButton
                  key={action}
                  variant={action === 'cancel' ? 'outlined' : 'contained'}
                  color={action === 'cancel' ? 'error' : 'primary'}
                  disabled={busy}
                  onClick={() => ask(action)}
                  data-testid={`plan-${action}`}
                >
                  {translate(`${PLANS}.actions.${action}`)}
                </MuiButton>
              ))}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        title={`${PLANS}.actions.cancel`}
        content={`${PLANS}.actions.confirmCancel`}
        onConfirm={() => run('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

export function PeriodicPlanShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <PlanStatus source="status" />
        <TextField source="donorName" />
        <TextField source="donorMobile" />
        <Cause source="title" />
        <Fund source="fund" />
        <Frequency source="frequency" />
        <Amount source="amount" />
        <Count source="quantity" />
        <NextDueDay source="nextDueDate" />
        <Day source="endDate" />
        <SavedCard label={`${PLANS}.card`} />
        <Count source="consecutiveFailures" />
        <WhenField source="createdAt" />
        <WhenField source="cancelledAt" emptyText="—" />
      </SimpleShowLayout>
      <DonorRequest />
      <PlanCharges />
    </Show>
  );
}

const chargeFilters = (resource: string) => [
  <TextInput key="mobile" source="mobile" label={`resources.${resource}.fields.mobile`} alwaysOn />,
  <DateInput key="from" source="from" label={`resources.${resource}.fields.from`} alwaysOn />,
  <DateInput key="to" source="to" label={`resources.${resource}.fields.to`} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={PERIODIC_KINDS.map((id) => ({ id, name: `kinds.${id}` }))} />,
];

function ChargeStatus(_: Labelled) {
  const words = useChargeWords();
  return <FunctionField source="status" render={(row) => words.status(row)} />;
}

function FailureReason(_: Labelled) {
  const words = useChargeWords();
  return <FunctionField source="failureReason" render={(row) => words.reason(row)} />;
}

function ChargeCause(_: Labelled) {
  const title = useTitle();
  return <FunctionField source="title" render={(row) => title(row)} />;
}

/**
 * A list of charges (upcoming: soonest attempt first; failures: newest due date first); a row
 * opens its plan.
 */
function chargeList(resource: 'periodic-upcoming' | 'periodic-failures') {
  const upcoming = resource === 'periodic-upcoming';
  const filters = chargeFilters(resource);
  return function ChargeList() {
    const translate = useTranslate();
    const money = useMoney();
    const day = useDay();
    const words = useChargeWords();
    const createPath = useCreatePath();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const toPlan = (_id: unknown, _resource: string, row: RaRecord) =>
      createPath({ resource: 'periodic-plans', id: String(row.planId), type: 'show' });
    return (
      <List
        filters={filters}
        sort={upcoming ? { field: 'nextAttemptAt', order: 'ASC' } : { field: 'dueDate', order: 'DESC' }}
        actions={<ListActions />}
        empty={<Typography sx={{ p: 2 }}>{translate(`resources.${resource}.empty`)}</Typography>}
      >
        {phone ? (
          <SimpleList
            linkType={(row) => toPlan(row.id, resource, row)}
            primaryText={(row) => `${String(row.donorName ?? '')} · ${money(row.amount)}`}
            secondaryText={(row) => `${day(row.dueDate)} · ${upcoming ? words.status(row) : words.reason(row)}`}
          />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={toPlan}>
            <DataTable.Col source="dueDate" field={Day} />
            <DataTable.Col source="donorName" disableSort />
            <DataTable.Col source="donorMobile" disableSort />
            <DataTable.Col source="title" field={ChargeCause} disableSort />
            <DataTable.Col source="amount" field={Amount} />
            <DataTable.Col source="status" field={ChargeStatus} disableSort />
            <DataTable.Col source="attempts" field={Count} />
            {upcoming ? (
              <DataTable.Col source="nextAttemptAt" field={WhenField} />
            ) : (
              <DataTable.Col source="failureReason" field={FailureReason} disableSort />
            )}
            <DataTable.Col source="orderNumber" disableSort render={(row) => <OrderLink row={row as RaRecord} />} />
          </DataTable>
        )}
      </List>
    );
  };
}

export const PeriodicUpcomingList = chargeList('periodic-upcoming');
export const PeriodicFailureList = chargeList('periodic-failures');

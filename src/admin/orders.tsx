import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FUNDS } from '../domain/giving/funds';
import { ORDER_ITEM_KINDS } from '../domain/giving/kinds';
import { formatMoney } from '../lib/format';
import { ListActions } from './csv-export';
import { TransferPanel } from './transfers/transfer-panel';
import { TestMarker, testSuffix } from './transfers/test-marker';
import { formatWhen, WhenField } from './fields';
import { countNumber, plainNumber } from './i18n-provider';
import { ORDER_METHODS, ORDER_STATUSES } from './operations-schemas';
import { RefundPanel, RefundStatusChip, refundRowDetails } from './order-refund';

/** `source`/`label` are read by the show layout for the field's label. */
interface Labelled {
  source?: string;
  label?: string;
}

function OrderNumber(_: Labelled) {
  return <FunctionField source="number" render={(record) => plainNumber(record.number)} />;
}

function OrderStatus(_: Labelled) {
  const record = useRecordContext();
  const translate = useTranslate();
  // A test payment's "paid" is not shown as money received: no success colour, and the test mark beside it.
  return record ? (
    <span>
      <Chip
        size="small"
        color={record.status === 'paid' && !record.test ? 'success' : 'default'}
        label={translate(`resources.orders.statuses.${String(record.status)}`, { _: String(record.status) })}
      />
      <RefundStatusChip record={record} />
      <TestMarker record={record} />
    </span>
  ) : null;
}

function Method(_: Labelled) {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? (
    <span>{translate(`resources.orders.methods.${String(record.method)}`, { _: String(record.method) })}</span>
  ) : null;
}

/** Halalas as the site writes riyals, in the staff member's language. */
export function useMoney(): (halalas: unknown) => string {
  const locale = useLocale() === 'en' ? 'en' : 'ar';
  return (halalas) => formatMoney(Number(halalas ?? 0), locale);
}

function Money({ source = 'total' }: Labelled) {
  const money = useMoney();
  return <FunctionField source={source} render={(record) => money(record[source])} />;
}

function RefundedMoney(_: Labelled) {
  return <Money source="refunded" />;
}

export function OrderList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      choices={ORDER_STATUSES.map((id) => ({ id, name: `resources.orders.statuses.${id}` }))}
      alwaysOn
    />,
    <SelectInput
      key="method"
      source="method"
      choices={ORDER_METHODS.map((id) => ({ id, name: `resources.orders.methods.${id}` }))}
      alwaysOn
    />,
    <DateInput key="from" source="from" label="resources.orders.fields.from" alwaysOn />,
    <DateInput key="to" source="to" label="resources.orders.fields.to" alwaysOn />,
    <SelectInput
      key="fund"
      source="fund"
      label="resources.orders.fields.fund"
      choices={FUNDS.map((id) => ({ id, name: `funds.${id}` }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      label="resources.orders.fields.kind"
      choices={ORDER_ITEM_KINDS.map((id) => ({ id, name: `kinds.${id}` }))}
    />,
    <BooleanInput key="refunded" source="refunded" label="resources.orders.fields.refunded" />,
    <BooleanInput key="test" source="test" label="resources.orders.fields.test" />,
    <TextInput key="number" source="number" label={translate('resources.orders.fields.number')} />,
  ];
  const money = useMoney();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} actions={<ListActions />}>
      {phone ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => `${plainNumber(record.number)} · ${String(record.donorName)}`}
          secondaryText={(record) =>
            `${money(record.total)} · ${translate(`resources.orders.statuses.${String(record.status)}`, { _: String(record.status) })}${testSuffix(record, translate)}`
          }
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="number" field={OrderNumber} />
          <DataTable.Col source="donorName" disableSort />
          <DataTable.Col source="total" field={Money} />
          <DataTable.Col source="refunded" disableSort field={RefundedMoney} />
          <DataTable.Col source="method" disableSort field={Method} />
          <DataTable.Col source="status" field={OrderStatus} />
          <DataTable.Col source="createdAt" field={WhenField} />
        </DataTable>
      )}
    </List>
  );
}

/** A small table of a record's array field (lines, payment events, refunds). */
function SubTable({
  source,
  title,
  columns,
}: {
  source: string;
  title: string;
  columns: Array<{ key: string; label: string; render?: (row: RaRecord) => React.ReactNode }>;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const rows = (record?.[source] as RaRecord[] | undefined) ?? [];
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={`order-${source}`}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key}>{translate(column.label)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={String(row.id)}>
                {columns.map((column) => (
                  <TableCell key={column.key}>
                    {column.render ? column.render(row) : String(row[column.key] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function When({ value }: { value: unknown }) {
  const locale = useLocale();
  return <>{formatWhen(value, locale)}</>;
}

function OrderDetails() {
  const translate = useTranslate();
  const money = useMoney();
  const locale = useLocale();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <SubTable
        source="items"
        title="resources.orders.items"
        columns={[
          {
            key: 'title',
            label: 'resources.orders.fields.title',
            render: (row) => String(locale === 'en' ? row.title_en : row.title_ar),
          },
          {
            key: 'kind',
            label: 'resources.orders.fields.kind',
            render: (row) => translate(`kinds.${String(row.kind)}`, { _: String(row.kind) }),
          },
          {
            key: 'fund',
            label: 'resources.orders.fields.fund',
            render: (row) => translate(`funds.${String(row.fund)}`, { _: String(row.fund) }),
          },
          { key: 'quantity', label: 'resources.orders.fields.quantity', render: (row) => countNumber(row.quantity) },
          { key: 'amount', label: 'resources.orders.fields.amount', render: (row) => money(row.amount) },
        ]}
      />
      <SubTable
        source="payments"
        title="resources.orders.payments"
        columns={[
          {
            key: 'provider',
            label: 'resources.orders.fields.provider',
            render: (row) => translate(`resources.orders.methods.${String(row.provider)}`, { _: String(row.provider) }),
          },
          {
            key: 'status',
            label: 'resources.orders.fields.status',
            render: (row) => translate(`resources.orders.statuses.${String(row.status)}`, { _: String(row.status) }),
          },
          { key: 'amount', label: 'resources.orders.fields.amount', render: (row) => money(row.amount) },
          { key: 'failureReason', label: 'resources.orders.fields.failureReason' },
          {
            key: 'cardBrand',
            label: 'resources.orders.fields.cardBrand',
            render: (row) => (row.cardBrand ? translate(`resources.orders.cardBrands.${String(row.cardBrand)}`) : '—'),
          },
          {
            key: 'createdAt',
            label: 'resources.orders.fields.createdAt',
            render: (row) => <When value={row.createdAt} />,
          },
          {
            key: 'updatedAt',
            label: 'resources.orders.fields.updatedAt',
            render: (row) => <When value={row.updatedAt} />,
          },
        ]}
      />
      <SubTable
        source="refunds"
        title="resources.orders.refunds"
        columns={[
          { key: 'amount', label: 'resources.orders.fields.amount', render: (row) => money(row.amount) },
          { key: 'reason', label: 'resources.orders.fields.reason' },
          { key: 'channel', label: 'refunds.fields.channel', render: (row) => refundRowDetails(translate, row) },
          { key: 'staffEmail', label: 'resources.orders.fields.staffEmail' },
          {
            key: 'createdAt',
            label: 'resources.orders.fields.createdAt',
            render: (row) => <When value={row.createdAt} />,
          },
        ]}
      />
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <OrderNumber source="number" />
        <OrderStatus source="status" />
        <Method source="method" />
        <Money source="total" />
        <RefundedMoney source="refunded" />
        <TextField source="donorName" />
        <TextField source="donorMobile" />
        <TextField source="donorEmail" emptyText="—" />
        <BooleanField source="test" />
        <WhenField source="createdAt" />
        <WhenField source="paidAt" emptyText="—" />
      </SimpleShowLayout>
      <OrderDetails />
      <TransferPanel />
      <Box sx={{ px: 2, pb: 2 }}>
        <RefundPanel />
      </Box>
    </Show>
  );
}

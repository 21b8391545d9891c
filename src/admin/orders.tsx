import { Box, Button as MuiButton, Chip } from '@mui/material';
import { BooleanField, DataTable, FunctionField, List, SelectInput, Show, SimpleShowLayout, TextField, TextInput, useDataProvider, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatMoney } from '../lib/format';
import type { dataProvider as adminDataProvider } from './data-provider';
import { serverErrors } from './form-errors';
import { WhenField } from './fields';
import { plainNumber } from './i18n-provider';

function OrderNumber() {
  return <FunctionField source="number" render={(record) => plainNumber(record.number)} />;
}

function OrderStatus() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <Chip size="small" color={record.status === 'paid' ? 'success' : 'default'} label={translate(`resources.orders.statuses.${String(record.status)}`, { _: String(record.status) })} /> : null;
}

function Method() {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <span>{translate(`resources.orders.methods.${String(record.method)}`, { _: String(record.method) })}</span> : null;
}

function Money() {
  const locale = useLocale();
  return <FunctionField source="total" render={(record) => formatMoney(Number(record.total), locale === 'en' ? 'en' : 'ar')} />;
}

export function OrderList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput key="status" source="status" choices={['pending', 'paid'].map((id) => ({ id, name: `resources.orders.statuses.${id}` }))} alwaysOn />,
    <SelectInput key="method" source="method" choices={['card', 'bank-transfer', 'sandbox'].map((id) => ({ id, name: `resources.orders.methods.${id}` }))} alwaysOn />,
    <TextInput key="number" source="number" label={translate('resources.orders.fields.number')} />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="number" field={OrderNumber} />
        <DataTable.Col source="donorName" />
        <DataTable.Col source="total" field={Money} />
        <DataTable.Col source="method" field={Method} />
        <DataTable.Col source="status" field={OrderStatus} />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}

/** Shown for a bank transfer still waiting: finance confirms it after matching the statement. */
function TransferReceived() {
  const record = useRecordContext();
  const translate = useTranslate();
  const provider = useDataProvider<typeof adminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.method !== 'bank-transfer' || record.status !== 'pending') return null;
  const confirm = () =>
    provider.action('orders', record.id, 'transfer-received', {}).then(
      () => {
        notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
        refresh();
      },
      (error: unknown) => {
        const failure = serverErrors(error);
        notify(Object.values(failure.fields)[0] ?? failure.message, { type: 'error' });
      },
    );
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <MuiButton variant="contained" onClick={confirm}>
        {translate('resources.orders.transferReceived')}
      </MuiButton>
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <OrderNumber />
        <OrderStatus />
        <Method />
        <Money />
        <TextField source="donorName" />
        <TextField source="donorMobile" />
        <BooleanField source="test" />
        <WhenField source="createdAt" />
        <WhenField source="paidAt" />
      </SimpleShowLayout>
      <TransferReceived />
    </Show>
  );
}

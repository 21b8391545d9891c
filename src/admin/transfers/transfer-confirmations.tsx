import { DataTable, FunctionField, List, SelectInput, useRecordContext } from 'react-admin';
import { ListActions } from '../csv-export';
import { WhenField } from '../fields';
import { plainNumber } from '../i18n-provider';
import { TRANSFER_CONFIRMATION_STATUSES } from '../transfer-schemas';
import { ConfirmationStatus } from './transfer-panel';
import { useTransferText } from './money-text';

function Status(_: { source?: string }) {
  const record = useRecordContext();
  return record ? <ConfirmationStatus status={record.status} /> : null;
}

function Money({ source }: { source: string }) {
  const { money } = useTransferText();
  return <FunctionField source={source} render={(record) => money(record[source])} />;
}

function ValueDate(_: { source?: string }) {
  const { day } = useTransferText();
  return <FunctionField source="valueDate" render={(record) => day(record.valueDate)} />;
}

/**
 * Every transfer confirmation; opened on the discrepancies waiting for a decision (a row opens its
 * order, where the decision is taken).
 */
export function TransferConfirmationList() {
  const filters = [
    <SelectInput
      key="status"
      source="status"
      choices={TRANSFER_CONFIRMATION_STATUSES.map((id) => ({ id, name: `transfers.statuses.${id}` }))}
      alwaysOn
    />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'discrepancy' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={<ListActions />}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => `/orders/${encodeURIComponent(String(record.orderId))}/show`}
      >
        <DataTable.Col source="orderNumber" disableSort render={(record) => plainNumber(record.orderNumber)} />
        <DataTable.Col source="status" field={Status} />
        <DataTable.Col source="bankReference" disableSort />
        <DataTable.Col source="valueDate" field={ValueDate} />
        <DataTable.Col source="amountExpected" disableSort field={() => <Money source="amountExpected" />} />
        <DataTable.Col source="amountReceived" disableSort field={() => <Money source="amountReceived" />} />
        <DataTable.Col source="difference" disableSort field={() => <Money source="difference" />} />
        <DataTable.Col source="staffEmail" disableSort />
        <DataTable.Col source="createdAt" field={WhenField} />
      </DataTable>
    </List>
  );
}

import { DataTable, DateInput, FunctionField, List, SelectInput, useLocale, useTranslate } from 'react-admin';
import { FUNDS } from '../domain/giving/funds';
import { riyadhDate } from '../lib/civil-dates';
import { ListActions } from './csv-export';
import { useMoney } from './orders';
import { countNumber } from './i18n-provider';

/** Today and the first of this month in the association's calendar (Asia/Riyadh), as date inputs want them. */
function localDays(): { today: string; monthStart: string } {
  const today = riyadhDate(new Date());
  return { today, monthStart: `${today.slice(0, 8)}01` };
}

const periodFormats = new Map<string, Intl.DateTimeFormat>();

/** A day (`2026-03-02`) or a month (`2026-03`) as the staff member's language writes it; formatters made once. */
function formatPeriod(period: unknown, locale: string): string {
  const text = String(period ?? '');
  const month = text.length === 7;
  const key = `${locale}:${month ? 'm' : 'd'}`;
  let format = periodFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB',
      month ? { year: 'numeric', month: 'long', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    periodFormats.set(key, format);
  }
  const date = new Date(`${month ? `${text}-01` : text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? text : format.format(date);
}

function PeriodColumn() {
  const locale = useLocale();
  return <FunctionField source="period" render={(record) => formatPeriod(record.period, locale)} />;
}

function MoneyColumn({ source }: { source: string }) {
  const money = useMoney();
  return <FunctionField source={source} render={(record) => money(record[source])} />;
}

/**
 * Paid money per fund, per day or month, with refunds apart (server/admin/resources/totals.ts);
 * the CSV button downloads the same table.
 */
export function TotalsList() {
  const translate = useTranslate();
  const { today, monthStart } = localDays();
  const filters = [
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <SelectInput
      key="by"
      source="by"
      alwaysOn
      choices={[
        { id: 'day', name: 'resources.totals.byDay' },
        { id: 'month', name: 'resources.totals.byMonth' },
      ]}
    />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ from: monthStart, to: today, by: 'day' }}
      pagination={false}
      perPage={1000}
      actions={<ListActions filters={false} />}
      sort={{ field: 'period', order: 'DESC' }}
      title={translate('resources.totals.name')}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="period" field={PeriodColumn} />
        <DataTable.Col source="orders" disableSort render={(record) => countNumber(record.orders)} />
        {FUNDS.map((fund) => (
          <DataTable.Col key={fund} source={fund} label={`resources.totals.fields.${fund}`} disableSort>
            <MoneyColumn source={fund} />
          </DataTable.Col>
        ))}
        <DataTable.Col source="total" disableSort>
          <MoneyColumn source="total" />
        </DataTable.Col>
        <DataTable.Col source="refunded" disableSort>
          <MoneyColumn source="refunded" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

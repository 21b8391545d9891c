import type { ReactNode } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countNumber } from './i18n-provider';

/** One column of a donor record's table: its heading's key under resources.donors.fields, and what a row shows. */
export interface DonorColumn<Row> {
  field: string;
  render: (row: Row) => ReactNode;
}

/**
 * One kind of the donor's data under its heading: a small table (scrolled inside its own box on a
 * phone), "None." when empty, and a line saying when only the latest rows are shown.
 */
export function DonorTable<Row>({
  section,
  rows,
  columns,
  rowKey,
  more = false,
  shownAtMost = 500,
}: {
  section: string;
  rows: Row[];
  columns: DonorColumn<Row>[];
  rowKey: (row: Row) => string;
  more?: boolean;
  shownAtMost?: number;
}) {
  const translate = useTranslate();
  const headingId = `donor-${section}`;
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Typography id={headingId} variant="h6" component="h3">
        {translate(`resources.donors.sections.${section}`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography>{translate('resources.donors.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.field}>{translate(`resources.donors.fields.${column.field}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.field}>{column.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {more ? (
        <Typography variant="body2">{translate('resources.donors.more', { max: countNumber(shownAtMost) })}</Typography>
      ) : null}
    </Stack>
  );
}

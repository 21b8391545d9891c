import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The mark of a test (sandbox) payment beside its status, in every list and on the order: such an
 * order reads "paid" but moved no money and is in no total.
 */
export function TestMarker({ record }: { record?: { readonly [key: string]: unknown } | null }) {
  const translate = useTranslate();
  if (!record?.test) return null;
  return (
    <Tooltip title={translate('transfers.testHint')}>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={translate('transfers.test')}
        sx={{ marginInlineStart: 0.5 }}
        data-testid="test-marker"
      />
    </Tooltip>
  );
}

/** The words a one-line list adds for a test payment (the phone's list has no room for a chip). */
export function testSuffix(record: { readonly [key: string]: unknown }, translate: (key: string) => string): string {
  return record.test ? ` · ${translate('transfers.test')}` : '';
}

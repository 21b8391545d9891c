import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { plainNumber, countNumber } from './i18n-provider';

/** What a donor record's entry keeps (server/admin/resources/donors.ts, receipt-resend.ts). */
export interface DonorEntry {
  mobile?: unknown;
  by?: unknown;
  found?: unknown;
  number?: unknown;
  sms?: unknown;
  email?: unknown;
}

const DETAILS = 'resources.audit.donor';

/**
 * A donor record's entry in words: the masked mobile opened, the key a search was read as and how
 * many it found, or the order whose receipt went again and what each message did.
 */
export function DonorDetails({ after }: { after: DonorEntry }) {
  const translate = useTranslate();
  const lines: Array<[string, ReactNode]> = [];
  if (typeof after.mobile === 'string')
    lines.push([
      'mobile',
      <bdi key="mobile" dir="ltr">
        {after.mobile}
      </bdi>,
    ]);
  if (typeof after.by === 'string') lines.push(['by', translate(`${DETAILS}.keys.${after.by}`, { _: after.by })]);
  if (typeof after.found === 'number') lines.push(['found', countNumber(after.found)]);
  if (typeof after.number === 'number') lines.push(['order', `#${plainNumber(after.number)}`]);
  for (const channel of ['sms', 'email'] as const) {
    const outcome = after[channel];
    if (typeof outcome === 'string') lines.push([channel, translate(`${DETAILS}.outcomes.${outcome}`, { _: outcome })]);
  }
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      data-testid="audit-donor"
    >
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{translate(`${DETAILS}.${label}`)}</dt>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  CreateButton,
  FilterButton,
  TopToolbar,
  useListContext,
  useNotify,
  useResourceContext,
  useResourceDefinition,
} from 'react-admin';
import { apiPath } from './data-provider';
import { currentLocale } from './i18n-provider';

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileName(header: string | null, resource: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? `${resource}.csv`;
}

/** Hands a fetched answer to the browser as a file download (the page stays where it is). */
export async function saveResponse(response: Response, name: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads the list as it is filtered and sorted on screen, as CSV written by the server
 * (`?format=csv`: the export guards, column names in the staff member's language, an audit entry).
 */
export function CsvExportButton() {
  const resource = useResourceContext() ?? '';
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({
        format: 'csv',
        filter: JSON.stringify(filterValues ?? {}),
        ...(sort?.field ? { sort: sort.field, order: sort.order } : {}),
      });
      const response = await fetch(`/api/admin/${apiPath(resource)}?${query}`, {
        credentials: 'same-origin',
        headers: { 'Accept-Language': currentLocale() },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as {
          error?: { message?: string; fields?: Record<string, string> };
        };
        notify(Object.values(body.error?.fields ?? {})[0] ?? body.error?.message ?? 'export.failed', { type: 'error' });
        return;
      }
      await saveResponse(response, fileName(response.headers.get('content-disposition'), resource));
    } catch {
      notify('export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="export.csv" onClick={() => void download()} disabled={busy} data-testid="csv-export">
      <DownloadIcon />
    </Button>
  );
}

/**
 * A list's toolbar: its filters, a create button whenever the resource has a create screen (read
 * from the resource's definition, as react-admin's own toolbar does, so no list can lose it), and
 * the CSV export.
 */
export function ListActions({ filters = true }: { filters?: boolean }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {filters ? <FilterButton /> : null}
      {hasCreate ? <CreateButton /> : null}
      <CsvExportButton />
    </TopToolbar>
  );
}

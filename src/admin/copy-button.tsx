import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Copies a one-time link to the clipboard. The browser may refuse (an address without TLS, a
 * denied permission): the member is told to select it instead, as it stays on screen.
 */
export function CopyButton({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
      () => notify('resources.staff.copied', { type: 'success' }),
      () => notify('resources.staff.copyFailed', { type: 'warning' }),
    );
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      onClick={() => void copy()}
      sx={{ mt: 1 }}
      data-testid="copy-link"
    >
      {translate('resources.staff.copyLink')}
    </Button>
  );
}

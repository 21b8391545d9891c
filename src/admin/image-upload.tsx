import { useState, type ChangeEvent } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { serverErrors } from './form-errors';

/** A picture field: uploads at once (the server checks, resizes and stores it) and keeps its /media/… path. */
export function ImageUpload({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    setError('');
    adminFetch<{ data: { src: string } }>('/uploads/images', { method: 'POST', form })
      .then(({ data }) => field.onChange(data.src))
      .catch((failure: unknown) => {
        const { message, fields } = serverErrors(failure);
        setError(fields.file ?? message);
      })
      .finally(() => setBusy(false));
  };
  const message = error || (fieldState.error?.message ? translate(fieldState.error.message) : '');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(label)}
      </Typography>
      {field.value ? <Box component="img" src={String(field.value)} alt="" sx={{ display: 'block', width: 240, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 1 }} /> : null}
      <Button variant="outlined" component="label" disabled={busy}>
        {translate('resources.news.chooseImage')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp,image/gif" onChange={onChange} data-testid={`${source}-file`} />
      </Button>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

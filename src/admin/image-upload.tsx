import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { adminFetch } from './api';
import { serverErrors } from './form-errors';

interface UploadFieldProps<T> {
  source: string;
  label: string;
  /** POST /api/admin<endpoint> (multipart, field `file`) answers `{ data: T }`. */
  endpoint: string;
  accept: string;
  buttonLabel: string;
  /** The field's value from the answer (and any other fields to set from it). */
  valueFrom(data: T): string;
  onUploaded?(data: T): void;
  /** What shows the current value (a picture, a file name). */
  show(value: string): ReactNode;
}

/** A file field: uploads at once (the server checks and stores it) and keeps what it answers. */
export function UploadField<T>({
  source,
  label,
  endpoint,
  accept,
  buttonLabel,
  valueFrom,
  onUploaded,
  show,
}: UploadFieldProps<T>) {
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
    adminFetch<{ data: T }>(endpoint, { method: 'POST', form })
      .then(({ data }) => {
        field.onChange(valueFrom(data));
        onUploaded?.(data);
      })
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
      {field.value ? show(String(field.value)) : null}
      <Button variant="outlined" component="label" disabled={busy}>
        {translate(buttonLabel)}
        <input hidden type="file" accept={accept} onChange={onChange} data-testid={`${field.name}-file`} />
      </Button>
      {message ? <FormHelperText error>{message}</FormHelperText> : null}
    </Box>
  );
}

/** A picture field: the server checks, resizes and stores it and answers its /media/… path. */
export function ImageUpload({ source, label }: { source: string; label: string }) {
  return (
    <UploadField<{ src: string }>
      source={source}
      label={label}
      endpoint="/uploads/images"
      accept="image/jpeg,image/png,image/webp,image/gif"
      buttonLabel="resources.news.chooseImage"
      valueFrom={(data) => data.src}
      show={(src) => (
        <Box
          component="img"
          src={src}
          alt=""
          sx={{
            display: 'block',
            width: 240,
            maxWidth: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: 1,
            mb: 1,
          }}
        />
      )}
    />
  );
}

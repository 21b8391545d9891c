import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  TextInput,
  TopToolbar,
  useLocale,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { RiyadhDateTimeInput } from './riyadh-date-time-input';
import type { z } from 'zod';
import { PUBLISHING_STATUSES } from './content-schemas';
import { adminFetch } from './api';
import { serverErrors } from './form-errors';
import { WhenField } from './fields';
import { ListActions } from './csv-export';
import { zodFormValidator } from './zod-form';
import { PREVIEW_MINUTES } from './limits';

/**
 * The screens of a content type with a publishing state, from a declaration (content-types.tsx):
 * a list with its status, and one form — both languages side by side, each written in its own
 * direction, the shared fields below, the publishing state last — for create and edit. The edit
 * screen offers a preview link of the public page as saved.
 */
export interface ContentScreensSpec {
  schema: z.ZodType;
  /** The inputs of one language (`title_${lang}`, …). */
  languageInputs(lang: 'ar' | 'en'): ReactNode;
  /** Inputs with no language (a picture, a date, an order). */
  sharedInputs?: ReactNode;
  /** The list's columns besides title and status. */
  columns?: ReactNode;
  /** The list's title column (a field with `_ar`/`_en`). */
  titleField?: string;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  defaults?: () => Record<string, unknown>;
  filters?: ReactElement[];
  creatable?: boolean;
}

export const statusChoices = PUBLISHING_STATUSES.map((status) => ({
  id: status,
  name: `resources.content.statuses.${status}`,
}));

export function PublishingStatusChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status);
  return (
    <Chip
      size="small"
      label={translate(`resources.content.statuses.${status}`)}
      color={status === 'published' ? 'success' : status === 'scheduled' ? 'info' : 'default'}
    />
  );
}

/** A bilingual field in the screen's language. */
function LocalText({ field }: { field: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  return record ? <span>{String(record[`${field}_${locale === 'ar' ? 'ar' : 'en'}`] ?? '')}</span> : null;
}

/** Both languages side by side; each column in its own direction. */
function LanguageColumns({ inputs }: { inputs: (lang: 'ar' | 'en') => ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      {(['ar', 'en'] as const).map((lang) => (
        <Grid key={lang} size={{ xs: 12, md: 6 }} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(`resources.content.languages.${lang}`)}
          </Typography>
          {inputs(lang)}
        </Grid>
      ))}
    </Grid>
  );
}

/** Status, and the time a scheduled row shows (only asked when scheduling). */
export function PublishingInputs() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}>
      <SelectInput source="status" label="resources.content.fields.status" choices={statusChoices} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'scheduled' ? (
            <RiyadhDateTimeInput source="publish_at" label="resources.content.fields.publish_at" />
          ) : null
        }
      </FormDataConsumer>
    </Box>
  );
}

/** Two links (Arabic, English) to the public page showing the saved row, published or not; short-lived. */
export function PreviewLinks() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [links, setLinks] = useState<{ ar: string; en: string } | null>(null);
  const [error, setError] = useState('');
  if (!record || !resource) return null;
  const open = () => {
    setError('');
    adminFetch<{ data: { ar: string; en: string } }>(`/preview/${resource}/${encodeURIComponent(String(record.id))}`, {
      method: 'POST',
      body: {},
    })
      .then(({ data }) => setLinks(data))
      .catch((failure: unknown) => setError(serverErrors(failure).message));
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" onClick={open}>
        {translate('resources.content.preview', { count: PREVIEW_MINUTES })}
      </Button>
      {links ? (
        <>
          <Link href={links.ar} target="_blank" rel="noopener noreferrer" hrefLang="ar">
            {translate('resources.content.languages.ar')}
          </Link>
          <Link href={links.en} target="_blank" rel="noopener noreferrer" hrefLang="en">
            {translate('resources.content.languages.en')}
          </Link>
        </>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

function ContentForm({ spec }: { spec: ContentScreensSpec }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      defaultValues={spec.defaults?.()}
      validate={zodFormValidator(spec.schema, translate)}
      sx={{ maxWidth: 1280 }}
      // Rows the site's routes fix (information pages) are saved, never deleted.
      toolbar={
        spec.creatable === false ? (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        ) : undefined
      }
    >
      <LanguageColumns inputs={spec.languageInputs} />
      {spec.sharedInputs ? <Box sx={{ width: '100%' }}>{spec.sharedInputs}</Box> : null}
      <PublishingInputs />
    </SimpleForm>
  );
}

/** The list, create and edit screens of one content type. */
export function contentScreens(spec: ContentScreensSpec) {
  const titleField = spec.titleField ?? 'title';
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label="resources.content.fields.status"
      choices={statusChoices}
      alwaysOn
    />,
    <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
    ...(spec.filters ?? []),
  ];
  function ContentList() {
    return (
      <List filters={filters} sort={spec.defaultSort} actions={<ListActions />}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source={titleField} disableSort field={() => <LocalText field={titleField} />} />
          {spec.columns}
          <DataTable.Col source="status" label="resources.content.fields.status" field={PublishingStatusChip} />
          <DataTable.Col source="updated_at" label="resources.content.fields.updated_at" field={WhenField} />
        </DataTable>
      </List>
    );
  }
  function ContentCreate() {
    return (
      <Create redirect="edit">
        <ContentForm spec={spec} />
      </Create>
    );
  }
  function ContentEdit() {
    return (
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        actions={
          <TopToolbar>
            <PreviewLinks />
          </TopToolbar>
        }
      >
        <ContentForm spec={spec} />
      </Edit>
    );
  }
  return { list: ContentList, create: spec.creatable === false ? undefined : ContentCreate, edit: ContentEdit };
}

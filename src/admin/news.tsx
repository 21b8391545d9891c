import { WhenField } from './fields';
import { Box, Chip, Grid, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  List,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { RiyadhDateTimeInput } from './riyadh-date-time-input';
import { NEWS_STATUSES, newsSchema } from './schemas';
import { zodFormValidator } from './zod-form';
import { ImageUpload } from './image-upload';
import { PreviewLinks } from './content-screens';
import { ListActions } from './csv-export';
import { BodyInput } from './rich-text-input';

export function StatusChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = String(record.status);
  return (
    <Chip
      size="small"
      label={translate(`resources.news.statuses.${status}`)}
      color={status === 'published' ? 'success' : status === 'scheduled' ? 'info' : 'default'}
    />
  );
}

function LocalTitle() {
  const record = useRecordContext();
  const locale = useLocale();
  return record ? <span>{String(locale === 'ar' ? record.title_ar : record.title_en)}</span> : null;
}

const statusChoices = NEWS_STATUSES.map((status) => ({ id: status, name: `resources.news.statuses.${status}` }));

export function NewsList() {
  const filters = [
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'published_at', order: 'DESC' }} actions={<ListActions />}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort field={LocalTitle} />
        <DataTable.Col source="status" field={StatusChip} />
        <DataTable.Col source="published_at" field={WhenField} />
      </DataTable>
    </List>
  );
}

/** One language's column: written in its own direction, whatever the screen's. */
function LanguageColumn({ lang }: { lang: 'ar' | 'en' }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 6 }} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`resources.news.languages.${lang}`)}
      </Typography>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`summary_${lang}`} fullWidth multiline minRows={2} />
      <BodyInput source={`body_${lang}`} />
    </Grid>
  );
}

function NewsForm({ defaultValues }: { defaultValues?: Record<string, unknown> }) {
  const translate = useTranslate();
  return (
    <SimpleForm
      defaultValues={defaultValues}
      validate={zodFormValidator(newsSchema, translate)}
      sx={{ maxWidth: 1280 }}
    >
      <Grid container spacing={3} sx={{ width: '100%' }}>
        <LanguageColumn lang="ar" />
        <LanguageColumn lang="en" />
      </Grid>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}>
        <ImageUpload source="image" label="resources.news.fields.image" />
        <SelectInput source="status" choices={statusChoices} />
        <RiyadhDateTimeInput source="published_at" />
      </Box>
    </SimpleForm>
  );
}

export function NewsCreate() {
  return (
    <Create redirect="list">
      <NewsForm defaultValues={{ status: 'draft', published_at: new Date().toISOString(), image: '' }} />
    </Create>
  );
}

export function NewsEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <PreviewLinks />
        </TopToolbar>
      }
    >
      <NewsForm />
    </Edit>
  );
}

export const newsRepresentation = (record: RaRecord) => String(record.title_en);

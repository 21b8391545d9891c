import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  Edit,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useLocale,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type NumberInputProps,
} from 'react-admin';
import { ListActions } from './csv-export';
import { PreviewLinks, PublishingStatusChip, statusChoices } from './content-screens';
import type { z } from 'zod';
import { formatMoney } from '../lib/format';
import { zodFormValidator } from './zod-form';

/**
 * Pieces shared by the giving and site-content screens: both languages side by side (each column
 * written in its own direction), money typed in riyals and kept in halalas, and a record's title in
 * the screen's language.
 */
export interface BilingualField {
  name: string;
  /** Lines shown for a longer text (a plain one-line input when absent). */
  rows?: number;
}

/** One language's column: its own direction and `lang`, whatever the screen's. */
function LanguageColumn({ lang, fields }: { lang: 'ar' | 'en'; fields: readonly BilingualField[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <Grid size={{ xs: 12, md: 6 }} dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(`resources.${resource}.languages.${lang}`)}
      </Typography>
      {fields.map((field) => (
        <TextInput
          key={field.name}
          source={`${field.name}_${lang}`}
          fullWidth
          multiline={field.rows !== undefined}
          minRows={field.rows}
        />
      ))}
    </Grid>
  );
}

/** The `_ar` / `_en` pairs of a form, Arabic first. */
export function BilingualFields({ fields }: { fields: readonly BilingualField[] }) {
  return (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      <LanguageColumn lang="ar" fields={fields} />
      <LanguageColumn lang="en" fields={fields} />
    </Grid>
  );
}

/** Riyals on screen, halalas in the record; a fraction of a halala is not a number here (the schema says so). */
export function MoneyInput(props: Omit<NumberInputProps, 'format' | 'parse'>) {
  return (
    <NumberInput
      {...props}
      format={(halalas: unknown) =>
        typeof halalas === 'number' && Number.isFinite(halalas) ? String(halalas / 100) : ''
      }
      parse={(riyals: unknown) => {
        if (riyals === '' || riyals === null || riyals === undefined) return null;
        const value = Number(riyals) * 100;
        const halalas = Math.round(value);
        return Math.abs(value - halalas) < 1e-6 ? halalas : Number.NaN;
      }}
    />
  );
}

/** A money column in the screen's language and digits. */
export function MoneyField({ source }: { source: string }) {
  const locale = useLocale();
  return (
    <FunctionField
      source={source}
      render={(record) =>
        typeof record[source] === 'number' ? formatMoney(record[source] as number, locale === 'en' ? 'en' : 'ar') : '—'
      }
    />
  );
}

/** `title_ar` or `title_en` (or another pair), as the screen's language reads it. */
export function LocalText({ name = 'title' }: { name?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  return record ? <span>{String(record[`${name}_${locale === 'en' ? 'en' : 'ar'}`] ?? '')}</span> : null;
}

/** A record's name in menus and headings: its English or Arabic title, whichever the screen shows. */
export function localTitle(locale: string, name = 'title') {
  return (record: Record<string, unknown>) => String(record[`${name}_${locale === 'en' ? 'en' : 'ar'}`] ?? record.id);
}

/** A row of the form's other inputs, wrapping on narrow screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  // Inputs here share the row (react-admin's inputs take the whole width by default).
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        width: '100%',
        '& > .MuiFormControl-root': { width: 'auto', flex: '1 1 200px', maxWidth: 320 },
      }}
    >
      {children}
    </Box>
  );
}

/** The usual form: checked with the shared schema as typed, both languages side by side, then the other inputs. */
export function ContentForm({
  schema,
  fields,
  before,
  children,
  toolbar,
}: {
  schema: z.ZodType;
  fields: readonly BilingualField[];
  before?: ReactNode;
  children?: ReactNode;
  toolbar?: ReactElement;
}) {
  const translate = useTranslate();
  return (
    <SimpleForm validate={zodFormValidator(schema, translate)} sx={{ maxWidth: 1280 }} toolbar={toolbar}>
      {before}
      <BilingualFields fields={fields} />
      {children ? <FieldRow>{children}</FieldRow> : null}
    </SimpleForm>
  );
}

/**
 * The create and edit screens of one form (back to the list after saving; edits wait for the
 * server). `record`: a new row's values, or a function making them when the screen opens (today's
 * date). `publishing`: the type has a publishing state, and its edit screen a preview link.
 */
export function formScreens(
  Form: ComponentType<{ creating?: boolean }>,
  record: Record<string, unknown> | (() => Record<string, unknown>),
  options: { publishing?: boolean } = {},
) {
  return {
    Create: () => (
      <Create redirect="list" record={typeof record === 'function' ? record() : record}>
        <Form creating />
      </Create>
    ),
    Edit: () => (
      <Edit
        mutationMode="pessimistic"
        redirect="list"
        actions={
          options.publishing ? (
            <TopToolbar>
              <PreviewLinks />
            </TopToolbar>
          ) : undefined
        }
      >
        <Form />
      </Edit>
    ),
  };
}

/** The list filter and column of a type with a publishing state. */
export const statusFilter = (
  <SelectInput key="status" source="status" label="resources.content.fields.status" choices={statusChoices} alwaysOn />
);
export const statusColumn = (
  <DataTable.Col source="status" label="resources.content.fields.status" field={PublishingStatusChip} />
);

/** A list of these screens: its always-shown filters, its order, "Create" and the CSV export (as filtered and sorted). */
export function SiteList({
  filters,
  sort,
  children,
}: {
  filters?: ReactElement[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  children: ReactNode;
}) {
  return (
    <List filters={filters} sort={sort} actions={<ListActions filters={Boolean(filters?.length)} />}>
      {children}
    </List>
  );
}

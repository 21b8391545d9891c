import { Box, Link } from '@mui/material';
import {
  ArrayInput,
  Resource,
  DataTable,
  DateInput,
  NumberInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { riyadhDate } from '../lib/civil-dates';
import { RiyadhDateTimeInput } from './riyadh-date-time-input';
import { DOCUMENT_TABS, PEOPLE_GROUPS } from '../domain/content-core';
import {
  albumSchema,
  documentSchema,
  faqSchema,
  infoPageSchema,
  messageSchema,
  personSchema,
  studySchema,
  videoSchema,
} from './content-schemas';
import DescriptionIcon from '@mui/icons-material/Description';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import ScienceIcon from '@mui/icons-material/Science';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import QuizIcon from '@mui/icons-material/Quiz';
import { contentScreens } from './content-screens';
import { ImageUpload, UploadField } from './image-upload';
import { BodyInput } from './rich-text-input';
import { CountField } from './fields';

/**
 * The back office's screens of information pages, albums, videos, awareness messages, studies,
 * documents, governance members and FAQs: what each form asks, per language and shared. Labels are
 * resources.<name>.fields.<source> in admin.json.
 */
const now = () => new Date().toISOString();
/** Today in Riyadh: the UTC day is still yesterday's until 03:00 there. */
const today = () => riyadhDate(new Date());
const draft = { status: 'draft', publish_at: null };

const tabChoices = DOCUMENT_TABS.map((tab) => ({ id: tab, name: `resources.documents.tabs.${tab}` }));
const groupChoices = PEOPLE_GROUPS.map((group) => ({ id: group, name: `resources.people.groups.${group}` }));

export const infoPageScreens = contentScreens({
  schema: infoPageSchema,
  creatable: false,
  defaultSort: { field: 'slug', order: 'ASC' },
  columns: <DataTable.Col source="slug" />,
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`summary_${lang}`} fullWidth multiline minRows={2} />
      <BodyInput source={`body_${lang}`} />
    </>
  ),
});

export const albumScreens = contentScreens({
  schema: albumSchema,
  defaultSort: { field: 'published_at', order: 'DESC' },
  defaults: () => ({ ...draft, published_at: now(), cover: '', images: [] }),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`description_${lang}`} fullWidth multiline minRows={2} />
    </>
  ),
  sharedInputs: (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ImageUpload source="cover" label="resources.albums.fields.cover" />
        <RiyadhDateTimeInput source="published_at" />
      </Box>
      <ArrayInput source="images">
        <SimpleFormIterator inline>
          <ImageUpload source="src" label="resources.albums.fields.src" />
          <TextInput source="caption_ar" dir="rtl" lang="ar" label="resources.albums.fields.caption_ar" />
          <TextInput source="caption_en" dir="ltr" lang="en" label="resources.albums.fields.caption_en" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
});

export const videoScreens = contentScreens({
  schema: videoSchema,
  defaultSort: { field: 'published_at', order: 'DESC' },
  defaults: () => ({ ...draft, published_at: now(), poster: '' }),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`description_${lang}`} fullWidth multiline minRows={2} />
    </>
  ),
  sharedInputs: (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextInput source="url" dir="ltr" sx={{ minWidth: 360 }} />
      <ImageUpload source="poster" label="resources.videos.fields.poster" />
      <RiyadhDateTimeInput source="published_at" />
    </Box>
  ),
});

export const messageScreens = contentScreens({
  schema: messageSchema,
  defaultSort: { field: 'published_at', order: 'DESC' },
  defaults: () => ({ ...draft, published_at: now(), image: '' }),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`topic_${lang}`} fullWidth />
      <TextInput source={`summary_${lang}`} fullWidth multiline minRows={2} />
      <BodyInput source={`body_${lang}`} />
    </>
  ),
  sharedInputs: (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ImageUpload source="image" label="resources.messages.fields.image" />
      <RiyadhDateTimeInput source="published_at" />
    </Box>
  ),
});

export const studyScreens = contentScreens({
  schema: studySchema,
  defaultSort: { field: 'published_on', order: 'DESC' },
  defaults: () => ({ ...draft, published_on: today() }),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`field_${lang}`} fullWidth />
      <TextInput source={`summary_${lang}`} fullWidth multiline minRows={2} />
      <BodyInput source={`body_${lang}`} />
    </>
  ),
  sharedInputs: <DateInput source="published_on" />,
});

/** The PDF of a document: uploaded at once (checked by content), then kept with the document when saved. */
function PdfUpload() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field: fileName } = useInput({ source: 'file_name' });
  const current = record?.download as string | undefined;
  return (
    <Box>
      {current ? (
        <Link href={current} target="_blank" rel="noopener" sx={{ display: 'block', mb: 1 }}>
          {translate('resources.documents.current', { name: String(record?.file_name ?? '') })}
        </Link>
      ) : null}
      <UploadField<{ id: string; fileName: string; sizeBytes: number }>
        source="file"
        label="resources.documents.fields.file"
        endpoint="/uploads/documents"
        accept="application/pdf"
        buttonLabel="resources.documents.choose"
        valueFrom={(data) => data.id}
        onUploaded={(data) => fileName.onChange(data.fileName)}
        show={() => (
          <Box sx={{ mb: 1 }}>{translate('resources.documents.uploaded', { name: String(fileName.value ?? '') })}</Box>
        )}
      />
    </Box>
  );
}

export const documentScreens = contentScreens({
  schema: documentSchema,
  defaultSort: { field: 'published_on', order: 'DESC' },
  defaults: () => ({ ...draft, tab: 'governance', position: 0, published_on: today(), file: null, file_name: null }),
  filters: [<SelectInput key="tab" source="tab" choices={tabChoices} alwaysOn />],
  columns: (
    <DataTable.Col source="tab">
      <SelectField source="tab" choices={tabChoices} />
    </DataTable.Col>
  ),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`category_${lang}`} fullWidth />
    </>
  ),
  sharedInputs: (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <SelectInput source="tab" choices={tabChoices} />
      <DateInput source="published_on" />
      <NumberInput source="position" min={0} />
      <PdfUpload />
    </Box>
  ),
});

export const personScreens = contentScreens({
  schema: personSchema,
  defaultSort: { field: 'position', order: 'ASC' },
  defaults: () => ({ ...draft, group_key: 'board', position: 0, members: [] }),
  filters: [<SelectInput key="group_key" source="group_key" choices={groupChoices} alwaysOn />],
  columns: (
    <DataTable.Col source="group_key">
      <SelectField source="group_key" choices={groupChoices} />
    </DataTable.Col>
  ),
  languageInputs: (lang) => (
    <>
      <TextInput source={`title_${lang}`} fullWidth />
      <TextInput source={`remit_${lang}`} fullWidth multiline minRows={2} />
    </>
  ),
  sharedInputs: (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <SelectInput source="group_key" choices={groupChoices} />
        <NumberInput source="position" min={0} />
      </Box>
      <ArrayInput source="members">
        <SimpleFormIterator inline>
          <TextInput source="ar" dir="rtl" lang="ar" label="resources.people.fields.member_ar" />
          <TextInput source="en" dir="ltr" lang="en" label="resources.people.fields.member_en" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
});

export const faqScreens = contentScreens({
  schema: faqSchema,
  titleField: 'question',
  defaultSort: { field: 'position', order: 'ASC' },
  defaults: () => ({ ...draft, position: 0 }),
  columns: <DataTable.Col source="position" field={CountField} />,
  languageInputs: (lang) => (
    <>
      <TextInput source={`question_${lang}`} fullWidth multiline />
      <TextInput source={`answer_${lang}`} fullWidth multiline minRows={3} />
    </>
  ),
});

/** The content types with a publishing state, in menu order. */
const CONTENT_MENU = [
  { name: 'info-pages', screens: infoPageScreens, icon: DescriptionIcon },
  { name: 'albums', screens: albumScreens, icon: PhotoLibraryIcon },
  { name: 'videos', screens: videoScreens, icon: VideoLibraryIcon },
  { name: 'messages', screens: messageScreens, icon: AnnouncementIcon },
  { name: 'studies', screens: studyScreens, icon: ScienceIcon },
  { name: 'documents', screens: documentScreens, icon: FolderIcon },
  { name: 'people', screens: personScreens, icon: GroupsIcon },
  { name: 'faqs', screens: faqScreens, icon: QuizIcon },
];

/** Their menu entries, for the roles that edit content. */
export function contentResources(role: string) {
  if (role !== 'admin' && role !== 'editor') return null;
  return CONTENT_MENU.map(({ name, screens, icon }) => (
    <Resource key={name} name={name} list={screens.list} create={screens.create} edit={screens.edit} icon={icon} />
  ));
}

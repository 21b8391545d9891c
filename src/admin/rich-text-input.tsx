import { useId, useMemo, type ChangeEvent } from 'react';
import { TextField, ToggleButton } from '@mui/material';
import InsertLink from '@mui/icons-material/InsertLink';
import ImageIcon from '@mui/icons-material/Image';
import { useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import {
  ClearButtons,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useEditorSelection,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { BODY_HEADING_LEVELS, type BodyHeadingLevel } from '../domain/rich-text';

/**
 * The one editor of stored HTML bodies. It offers only what the server's allow-list keeps
 * (server/admin/sanitize.ts): paragraphs, headings 2–4, bold/italic/underline/strike/code, lists,
 * links, pictures with a description, quotes. The library's default toolbar also offers colours,
 * highlights, alignment and headings 1, 5 and 6, which the server drops on save: staff would see
 * formatting that the site never shows. Pasted content is held to the same set by the editor's
 * own schema, so what staff see is what is saved.
 */
type Level = 'paragraph' | `h${BodyHeadingLevel}`;
const LEVELS: readonly Level[] = ['paragraph', ...BODY_HEADING_LEVELS.map((level) => `h${level}` as const)];

const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [...BODY_HEADING_LEVELS] } }),
  Image.configure({ inline: true, resize: { enabled: true, alwaysPreserveAspectRatio: true } }),
];

export function BodyInput({ source }: { source: string }) {
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  // The editable area's own name: the label above it also wraps the toolbar, so it cannot name it.
  const name = String(translateLabel({ source, resource }));
  const editorOptions = useMemo(
    () => ({ extensions: EXTENSIONS, editorProps: { attributes: { 'aria-label': name, 'aria-multiline': 'true' } } }),
    [name],
  );
  return <RichTextInput source={source} fullWidth editorOptions={editorOptions} toolbar={<BodyToolbar />} />;
}

function BodyToolbar() {
  return (
    <RichTextInputToolbar size="medium">
      <TextLevel />
      <FormatButtons size="medium" />
      <ListButtons size="medium" />
      <LinkButton />
      <ImageButton />
      <QuoteButtons size="medium" />
      <ClearButtons size="medium" />
    </RichTextInputToolbar>
  );
}

/** Paragraph or heading level, as a plain select (the library's menu puts a list item in a nav). */
function TextLevel() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const id = useId();
  const level = useEditorState({
    editor,
    selector: ({ editor: current }): Level => {
      const heading = BODY_HEADING_LEVELS.find((value) => current?.isActive('heading', { level: value }));
      return heading ? `h${heading}` : 'paragraph';
    },
  });
  const choose = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const chosen = BODY_HEADING_LEVELS.find((value) => event.target.value === `h${value}`);
    if (chosen) editor.chain().focus().setHeading({ level: chosen }).run();
    else editor.chain().focus().setParagraph().run();
  };
  return (
    <TextField
      id={id}
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label={translate('ra.tiptap.level')}
      value={level ?? 'paragraph'}
      onChange={choose}
      disabled={!editor?.isEditable}
      slotProps={{ select: { native: true } }}
      sx={{ inlineSize: 180, mt: 1.5 }}
    >
      {LEVELS.map((value) => (
        <option key={value} value={value}>
          {translate(`ra.tiptap.levels.${value}`)}
        </option>
      ))}
    </TextField>
  );
}

/** A link on the selected text: the address asked for in the screen's language; cancel changes nothing, an empty address removes the link. */
function LinkButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const selection = useEditorSelection();
  const active = useEditorState({ editor, selector: ({ editor: current }) => current?.isActive('link') ?? false });
  const label = translate('ra.tiptap.link');
  const addLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const answer = window.prompt(translate('ra.tiptap.link_dialog'), current ?? 'https://');
    if (answer === null) return;
    const href = answer.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else chain.setLink({ href }).run();
  };
  return (
    <ToggleButton
      value="link"
      size="medium"
      aria-label={label}
      title={label}
      selected={Boolean(active)}
      disabled={!editor?.isEditable || (!selection && !active)}
      onClick={addLink}
    >
      <InsertLink fontSize="inherit" />
    </ToggleButton>
  );
}

/** A picture by its address, with the description screen readers read in its place. */
function ImageButton() {
  const editor = useTiptapEditor();
  const translate = useTranslate();
  const label = translate('ra.tiptap.image');
  const addImage = () => {
    const src = window.prompt(translate('ra.tiptap.image_dialog'), 'https://')?.trim();
    if (!src || src === 'https://') return;
    const alt = window.prompt(translate('ra.tiptap.image_alt_dialog'))?.trim();
    if (alt === undefined) return;
    editor.chain().focus().setImage({ src, alt }).run();
  };
  return (
    <ToggleButton
      value="image"
      size="medium"
      aria-label={label}
      title={label}
      disabled={!editor?.isEditable}
      onClick={addImage}
    >
      <ImageIcon fontSize="inherit" />
    </ToggleButton>
  );
}

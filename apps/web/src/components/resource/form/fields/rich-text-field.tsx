import { useEffect } from 'react';
import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useController } from 'react-hook-form';
import type { FormFieldProps } from '../../types';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * The editor's HTML as stored: the empty paragraph it keeps at the end (for the cursor to land after a heading
 * or list) is left out, and an editor holding only that is no text at all.
 */
const htmlOf = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/**
 * One extension list for every render: Tiptap compares the options it is given with the editor's on each
 * render, extension by extension, and a fresh list would make it reconfigure the live editor every time.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Not in the server's allow-list: offering them would lose the formatting on save.
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
  }),
];

/**
 * Formatted text (Tiptap): paragraphs, headings 2–4, bold, italic, lists, quotes, links, undo and redo. The
 * value is HTML; the server keeps only this markup (its allow-list), so what the toolbar offers survives a save.
 */
export function RichTextField({ field, control, label, error, readOnly }: FormFieldProps) {
  const { field: f } = useController({ name: field.name, control });
  const testId = field.testId ?? `field-${field.name}`;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: typeof f.value === 'string' ? f.value : '',
    editable: !readOnly,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': testId, ...(error && { 'aria-invalid': 'true' }) } },
    onUpdate: ({ editor: e }) => f.onChange(htmlOf(e.getHTML())),
    onBlur: () => f.onBlur(),
  });

  // A value set from outside (reset, a loaded record) replaces the text unless the editor already holds it.
  useEffect(() => {
    // React may run effects again for an editor Tiptap has already destroyed (Strict Mode, a reconnected tree).
    if (!editor || editor.isDestroyed) return;
    const value = typeof f.value === 'string' ? f.value : '';
    if (value !== htmlOf(editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, f.value]);
  useEffect(() => editor?.setEditable(!readOnly), [editor, readOnly]);

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel sx={{ mb: 0.5 }}>{label}</FormLabel>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main' } }}>
        {editor && <RichTextToolbar editor={editor} disabled={Boolean(readOnly)} testId={testId} />}
        <Box sx={{ px: 1.5, borderTop: 1, borderColor: 'divider', '& .ProseMirror': { minHeight: 120, outline: 'none', py: 1 } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {(error ?? typeof readOnly === 'string') && <FormHelperText>{error ?? (readOnly as string)}</FormHelperText>}
    </FormControl>
  );
}

import type { ReactElement } from 'react';
import { Divider, IconButton, Stack, Tooltip } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

type Level = 2 | 3 | 4;
const LEVELS: Level[] = [2, 3, 4];

interface Tool {
  key: string;
  label: string;
  icon: ReactElement | string;
  active?: boolean;
  disabled?: boolean;
  run(): void;
}

/** Only what the server's allow-list keeps (apps/api/src/lib/html/sanitize.ts): nothing offered here is lost on save. */
export function RichTextToolbar({ editor, disabled, testId }: { editor: Editor; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: LEVELS.map((level) => e.isActive('heading', { level })),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('fieldKinds.richText.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const groups: Tool[][] = [
    [
      { key: 'bold', label: t('fieldKinds.richText.bold'), icon: <FormatBold fontSize="small" />, active: state.bold, run: () => chain().toggleBold().run() },
      { key: 'italic', label: t('fieldKinds.richText.italic'), icon: <FormatItalic fontSize="small" />, active: state.italic, run: () => chain().toggleItalic().run() },
    ],
    LEVELS.map((level, i) => ({
      key: `h${level}`,
      label: t('fieldKinds.richText.heading', { level }),
      icon: `H${level}`,
      active: state.heading[i],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      { key: 'bulletList', label: t('fieldKinds.richText.bulletList'), icon: <FormatListBulleted fontSize="small" />, active: state.bulletList, run: () => chain().toggleBulletList().run() },
      { key: 'orderedList', label: t('fieldKinds.richText.orderedList'), icon: <FormatListNumbered fontSize="small" />, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { key: 'blockquote', label: t('fieldKinds.richText.blockquote'), icon: <FormatQuote fontSize="small" />, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { key: 'link', label: t('fieldKinds.richText.link'), icon: <LinkIcon fontSize="small" />, active: state.link, run: setLink },
    ],
    [
      { key: 'undo', label: t('fieldKinds.richText.undo'), icon: <Undo fontSize="small" />, disabled: !state.canUndo, run: () => chain().undo().run() },
      { key: 'redo', label: t('fieldKinds.richText.redo'), icon: <Redo fontSize="small" />, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  return (
    <Stack direction="row" role="toolbar" aria-label={t('fieldKinds.richText.toolbar')} sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5 }}>
      {groups.map((tools, g) => [
        g > 0 && <Divider key={`d${g}`} orientation="vertical" flexItem sx={{ mx: 0.5 }} />,
        ...tools.map((tool) => (
          <Tooltip key={tool.key} title={tool.label}>
            <span>
              <IconButton
                size="small"
                aria-label={tool.label}
                aria-pressed={tool.active === undefined ? undefined : tool.active}
                color={tool.active ? 'primary' : 'default'}
                disabled={disabled || tool.disabled}
                onClick={tool.run}
                data-testid={`${testId}-${tool.key}`}
                sx={typeof tool.icon === 'string' ? { fontSize: 13, fontWeight: 700, width: 30 } : undefined}
              >
                {tool.icon}
              </IconButton>
            </span>
          </Tooltip>
        )),
      ])}
    </Stack>
  );
}

import { Box, Button, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formsContract, galleriesContract, SECTION_KINDS, slidersContract, type SectionKind } from '@harmony/shared';
import { ResourceFormField } from '../../components/resource/form/form-field';
import { useSortableSetup } from '../../components/resource/form/fields/use-sortable-setup';
import type { FormField, FormFieldProps } from '../../components/resource/types';

/** A new section of each kind, as the form starts it. */
export const EMPTY_SECTION: Record<SectionKind, { kind: SectionKind; data: Record<string, unknown> }> = {
  text: { kind: 'text', data: { html: '' } },
  image: { kind: 'image', data: { file_id: null, alt: '', caption: '' } },
  cta: { kind: 'cta', data: { title: '', text: '', button_label: '', url: '' } },
  columns: { kind: 'columns', data: { columns: [{ html: '' }, { html: '' }] } },
  gallery: { kind: 'gallery', data: { gallery_id: null } },
  slider: { kind: 'slider', data: { slider_id: null } },
  form: { kind: 'form', data: { form_id: null } },
};

/** The inputs of one section's data, by kind: names under `sections.{i}.data`. */
function inputsOf(kind: SectionKind): (Omit<FormField, 'name'> & { name: string })[] {
  switch (kind) {
    case 'text': return [{ name: 'html', kind: 'richText', wide: true }];
    case 'image': return [{ name: 'file_id', kind: 'image' }, { name: 'alt', kind: 'text' }, { name: 'caption', kind: 'text' }];
    case 'cta': return [{ name: 'title', kind: 'text' }, { name: 'text', kind: 'text', multiline: true }, { name: 'button_label', kind: 'text' }, { name: 'url', kind: 'text' }];
    case 'columns': return [];
    case 'gallery': return [{ name: 'gallery_id', kind: 'relation', optionsPath: galleriesContract.path }];
    case 'slider': return [{ name: 'slider_id', kind: 'relation', optionsPath: slidersContract.path }];
    case 'form': return [{ name: 'form_id', kind: 'relation', optionsPath: formsContract.path }];
  }
}

/** A columns section's editors, one per column (two or three: a third can be added, and taken away). */
function ColumnsInputs({ path, index, control, errorAt }: { path: string; index: number } & Pick<FormFieldProps, 'control' | 'errorAt'>) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.columns` });
  return (
    <>
      {fields.map((column, c) => {
        const name = `${path}.columns.${c}.html`;
        const label = t('pages.fields.column', { number: c + 1 });
        return (
          <ResourceFormField key={column.id} field={{ name, kind: 'richText', testId: `section-${index}-column-${c}` }} control={control} label={label}
            error={errorAt?.(name, label)} errorAt={errorAt} />
        );
      })}
      <Box>
        {fields.length < 3
          ? <Button size="small" onClick={() => append({ html: '' })} data-testid={`section-${index}-column-add`}>{t('pages.columnAdd')}</Button>
          : <Button size="small" onClick={() => remove(2)} data-testid={`section-${index}-column-remove`}>{t('pages.columnRemove')}</Button>}
      </Box>
    </>
  );
}

function SortableSection({ id, handle, children }: { id: string; handle: { label: string; testId: string }; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Paper ref={setNodeRef} variant="outlined" data-sortable-id={id}
      sx={{ p: 2, transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton ref={setActivatorNodeRef} size="small" aria-label={handle.label} data-testid={handle.testId} sx={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
          <DragIndicator fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      </Stack>
    </Paper>
  );
}

/**
 * A page's ordered sections: added by kind from a menu, each edited in place (rich text, a library image with
 * alt text and caption, a call to action, two or three columns), moved by drag (mouse, touch, keyboard) or by
 * the up and down buttons, removed. The value is the API's `sections` array.
 */
export function SectionsField({ field, control, label, errorAt }: FormFieldProps) {
  const { t } = useTranslation();
  const { fields, append, remove, move } = useFieldArray({ control, name: field.name });
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const position = (id: string | number) => fields.findIndex((f) => f.id === id) + 1;
  const { sensors, accessibility } = useSortableSetup(position, 'pages.sectionsDrag');
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(position(active.id) - 1, position(over.id) - 1);
  };
  const sectionError = errorAt?.(field.name, label);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="field-sections">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>{label}</Typography>
      {sectionError && <Typography color="error" variant="body2" sx={{ mb: 1 }}>{sectionError}</Typography>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <Stack spacing={1.5}>
            {fields.map((section, index) => {
              const kind = (section as unknown as { kind: SectionKind }).kind;
              const inputs = inputsOf(kind);
              return (
                <SortableSection key={section.id} id={section.id} handle={{ label: t('pages.sectionsDrag.handle', { row: index + 1 }), testId: `section-drag-${index}` }}>
                  <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }} data-testid={`section-${index}`} data-kind={kind}>
                    <Typography variant="subtitle2" sx={{ flex: 1 }}>{`${index + 1}. ${t(`pages.sectionKinds.${kind}`)}`}</Typography>
                    <IconButton size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('pages.sectionUp', { row: index + 1 })} data-testid={`section-up-${index}`}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} aria-label={t('pages.sectionDown', { row: index + 1 })} data-testid={`section-down-${index}`}>
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" onClick={() => remove(index)} aria-label={t('pages.sectionRemove', { row: index + 1 })} data-testid={`section-remove-${index}`}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: kind === 'columns' ? 'repeat(auto-fit, minmax(200px, 1fr))' : '1fr' } }}>
                    {inputs.map((input) => {
                      const path = `${field.name}.${index}.data.${input.name}`;
                      const inputLabel = t(`pages.fields.${input.name}`);
                      return (
                        <ResourceFormField key={input.name} field={{ ...input, name: path, testId: `section-${index}-${input.name}` }}
                          control={control} label={inputLabel} error={errorAt?.(path, inputLabel)} errorAt={errorAt} />
                      );
                    })}
                    {kind === 'columns' && <ColumnsInputs path={`${field.name}.${index}.data`} index={index} control={control} errorAt={errorAt} />}
                  </Box>
                </SortableSection>
              );
            })}
          </Stack>
        </SortableContext>
      </DndContext>
      <Button startIcon={<Add />} onClick={(e) => setAdding(e.currentTarget)} data-testid="section-add" sx={{ mt: 1 }}>{t('pages.sectionAdd')}</Button>
      <Menu anchorEl={adding} open={adding !== null} onClose={() => setAdding(null)}>
        {SECTION_KINDS.map((kind) => (
          <MenuItem key={kind} data-testid={`section-add-${kind}`} onClick={() => { append(structuredClone(EMPTY_SECTION[kind])); setAdding(null); }}>
            {t(`pages.sectionKinds.${kind}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

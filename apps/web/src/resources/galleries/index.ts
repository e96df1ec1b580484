import { createElement } from 'react';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Visibility from '@mui/icons-material/Visibility';
import Slideshow from '@mui/icons-material/SlideshowOutlined';
import { galleriesContract, galleryInput, routePath, sliderInput, slidersContract, type Gallery, type Slider } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, thumbnail } from '../../components/resource/renderers';
import type { RowAction } from '../../components/resource/types';

type GalleryRow = Gallery & Record<string, unknown>;
type SliderRow = Slider & Record<string, unknown>;

/** "Preview": the gallery or slider as a visitor sees it (/galerie/{id}, /slidery/{id}). */
const preview = <T extends { id: number } & Record<string, unknown>>(route: string, label: string, testId: string): RowAction<T> => ({
  key: 'show', label, icon: createElement(Visibility), testId: (row) => `${testId}-${row.id}`,
  run: (row, ctx) => ctx.navigate(route.replace(':id', String(row.id))),
});

/**
 * Galleries: /galerie (+ /dodaj, /{id}, /{id}/edycja) — a name and slug, a description, and ordered images from
 * the media library with caption, alt text and link (rows moved by drag or keyboard).
 */
export const galleries = defineResource<GalleryRow>({
  contract: galleriesContract,
  routes: { create: routePath('galleriesCreate'), edit: routePath('galleriesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'cover_file_id', width: 72, render: thumbnail('cover_file_id', PhotoLibrary, 'gallery-cover') },
      { field: 'name', flex: 2 },
      { field: 'slug', flex: 1 },
      { field: 'items_count', width: 110 },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
  },
  rowActions: [preview<GalleryRow>(routePath('galleriesShow'), 'galleries.show', 'gallery-show')],
  form: {
    schema: galleryInput,
    fields: [
      { name: 'name', kind: 'text', span: 8 },
      { name: 'slug', kind: 'text', span: 4 },
      { name: 'description', kind: 'text', multiline: true, wide: true },
      {
        name: 'items', kind: 'children', wide: true,
        rows: {
          fields: [
            { name: 'file_id', kind: 'image', label: 'galleries.fields.file_id' },
            { name: 'caption', kind: 'text', label: 'galleries.fields.caption' },
            { name: 'alt', kind: 'text', label: 'galleries.fields.alt' },
            { name: 'link', kind: 'text', label: 'galleries.fields.link' },
          ],
          defaults: { file_id: null, caption: '', alt: '', link: '' },
        },
      },
    ],
    defaults: { name: '', slug: '', description: '', items: [] },
    fromRecord: (record) => ({ name: record.name, slug: record.slug, description: record.description, items: record.items ?? [] }),
    toBody: (values) => ({ ...values, items: ((values.items as { file_id: number | null }[] | undefined) ?? []).filter((i) => i.file_id !== null) }),
  },
});

/**
 * Sliders: /slidery (+ /dodaj, /{id}, /{id}/edycja) — a name and slug and ordered slides: an image and one for
 * phones, a title, alt text, a link and the dates it is shown between (Warsaw time).
 */
export const sliders = defineResource<SliderRow>({
  contract: slidersContract,
  routes: { create: routePath('slidersCreate'), edit: routePath('slidersEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'cover_file_id', width: 72, render: thumbnail('cover_file_id', Slideshow, 'slider-cover') },
      { field: 'name', flex: 2 },
      { field: 'slug', flex: 1 },
      { field: 'slides_count', width: 110 },
      { field: 'active_count', width: 140 },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
  },
  rowActions: [preview<SliderRow>(routePath('slidersShow'), 'sliders.show', 'slider-show')],
  form: {
    schema: sliderInput,
    fields: [
      { name: 'name', kind: 'text', span: 8 },
      { name: 'slug', kind: 'text', span: 4 },
      {
        name: 'slides', kind: 'children', wide: true,
        rows: {
          fields: [
            { name: 'file_id', kind: 'image', label: 'sliders.fields.file_id' },
            { name: 'mobile_file_id', kind: 'image', label: 'sliders.fields.mobile_file_id' },
            { name: 'title', kind: 'text', label: 'sliders.fields.title' },
            { name: 'alt', kind: 'text', label: 'sliders.fields.alt' },
            { name: 'link', kind: 'text', label: 'sliders.fields.link' },
            { name: 'active_from', kind: 'dateTime', label: 'sliders.fields.active_from' },
            { name: 'active_to', kind: 'dateTime', label: 'sliders.fields.active_to' },
          ],
          defaults: { file_id: null, mobile_file_id: null, title: '', alt: '', link: '', active_from: '', active_to: '' },
        },
      },
    ],
    defaults: { name: '', slug: '', slides: [] },
    fromRecord: (record) => ({
      name: record.name, slug: record.slug,
      slides: ((record.slides ?? []) as NonNullable<Slider['slides']>).map((s) => ({ ...s, active_from: s.active_from ?? '', active_to: s.active_to ?? '' })),
    }),
    toBody: (values) => ({ ...values, slides: ((values.slides as { file_id: number | null }[] | undefined) ?? []).filter((s) => s.file_id !== null) }),
  },
});

import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import { realizationCategoriesPath, realizationInput, realizationsContract, routePath, type Realization } from '@harmony/shared';
import { positionPickerField } from '../../components/map/position-field';
import { defineResource } from '../../components/resource/define-resource';
import { imageListField, imagesFromRecord, imagesToBody } from '../../components/resource/form/image-list';
import { thumbnail } from '../../components/resource/renderers';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';

type Row = Realization & Record<string, unknown>;

const onMap: OptionItem[] = ['true', 'false'].map((value) => ({ value, labelKey: `realizations.onMap.${value}` }));
/** The categories in use (GET /api/realizations/categories), for the list's filter. */
const categories = {
  key: 'realization-categories',
  load: async (): Promise<OptionItem[]> =>
    (await api.get<{ data: string[] }>(realizationCategoriesPath, { silent: true })).data.map((value) => ({ value, label: value })),
};

/**
 * Realizations: /realizacje (+ /dodaj, /{id}/edycja) — the agency's portfolio: title and slug, client,
 * category, the date, a town with its place on the map (coordinates), a rich description and ordered images
 * from the media library with a main one (the list's thumbnail). Its menu section ships disabled.
 */
export const realizations = defineResource<Row>({
  contract: realizationsContract,
  routes: { create: routePath('realizationsCreate'), edit: routePath('realizationsEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'main_image_id', width: 72, render: thumbnail('main_image_id', PhotoLibrary, 'realization-thumb') },
      { field: 'title', flex: 2 },
      { field: 'client', flex: 1.2 },
      { field: 'category', width: 180 },
      { field: 'city', width: 140 },
      { field: 'completed_on', width: 140 },
    ],
    filters: [
      { name: 'category', kind: 'select', options: categories },
      { name: 'on_map', kind: 'select', options: onMap },
    ],
  },
  form: {
    schema: realizationInput,
    fields: [
      { name: 'title', kind: 'text', span: 8 },
      { name: 'slug', kind: 'text', span: 4 },
      { name: 'client', kind: 'text', span: 5 },
      { name: 'category', kind: 'text', span: 4 },
      { name: 'completed_on', kind: 'date', span: 3 },
      { name: 'city', kind: 'text', span: 6 },
      { name: 'latitude', kind: 'number', span: 3 },
      { name: 'longitude', kind: 'number', span: 3 },
      positionPickerField(),
      { name: 'description', kind: 'richText', wide: true },
      imageListField('realizations.fields'),
    ],
    defaults: {
      title: '', slug: '', client: '', category: '', completed_on: '', city: '', latitude: '', longitude: '', description: '', images: [],
    },
    fromRecord: (record) => ({
      title: record.title, slug: record.slug, client: record.client, category: record.category, completed_on: record.completed_on ?? '',
      city: record.city, latitude: record.latitude ?? '', longitude: record.longitude ?? '', description: record.description ?? '',
      images: imagesFromRecord(record.images),
    }),
    toBody: (values) => ({ ...values, images: imagesToBody(values.images) }),
  },
});

import { fileMediaInput, type StoredFile } from '@harmony/shared';
import { focalFromRecord, focalToBody } from '../../components/files/focal-point';
import { isImage } from '../../components/files/mime';
import { lazyPart } from '../../components/resource/lazy-part';
import type { ResourceForm } from '../../components/resource/types';

const FocalPointField = lazyPart(() => import('../../components/files/focal-point-field').then((m) => m.FocalPointField));

/**
 * What the library keeps of a file besides its bytes (PUT /api/files/{id}, edited in a dialog on the list):
 * an image's focal point, alt texts in both languages, the folder and tags. The point is one field (`focal`,
 * `{x, y}` or null) on the form and two (focal_x, focal_y) on the wire; the schema leaves it out of the checked
 * values, so the body takes it as typed.
 */
export const fileForm: ResourceForm = {
  schema: fileMediaInput,
  testId: 'file-form',
  fields: [
    { name: 'focal', kind: 'custom', component: FocalPointField, wide: true, hidden: (_values, { record }) => !isImage(String(record?.mime ?? '')) },
    { name: 'alt_pl', kind: 'text' },
    { name: 'alt_en', kind: 'text' },
    { name: 'folder', kind: 'text' },
    { name: 'tags', kind: 'tags' },
  ],
  defaults: { focal: null, alt_pl: '', alt_en: '', folder: '', tags: [] },
  fromRecord: (record) => {
    const file = record as unknown as StoredFile;
    return { focal: focalFromRecord(file), alt_pl: file.alt_pl ?? '', alt_en: file.alt_en ?? '', folder: file.folder ?? '', tags: file.tags ?? [] };
  },
  toBody: (values, { raw }) => ({ alt_pl: values.alt_pl, alt_en: values.alt_en, folder: values.folder, tags: values.tags, ...focalToBody(raw.focal) }),
  errorField: (path) => (path === 'focal_x' || path === 'focal_y' ? 'focal' : path),
};

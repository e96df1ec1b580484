import { fileFoldersPath, filesContract, type FileFolder, type StoredFile } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { lazyPart } from '../../components/resource/lazy-part';
import type { OptionItem } from '../../components/resource/types';
import { api } from '../../lib/api';
import { dimensionsCell, openFileAction, previewCell, sizeCell, tagsCell, uploaderCell } from './file-cells';
import { fileForm } from './file-form';

const FileUploadZone = lazyPart(() => import('../../components/files/file-upload-zone').then((m) => m.FileUploadZone));
const FileDetails = lazyPart(() => import('../../components/files/file-details').then((m) => m.FileDetails));

/** The library's folders in use (GET /api/files/folders), for the list's filter: a blank filter is every folder. */
const folders = {
  key: 'file-folders',
  resource: filesContract.name,
  load: async (): Promise<OptionItem[]> =>
    (await api.get<{ data: FileFolder[] }>(fileFoldersPath, { silent: true })).data.map((f) => ({ value: f.name, label: f.name })),
};

/**
 * The media library (/administrator/pliki): thumbnails of images (their thumbnail variant), folders and tags,
 * upload of several files at once (drop or pick, with progress; into the folder the list is filtered by),
 * alt texts, focal point, folder and tags edited in a dialog, delete after a confirmation. A row opens the
 * file's details: its variants and the records that show it. No restore or CSV export.
 */
export const files = defineResource<StoredFile & Record<string, unknown>>({
  contract: filesContract,
  routes: {},
  list: {
    columns: [
      { field: 'preview', width: 80, render: previewCell },
      { field: 'name', flex: 2 },
      { field: 'folder', flex: 1 },
      { field: 'tags', flex: 1, render: tagsCell },
      { field: 'alt_pl', flex: 1.5, hidden: true },
      { field: 'alt_en', flex: 1.5, hidden: true },
      { field: 'dimensions', width: 130, hidden: true, render: dimensionsCell },
      { field: 'size', width: 110, render: sizeCell },
      { field: 'mime', flex: 1 },
      { field: 'uploaded_by', flex: 1, render: uploaderCell },
      { field: 'created_at', width: 170, render: dateTime('created_at') },
      { field: 'id', width: 80, hidden: true },
    ],
    filters: [
      { name: 'folder', kind: 'select', options: folders },
      { name: 'tag', kind: 'text' },
      {
        name: 'mime',
        kind: 'select',
        options: [
          { value: 'image', labelKey: 'filesLibrary.types.image' },
          { value: 'application/pdf', labelKey: 'filesLibrary.types.pdf' },
          { value: 'text', labelKey: 'filesLibrary.types.text' },
        ],
      },
      {
        name: 'attached',
        kind: 'select',
        options: [
          { value: '0', labelKey: 'filesLibrary.attached.library' },
          { value: '1', labelKey: 'filesLibrary.attached.records' },
        ],
      },
    ],
    testId: 'files-library',
    rowTestIds: { delete: 'file-delete', edit: 'file-edit' },
    rowHeight: 64,
    aboveList: FileUploadZone,
  },
  form: fileForm,
  actions: { export: false, undo: false, bulkDelete: false },
  itemDetails: FileDetails,
  rowActions: [openFileAction],
});

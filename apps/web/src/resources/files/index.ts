import { filesContract, type StoredFile } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime } from '../../components/resource/renderers';
import { lazyPart } from '../../components/resource/lazy-part';
import { openFileAction, previewCell, sizeCell, uploaderCell } from './file-cells';

const FileUploadZone = lazyPart(() => import('../../components/files/file-upload-zone').then((m) => m.FileUploadZone));
const FileDetails = lazyPart(() => import('../../components/files/file-details').then((m) => m.FileDetails));

/**
 * The files library (/administrator/pliki): thumbnails of images, upload of several files at once
 * (drop or pick), delete after a confirmation. Files have no form, restore or CSV export.
 */
export const files = defineResource<StoredFile & Record<string, unknown>>({
  contract: filesContract,
  routes: {},
  list: {
    columns: [
      { field: 'preview', width: 80, render: previewCell },
      { field: 'name', flex: 2 },
      { field: 'size', width: 110, render: sizeCell },
      { field: 'mime', flex: 1 },
      { field: 'uploaded_by', flex: 1, render: uploaderCell },
      { field: 'created_at', width: 170, render: dateTime('created_at') },
      { field: 'id', width: 80, hidden: true },
    ],
    filters: [
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
    rowTestIds: { delete: 'file-delete' },
    rowHeight: 64,
    aboveList: FileUploadZone,
  },
  actions: { export: false, undo: false, bulkDelete: false },
  itemDetails: FileDetails,
  rowActions: [openFileAction],
});

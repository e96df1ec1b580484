import { fileContentPath, type StoredFile } from '@harmony/shared';

/** A library file as the API answers it (fileRead), with what a test names changed: a PDF with no image facts by default. */
export const storedFile = (id: number, changes: Partial<StoredFile> = {}): StoredFile => ({
  id, name: `plik-${id}.pdf`, mime: 'application/pdf', size: 2048, url: fileContentPath(id), width: null, height: null, variants: {},
  alt_pl: '', alt_en: '', focal_x: null, focal_y: null, folder: '', tags: [], attachable_type: null, attachable_id: null, uploaded_by: null,
  created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00Z', ...changes,
});

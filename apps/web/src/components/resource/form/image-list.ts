import type { FormField } from '../types';

/** One row of a record's ordered image list in the form: a library image (null until picked) and the main flag. */
type ImageRow = { file_id: number | null; main: boolean };

/**
 * A record's ordered images from the media library, one of them main (products, realizations): rows of an
 * image picker and a switch, reordered by drag or keyboard. `labels`: the resource's label group.
 */
export const imageListField = (labels: string): FormField => ({
  name: 'images', kind: 'children', wide: true,
  rows: {
    fields: [
      { name: 'file_id', kind: 'image', label: `${labels}.file_id` },
      { name: 'main', kind: 'switch', label: `${labels}.main` },
    ],
    defaults: { file_id: null, main: false },
  },
});

/** A read record's images as the form's rows. */
export const imagesFromRecord = (images: unknown) => ((images as ImageRow[] | undefined) ?? []).map((i) => ({ file_id: i.file_id, main: i.main }));

/** The form's rows as the API takes them: rows with no image picked are left out. */
export const imagesToBody = (images: unknown) =>
  ((images as ImageRow[] | undefined) ?? []).filter((i) => i.file_id !== null).map((i) => ({ file_id: i.file_id, main: Boolean(i.main) }));

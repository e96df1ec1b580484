import type { StoredFile } from '@harmony/shared';

/** An image's size in pixels as the library writes it ("1920 × 1080"), or '—' for a file with none. */
export const dimensionsOf = (file: Pick<StoredFile, 'width' | 'height'>): string =>
  file.width && file.height ? `${file.width} × ${file.height}` : '—';

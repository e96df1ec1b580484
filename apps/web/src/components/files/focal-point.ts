import type { StoredFile } from '@harmony/shared';

/**
 * Where a website crops an image around: fractions of its width and height from the top left. The form's
 * `focal` field holds one or null (the middle); the API keeps it as focal_x / focal_y, both or neither.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** How far an arrow key moves the point: 5% of the image. */
export const FOCAL_STEP = 0.05;

// Four places, as the shared schema keeps them: a click lands on a pixel, not on a float's noise.
const fraction = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1e4) / 1e4;

export const focalPoint = (x: number, y: number): FocalPoint => ({ x: fraction(x), y: fraction(y) });

/** The field's value as a point, or null (the form starts an empty value as ''). */
export function focalOf(value: unknown): FocalPoint | null {
  const point = value as Partial<FocalPoint> | null;
  return point && typeof point === 'object' && typeof point.x === 'number' && typeof point.y === 'number' ? { x: point.x, y: point.y } : null;
}

/** The point moved by (dx, dy), starting from the middle when none is set; it stays on the image. */
export const movedFocal = (from: FocalPoint | null, dx: number, dy: number): FocalPoint => focalPoint((from?.x ?? 0.5) + dx, (from?.y ?? 0.5) + dy);

/** A stored file's point as the field's value. */
export const focalFromRecord = (file: Pick<StoredFile, 'focal_x' | 'focal_y'>): FocalPoint | null =>
  file.focal_x == null || file.focal_y == null ? null : { x: file.focal_x, y: file.focal_y };

/** The field's value as the API's two fields (null for both: the middle). */
export function focalToBody(value: unknown): { focal_x: number | null; focal_y: number | null } {
  const point = focalOf(value);
  return { focal_x: point?.x ?? null, focal_y: point?.y ?? null };
}

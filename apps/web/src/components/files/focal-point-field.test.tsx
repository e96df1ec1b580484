import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileContentPath } from '@harmony/shared';
import { renderField } from '../../test/field-harness';
import { storedFile } from '../../test/stored-file';
import type { ResourceRow } from '../resource/types';
import { FocalPointField } from './focal-point-field';

const photo = storedFile(5, { name: 'hala.jpg', mime: 'image/jpeg', width: 1600, height: 1200 }) as unknown as ResourceRow;

/** The field on a form whose `focal` starts as given; the picture is drawn 300 × 200 px at (10, 20). */
function renderFocal(focal: { x: number; y: number } | null) {
  const field = renderField({ name: 'focal', kind: 'custom', component: FocalPointField }, { focal }, { record: photo });
  const area = screen.getByTestId('field-focal');
  area.getBoundingClientRect = () => ({ left: 10, top: 20, width: 300, height: 200, right: 310, bottom: 220, x: 10, y: 20, toJSON: () => ({}) });
  return { ...field, area };
}

describe('the focal point field', () => {
  it('shows the image\'s medium variant and puts the point where it is clicked, in fractions rounded to 4 places', () => {
    const { values, area } = renderFocal(null);
    expect(area.querySelector('img')?.getAttribute('src')).toBe(fileContentPath(5, 'medium'));
    expect(area.getAttribute('aria-valuetext')).toBe('Punkt ostrości: środek obrazu');
    fireEvent.click(area, { clientX: 110, clientY: 70 });
    expect(values().focal).toEqual({ x: 0.3333, y: 0.25 });
    expect(area.getAttribute('aria-valuetext')).toBe('Punkt ostrości: 33% od lewej, 25% od góry');
    expect(screen.getByTestId('field-focal-text').textContent).toBe('Punkt ostrości: 33% od lewej, 25% od góry');
  });

  it('moves the point 5% with the arrow keys, from the middle when none is set, never off the image', () => {
    const { values, area } = renderFocal(null);
    expect(area.tabIndex).toBe(0);
    fireEvent.keyDown(area, { key: 'ArrowUp' });
    expect(values().focal).toEqual({ x: 0.5, y: 0.45 });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowDown' });
    expect(values().focal).toEqual({ x: 0.6, y: 0.5 });
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    expect(values().focal).toEqual({ x: 0.55, y: 0.5 });
    fireEvent.click(area, { clientX: 309, clientY: 21 });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowUp' });
    expect(values().focal).toEqual({ x: 1, y: 0 });
  });

  it('puts the point back in the middle (null) with its button', () => {
    const { values, area } = renderFocal({ x: 0.2, y: 0.8 });
    expect(area.getAttribute('aria-valuetext')).toBe('Punkt ostrości: 20% od lewej, 80% od góry');
    fireEvent.click(screen.getByTestId('field-focal-clear'));
    expect(values().focal).toBeNull();
    expect(screen.getByTestId('field-focal-text').textContent).toBe('Punkt ostrości: środek obrazu');
    expect((screen.getByTestId('field-focal-clear') as HTMLButtonElement).disabled).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { applyServerErrors, splitServerErrors } from './server-errors';
import { shouldBlockLeave } from './unsaved-changes';

const unprocessable = (errors: Record<string, string[]>) => new ApiError(422, 'Błąd', { message: 'Błąd', errors });
const fields = (path: string) => ['name', 'color', 'tags'].includes(path.split('.')[0]!);

describe('422 → form fields', () => {
  it('splits the errors into field errors (first message each) and the rest', () => {
    expect(splitServerErrors({ name: ['Pole nazwa jest wymagane', 'drugi'], 'tags.1': ['zły tag'], _: ['Całość zła'], owner_id: ['Nie ma'] }, fields)).toEqual({
      fields: [['name', 'Pole nazwa jest wymagane'], ['tags.1', 'zły tag']],
      general: ['Całość zła', 'Nie ma'],
    });
  });

  it('calls setError for each field, focusing the first, and returns the messages no field shows', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(unprocessable({ name: ['Taka wartość pola nazwa już istnieje'], color: ['Zły kolor'], _: ['Ogólny'] }), setError, fields);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Taka wartość pola nazwa już istnieje' }, { shouldFocus: true }],
      ['color', { type: 'server', message: 'Zły kolor' }, { shouldFocus: false }],
    ]);
    expect(rest).toEqual(['Ogólny']);
  });

  it('leaves anything but a 422 alone (the api client has shown it)', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new ApiError(500, 'x', { message: 'x' }), setError, fields)).toEqual([]);
    expect(applyServerErrors(new Error('x'), setError, fields)).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('unsaved-changes guard', () => {
  const at = (pathname: string) => ({ pathname });
  it('blocks leaving a dirty form for another screen', () => {
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: at('/typy/1/edycja'), to: at('/typy') })).toBe(true);
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: at('/typy/dodaj'), to: at('/en/typy/dodaj') })).toBe(true);
  });
  it('lets a clean form, a saved form, or a change of query on the same screen through', () => {
    expect(shouldBlockLeave({ dirty: false, allowed: false, from: at('/typy/dodaj'), to: at('/typy') })).toBe(false);
    expect(shouldBlockLeave({ dirty: true, allowed: true, from: at('/typy/dodaj'), to: at('/typy') })).toBe(false);
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: at('/administrator/statusy'), to: at('/administrator/statusy') })).toBe(false);
  });
  it('on a screen whose query names what is edited (a week), blocks a new query too', () => {
    const week = (search: string) => ({ pathname: '/czasy/tydzien', search });
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: week('?week=2030-01-14'), to: week('?week=2030-01-21'), watchSearch: true })).toBe(true);
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: week('?week=2030-01-14'), to: week('?week=2030-01-14'), watchSearch: true })).toBe(false);
    expect(shouldBlockLeave({ dirty: false, allowed: false, from: week('?week=2030-01-14'), to: week('?week=2030-01-21'), watchSearch: true })).toBe(false);
    expect(shouldBlockLeave({ dirty: true, allowed: false, from: week('?week=2030-01-14'), to: week('?week=2030-01-21') })).toBe(false);
  });
});
